import Foundation
import PostgresNIO
import Testing
@testable import SharedBoard

extension SharedBoardServerTests {
    /// Issue 19's attacks on when and from what a run was played, each made as a player with psql
    /// would: SQL straight to the server, logged in with a password as an ordinary player role.
    @Suite struct DealsAndTheServerClock {
        /// The board's own idea of today in its time zone (the database's clock, not this machine's).
        static func serverDay(_ connection: BoardConnection) throws -> String {
            try connection.rows("""
                SELECT to_char(now() AT TIME ZONE clearfield.board_time_zone(), 'YYYY-MM-DD')
                """)[0].decode(String.self)
        }

        @Test func aRunDatedInTheFutureIsFiledAtTheServersTime() throws {
            let admin = try TestServer.board()
            defer { admin.close() }
            let ann = try TestServer.player(on: admin)
            defer { ann.connection.close() }
            let far = ServerRun.sample(player: ann.id, keys: [5, 0, 0], finishedAt: Date(timeIntervalSince1970: 4_070_908_800),
                                       day: "2099-01-01", week: "2099-W01")
            let tomorrow = ServerRun.sample(player: ann.id, keys: [6, 0, 0], finishedAt: Date().addingTimeInterval(86_400),
                                            day: "2999-12-31", week: "2999-W52")
            let server = BoardServer(connection: ann.connection)
            try server.insertDealt(far)
            try server.insertDealt(tomorrow)

            let today = try Self.serverDay(admin)
            for run in [far, tomorrow] {
                let stored = try #require(try BoardServer(connection: admin).run(id: run.id)).run
                #expect(stored.day == today)
                #expect(abs(stored.finishedAt.timeIntervalSinceNow) < 600)
            }
            // Nothing waits on a future day's board, nor sits on one from 2099.
            let future = try admin.rows("SELECT count(*) FROM clearfield.board_best WHERE period IN ('d:2099-01-01', 'd:2999-12-31')")
            #expect(try future[0].decode(Int64.self) == 0)
            let nothingLater = try admin.rows("SELECT count(*) FROM clearfield.run WHERE finished_at > now()")
            #expect(try nothingLater[0].decode(Int64.self) == 0)
        }

