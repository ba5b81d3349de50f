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
    /// The name to show: the nickname when it is one a player could have chosen, "Player N" when
    /// it was blanked or is not such a name, the role's name when none was set (and it is safe).
    public static func displayName(of player: ServerPlayer) -> String {
        let fallback = "Player \(player.id)"
        if player.nicknameBlanked { return fallback }
        let chosen = player.nickname ?? player.roleName
        return isAcceptableName(chosen) ? chosen : fallback
    }

    /// 1–20 display columns after trimming (wide characters count two), nothing a terminal acts on
    /// or that hides or reorders text.
    public static func isAcceptableName(_ name: String) -> Bool {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard trimmed == name, !trimmed.isEmpty, trimmed.unicodeScalars.count <= 40 else { return false }
        var columns = 0
        for scalar in trimmed.unicodeScalars {
            if SafeText.isUnsafe(scalar) || isInvisible(scalar) { return false }
            columns += isWide(scalar) ? 2 : 1
        }
        return columns <= 20
    }

    /// Zero-width and format characters that make a name look like another.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200B...0x200D, 0x2060...0x2064, 0xFEFF, 0x180E, 0x00AD: true
        default: scalar.properties.generalCategory == .format || scalar.properties.generalCategory == .nonspacingMark
        }
    }

    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD: true
        default: false
        }
    }

    /// An avatar's pixels when they are an 8×8 picture in the palette (0 empty, 1…6), else nil
    /// (the identicon is drawn instead).
    public static func avatarPixels(_ data: Data?) -> [UInt8]? {
        guard let data, data.count == 64, data.allSatisfy({ $0 <= 6 }) else { return nil }
        return Array(data)
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
