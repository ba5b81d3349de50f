import Foundation
import GameCore
import GameRules
import Players

/// One finished ranked game as a board keeps it: everything needed to replay and verify it
/// (the setup, the packed timed log, the claimed result) and what the board orders and shows.
/// Every ranked game is kept, not only a player's best, so any window's best is exact.
public struct RankedRun: Hashable, Sendable {
    /// A UUID or the game's id: submitting the same id twice records it once.
    public var id: String
    public var board: BoardID
    public var playerID: PlayerID
    public var kind: GameKind
    /// The game's `GameSetup` as JSON (`GameBackEnd.encode`): params and seed.
    public var setup: Data
    /// The timed log, packed (`TimedLog.packed`): every action with its offset.
    public var log: Data
    /// What the game's owner says the log reached; `verify` must agree with it.
    public var claimed: VerifiedGame
    /// Lower is better, compared in order; up to three keys (missing keys count as 0).
    public var sortKey: [Int64]
    /// The figures the board's columns show, by name ("timeMs": 12345).
    public var figures: [String: Int64]
    public var finishedAt: Date
    public var verification: VerificationState

    public init(id: String, board: BoardID, playerID: PlayerID, kind: GameKind, setup: Data, log: Data,
                claimed: VerifiedGame, sortKey: [Int64], figures: [String: Int64], finishedAt: Date,
                verification: VerificationState) {
        self.id = id
        self.board = board
        self.playerID = playerID
        self.kind = kind
        self.setup = setup
        self.log = log
        self.claimed = claimed
        self.sortKey = sortKey
        self.figures = figures
        self.finishedAt = finishedAt
        self.verification = verification
    }

    /// The play clock's reading the run claims at its end, as `verify` takes it (on the log's
    /// clock): where timed play started plus the play time (Mines times from the first reveal),
    /// less what a board's clock added while the game's clock stood still.
    public var claimedPlayClockMilliseconds: Int? {
        claimed.playMilliseconds.map { (claimed.timingStartOffset ?? 0) + $0 - (claimed.stoppedClockMilliseconds ?? 0) }
    }

    /// The sort key as exactly three values (missing keys are 0), the form stores compare.
    public var paddedSortKey: [Int64] { RankedScore.padded(sortKey) }
}

/// What a game reached, in a board's terms: its order and its figures.
public struct RankedScore: Hashable, Sendable {
    /// The number of sort keys every store keeps.
    public static let keyCount = 3

    /// Lower is better, compared in order (at most `keyCount`).
    public var sortKey: [Int64]
    public var figures: [String: Int64]

    public init(sortKey: [Int64], figures: [String: Int64]) {
        precondition(sortKey.count <= Self.keyCount, "a board orders by at most \(Self.keyCount) keys")
        self.sortKey = sortKey
        self.figures = figures
    }

    /// `key` with zeros added up to `keyCount` values.
    public static func padded(_ key: [Int64]) -> [Int64] {
        key.count >= keyCount ? Array(key.prefix(keyCount)) : key + Array(repeating: 0, count: keyCount - key.count)
    }

    /// Whether key `lhs` ranks before `rhs` (lexicographic, lower first).
    public static func isBetter(_ lhs: [Int64], than rhs: [Int64]) -> Bool {
        padded(lhs).lexicographicallyPrecedes(padded(rhs))
    }
}

/// Whether a run's replay agreed with its claim. Only verified runs rank; an unverified one
/// is kept (and shown as such) but never placed.
public enum VerificationState: Hashable, Sendable, CustomStringConvertible {
    /// Submitted, not yet replayed.
    case pending
    case verified
    /// The replay failed or disagreed with the claim; the reason in words.
    case unverified(String)

    /// A run whose game, setup and log are those of `original`, another player's run: it has
    /// no game of its own behind it (issue 34, B8).
    public static func copy(of original: String) -> VerificationState {
        .unverified("it is a copy of another player's run (\(original)): the same setup and log")
    }

    /// As stored: "pending", "verified" or "unverified: <reason>".
    public var storedValue: String {
        switch self {
        case .pending: "pending"
        case .verified: "verified"
        case .unverified(let reason): "unverified: " + reason
        }
    }

    /// Reads `storedValue`; anything else is unverified with the odd value as its reason.
    public init(storedValue: String) {
        switch storedValue {
        case "pending": self = .pending
        case "verified": self = .verified
        default:
            let prefix = "unverified: "
            self = .unverified(storedValue.hasPrefix(prefix) ? String(storedValue.dropFirst(prefix.count))
                                                              : "unknown state \"\(storedValue)\"")
        }
    }

    public var isVerified: Bool { self == .verified }

    public var description: String { storedValue }
}
