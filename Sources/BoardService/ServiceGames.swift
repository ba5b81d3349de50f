import Daily
import GameRules
import Leaderboards

/// The games a board service serves, each as its own modules declare it: its back end (the
/// service replays a run with the very rules the game ranks by, so its verdict is the game's
/// own), its ranking rules, and its daily (`GameDaily`) when it has one. The service names no
/// game: the composition root lists them (`ServiceGames.clearfield`, in ClearfieldServiceGames,
/// from the back-end modules only), a test build its own.
public struct ServiceGames: Sendable {
    public let games: GameRegistry
    /// One game's rules each (a game's daily boards are added from `dailies`).
    public let rules: [any RankingRules]
    public let dailies: DailyGames

    public init(games: GameRegistry, rules: [any RankingRules], dailies: DailyGames) {
        self.games = games
        self.rules = rules
        self.dailies = dailies
    }

    /// The ranking rules, each game's with its daily boards; `dailySeeds` holds the day seeds this
    /// service drew, so a daily run on one is that day's challenge.
    public func rankings(dailySeeds: SharedDailySeeds) -> RankingRegistry {
        RankingRegistry(games: games, rules: rules.map { kin -> any RankingRules in
            guard let daily = dailies.descriptor(kind: kin.kind) else { return kin }
            return DailyRanking(kin: kin, daily: daily, sharedSeeds: dailySeeds)
        })
    }
}
