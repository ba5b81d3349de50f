import Foundation
import PostgresNIO
import Testing
@testable import SharedBoard

extension SharedBoardServerTests {
    @Suite struct Migrations {
        @Test func fromEmptyAppliesEveryVersionOnce() throws {
            let connection = try BoardConnection.open(try TestServer.freshDatabase())
            defer { connection.close() }
            #expect(try BoardMigrator.appliedVersion(on: connection) == 0)

            let applied = try BoardAdministration(connection: connection).initialize(upTo: BoardMigration.latestVersion)
            #expect(applied.map(\.version) == BoardMigration.all.map(\.version))
            #expect(try BoardMigrator.appliedVersion(on: connection) == BoardMigration.latestVersion)
            // A second `board init` finds nothing to do.
            #expect(try BoardAdministration(connection: connection).initialize(upTo: BoardMigration.latestVersion).isEmpty)
        }

        @Test func fromTheFirstVersionKeepsRunsAndFillsTheBests() throws {
            let connection = try BoardConnection.open(try TestServer.freshDatabase())
            defer { connection.close() }
            try BoardAdministration(connection: connection).initialize(upTo: 1)
            #expect(try BoardMigrator.appliedVersion(on: connection) == 1)

            // Version 1 had no roles or functions: players are plain rows then.
            var runs: [ServerRun] = []
            for name in ["ann", "bob"] {
                let rows = try connection.rows("INSERT INTO clearfield.player (role_name) VALUES (\(name)) RETURNING id")
                let id = try rows[0].decode(Int64.self)
                for _ in 0..<5 {
                    let run = ServerRun.sample(player: id, keys: [Int64.random(in: 1...9_999), Int64.random(in: -50...0), 0])
                    try connection.rows("""
                        INSERT INTO clearfield.run (id, player_id, board, game, setup, log, claimed, sort_key1, sort_key2,
                            sort_key3, finished_at, day, week)
                        VALUES (\(run.id), \(id), \(run.board), \(run.game), \(run.setup), \(run.log), \(run.claimed),
                            \(run.sortKey[0]), \(run.sortKey[1]), \(run.sortKey[2]), \(run.finishedAt), \(run.day), \(run.week))
                        """)
                    runs.append(run)
                }
            }

            // Up to the board made for logins (the service's version judges the runs before bests).
            let applied = try BoardAdministration(connection: connection).initialize()
            #expect(applied.map(\.version) == Array(BoardMigration.all.map(\.version)
                .filter { $0 < BoardMigration.serviceVersion }.dropFirst()))
            let server = BoardServer(connection: connection)
            for period in [ServerPeriod.allTime, ServerPeriod.day("2026-11-24"), ServerPeriod.week("2026-W48")] {
                let top = try server.top(board: "mines.beginner.random", period: period, limit: 10, viewer: nil)
                let expected = Dictionary(grouping: runs, by: \.playerID).values
                    .map { $0.min { $0.sortKey.lexicographicallyPrecedes($1.sortKey) }! }
                    .sorted { $0.sortKey.lexicographicallyPrecedes($1.sortKey) }
                #expect(top.map(\.run.id) == expected.map(\.id))
            }
            #expect(try connection.rows("SELECT count(*) FROM clearfield.run")[0].decode(Int64.self) == 10)
        }

        @Test func fromThePreviousVersion() throws {
            let connection = try BoardConnection.open(try TestServer.freshDatabase())
            defer { connection.close() }
            let previous = BoardMigration.latestVersion - 1
            try BoardAdministration(connection: connection).initialize(upTo: previous)
            let rows = try connection.rows("INSERT INTO clearfield.player (role_name) VALUES ('carol') RETURNING id")
            let id = try rows[0].decode(Int64.self)
            try BoardServer(connection: connection).file(.sample(id: "kept", player: id, keys: [10, 0, 0]))

            let applied = try BoardAdministration(connection: connection).initialize(upTo: BoardMigration.latestVersion)
            #expect(applied.map(\.version) == [BoardMigration.latestVersion])
            let kept = try BoardServer(connection: connection).run(id: "kept")
            #expect(kept?.run.sortKey == [10, 0, 0])
            #expect(kept?.player.roleName == "carol")
            let indexes = try connection.rows("SELECT indexname FROM pg_indexes WHERE schemaname = 'clearfield'")
                .map { try $0.decode(String.self) }
            #expect(indexes.contains("player_blocked") && indexes.contains("board_best_order"))
        }
    }
}
