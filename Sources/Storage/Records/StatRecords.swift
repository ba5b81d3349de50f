import Foundation
import GRDB

/// One lifetime total of one player for one game ("tiles", "mines", or a shared name).
/// The stats engine owns the meaning of names and values; storage only keeps the integers.
struct StatTotal: Codable, Equatable, Sendable, FetchableRecord, PersistableRecord {
    var playerId: Int64
    var game: String
    var name: String
    var value: Int64

    public enum Columns {
        public static let playerId = Column(CodingKeys.playerId)
        public static let game = Column(CodingKeys.game)
        public static let name = Column(CodingKeys.name)
        public static let value = Column(CodingKeys.value)
    }
}

/// A game whose stats were rolled into the totals; its id can never be rolled over again.
public struct FinishedGame: Codable, Equatable, Sendable, FetchableRecord, PersistableRecord {
    public var gameId: String
    public var playerId: Int64
    public var game: String
    /// How it ended, in the caller's words ("won", "lost", "abandoned").
    public var outcome: String
    public var finishedAt: Date

    public init(gameId: String, playerId: Int64, game: String, outcome: String, finishedAt: Date) {
        self.gameId = gameId
        self.playerId = playerId
        self.game = game
        self.outcome = outcome
        self.finishedAt = finishedAt
    }

    public enum Columns {
        public static let playerId = Column(CodingKeys.playerId)
    }
}
