import Foundation
import GameCore
import GameRules
import Leaderboards
import Players

/// Everything read from the board is hostile until checked: a player with the board's address can
/// write any bytes their policies allow into their own rows (a nickname full of escape sequences,
/// an avatar of the wrong size, a run whose claim its log does not reach). Each part is checked
/// here; what fails is replaced by something harmless (the "Player N" name, the identicon) or,
/// for a run, turned away before it is ranked.
public enum ServerRowCheck {
    /// The name to show, by the profile's rule (`PlayerProfile.displayName`) and the same checks
    /// as the SQLite boards: "Player N" when blanked; the nickname when `Nickname.validate` takes
    /// it; else the role's name when it too would pass as a nickname; else "Player N".
    public static func displayName(of player: ServerPlayer) -> String {
        let fallback = PlayerProfile.placeholderName(for: player.id)
        if player.nicknameBlanked { return fallback }
        if let nickname = player.nickname, let valid = try? Nickname.validate(nickname).get() { return valid.text }
        return acceptableName(player.roleName) ?? fallback
    }

    /// The name as a nickname would be shown, nil when `Nickname.validate` refuses it (or it
    /// needed trimming: a stored name is taken as it is or not at all).
    public static func acceptableName(_ name: String) -> String? {
        guard let valid = try? Nickname.validate(name).get(), valid.text == name else { return nil }
        return valid.text
    }

    /// An avatar's pixels when `Avatar(bytes:)` takes them (8×8 in the palette), else nil (the
    /// identicon is drawn instead).
    public static func avatarPixels(_ data: Data?) -> [UInt8]? {
        guard let data, let avatar = try? Avatar(bytes: data) else { return nil }
        return [UInt8](avatar.bytes)
    }

    /// A board id a game could have made: lower-case letters, digits, `.`, `-`, `_`, at most 100.
    public static func isAcceptableBoard(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.count <= 100
            && text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || "._-".unicodeScalars.contains($0) }
    }

    /// The claim stored with a run: what it says the log reached and the figures it shows.
    struct Claim: Codable {
        var claimed: VerifiedGame
        var figures: [String: Int64]
    }

    /// A server row as the game's run, or nil when it is not even well formed (then it is never
    /// shown). Well formed is not verified: the store replays it before ranking it.
    public static func rankedRun(from row: ServerRun) -> RankedRun? {
        guard isAcceptableBoard(row.board), isAcceptableBoard(row.game), row.id.utf8.count <= 64,
              !row.id.unicodeScalars.contains(where: SafeText.isUnsafe),
              let claim = try? JSONDecoder().decode(Claim.self, from: Data(row.claimed.utf8)),
              claim.figures.count <= 16
        else { return nil }
        return RankedRun(id: row.id, board: BoardID(row.board), playerID: row.playerID, kind: GameKind(rawValue: row.game),
                         setup: row.setup, log: row.log, claimed: claim.claimed, sortKey: row.sortKey,
                         figures: claim.figures, finishedAt: row.finishedAt, verification: .pending)
    }

    /// The row the board keeps for a run (day and week in the player's local time).
    public static func serverRun(from run: RankedRun, periods: RankPeriods) throws -> ServerRun {
        let claim = try JSONEncoder().encode(Claim(claimed: run.claimed, figures: run.figures))
        return ServerRun(id: run.id, playerID: run.playerID, board: run.board.rawValue, game: run.kind.rawValue,
                         setup: run.setup, log: run.log, claimed: String(decoding: claim, as: UTF8.self),
                         sortKey: run.paddedSortKey, finishedAt: run.finishedAt,
                         day: periods.day(of: run.finishedAt), week: periods.week(of: run.finishedAt))
    }
}
