import Foundation

/// `POST /deals`: a deal for a ranked game on `board` (a board id of the game's ranking rules).
/// A player has at most one open deal per board: a new one forfeits the old (counted as a loss if
/// it was started).
public struct DealRequest: Codable, Equatable, Sendable {
    public var board: String
    public init(board: String) { self.board = board }
}

/// A deal: the right to one ranked game. A game's deal carries no seed: the seed comes in the
/// answer to the game's first action, which is the game's start on the service's clock.
///
/// A daily is the exception (issue 29): its board must be on screen before its first play (the
/// Tiles map; the Mines board with its opening), so its deal carries the day's seed (drawn by the
/// service, `seed`) and is the game's start (`startedAt`); it takes no `/start`. `Board.dailyDeal`
/// says why.
public struct Deal: Codable, Equatable, Sendable {
    public var dealID: Int64
    public var board: String
    /// The game's registry id ("mines", "tiles").
    public var game: String
    /// A deal not started by then lapses (never counted).
    public var expiresAt: Date
    /// For a daily deal: whether it is the ranked attempt (false: practice).
    public var ranked: Bool
    /// The seed the game is played on, given with the deal only when the deal is its start (a
    /// daily); nil for every other deal (left out of the JSON).
    public var seed: UInt64?
    /// When the service's clock started, for a deal that is its game's start (with `seed`).
    public var startedAt: Date?

    public init(dealID: Int64, board: String, game: String, expiresAt: Date, ranked: Bool = true,
                seed: UInt64? = nil, startedAt: Date? = nil) {
        self.dealID = dealID
        self.board = board
        self.game = game
        self.expiresAt = expiresAt
        self.ranked = ranked
        self.seed = seed
        self.startedAt = startedAt
    }

    /// The deal's start, when the deal is one (a daily): as a first action's answer reads.
    public var startedWithSeed: StartAnswer? {
        guard let seed, let startedAt else { return nil }
        return StartAnswer(seed: seed, startedAt: startedAt)
    }
}

/// `POST /deals/{id}/start`: the game's first action, packed as the game's log packs one action
/// (the first reveal in Mines, the first move in Tiles). The service keeps it: the run submitted
/// later must begin with it.
public struct StartRequest: Codable, Equatable, Sendable {
    public var firstAction: Data
    public init(firstAction: Data) { self.firstAction = firstAction }
}

/// The answer to a start: the seed the game is played on and the moment the service's clock started.
public struct StartAnswer: Codable, Equatable, Sendable {
    public var seed: UInt64
    public var startedAt: Date
    public init(seed: UInt64, startedAt: Date) {
        self.seed = seed
        self.startedAt = startedAt
    }
}

/// `POST /deals/{id}/finish`: the game ended now. The digest (SHA-256 of the packed log, hex) binds
/// the run that will be submitted, perhaps later from the outbox, to this moment.
public struct FinishRequest: Codable, Equatable, Sendable {
    public var logDigest: String
    public var claimedMilliseconds: Int64
    public init(logDigest: String, claimedMilliseconds: Int64) {
        self.logDigest = logDigest
        self.claimedMilliseconds = claimedMilliseconds
    }
}

public struct FinishAnswer: Codable, Equatable, Sendable {
    public var finishedAt: Date
    public init(finishedAt: Date) { self.finishedAt = finishedAt }
}

/// `POST /daily/deals`: the day's deal of `game` (the day is the service's, in the board's zone).
public struct DailyDealRequest: Codable, Equatable, Sendable {
    public var game: String
    public init(game: String) { self.game = game }
}
