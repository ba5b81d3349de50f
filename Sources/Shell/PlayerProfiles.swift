import Foundation
import Players
import LocalDatabase

/// One board a player ranks on, for the Profile screen's "best ranks" (filled in by the ranking
/// store; see `PlayerProfiles.bestRanks`).
public struct BestRank: Hashable, Sendable {
    /// The board's title ("Mines expert").
    public var board: String
    /// The window ("all time", "this week").
    public var window: String
    public var rank: Int

    public init(board: String, window: String, rank: Int) {
        self.board = board
        self.window = window
        self.rank = rank
    }
}

/// The players' profiles as the screens reach them: plain closures, so screens run against the
/// database in the game and against anything a test builds.
public struct PlayerProfiles {
    public var profile: (PlayerID) throws -> PlayerProfile
    public var setNickname: (Nickname, PlayerID) throws -> PlayerProfile
    /// Nil goes back to the identicon.
    public var setAvatar: (Avatar?, PlayerID) throws -> PlayerProfile
    /// Action, actor, target, reason; throws `ModerationRefusal` when not allowed.
    public var moderate: (ModerationAction, PlayerID, PlayerID, String?) throws -> PlayerProfile
    /// How many games the player has finished (every game, both kinds).
    public var finishedGames: (PlayerID) throws -> Int
    /// The player's best ranks, best first. Nil while no ranking store is wired in: the Profile
    /// screen then says the boards are not kept in this run.
    public var bestRanks: ((PlayerID) throws -> [BestRank])?
    /// The player's daily-challenge streaks in words ("3 days (longest 5); Mines 2, Tiles 3");
    /// nil when daily results are not kept in this run.
    public var dailyStreaks: ((PlayerID) throws -> String)?
    /// The player's profile on the shared board, nil when no board is configured: then the
    /// profile is this computer's.
    public var shared: SharedProfileAccess?

    public init(profile: @escaping (PlayerID) throws -> PlayerProfile,
                setNickname: @escaping (Nickname, PlayerID) throws -> PlayerProfile,
                setAvatar: @escaping (Avatar?, PlayerID) throws -> PlayerProfile,
                moderate: @escaping (ModerationAction, PlayerID, PlayerID, String?) throws -> PlayerProfile,
                finishedGames: @escaping (PlayerID) throws -> Int,
                bestRanks: ((PlayerID) throws -> [BestRank])? = nil) {
        self.profile = profile
        self.setNickname = setNickname
        self.setAvatar = setAvatar
        self.moderate = moderate
        self.finishedGames = finishedGames
        self.bestRanks = bestRanks
    }

    /// The profiles kept in the game's database.
    public static func database(_ database: AppDatabase) -> PlayerProfiles {
        PlayerProfiles(
            profile: { try database.profile(of: $0) },
            setNickname: { try database.setNickname($0, for: $1) },
            setAvatar: { try database.setAvatar($0, for: $1) },
            moderate: { try database.moderate($0, by: $1, on: $2, reason: $3) },
            finishedGames: { try database.finishedGameCount(player: $0) })
    }
}
