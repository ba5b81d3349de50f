import Foundation

/// A board the service keeps (`GET /boards`).
public struct BoardSummary: Codable, Equatable, Sendable {
    public var board: String
    public var game: String
    public var title: String
    public var players: Int

    public init(board: String, game: String, title: String, players: Int) {
        self.board = board
        self.game = game
        self.title = title
        self.players = players
    }
}

/// The period a board is read in: `all`, `day` (today in the board's zone, or `date`), `week`.
public enum BoardPeriod: String, Codable, Sendable, CaseIterable {
    case all, day, week
}

/// One row: a player's best ranked run in the period.
public struct BoardRow: Codable, Equatable, Sendable {
    public var rank: Int
    public var board: String
    public var runID: String
    public var player: PublicPlayer
    /// The run's figures by name ("timeMs", "level", "score", "threeBV"...), as the game's ranking
    /// rules name them.
    public var figures: [String: Int64]
    public var sortKey: [Int64]
    public var finishedAt: Date

    public init(rank: Int, board: String, runID: String, player: PublicPlayer, figures: [String: Int64], sortKey: [Int64],
                finishedAt: Date) {
        self.rank = rank
        self.board = board
        self.runID = runID
        self.player = player
        self.figures = figures
        self.sortKey = sortKey
        self.finishedAt = finishedAt
    }
}

/// A page of rows. `next` is the offset of the following page, nil on the last.
public struct Page<Item: Codable & Equatable & Sendable>: Codable, Equatable, Sendable {
    public var items: [Item]
    public var total: Int
    public var next: Int?

    public init(items: [Item], total: Int, next: Int?) {
        self.items = items
        self.total = total
        self.next = next
    }
}

/// `GET /status`: no signature needed; the client shows it on `board join` and in `board status`.
public struct ServiceStatus: Codable, Equatable, Sendable {
    public var apiVersion: String
    public var serverTime: Date
    /// The board's time zone (its days and weeks).
    public var timeZone: String
    public var inviteOnly: Bool
    /// The games the service can replay (registry ids).
    public var games: [String]

    public init(apiVersion: String, serverTime: Date, timeZone: String, inviteOnly: Bool, games: [String]) {
        self.apiVersion = apiVersion
        self.serverTime = serverTime
        self.timeZone = timeZone
        self.inviteOnly = inviteOnly
        self.games = games
    }
}

/// A player's streak on the daily boards (ranked, verified runs only).
public struct StreakRow: Codable, Equatable, Sendable {
    public var rank: Int
    public var player: PublicPlayer
    public var current: Int
    public var longest: Int

    public init(rank: Int, player: PublicPlayer, current: Int, longest: Int) {
        self.rank = rank
        self.player = player
        self.current = current
        self.longest = longest
    }
}
