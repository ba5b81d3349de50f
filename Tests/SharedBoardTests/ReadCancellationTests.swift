import Foundation
import Leaderboards
import PostgresNIO
import Storage
import Synchronization
import Testing
@testable import SharedBoard

extension SharedBoardServerTests {
    /// Issue 19: Esc stops a board read in progress at once. The game's store (`SharedBoardClient`,
    /// as the app builds it) reads a board whose ranking table another session holds locked; the
    /// read's cancellation (what the job runner cancels on Esc) ends the wait while the lock is
    /// still held, the server drops the statement (the connection is gone, not left idle), and the
    /// next read connects again without calling the board offline.
    @Suite struct StoppingARead {
        @Test func aStoppedReadEndsAtOnceAndLeavesNothingRunningOnTheServer() throws {
            let admin = try TestServer.board()
            defer { admin.close() }
            let player = try TestServer.player(on: admin)
            player.connection.close()
            let database = try AppDatabase.inMemory()
            let local = try database.currentPlayer(named: "ada").id
            let registry = LiveWiring.registry
            let client = SharedBoardClient(
                settings: player.connection.settings, database: database,
                local: database.leaderboards(periods: LiveWiring.periods, aggregates: registry.aggregates),
                localPlayer: local, registry: registry, periods: LiveWiring.periods)
            defer { client.stop() }
            let board = BoardID("mines.expert.random")

            // Another session (the board's owner) holds the ranking table: every read waits on it.
            let holder = try BoardConnection.open(admin.settings)
            defer { holder.close() }
            try holder.rows("BEGIN")
            try holder.rows("LOCK TABLE clearfield.board_best IN ACCESS EXCLUSIVE MODE")

            let cancellation = ReadCancellation()
            let outcome = Mutex<Result<[BoardRow], any Error>?>(nil)
            let reader = Thread {
                let read = ReadCancellation.$current.withValue(cancellation) {
                    Result { try client.store.top(board: board, window: .allTime, now: Date(), limit: 20, viewer: local) }
                }
                outcome.withLock { $0 = read }
            }
            reader.start()

            // The read's backend, once it waits for the lock.
            let role = player.connection.settings.user
            var waiting: Int32?
            while waiting == nil, outcome.withLock({ $0 == nil }) {
                waiting = try admin.rows("""
                    SELECT pid FROM pg_stat_activity WHERE usename = \(role) AND wait_event_type = 'Lock'
                    """).first?.decode(Int32.self)
                if waiting == nil { Thread.sleep(forTimeInterval: 0.02) }
            }
            let backend = try #require(waiting, "the read ended before it waited: \(String(describing: outcome.withLock { $0 }))")

            cancellation.cancel()
            while outcome.withLock({ $0 == nil }) { Thread.sleep(forTimeInterval: 0.01) }
            // Still locked: without the cancellation the read would wait on (and then show "busy").
            switch try #require(outcome.withLock { $0 }) {
            case .success(let rows): Issue.record("the read was not stopped: \(rows)")
            case .failure(let error): #expect(error is ReadCancelled, "\(error)")
            }

            // The statement is dropped with its connection, the lock still held: the backend goes
            // away rather than finishing its wait and sitting idle.
            while true {
                let state = try admin.rows("SELECT state FROM pg_stat_activity WHERE pid = \(backend)")
                    .first?.decode(String?.self)
                guard let state else { break }
                if state == "idle" {
                    Issue.record("the stopped read's connection stayed open on the server")
                    break
                }
                Thread.sleep(forTimeInterval: 0.05)
            }

            // The lock let go, the next read connects again; the board was never offline.
            try holder.rows("COMMIT")
            let rows = try client.store.top(board: board, window: .allTime, now: Date(), limit: 20, viewer: local)
            #expect(rows.isEmpty)
            #expect(client.store.state.isOffline == false, "\(client.store.state)")
            #expect(client.statusLine == nil || client.statusLine?.hasPrefix("offline") == false,
                    "\(String(describing: client.statusLine))")
        }
    }
}
