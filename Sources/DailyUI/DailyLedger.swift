import Daily
import Foundation
import GameCore
import Leaderboards
import Progress
import LocalDatabase

/// A player's daily attempts, read and written through the local database: the one place the
/// Daily screen and the `daily` commands meet Storage (whose rows know dates only as text).
public struct DailyLedger: Sendable {
    public let database: AppDatabase
    public let playerID: Int64

    public init(database: AppDatabase, playerID: Int64) {
        self.database = database
        self.playerID = playerID
    }

    /// Records an attempt starting and says whether it is the day's ranked one.
    public func start(_ game: DailyGame, on date: DailyDate, today: DailyDate) throws -> Bool {
        try database.startDailyAttempt(playerID: playerID, game: game.rawValue, date: date.description,
                                       today: today.description).ranked
    }

    /// Records an attempt that is practice whatever this computer has seen: a shared board's
    /// second deal of the day (the first was played elsewhere, or left). The empty text is never
    /// a date, so the row is never the ranked one.
    public func startPractice(_ game: DailyGame, on date: DailyDate) throws {
        _ = try database.startDailyAttempt(playerID: playerID, game: game.rawValue, date: date.description, today: "")
    }

    /// Takes back the attempt of a daily game left before its first move (`context` is the game's):
    /// it was not played, so the day's ranked attempt stays unused. Nothing for other games.
    public func withdrawUnstarted(_ context: StatsContext) throws {
        guard let date = context.dailyDate.flatMap(DailyDate.init) else { return }
        let game = DailyGame(context.kind)
        try database.withdrawUnstartedDailyAttempt(playerID: playerID, game: game.rawValue, date: date.description,
                                                   ranked: !context.isPractice)
    }

    /// Every attempt at dates from `first` through `last`.
    public func attempts(from first: DailyDate, through last: DailyDate) throws -> [DailyAttemptRecord] {
        try database.dailyAttempts(playerID: playerID, from: first.description, through: last.description).compactMap { row in
            // Only dailies have rows: the row's game is one (by its registry id).
            guard let date = DailyDate(row.date) else { return nil }
            return DailyAttemptRecord(game: DailyGame(GameKind(rawValue: row.game)), date: date, ranked: row.ranked,
                                      finishedOutcome: Self.finished(row.outcome),
                                      playMilliseconds: row.playMilliseconds.map(Int.init))
        }
    }

    /// The dates each game's ranked daily was won on.
    public func clearedDates() throws -> [DailyGame: Set<DailyDate>] {
        var result: [DailyGame: Set<DailyDate>] = [:]
        for (game, dates) in try database.dailyClearedDates(playerID: playerID) {
            result[DailyGame(GameKind(rawValue: game))] = Set(dates.compactMap(DailyDate.init))
        }
        return result
    }

    private static func finished(_ outcome: DailyAttemptOutcome) -> String? {
        switch outcome {
        case .won: "won"
        case .lost: "lost"
        case .left: "abandoned"
        case .open: nil
        }
    }
}

/// One date's two challenges with the player's results: what the Daily screen and
/// `clearfield daily` show.
public struct DailyDay: Sendable {
    public struct Entry: Sendable {
        public var game: DailyGame
        public var board: BoardID
        public var result: DailyResult?
    }

    public var date: DailyDate
    public var today: DailyDate
    public var entries: [Entry]
    public var streaks: DailyStreaks

    /// Reads the date's results (the store gives each ranked result its place on the board).
    /// Not instant (the store, the database): run it as background work on a screen.
    public static func read(date: DailyDate, today: DailyDate, games: [DailyGame], ledger: DailyLedger,
                            store: (any LeaderboardStore)?, now: Date) throws -> DailyDay {
        let attempts = try ledger.attempts(from: date, through: date)
        let entries = try games.map { game -> Entry in
            let board = DailyBoard(game: game, date: date).id
            var standing: DailyStanding?
            if let store, let row = try store.rank(of: ledger.playerID, board: board, window: .allTime, now: now) {
                let players = try store.rowCount(board: board, window: .allTime, now: now, viewer: ledger.playerID)
                standing = DailyStanding(rank: row.rank, players: players, figures: row.figures)
            }
            return Entry(game: game, board: board,
                         result: DailyResult(attempts, game: game, date: date, today: today, standing: standing))
        }
        return DailyDay(date: date, today: today, entries: entries,
                        streaks: DailyStreaks(cleared: try ledger.clearedDates(), today: today, games: games))
    }

    public func entry(_ game: DailyGame) -> Entry? { entries.first { $0.game == game } }
}
