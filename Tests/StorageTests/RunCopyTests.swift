import Foundation
import GameCore
import GameRules
import GRDB
import Leaderboards
import Players
import Testing
@testable import LocalDatabase

/// A run whose game, setup and log equal another player's run is a copy with no game behind it
/// (issue 34, B8): refused when it is recorded, and reported by `leaderboard verify`.
@Suite struct RunCopyTests {
    static let now = Date(timeIntervalSince1970: 1_795_000_000)

    struct Fixture {
        let database: AppDatabase
        let store: DatabaseLeaderboardStore
        init() throws {
            database = try makeDatabase()
            for index in 1...3 { _ = try database.currentPlayer(named: "p\(index)") }
            store = database.leaderboards(periods: .fixed(secondsFromGMT: 0))
        }

        /// `minutesAgo`: when it finished (a copy comes after its original).
        func run(_ id: String, player: PlayerID, log: String = "the moves", setup: UInt8 = 1,
                 minutesAgo: Double = 1) -> RankedRun {
            RankedRun(id: id, board: "test.a", playerID: player, kind: GameKind(rawValue: "test"), setup: Data([setup]),
                      log: Data(log.utf8),
                      claimed: VerifiedGame(kind: GameKind(rawValue: "test"), status: .won, boardsCleared: 1, moves: 3,
                                            hintsUsed: 0, undosUsed: 0, actionCount: 1, timingStartOffset: 0,
                                            lastOffset: 0, playMilliseconds: 10),
                      sortKey: [10, 0, 0], figures: ["timeMs": 10], finishedAt: RunCopyTests.now.addingTimeInterval(-60 * minutesAgo),
                      verification: .verified)
        }

        func players() throws -> [PlayerID] {
            try store.top(board: "test.a", window: .allTime, now: RunCopyTests.now, limit: 20, viewer: nil).map(\.playerID)
        }
    }

    @Test func aCopyOfAnotherPlayersRunIsRefusedWhenRecorded() throws {
        let fixture = try Fixture()
        try fixture.store.submit(fixture.run("original", player: 1))
        try fixture.store.submit(fixture.run("copy", player: 2))
        let copy = try #require(try fixture.store.run(id: "copy"))
        #expect(copy.verification == .copy(of: "original"), "\(copy.verification)")
        #expect(try fixture.players() == [1])
    }

    @Test func theSamePlayersRepeatOrAnotherLogIsNoCopy() throws {
        let fixture = try Fixture()
        try fixture.store.submit(fixture.run("first", player: 1))
        try fixture.store.submit(fixture.run("again", player: 1))
        try fixture.store.submit(fixture.run("other log", player: 2, log: "other moves"))
        try fixture.store.submit(fixture.run("other setup", player: 3, setup: 2))
        for id in ["first", "again", "other log", "other setup"] {
            #expect(try fixture.store.run(id: id)?.verification == .verified, "\(id)")
        }
        #expect(Set(try fixture.players()) == [1, 2, 3])
    }

    @Test func verifyReportsACopyWrittenIntoTheDatabase() throws {
        let fixture = try Fixture()
        try fixture.store.submit(fixture.run("original", player: 1, minutesAgo: 5))
        try fixture.store.submit(fixture.run("copy", player: 2, minutesAgo: 2))
        // Forged as verified by hand, as someone editing the database would.
        try fixture.database.dbWriter.write { db in
            try db.execute(sql: "UPDATE rankedRun SET verification = 'verified' WHERE id = 'copy'")
        }
        let audit = LeaderboardAudit(registry: RankingRegistry(games: try GameRegistry([]), rules: []))
        let report = try audit.verifyAll(in: fixture.store)
        let reasons = Dictionary(uniqueKeysWithValues: report.failures.map { ($0.run.id, $0.reason) })
        #expect(reasons["copy"]?.contains("a copy of another player's run (original)") == true, "\(reasons)")
        #expect(reasons["original"]?.contains("copy") == false, "\(reasons)")
        #expect(try fixture.store.run(id: "copy")?.verification == .copy(of: "original"))
    }
}
