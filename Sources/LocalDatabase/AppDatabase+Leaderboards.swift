import Foundation
import GameCore
import GameRules
import GRDB
import Leaderboards
import Players

extension AppDatabase {
    /// The leaderboards kept in this database, dated in the zone of `periods`. `aggregates` are
    /// the boards summed from others (the Tiles total), from the games' ranking rules. With an
    /// `envelope` (`RankingRegistry.envelopeCheck`), a run faster than people play is held for
    /// review instead of ranked; with a `replayCheck` (`RankingRegistry.replayCheck`), a run shown
    /// on a board is replayed once before it ranks.
    public func leaderboards(periods: RankPeriods, aggregates: [BoardID: BoardAggregate] = [:],
                             envelope: EnvelopeCheck? = nil,
                             replayCheck: RunReplayCheck? = nil) -> DatabaseLeaderboardStore {
        DatabaseLeaderboardStore(database: self, periods: periods, aggregates: aggregates, envelope: envelope,
                                 replayCheck: replayCheck)
    }
}

/// `LeaderboardStore` over SQLite: every run in `rankedRun`, each player's best per board and
/// period in `boardBest`, whose order index makes top N, a rank (a count of better keys) and
/// around-me range scans of at most a few hundred index entries, whatever the number of runs.
public struct DatabaseLeaderboardStore: LeaderboardStore, Sendable {
    public let database: AppDatabase
    public let periods: RankPeriods
    public let aggregates: [BoardID: BoardAggregate]
    /// The human envelope applied to each verified run submitted (DatabaseLeaderboardStore+Review.swift).
    public var envelope: EnvelopeCheck?
    /// Replays the runs behind the rows a read returns (`RankingRegistry.replayCheck`): see
    /// DatabaseLeaderboardStore+ReplayCheck.swift.
    public var replayCheck: RunReplayCheck?

    var writer: any DatabaseWriter { database.dbWriter }

    @discardableResult
    public func submit(_ run: RankedRun) throws -> Placement {
        try writer.write { db in
            try keep(run, db)
            return try placement(of: run.id, db)
        }
    }

    /// Submits many runs in one transaction (an import, a benchmark's million), answering no
    /// placements: the same rows as submitting them one by one.
    public func submit(contentsOf runs: some Sequence<RankedRun>) throws {
        try writer.write { db in
            for run in runs { try keep(run, db) }
        }
    }

    /// Keeps a run not kept yet and places it in its player's bests.
    private func keep(_ run: RankedRun, _ db: Database) throws {
        guard try String.fetchOne(db, sql: "SELECT id FROM rankedRun WHERE id = ?", arguments: [run.id]) == nil else {
            return
        }
        var run = run
        // A copy has no game behind it: kept (so `verify` names it) but never placed.
        if let original = try copiedRun(of: run, db) { run.verification = .copy(of: original) }
        try insert(run, db)
        guard run.verification.isVerified, try !holds(run, db) else { return }
        let best = Ranking.Best(playerID: run.playerID, sortKey: run.sortKey, figures: run.figures,
                                runID: run.id, finishedAt: run.finishedAt)
        for period in periods.periods(of: run.finishedAt) where try offer(best, board: run.board, period: period, db) {
            try refreshAggregates(of: run.board, period: period, player: run.playerID, db)
        }
    }

    public func markVerification(runID: String, state: VerificationState) throws {
        try writer.write { db in
            guard let run = try fetchRun(runID, db) else {
                throw LeaderboardStoreError("there is no ranked run \(runID)")
            }
            try db.execute(sql: "UPDATE rankedRun SET verification = ? WHERE id = ?",
                           arguments: [state.storedValue, runID])
            // A run that comes to verify is held when it is faster than people play.
            if state.isVerified { _ = try holds(run, db) }
            for period in periods.periods(of: run.finishedAt) {
                try rebuildBest(board: run.board, period: period, player: run.playerID, db)
                try refreshAggregates(of: run.board, period: period, player: run.playerID, db)
            }
        }
    }

    public func run(id: String) throws -> RankedRun? {
        try writer.read { db in try fetchRun(id, db) }
    }

