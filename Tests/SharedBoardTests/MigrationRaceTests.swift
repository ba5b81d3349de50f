import Foundation
import PostgresNIO
import Synchronization
import Testing
@testable import SharedBoard

extension SharedBoardServerTests {
    /// Migrations run at the same moment: two instances started together on one database, and
    /// two boards of one cluster (their roles are the cluster's) migrated at once.
    @Suite struct MigrationRace {
        /// Each body on a thread of its own, all started together (the connections are opened
        /// before); what each returned or threw, in order.
        static func together<T: Sendable>(_ bodies: [@Sendable () throws -> T]) -> [Result<T, any Error>] {
            let results = Mutex<[Int: Result<T, any Error>]>([:])
            DispatchQueue.concurrentPerform(iterations: bodies.count) { index in
                let result = Result { try bodies[index]() }
                results.withLock { $0[index] = result }
            }
            return results.withLock { done in bodies.indices.map { done[$0]! } }
        }

        @Test func twoInstancesOnOneDatabaseAndAnotherBoardMigrateAtOnce() throws {
            let first = try TestServer.freshDatabase()
            let second = try TestServer.freshDatabase()
            let connections = try [first, first, second].map { try BoardConnection.open($0) }
            defer { connections.forEach { $0.close() } }

            let results = Self.together(connections.map { connection in
                { @Sendable in try BoardMigrator.migrate(connection).map(\.version) }
            })
            let applied = try results.map { try $0.get() }
            let every = BoardMigration.all.map(\.version)
            // On one database each step is applied once, by one of the two (the lock and the
            // question asked again under it); the other board is migrated whole.
            #expect((applied[0] + applied[1]).sorted() == every)
            #expect(Set(applied[0]).isDisjoint(with: applied[1]))
            #expect(applied[2] == every)
            for connection in [connections[0], connections[2]] {
                let versions = try connection.rows("SELECT version FROM clearfield.schema_version ORDER BY version")
                    .map { Int(try $0.decode(Int32.self)) }
                #expect(versions == every)
                let tables = try connection.rows("""
                    SELECT count(*) FROM pg_catalog.pg_tables WHERE schemaname = 'clearfield'
                      AND tablename IN ('player', 'run', 'run_verdict', 'board_best', 'board_band', 'board_players')
                    """)[0].decode(Int64.self)
                #expect(tables == 6)
            }
        }

        /// Two boards of one cluster, each migrated for the first time at the same moment, both
        /// creating a group role the cluster does not have yet: both look, find none and create
        /// it; the second waits on the first's new row and fails as a duplicate. The migrator
        /// tries that step again, finds the role and goes on. The step here is the shipped
        /// steps' pattern (version 3's group roles) under a role name of the test's own, so the
        /// race happens although other tests made the shipped roles long ago; the look and the
        /// creation are a second apart so that both look first.
        @Test func twoBoardsCreatingOneRoleAtOnceBothEndWell() throws {
            let role = "race_" + TestServer.randomName()
            let steps = [
                BoardMigration(version: 1, name: "group-role", statements: [
                    """
                    DO $$ BEGIN
                        IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '\(role)') THEN
                            PERFORM pg_sleep(1);
                            CREATE ROLE \(role) NOLOGIN;
                        END IF;
                    END $$
                    """,
                    "CREATE TABLE clearfield.raced (id integer PRIMARY KEY)",
                    "GRANT SELECT ON clearfield.raced TO \(role)",
                ]),
            ]
            let connections = try [TestServer.freshDatabase(), TestServer.freshDatabase()].map { try BoardConnection.open($0) }
            defer { connections.forEach { $0.close() } }

            let results = Self.together(connections.map { connection in
                { @Sendable in
                    try BoardMigrator.migrate(connection, steps: steps, upTo: 1, lockWait: 30, waiting: { _ in }).map(\.version)
                }
            })
            for result in results {
                #expect(throws: Never.self) { try result.get() }
                #expect((try? result.get()) == [1])
            }
            for connection in connections {
                let granted = try connection.rows(
                    "SELECT has_table_privilege(\(role), 'clearfield.raced', 'SELECT')")[0].decode(Bool.self)
                #expect(granted)
                #expect(try BoardMigrator.appliedVersion(on: connection) == 1)
            }
        }
    }
}