        @Test func daysAreCountedInTheBoardsTimeZoneSetAtInit() throws {
            let connection = try BoardConnection.open(try TestServer.freshDatabase())
            defer { connection.close() }
            let administration = BoardAdministration(connection: connection)
            try administration.initialize(timeZone: "Pacific/Kiritimati")
            #expect(try BoardStatusReport.read(from: connection).timeZone == "Pacific/Kiritimati")
            let ann = try TestServer.player(on: connection)
            defer { ann.connection.close() }
            let run = ServerRun.sample(player: ann.id, keys: [5, 0, 0])
            try BoardServer(connection: ann.connection).insertDealt(run)
            // UTC+14: the board's day, whatever the client or the server's own zone say.
            let expected = try connection.rows("""
                SELECT to_char(now() AT TIME ZONE 'Pacific/Kiritimati', 'YYYY-MM-DD'),
                       to_char(now() AT TIME ZONE 'Pacific/Kiritimati', 'IYYY-"W"IW')
                """)[0].decode((String, String).self)
            let stored = try #require(try BoardServer(connection: connection).run(id: run.id)).run
            #expect(stored.day == expected.0 && stored.week == expected.1)

            // A zone the server does not know is refused with a sentence; the board keeps its own.
            let error = #expect(throws: BoardError.self) { try administration.initialize(timeZone: "Mars/Olympus") }
            #expect(error?.description.contains("Mars/Olympus") == true)
            #expect(try BoardServer(connection: connection).timeZone() == "Pacific/Kiritimati")
            // A player cannot change it.
            #expect(throws: BoardError.self) {
                try ann.connection.rows("SELECT clearfield.set_time_zone('UTC')")
            }
            #expect(throws: BoardError.self) {
                try ann.connection.rows("UPDATE clearfield.board_setting SET value = 'UTC'")
            }
        }

        @Test func aRunClaimingMorePlayThanItsDealHasExistedIsRefused() throws {
            let admin = try TestServer.board()
            defer { admin.close() }
            let ann = try TestServer.player(on: admin)
            defer { ann.connection.close() }
            var run = try ServerRun.sample(player: ann.id, keys: [5, 0, 0]).dealt(on: ann.connection)
            // Dealt a moment ago, claiming a minute of play.
            run.claimed = #"{"claimed":{"timingStartOffset":1000,"playMilliseconds":60000},"figures":{}}"#
            let error = #expect(throws: BoardError.self) { try BoardServer(connection: ann.connection).insert(run) }
            #expect(error?.description.contains("since its deal was issued") == true)
            #expect(try BoardServer(connection: admin).run(id: run.id) == nil)
        }

        @Test func aCopiedRunIsRefusedByTheDatabase() throws {
            let admin = try TestServer.board()
            defer { admin.close() }
            let ann = try TestServer.player(on: admin)
            let bob = try TestServer.player(on: admin)
            defer { ann.connection.close(); bob.connection.close() }
            let original = try ServerRun.sample(id: "anns", player: ann.id, keys: [5, 0, 0]).dealt(on: ann.connection)
            try BoardServer(connection: ann.connection).insert(original)
            let bobServer = BoardServer(connection: bob.connection)

            // Byte for byte under Bob's id, naming Ann's deal: issued to someone else (and used).
            var copy = original
            copy.id = "bobs-copy"
            copy.playerID = bob.id
            var refusal = #expect(throws: BoardError.self) { try bobServer.insert(copy) }
            #expect(refusal?.sqlState == "42501")
            // With a deal of his own: its board is not the one he copied.
            copy.dealID = try bobServer.issueDeal(game: "mines").id
            refusal = #expect(throws: BoardError.self) { try bobServer.insert(copy) }
            #expect(refusal?.description.contains("not the one dealt") == true)
            // Naming no deal, or one that does not exist.
            copy.dealID = nil
            #expect(throws: BoardError.self) { try bobServer.insert(copy) }
            copy.dealID = 999_999
            #expect(throws: BoardError.self) { try bobServer.insert(copy) }
            // Ann's own deal, twice: a second run from one deal.
            var again = original
            again.id = "anns-second"
            refusal = #expect(throws: BoardError.self) { try BoardServer(connection: ann.connection).insert(again) }
            #expect(refusal?.description.contains("already used") == true)

            let ids = try admin.rows("SELECT id FROM clearfield.run ORDER BY id").map { try $0.decode(String.self) }
            #expect(ids == ["anns"])
        }

        @Test func aBlockedPlayersGameCannotComeBackUnderAnotherName() throws {
            let admin = try TestServer.board()
            defer { admin.close() }
            let ann = try TestServer.player(on: admin)
            let bob = try TestServer.player(on: admin)
            defer { ann.connection.close(); bob.connection.close() }
            let blockedRun = try ServerRun.sample(id: "blocked", player: ann.id, keys: [1, 0, 0]).dealt(on: ann.connection)
            try BoardServer(connection: ann.connection).insert(blockedRun)
            try admin.rows("UPDATE clearfield.player SET blocked = true WHERE id = \(ann.id)")

            var copy = blockedRun
            copy.id = "laundered"
            copy.playerID = bob.id
            copy.dealID = try BoardServer(connection: bob.connection).issueDeal(game: "mines").id
            #expect(throws: BoardError.self) { try BoardServer(connection: bob.connection).insert(copy) }
            #expect(try BoardServer(connection: admin).run(id: "laundered") == nil)
        }

        @Test func dealsAreTheServersAndOnlyItsOwnPlayersAskForThem() throws {
            let admin = try TestServer.board()
            defer { admin.close() }
            let ann = try TestServer.player(on: admin)
            defer { ann.connection.close() }
            let server = BoardServer(connection: ann.connection)
            let deals = try (0..<20).map { _ in try server.issueDeal(game: "mines") }
            #expect(Set(deals.map(\.seed)).count > 15)
            #expect(deals.allSatisfy { (1...999_999_999).contains($0.seed) && abs($0.issuedAt.timeIntervalSinceNow) < 600 })
            // A player cannot write a deal of their own choosing, nor read the deal table.
            #expect(throws: BoardError.self) {
                try ann.connection.rows("INSERT INTO clearfield.deal (player_id, game, seed) VALUES (\(ann.id), 'mines', 7)")
            }
            #expect(throws: BoardError.self) { try ann.connection.rows("SELECT seed FROM clearfield.deal") }
        }
    }
}
