import BoardAPI
import Foundation
import GameCore
import GameRules
import Leaderboards
import Mines
import SharedBoard
import LocalDatabase
import BoardTestSupport
import Testing
@testable import BoardClient

/// `clearfield-board serve --read-database` on a real PostgreSQL streaming standby (issue 30,
/// point 2), over real HTTP through the game's client: board reads come from the standby while it
/// keeps up; a player always sees their own run; a standby lagging past the bound, or stopped
/// mid-test, leaves reads to the primary.
@Suite(.serialized, .tags(.postgres)) struct ReadReplicaTests {
    static let board = SeveralInstancesTests.board

    static func top(_ client: ServiceBoardClient) throws -> Set<String> {
        Set(try client.service.rows(board: board.rawValue, period: .all, offset: 0, limit: 10).items.map(\.runID))
    }

    /// Polls `condition` every 0.1 s for at most `seconds`.
    static func eventually(_ seconds: Double, _ condition: () throws -> Bool) throws -> Bool {
        for _ in 0..<Int(seconds * 10) {
            if try condition() { return true }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return try condition()
    }

    @Test func boardReadsComeFromTheStandbyWhileItKeepsUpAndFromThePrimaryOtherwise() throws {
        let primaryOnly = try LiveService()
        let primary = primaryOnly.databaseURL
        primaryOnly.stop()
        let standby = try Standby.start(database: primary)
        defer { try? Standby.stop() }
        // The stated bound, wide enough for this test's few requests to fit inside it on a busy machine.
        let service = try LiveService(sharedDatabase: primary, arguments: ["--read-database", standby, "--replica-lag-limit", "5000"])
        defer { service.stop() }

        let database = try AppDatabase.inMemory()
        func player(_ name: String) throws -> (ServiceBoardClient, Int64) {
            let key = BoardKey()
            _ = try BoardService(address: try ServiceAddress.parse(service.address), key: key).join(JoinRequest(nickname: name))
            return (try SeveralInstancesTests.client(service.address, key: key, database: database, name: name.lowercased()),
                    try database.currentPlayer(named: name.lowercased()).id)
        }
        let (ann, annLocal) = try player("Ann")
        let (bea, beaLocal) = try player("Bea")
        func play(_ client: ServiceBoardClient, id: String, player: Int64) throws -> FinishedGame {
            let game = try SeveralInstancesTests.dealAndPlay(client, id: id, player: player)
            Thread.sleep(forTimeInterval: Double(game.claimedPlayMilliseconds ?? 0) / 1000)
            client.finished(game)
            return game
        }

        // Ann's run, on the standby once replayed (her last write's position included).
        _ = try play(ann, id: "ann-1", player: annLocal)
        #expect(ann.outbox.submitPending() == .online(waiting: 0))
        #expect(try Self.eventually(10) {
            try Standby.query(standby, "SELECT count(*)::text FROM clearfield.player WHERE last_write_lsn IS NOT NULL") == ["1"]
        })
        // Bea plays; the standby stops replaying before her run is sent.
        _ = try play(bea, id: "bea-1", player: beaLocal)
        try Standby.query(standby, "SELECT pg_wal_replay_pause()::text")
        #expect(bea.outbox.submitPending() == .online(waiting: 0))
        #expect(bea.outbox.verdict(runID: "bea-1")?.status == .ranked)
        // Ann reads from the standby, which has not got Bea's run: the reads do go there...
        #expect(try Self.top(ann) == ["ann-1"])
        // ...but Bea sees her own run at once (her reads wait for a standby that has it: the primary).
        #expect(try Self.top(bea) == ["ann-1", "bea-1"])
        #expect(try bea.service.around(board: Self.board.rawValue, period: .all, radius: 5).map(\.runID).contains("bea-1"))
        // Past the bound (5 s) the standby lags too far: Ann's reads go to the primary.
        #expect(try Self.eventually(15) { try Self.top(ann) == ["ann-1", "bea-1"] })
        #expect(try Standby.query(standby, "SELECT count(*)::text FROM clearfield.run WHERE id = 'bea-1'") == ["0"])

        // Replaying again, then stopped mid-test: every read is still answered, by the primary.
        try Standby.query(standby, "SELECT pg_wal_replay_resume()::text")
        try Standby.stop()
        for _ in 0..<5 {
            #expect(try Self.top(ann) == ["ann-1", "bea-1"])
            #expect(try ann.service.profile("Bea").bests.map(\.runID) == ["bea-1"])
        }
    }
}
