import Foundation
import PostgresNIO
import Testing
@testable import SharedBoard

extension SharedBoardServerTests {
    /// Issue 23's daily challenge on a shared board, each rule tried as a player with psql would:
    /// logged in with a password as an ordinary player role, asking the server directly.
    @Suite struct DailyOnTheSharedBoard {
        static func day(_ connection: BoardConnection, plus days: Int = 0) throws -> String {
            try connection.rows("""
                SELECT to_char((now() AT TIME ZONE clearfield.board_time_zone())::date + \(Int32(days)), 'YYYY-MM-DD')
                """)[0].decode(String.self)
        }

        /// A daily run as the game sends it: on the day's board, its setup carrying the deal's seed.
        static func run(_ id: String, player: Int64, game: String = "mines", day: String, deal: ServerDeal) -> ServerRun {
            var run = ServerRun.sample(id: id, player: player, board: "\(game).daily.\(day)", keys: [5, 0, 0])
            run.game = game
            run.dealID = deal.id
            run.setup = Data(#"{"seed":\#(deal.seed)}"#.utf8)
            return run
        }

        static func dailyRows(_ admin: BoardConnection, day: String) throws -> [String] {
            try admin.rows("""
                SELECT run_id FROM clearfield.board_best WHERE board IN ('mines.daily.' || \(day), 'tiles.daily.' || \(day))
                    AND period = 'all' ORDER BY run_id
                """).map { try $0.decode(String.self) }
        }

        @Test func everyPlayerOfTheBoardGetsTheSameSeedOfTheDay() throws {
            let admin = try TestServer.board()
            defer { admin.close() }
            let ann = try TestServer.player(on: admin)
            let bob = try TestServer.player(on: admin)
            defer { ann.connection.close(); bob.connection.close() }
            let today = try Self.day(admin)
            let annServer = BoardServer(connection: ann.connection)
            let bobServer = BoardServer(connection: bob.connection)

            for game in ["mines", "tiles"] {
                let annSeed = try annServer.dailySeed(game: game, day: nil)
                let bobSeed = try bobServer.dailySeed(game: game, day: today)
                #expect(annSeed == bobSeed)
                #expect(annSeed.day == today && (1...999_999_999).contains(annSeed.seed))
                // The daily deals carry it too, for each player.
                #expect(try annServer.issueDailyDeal(game: game).deal.seed == annSeed.seed)
                #expect(try bobServer.issueDailyDeal(game: game).deal.seed == annSeed.seed)
            }
            // Chosen by the server: one row a game for the day, not the documented local function.
            let rows = try admin.rows("SELECT count(*) FROM clearfield.daily_seed WHERE day = \(today)")
            #expect(try rows[0].decode(Int64.self) == 2)
        }

        @Test func aDaysSeedDoesNotExistBeforeTheDayBegins() throws {
            let admin = try TestServer.board()
            defer { admin.close() }
            let ann = try TestServer.player(on: admin)
            defer { ann.connection.close() }
            let server = BoardServer(connection: ann.connection)
            let tomorrow = try Self.day(admin, plus: 1)

            let refusal = #expect(throws: BoardError.self) { try server.dailySeed(game: "mines", day: tomorrow) }
            #expect(refusal?.sqlState == "55000")
            #expect(refusal?.description.contains("when that day begins") == true)
            #expect(throws: BoardError.self) { try server.dailySeed(game: "tiles", day: "2999-12-31") }
            // Nothing was drawn ahead, and a player can neither read nor write the table.
            let drawn = try admin.rows("SELECT count(*) FROM clearfield.daily_seed WHERE day > \(try Self.day(admin))")
            #expect(try drawn[0].decode(Int64.self) == 0)
            #expect(throws: BoardError.self) { try ann.connection.rows("SELECT seed FROM clearfield.daily_seed") }
            #expect(throws: BoardError.self) {
                try ann.connection.rows("INSERT INTO clearfield.daily_seed (day, game, seed) VALUES (\(tomorrow), 'mines', 7)")
            }
            // Nor a deal of their own making for a day.
            #expect(throws: BoardError.self) {
                try ann.connection.rows("""
                    INSERT INTO clearfield.deal (player_id, game, seed, daily_day, daily_ranked)
                    VALUES (\(ann.id), 'mines', 7, \(tomorrow), true)
                    """)
            }
            // A date that is no date is a sentence, not a seed.
            let bad = #expect(throws: BoardError.self) { try server.dailySeed(game: "mines", day: "2026-02-30") }
            #expect(bad?.description.contains("YYYY-MM-DD") == true)
        }

