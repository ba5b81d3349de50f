import Foundation

/// A run as the board's `run` table holds it: what the client claims, and what replays it.
/// Nothing here is trusted when read back: `ServerRowCheck` validates it and the reading client
/// replays it before it is ranked.
public struct ServerRun: Codable, Equatable, Sendable {
    public var id: String
    public var playerID: Int64
    public var board: String
    public var game: String
    public var setup: Data
    public var log: Data
    /// The claimed figures, JSON.
    public var claimed: String
    /// Lower is better; always three keys (missing ones are 0).
    public var sortKey: [Int64]
    public var finishedAt: Date
    /// The local day (`2026-11-24`) and ISO week (`2026-W48`) the game finished in.
    public var day: String
    public var week: String
    /// The deal the game was played from (`clearfield.deal`), nil for a game that got none (ranked
    /// locally only; the board refuses it). Optional so an outbox entry kept before deals decodes.
    public var dealID: Int64?

    public init(id: String, playerID: Int64, board: String, game: String, setup: Data, log: Data, claimed: String,
                sortKey: [Int64], finishedAt: Date, day: String, week: String, dealID: Int64? = nil) {
        self.id = id
        self.playerID = playerID
        self.board = board
        self.game = game
        self.setup = setup
        self.log = log
        self.claimed = claimed
        self.sortKey = Self.threeKeys(sortKey)
        self.finishedAt = finishedAt
        self.day = day
        self.week = week
        self.dealID = dealID
    }

    static func threeKeys(_ keys: [Int64]) -> [Int64] {
        Array((keys + [0, 0, 0]).prefix(3))
    }
}

/// A player as the board's `player` table (and `avatar`) hold them, unchecked.
public struct ServerPlayer: Equatable, Sendable {
    public var id: Int64
    public var roleName: String
    public var nickname: String?
    public var nicknameBlanked: Bool
    public var blocked: Bool
    public var memberSince: Date
    public var avatar: Data?
}

/// One row of a board from the server: a player's best run in the period, with the player.
public struct ServerBoardRow: Equatable, Sendable {
    public var run: ServerRun
    public var player: ServerPlayer
}

/// The period buckets of `board_best`, the same names as the SQLite boards'.
public enum ServerPeriod {
    public static let allTime = "all"
    public static func day(_ day: String) -> String { "d:" + day }
    public static func week(_ week: String) -> String { "w:" + week }
}
