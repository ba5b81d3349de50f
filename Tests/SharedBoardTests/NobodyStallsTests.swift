import Foundation
import Leaderboards
import PostgresNIO
import Storage
import Testing
@testable import SharedBoard

extension SharedBoardServerTests {
    /// Issue 19: no player can stall the others — no lock beyond a reader's, a connection limit
    /// and time-outs per role; a busy board shows its last copy; a held migration lock is a sentence.
    @Suite struct NobodyStalls {
        static let tables = ["avatar", "run", "player", "board_best", "deal", "schema_version", "moderation_log"]

        @Test func aPlayerCannotLockABoardTableBeyondAReadersLock() throws {
            let admin = try TestServer.board()
            defer { admin.close() }
            let ann = try TestServer.player(on: admin)
            defer { ann.connection.close() }
            for table in Self.tables {
                for mode in ["ACCESS EXCLUSIVE", "EXCLUSIVE", "SHARE ROW EXCLUSIVE", "SHARE", "ROW EXCLUSIVE"] {
                    try ann.connection.rows("BEGIN")
                    let error = #expect(throws: BoardError.self, "LOCK \(table) IN \(mode)") {
                        try ann.connection.rows(PostgresQuery(unsafeSQL: "LOCK TABLE clearfield.\(table) IN \(mode) MODE"))
                    }
                    #expect(error?.sqlState == "42501", "LOCK \(table) IN \(mode)")
                    try ann.connection.rows("ROLLBACK")
                }
            }
            // What players do still works, through the board's functions.
            let server = BoardServer(connection: ann.connection)
            try server.setOwnAvatar(Data(repeating: 4, count: 64))
            try server.insertDealt(.sample(player: ann.id, keys: [3, 0, 0]))
            try server.removeAvatar(of: ann.id, reason: nil)
            #expect(try server.player(id: ann.id)?.avatar == nil)
        }

        @Test func aPlayerRoleHasAConnectionLimitAndTimeOuts() throws {
            let admin = try TestServer.board()
            defer { admin.close() }
            let ann = try TestServer.player(on: admin)
            let bob = try TestServer.player(on: admin)
            defer { ann.connection.close(); bob.connection.close() }
            let more = try (0..<2).map { _ in try BoardConnection.open(ann.connection.settings) }
            defer { more.forEach { $0.close() } }
            // The fourth session of one role is refused; another player still gets in.
            let refused = #expect(throws: BoardError.self) { try BoardConnection.open(ann.connection.settings) }
            #expect(refused?.description.contains("too many connections") == true)
            let bobAgain = try BoardConnection.open(bob.connection.settings)
            bobAgain.close()

            let settings = try more[0].rows("""
                SELECT current_setting('idle_in_transaction_session_timeout'), rolconnlimit
                FROM pg_roles WHERE rolname = current_user
                """)[0].decode((String, Int32).self)
            #expect(settings.0 == "15s" && settings.1 == 3)

            // The administrator sets another limit at `board init`, for every player.
            try BoardAdministration(connection: admin).initialize(connectionLimit: 5)
            let limits = try admin.rows("""
                SELECT DISTINCT r.rolconnlimit FROM pg_roles r JOIN clearfield.player p ON p.role_name = r.rolname
                """).map { try $0.decode(Int32.self) }
            #expect(limits == [5])
        }

        @Test func aBusyBoardShowsTheLastCopyWithItsTime() throws {
            let admin = try TestServer.board()
            defer { admin.close() }
            let player = try TestServer.player(on: admin)
            player.connection.close()
            let registry = LiveWiring.registry
            let database = try AppDatabase.inMemory()
            let local = try database.currentPlayer(named: "ada").id
            let client = SharedBoardClient(
                settings: player.connection.settings, database: database,
                local: database.leaderboards(periods: LiveWiring.periods, aggregates: registry.aggregates),
                localPlayer: local, registry: registry, periods: LiveWiring.periods)
            defer { client.stop() }
            let game = try LiveWiring.wonBeginnerGame(seed: 11, id: "shown")
            var ranked = try #require(registry.assess(game).run)
            ranked.playerID = player.id
            try TestServer.file(ranked, on: admin, periods: LiveWiring.periods)
            let board = ranked.board
            let first = try client.store.top(board: board, window: .allTime, now: Date(), limit: 20, viewer: local)
            #expect(client.statusLine == "shared board")

            // Someone (here the administrator, the only one who can) holds the table locked.
            try admin.rows("BEGIN")
            try admin.rows("LOCK TABLE clearfield.board_best IN ACCESS EXCLUSIVE MODE")
            let busy = try client.store.top(board: board, window: .allTime, now: Date(), limit: 20, viewer: local)
            try admin.rows("ROLLBACK")
            #expect(busy == first && first.map(\.runID) == ["shown"])
            let line = try #require(client.statusLine)
            let prefix = "busy — showing the copy from "
            let time = line.hasPrefix(prefix) ? Array(line.dropFirst(prefix.count)) : []
            #expect(time.count == 5 && time[2] == ":" && time.enumerated().allSatisfy { $0.offset == 2 || $0.element.isNumber },
                    "\(line)")

            _ = try client.store.top(board: board, window: .allTime, now: Date(), limit: 20, viewer: local)
            #expect(client.statusLine == "shared board")
        }

        @Test func aModeratorsRowLockDelaysASubmissionOnlyUntilTheOutboxRetries() throws {
            let setup = try OutboxSubmission.Setup()
            defer { setup.admin.close(); setup.player.connection.close() }
            let mod = try TestServer.player(on: setup.admin, prefix: "m")
            defer { mod.connection.close() }
            try BoardAdministration(connection: setup.admin).setModerator(role: mod.connection.settings.user, appointed: true)
            let outbox = setup.outbox()
            let run = try ServerRun.sample(player: 0, keys: [9, 0, 0]).dealt(on: setup.player.connection)
            try outbox.enqueue(run, queuedAt: Date())

            try mod.connection.rows("BEGIN")
            try mod.connection.rows("SELECT id FROM clearfield.player WHERE id = \(setup.player.id) FOR UPDATE")
            let held = outbox.submitPending()
            try mod.connection.rows("COMMIT")
            #expect(held.waiting == 1 && held.isOffline)
            #expect(try setup.database.outboxCount(player: setup.localPlayer) == 1)

            #expect(outbox.submitPending() == .online(waiting: 0))
            outbox.close()
            #expect(try setup.runIDsOnServer() == [run.id])
        }

        @Test func aHeldMigrationLockIsASentenceNotAHang() throws {
            let admin = try TestServer.board()
            defer { admin.close() }
            let ann = try TestServer.player(on: admin)
            defer { ann.connection.close() }
            try ann.connection.rows("SELECT pg_advisory_lock(\(BoardMigrator.lockKey))")
            var told: [String] = []
            let error = #expect(throws: BoardError.self) {
                try BoardAdministration(connection: admin).initialize(lockWait: 1) { told.append($0) }
            }
            #expect(error?.description.contains("role \(ann.connection.settings.user)") == true)
            #expect(told.count == 1 && told.first?.hasPrefix("Waiting for the board's migration lock") == true)

            try ann.connection.rows("SELECT pg_advisory_unlock(\(BoardMigrator.lockKey))")
            #expect(try BoardAdministration(connection: admin).initialize(lockWait: 1).isEmpty)
        }
    }
}
