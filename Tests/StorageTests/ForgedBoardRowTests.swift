import Foundation
import GameCore
import GameRules
import GRDB
import Leaderboards
import Players
import Testing
@testable import LocalDatabase

/// A board row is believed only with its run (issue 21, point 4): a `boardBest` row written by
/// hand, naming no run or a run that does not back it, ranks nowhere, and `repairBoardRows`
/// (what `leaderboard verify` runs) finds and works it out again.
@Suite struct ForgedBoardRowTests {
    static let now = Date(timeIntervalSince1970: 1_795_000_000)
    static let total: BoardID = "tiles.total"
    static let aggregates = [total: BoardAggregate(memberPrefix: "tiles.level.", summedFigure: "score", countFigure: "levels")]

    struct Fixture {
        let database: AppDatabase
        let store: DatabaseLeaderboardStore
        init() throws {
            database = try makeDatabase()
            for index in 1...3 { _ = try database.currentPlayer(named: "p\(index)") }
            store = database.leaderboards(periods: .fixed(secondsFromGMT: 0), aggregates: ForgedBoardRowTests.aggregates)
        }

        func run(_ id: String, player: PlayerID, board: BoardID = "tiles.level.1", key: Int64,
                 verification: VerificationState = .verified) -> RankedRun {
            RankedRun(id: id, board: board, playerID: player, kind: GameKind(rawValue: "test"), setup: Data([1]), log: Data(id.utf8),
                      claimed: VerifiedGame(kind: GameKind(rawValue: "test"), status: .won, boardsCleared: 1, moves: 3,
                                            hintsUsed: 0, undosUsed: 0, actionCount: 1, timingStartOffset: 0,
                                            lastOffset: 0, playMilliseconds: 10),
                      sortKey: [key, 0, 0], figures: ["score": -key], finishedAt: ForgedBoardRowTests.now.addingTimeInterval(-60),
                      verification: verification)
        }

        /// A row written straight into `boardBest`, as someone editing the database would.
        func forge(board: BoardID = "tiles.level.1", player: PlayerID, runID: String, key: Int64) throws {
            try database.dbWriter.write { db in
                for period in ["all", "d:2026-11-18", "w:2026-W47"] {
                    try db.execute(sql: """
                        INSERT OR REPLACE INTO boardBest (board, period, playerId, runId, sortKey1, sortKey2, sortKey3,
                                                          figures, finishedAt)
                        VALUES (?, ?, ?, ?, ?, 0, 0, '{"score":999999}', '2026-11-18 10:00:00.000')
                        """, arguments: [board.rawValue, period, player, runID, key])
                }
            }
        }

        func players(on board: BoardID = "tiles.level.1") throws -> [PlayerID] {
            try store.top(board: board, window: .allTime, now: ForgedBoardRowTests.now, limit: 20, viewer: nil).map(\.playerID)
        }
    }

    @Test func aRowNamingNoRunRanksNowhere() throws {
        let fixture = try Fixture()
        try fixture.store.submit(fixture.run("real", player: 1, key: -100))
        try fixture.forge(player: 2, runID: "no-such-run", key: -1_000_000)
        #expect(try fixture.players() == [1])
        #expect(try fixture.store.rowCount(board: "tiles.level.1", window: .allTime, now: Self.now, viewer: nil) == 1)
        #expect(try fixture.store.rank(of: 2, board: "tiles.level.1", window: .allTime, now: Self.now) == nil)
        #expect(try fixture.store.rank(of: 1, board: "tiles.level.1", window: .allTime, now: Self.now)?.rank == 1)
        #expect(try fixture.store.around(player: 2, board: "tiles.level.1", window: .allTime, now: Self.now, radius: 2).isEmpty)
    }

    @Test func aRowNamingAnotherPlayersOrAnUnverifiedRunRanksNowhere() throws {
        let fixture = try Fixture()
        try fixture.store.submit(fixture.run("real", player: 1, key: -100))
        try fixture.store.submit(fixture.run("failed", player: 3, key: -50, verification: .unverified("tampered")))
        try fixture.forge(player: 2, runID: "real", key: -1_000_000)
        try fixture.forge(player: 3, runID: "failed", key: -50)
        #expect(try fixture.players() == [1])
    }

    @Test func aRowWithABetterKeyThanItsRunRanksNowhere() throws {
        let fixture = try Fixture()
        try fixture.store.submit(fixture.run("mine", player: 1, key: -100))
        try fixture.store.submit(fixture.run("theirs", player: 2, key: -200))
        try fixture.forge(player: 1, runID: "mine", key: -9_999)
        #expect(try fixture.players() == [2])
    }

    @Test func repairingWorksForgedRowsOutAgainAndLeavesGoodOnesAlone() throws {
        let fixture = try Fixture()
        try fixture.store.submit(fixture.run("real", player: 1, key: -100))
        try fixture.store.submit(fixture.run("second", player: 2, key: -50))
        try fixture.forge(player: 2, runID: "second", key: -1_000_000)
        try fixture.forge(player: 3, runID: "nothing", key: -1_000_000)
        try fixture.forge(board: Self.total, player: 3, runID: "nothing", key: -1_000_000)
        let repair = try fixture.store.repairBoardRows()
        #expect(repair.repaired == 9, "\(repair)")
        #expect(try fixture.players() == [1, 2])
        let rows = try fixture.database.dbWriter.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM boardBest WHERE playerId = 2 AND board = 'tiles.level.1'")
        }
        #expect(rows.allSatisfy { $0["sortKey1"] == -50 && $0["runId"] == "second" })
        #expect(try fixture.store.repairBoardRows().repaired == 0)
    }

    @Test func theAuditReportsTheBoardRows() throws {
        let fixture = try Fixture()
        try fixture.store.submit(fixture.run("real", player: 1, key: -100))
        try fixture.forge(player: 2, runID: "no-such-run", key: -1_000_000)
        let report = try LeaderboardAudit(registry: RankingRegistry(games: try GameRegistry([]), rules: [])).verifyAll(in: fixture.store)
        #expect(report.boardRows.repaired == 3, "\(report.boardRows)")
        #expect(report.boardRows.checked >= 3)
    }
}