        @Test func onlyTheFirstAttemptOfTheDayRanks() throws {
            let admin = try TestServer.board()
            defer { admin.close() }
            let ann = try TestServer.player(on: admin)
            defer { ann.connection.close() }
            let server = BoardServer(connection: ann.connection)
            let today = try Self.day(admin)

            let first = try server.issueDailyDeal(game: "mines")
            let second = try server.issueDailyDeal(game: "mines")
            #expect(first.ranked && !second.ranked)
            #expect(first.day == today && second.day == today)
            // The other game's first attempt is its own.
            #expect(try server.issueDailyDeal(game: "tiles").ranked)

            // The second attempt, played and sent: refused, whichever is sent first.
            let practice = Self.run("practice", player: ann.id, day: today, deal: second.deal)
            let refusal = #expect(throws: BoardError.self) { try server.insert(practice) }
            #expect(refusal?.description.contains("practice attempt") == true)
            try server.insert(Self.run("ranked", player: ann.id, day: today, deal: first.deal))
            #expect(try Self.dailyRows(admin, day: today) == ["ranked"])
        }

        @Test func aLeftAttemptIsLostAndTheNextDoesNotRank() throws {
            let admin = try TestServer.board()
            defer { admin.close() }
            let ann = try TestServer.player(on: admin)
            defer { ann.connection.close() }
            let server = BoardServer(connection: ann.connection)
            let today = try Self.day(admin)

            // Dealt, then left: no run ever names it.
            let left = try server.issueDailyDeal(game: "tiles")
            #expect(left.ranked)
            let next = try server.issueDailyDeal(game: "tiles")
            #expect(!next.ranked)
            #expect(throws: BoardError.self) {
                try server.insert(Self.run("after-leaving", player: ann.id, game: "tiles", day: today, deal: next.deal))
            }
            // Nor does the practice deal make a run anywhere else (the board is known by then).
            var elsewhere = Self.run("elsewhere", player: ann.id, game: "tiles", day: today, deal: next.deal)
            elsewhere.board = "tiles.level.1.0123abcd"
            let refusal = #expect(throws: BoardError.self) { try server.insert(elsewhere) }
            #expect(refusal?.description.contains("daily") == true)
            #expect(try Self.dailyRows(admin, day: today).isEmpty)
            #expect(try admin.rows("SELECT count(*) FROM clearfield.run")[0].decode(Int64.self) == 0)
        }

        @Test func aDailyRunNeedsThatDaysRankedDailyDeal() throws {
            let admin = try TestServer.board()
            defer { admin.close() }
            let ann = try TestServer.player(on: admin)
            defer { ann.connection.close() }
            let server = BoardServer(connection: ann.connection)
            let today = try Self.day(admin)
            let yesterday = try Self.day(admin, plus: -1)
            let seed = try server.dailySeed(game: "mines", day: nil).seed

            // A classic deal claiming the daily board: not a daily deal (with the daily's seed in
            // its setup, not the board it dealt either).
            let ordinary = try server.issueDeal(game: "mines")
            var refusal = #expect(throws: BoardError.self) {
                try server.insert(Self.run("ordinary", player: ann.id, day: today, deal: ordinary))
            }
            #expect(refusal?.description.contains("daily deal") == true)
            var rewritten = ordinary
            rewritten.seed = seed
            #expect(throws: BoardError.self) {
                try server.insert(Self.run("rewritten", player: ann.id, day: today, deal: rewritten))
            }

            // Today's ranked deal claiming yesterday's board.
            let todays = try server.issueDailyDeal(game: "mines")
            refusal = #expect(throws: BoardError.self) {
                try server.insert(Self.run("wrong-day", player: ann.id, day: yesterday, deal: todays.deal))
            }
            #expect(refusal?.description.contains("not of \(yesterday)") == true)

            // Yesterday's ranked deal (as if dealt then) claiming today's board.
            let old = try admin.rows("""
                INSERT INTO clearfield.deal (player_id, game, seed, daily_day, daily_ranked, issued_at)
                VALUES (\(ann.id), 'mines', \(Int64(seed)), \(yesterday), true, now() - interval '1 day')
                RETURNING id
                """)[0].decode(Int64.self)
            let oldDeal = ServerDeal(id: old, game: "mines", seed: seed, issuedAt: Date())
            refusal = #expect(throws: BoardError.self) {
                try server.insert(Self.run("old-deal", player: ann.id, day: today, deal: oldDeal))
            }
            #expect(refusal?.description.contains("is the daily of \(yesterday)") == true)

            // Today's ranked deal with another board's seed in its setup.
            var otherBoard = Self.run("other-board", player: ann.id, day: today, deal: todays.deal)
            otherBoard.setup = Data(#"{"seed":\#(todays.deal.seed &+ 1)}"#.utf8)
            #expect(throws: BoardError.self) { try server.insert(otherBoard) }

            #expect(try Self.dailyRows(admin, day: today).isEmpty && Self.dailyRows(admin, day: yesterday).isEmpty)
            // The honest run still goes in.
            #expect(try server.insert(Self.run("honest", player: ann.id, day: today, deal: todays.deal)))
            #expect(try Self.dailyRows(admin, day: today) == ["honest"])
        }
    }
}