    public func allRuns() throws -> [RankedRun] {
        try writer.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM rankedRun ORDER BY finishedAt, id").map(Self.run(from:))
        }
    }

    public func runIDs() throws -> [String] {
        try writer.read { db in try String.fetchAll(db, sql: "SELECT id FROM rankedRun ORDER BY finishedAt, id") }
    }

    // MARK: Writing

    private func insert(_ run: RankedRun, _ db: Database) throws {
        guard try Player.exists(db, key: run.playerID) else { throw AppDatabaseError.unknownPlayer(id: run.playerID) }
        let key = run.paddedSortKey
        try db.execute(sql: """
            INSERT INTO rankedRun (id, playerId, board, game, setup, log, claimed, figures, sortKey1, sortKey2,
                                   sortKey3, verification, finishedAt, day, week)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, arguments: [run.id, run.playerID, run.board.rawValue, run.kind.rawValue, run.setup, run.log,
                             try Self.json(run.claimed), try Self.json(run.figures), key[0], key[1], key[2],
                             run.verification.storedValue, StoredDate.text(run.finishedAt),
                             periods.day(of: run.finishedAt), periods.week(of: run.finishedAt)])
    }

    /// Makes `best` the player's row if it beats the one kept; true when the row changed.
    private func offer(_ best: Ranking.Best, board: BoardID, period: String, _ db: Database) throws -> Bool {
        if let current = try fetchBest(board: board, period: period, player: best.playerID, db),
           !best.isBetter(than: current) {
            return false
        }
        try write(best, board: board, period: period, db)
        return true
    }

    func write(_ best: Ranking.Best, board: BoardID, period: String, _ db: Database) throws {
        try db.execute(sql: """
            INSERT OR REPLACE INTO boardBest (board, period, playerId, runId, sortKey1, sortKey2, sortKey3, figures,
                                              finishedAt)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, arguments: [board.rawValue, period, best.playerID, best.runID, best.sortKey[0], best.sortKey[1],
                             best.sortKey[2], try Self.json(best.figures), StoredDate.text(best.finishedAt)])
    }

    /// Works a player's row out again from their verified runs (after a verification changed).
    func rebuildBest(board: BoardID, period: String, player: PlayerID, _ db: Database) throws {
        var filter = ""
        var arguments: StatementArguments = [player, board.rawValue]
        if period.hasPrefix("d:") {
            filter = "AND day = ?"
            arguments += [String(period.dropFirst(2))]
        } else if period.hasPrefix("w:") {
            filter = "AND week = ?"
            arguments += [String(period.dropFirst(2))]
        }
        // Ordered in SQL by the same rule as `Ranking.Best.isBetter`: key, then date, then id.
        let row = try Row.fetchOne(db, sql: """
            SELECT * FROM rankedRun
            WHERE playerId = ? AND board = ? AND verification = 'verified' \(filter)
              AND id NOT IN (\(Self.notRankable))
            ORDER BY sortKey1, sortKey2, sortKey3, finishedAt, id LIMIT 1
            """, arguments: arguments)
        if let row {
            let run = try Self.run(from: row)
            try write(Ranking.Best(playerID: player, sortKey: run.sortKey, figures: run.figures, runID: run.id,
                                   finishedAt: run.finishedAt), board: board, period: period, db)
        } else {
            try db.execute(sql: "DELETE FROM boardBest WHERE board = ? AND period = ? AND playerId = ?",
                           arguments: [board.rawValue, period, player])
        }
    }

    /// Sums the player's member rows again into every aggregate board `board` counts in.
    func refreshAggregates(of board: BoardID, period: String, player: PlayerID, _ db: Database) throws {
        for (total, aggregate) in aggregates where aggregate.isMember(board) {
            let parts = try Row.fetchAll(db, sql: "SELECT * FROM boardBest WHERE playerId = ? AND period = ?",
                                         arguments: [player, period])
                .filter { aggregate.isMember(BoardID(rawValue: $0["board"])) }
                .map(Self.best(from:))
            if parts.isEmpty {
                try db.execute(sql: "DELETE FROM boardBest WHERE board = ? AND period = ? AND playerId = ?",
                               arguments: [total.rawValue, period, player])
            } else {
                try write(Ranking.Best.aggregate(of: parts, by: aggregate), board: total, period: period, db)
            }
        }
    }

    /// The run's rank in each window it is its player's best in, seen by its player.
    private func placement(of runID: String, _ db: Database) throws -> Placement {
        guard let run = try fetchRun(runID, db) else { throw LeaderboardStoreError("there is no ranked run \(runID)") }
        var ranks: [RankWindow: Int] = [:]
        for window in RankWindow.allCases {
            let period = periods.period(window, at: run.finishedAt)
            if let best = try fetchBest(board: run.board, period: period, player: run.playerID, db), best.runID == runID {
                ranks[window] = try countBetter(than: best.sortKey, board: run.board, period: period,
                                                viewer: run.playerID, db) + 1
            }
        }
        return Placement(board: run.board, ranks: ranks, isPersonalBest: ranks[.allTime] != nil)
    }

    // MARK: Rows and values

    func fetchRun(_ id: String, _ db: Database) throws -> RankedRun? {
        try Row.fetchOne(db, sql: "SELECT * FROM rankedRun WHERE id = ?", arguments: [id]).map(Self.run(from:))
    }

    func fetchBest(board: BoardID, period: String, player: PlayerID, _ db: Database) throws -> Ranking.Best? {
        try Row.fetchOne(db, sql: "SELECT * FROM boardBest WHERE board = ? AND period = ? AND playerId = ?",
                         arguments: [board.rawValue, period, player]).map(Self.best(from:))
    }

    static func best(from row: Row) throws -> Ranking.Best {
        Ranking.Best(playerID: row["playerId"], sortKey: [row["sortKey1"], row["sortKey2"], row["sortKey3"]],
                     figures: try figures(row["figures"]), runID: row["runId"], finishedAt: try date(row, "finishedAt"))
    }

    static func run(from row: Row) throws -> RankedRun {
        let claimedText: String = row["claimed"]
        return RankedRun(
            id: row["id"], board: BoardID(rawValue: row["board"]), playerID: row["playerId"],
            kind: GameKind(rawValue: row["game"]), setup: row["setup"], log: row["log"],
            claimed: try JSONDecoder().decode(VerifiedGame.self, from: Data(claimedText.utf8)),
            sortKey: [row["sortKey1"], row["sortKey2"], row["sortKey3"]], figures: try figures(row["figures"]),
            finishedAt: try date(row, "finishedAt"), verification: VerificationState(storedValue: row["verification"]))
    }

    static func figures(_ text: String) throws -> [String: Int64] {
        try JSONDecoder().decode([String: Int64].self, from: Data(text.utf8))
    }

    static func date(_ row: Row, _ column: String) throws -> Date {
        guard let date = StoredDate.date(from: row[column]) else {
            throw LeaderboardStoreError("the ranked row's \(column) is not a date")
        }
        return date
    }

    static func json<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
