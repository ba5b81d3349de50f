import Foundation
import GameCore
import GRDB
import Progress

/// One lifetime total of one player for one game ("tiles", "mines", or a shared name).
/// The stats engine owns the meaning of names and values; storage only keeps the integers.
struct StatTotal: Codable, Equatable, Sendable, FetchableRecord, PersistableRecord {
    var playerID: Int64
    var game: String
    var name: String
    var value: Int64

    public enum Columns {
        public static let playerID = Column(CodingKeys.playerID)
        public static let game = Column(CodingKeys.game)
        public static let name = Column(CodingKeys.name)
        public static let value = Column(CodingKeys.value)
    }
}

/// A game whose stats were rolled into the totals; its id can never be rolled over again.
/// The row is also the game's line in the history (`AppDatabase.playedGames`).
public struct FinishedGameRecord: Codable, Equatable, Sendable, FetchableRecord, PersistableRecord {
    /// The table's name from before the type was renamed (shipped migrations create it).
    public static let databaseTableName = "finishedGame"

    public var gameID: String
    public var playerID: Int64
    public var game: String
    /// How it ended, in the caller's words ("won", "lost", "abandoned").
    public var outcome: String
    public var finishedAt: Date
    /// What the game was (stored as JSON); nil in rows written before the history was kept.
    public var context: StatsContext?
    public var playTimeMilliseconds: Int64?
    /// The game's own final stats by name (stored as JSON).
    public var stats: [String: Int64]?

    public init(gameID: String, playerID: Int64, game: String, outcome: String, finishedAt: Date,
                details: FinishedGameDetails? = nil) {
        self.gameID = gameID
        self.playerID = playerID
        self.game = game
        self.outcome = outcome
        self.finishedAt = finishedAt
        self.context = details?.context
        self.playTimeMilliseconds = details?.playTimeMilliseconds
        self.stats = details?.stats
    }

    private enum CodingKeys: String, CodingKey {
        case gameID = "gameId", playerID = "playerId", game, outcome, finishedAt, context, playTimeMilliseconds = "playTimeMs", stats
    }

    public enum Columns {
        public static let playerID = Column(CodingKeys.playerID)
        public static let game = Column(CodingKeys.game)
        public static let finishedAt = Column(CodingKeys.finishedAt)
    }

    /// The row as the history reads it.
    public var playedGame: PlayedGame {
        PlayedGame(gameID: gameID, kind: GameKind(rawValue: game), outcome: GameOutcome(rawValue: outcome),
                   finishedAt: finishedAt, context: context, playTimeMilliseconds: playTimeMilliseconds,
                   stats: stats ?? [:])
    }
}

/// What the history keeps of a finished game beyond its outcome and date.
public struct FinishedGameDetails: Codable, Equatable, Sendable {
    public var context: StatsContext
    public var playTimeMilliseconds: Int64
    public var stats: [String: Int64]

    public init(context: StatsContext, playTimeMilliseconds: Int64, stats: [String: Int64]) {
        self.context = context
        self.playTimeMilliseconds = playTimeMilliseconds
        self.stats = stats
    }
}
