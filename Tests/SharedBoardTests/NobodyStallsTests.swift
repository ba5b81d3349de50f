import Foundation
import Leaderboards
import PostgresNIO
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
