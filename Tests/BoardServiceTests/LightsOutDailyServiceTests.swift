import BoardAPI
import ClearfieldServiceGames
import Daily
import Foundation
import GameCore
import GameRules
import LightsOutGame
import PostgresNIO
@testable import SharedBoard
import Testing
@testable import BoardService

/// The test game's daily ranked by the board service over real HTTP (issue 33): a service whose
/// registry holds lights-out alone deals its daily, replays the run against the day's seed,
/// ranks it on `lights-out.daily.DATE` and counts it on the streak board; no line of the
/// service or the schema names the game (schema version 25 took the last fixed list out).
@Suite(.serialized, .tags(.postgres)) struct LightsOutDailyServiceTests {
    static let prefix = "lights-out.daily."

    /// The day a lights-out daily deal is for.
    static func date(of deal: Deal) throws -> DailyDate {
        #expect(deal.board.hasPrefix(prefix), "\(deal.board)")
        return try #require(DailyDate(String(deal.board.dropFirst(prefix.count))))
    }

    /// The daily of `date` on `seed`, as the test game's descriptor sets it up, switched off
    /// press by press, `pace` ms apart from the deal.
    static func played(on date: DailyDate, seed: UInt64, pace: Int = 600) throws -> PlayedGame {
        let setup = LightsOutDaily().setup(on: date, seed: seed)
        var state = try LightsOutBackEnd.newGame(setup)
        var log = TimedLog<LightsOutMove>()
        for (index, cell) in LightsOutBackEnd.solution(from: state).enumerated() {
            log.append(.move(LightsOutMove(cell)), at: pace * (index + 1))
            state = try #require(state.applying(LightsOutMove(cell))).state
        }
        #expect(state.lights == 0)
        let last = try #require(log.lastKnownOffset)
        return PlayedGame(setup: try LightsOutBackEnd.encode(setup), log: log.packed(), claimedMilliseconds: Int64(last),
                          firstOffset: 0)
    }

    static func dailyDeal(_ client: ServiceClient, for player: TestPlayer) async throws -> Deal {
        try await client.post(BoardAPI.Path.dailyDeals, DailyDealRequest(game: "lights-out"), as: Deal.self, by: player,
                              expect: .created)
    }

    @Test func aLightsOutDailyIsDealtPlayedAndRankedOnItsDailyBoard() async throws {
        try await ServiceHarness.withService(games: LightsOutServiceTests.games) { client in
            let lou = try await client.join(nickname: "Lou")
            let deal = try await Self.dailyDeal(client, for: lou)
            #expect(deal.game == "lights-out" && deal.ranked)
            let seed = try #require(deal.seed, "a daily's deal carries the day's seed")
            let date = try Self.date(of: deal)
            let played = try Self.played(on: date, seed: seed)
            let verdict = try await client.finishAndSubmit(played, deal: deal, by: lou)
            #expect(verdict.status == .ranked && verdict.rankAllTime == 1 && verdict.rankToday == 1, "\(verdict)")
            // The daily board lists it, with the figures the test game's rules give.
            let page = try await client.get(BoardAPI.Path.board(deal.board), as: Page<BoardRow>.self, by: lou)
            #expect(page.items.map(\.player.playerID) == [lou.account.playerID])
            let presses = try TimedLog<LightsOutMove>(packed: played.log).entries.count
            #expect(page.items.first?.figures["moves"] == Int64(presses))
            // The day's seed is the board's, kept under the game's registry id.
            let stored = try await client.database.rows("SELECT game, seed FROM clearfield.daily_seed")
                .map { try $0.decode((String, Int64).self) }
            #expect(stored.count == 1 && stored.first?.0 == "lights-out" && stored.first.map { UInt64(bitPattern: $0.1) } == seed)
            // The streak board counts the day.
            let streaks = try await client.get(BoardAPI.Path.streaks, as: Page<StreakRow>.self, by: lou)
            #expect(streaks.items.map(\.player.playerID) == [lou.account.playerID])
            #expect(streaks.items.first?.current == 1 && streaks.items.first?.longest == 1)
        }
    }

    /// What the direct board's daily trigger refused (schema 14) the service refuses for the test
    /// game too, from its registry: the day's second attempt, a board of another seed, and the
    /// daily's deal filed on another board. The day's first attempt ranks alone.
    @Test func onlyTheDaysFirstAttemptOnTheDealtBoardRanks() async throws {
        try await ServiceHarness.withService(games: LightsOutServiceTests.games) { client in
            let ada = try await client.join(nickname: "Ada")
            let bob = try await client.join(nickname: "Bob")
            let cy = try await client.join(nickname: "Cy")
            let adas = try await Self.dailyDeal(client, for: ada)
            let seed = try #require(adas.seed)
            let date = try Self.date(of: adas)
            let practice = try await Self.dailyDeal(client, for: ada)
            #expect(adas.ranked && !practice.ranked && practice.seed == seed)
            let practised = try await client.finishAndSubmit(try Self.played(on: date, seed: seed), deal: practice, by: ada)
            #expect(practised.status == .refused && practised.reason?.hasPrefix("practice") == true, "\(practised)")
            // The day's first attempt ranks (sent after its practice).
            let honest = try await client.finishAndSubmit(try Self.played(on: date, seed: seed), deal: adas, by: ada)
            #expect(honest.status == .ranked, "\(honest)")

            let bobs = try await Self.dailyDeal(client, for: bob)
            let otherSeed = try await client.finishAndSubmit(try Self.played(on: date, seed: seed &+ 1), deal: bobs, by: bob)
            #expect(otherSeed.status == .refused && otherSeed.reason?.contains("not the one its deal dealt") == true,
                    "\(otherSeed)")

            let cys = try await Self.dailyDeal(client, for: cy)
            let elsewhere = try await client.finishAndSubmit(try Self.played(on: date, seed: seed), deal: cys, by: cy,
                                                             board: DealtWinRankingRules.lightsOutBoard.rawValue)
            #expect(elsewhere.status == .refused && elsewhere.reason?.contains("its deal was for \(cys.board)") == true,
                    "\(elsewhere)")

            let page = try await client.get(BoardAPI.Path.board(adas.board), as: Page<BoardRow>.self, by: ada)
            #expect(page.items.map(\.player.playerID) == [ada.account.playerID])
            let classic = try await client.get(BoardAPI.Path.board(DealtWinRankingRules.lightsOutBoard.rawValue),
                                               as: Page<BoardRow>.self, by: ada)
            #expect(classic.items.isEmpty)
        }
    }

    /// A daily of a game the registry lacks, or asked for by a name that is no registry id, is a
    /// sentence that lists the board's dailies, repeats only a well-formed id, and writes nothing.
    @Test func aDailyOfNoRegisteredGameIsRefusedWithASentence() async throws {
        try await ServiceHarness.withService(games: LightsOutServiceTests.games) { client in
            let eve = try await client.join(nickname: "Eve")
            for asked in ["mines", "Lights Out", "lights-out\n", "lights-out.daily", String(repeating: "a", count: 41),
                          "\u{1B}[2Jx", "'; DROP TABLE clearfield.deal; --", ""] {
                let answer = try await client.send(.post, BoardAPI.Path.dailyDeals, json: DailyDealRequest(game: asked),
                                                   key: eve.key)
                #expect(answer.status == .badRequest, "\(asked.debugDescription)")
                let message = try #require(answer.problem?.message, "\(String(decoding: answer.body, as: UTF8.self))")
                #expect(message.hasSuffix("dailies are: lights-out"), "\(message)")
                if asked == "mines" {
                    #expect(message.hasPrefix("there is no daily challenge of \"mines\""), "\(message)")
                } else {
                    #expect(message.contains("registry id") && (asked.isEmpty || !message.contains(asked)), "\(message)")
                }
            }
            let written = try await client.database.rows("""
                SELECT (SELECT count(*) FROM clearfield.deal) + (SELECT count(*) FROM clearfield.daily_seed)
                """).first?.decode(Int64.self)
            #expect(written == 0)
        }
    }

    /// The table of day seeds takes a game by its registry id's form (version 24) and refuses a
    /// name of another form however it is written; the players' functions that listed the games
    /// (`daily_seed`, `issue_daily_deal`) are gone since version 25.
    @Test func theDaySeedsTakeAnyRegistryIDAndNoOtherName() async throws {
        try await ServiceHarness.withService(games: LightsOutServiceTests.games) { client in
            let sql = client.database
            try await sql.rows("INSERT INTO clearfield.daily_seed (day, game, seed) VALUES ('2026-11-18', 'lights-out', 7)")
            for name in ["Lights Out", "lights-out\n", String(repeating: "a", count: 41), "-lights", ""] {
                let refusal = await #expect(throws: PSQLError.self) {
                    try await sql.rows("INSERT INTO clearfield.daily_seed (day, game, seed) VALUES ('2026-11-18', \(name), 7)")
                }
                #expect(refusal?.serverInfo?[.sqlState] == "23514", "\(name.debugDescription)")
            }
            let rows = try await sql.rows("SELECT game FROM clearfield.daily_seed").map { try $0.decode(String.self) }
            #expect(rows == ["lights-out"])
            let functions = try await sql.rows("""
                SELECT count(*) FROM pg_catalog.pg_proc p JOIN pg_catalog.pg_namespace n ON n.oid = p.pronamespace
                WHERE n.nspname = 'clearfield' AND p.proname IN ('daily_seed', 'issue_daily_deal')
                """).first?.decode(Int64.self)
            #expect(functions == 0)
        }
    }

    /// No live part of the schema lists the games (issue 33): no index, constraint, trigger or
    /// function of the board's schema names Mines or Tiles; each names a game by its id's form.
    /// (The shipped migrations still do: they are history, applied once, never edited.)
    @Test func theSchemaListsNoGame() async throws {
        try await ServiceHarness.withService(games: LightsOutServiceTests.games) { client in
            func naming(_ pattern: String) async throws -> [String] {
                try await client.database.rows("""
                    SELECT 'index ' || indexname FROM pg_catalog.pg_indexes
                    WHERE schemaname = 'clearfield' AND indexdef ~* \(pattern)
                    UNION ALL
                    SELECT 'constraint ' || c.conname FROM pg_catalog.pg_constraint c
                    JOIN pg_catalog.pg_namespace n ON n.oid = c.connamespace
                    WHERE n.nspname = 'clearfield' AND pg_catalog.pg_get_constraintdef(c.oid) ~* \(pattern)
                    UNION ALL
                    SELECT 'function ' || p.proname FROM pg_catalog.pg_proc p
                    JOIN pg_catalog.pg_namespace n ON n.oid = p.pronamespace
                    WHERE n.nspname = 'clearfield' AND p.prosrc ~* \(pattern)
                    UNION ALL
                    SELECT 'view ' || viewname FROM pg_catalog.pg_views
                    WHERE schemaname = 'clearfield' AND definition ~* \(pattern)
                    ORDER BY 1
                    """).map { try $0.decode(String.self) }
            }
            let named = try await naming("mines|tiles")
            #expect(named.isEmpty, "\(named)")
            // The search finds what is there: the daily's indexes, the id form's checks.
            let daily = try await naming("daily")
            #expect(["index run_verdict_daily", "index deal_daily_ranked"].allSatisfy(daily.contains), "\(daily)")
            let form = try await naming("a-z0-9-")
            #expect(["constraint daily_seed_game_id", "constraint deal_game_id", "index run_verdict_daily"]
                .allSatisfy(form.contains), "\(form)")
        }
    }

    /// Every game a service is given is one the board can store: Clearfield's and the test build's
    /// ids, and their dailies', have the registry id's form.
    @Test func theServedGamesHaveIDsTheSchemaTakes() {
        for games in [ServiceGames.clearfield, LightsOutServiceTests.games] {
            let ids = games.games.kinds.map(\.rawValue) + games.dailies.games.map(\.rawValue)
            #expect(!ids.isEmpty && ids.allSatisfy(BoardMigration.isGameID), "\(ids)")
        }
    }

    /// The registry-id form as the service checks it agrees with the schema's own pattern, on
    /// names at its edges and on seeded random ones over letters either side of its alphabet.
    @Test func theServicesIDCheckAgreesWithTheSchema() async throws {
        var generator = SeededGenerator(seed: 33)
        let (inForm, outOfForm) = (Array("abyz0189-"), Array("AZ_. \né/"))
        // One letter in twenty from outside the form: both answers come up.
        let random = (0..<200).map { _ in
            String((0..<Int.random(in: 0...44, using: &generator)).map { _ in
                (Int.random(in: 0..<20, using: &generator) == 0 ? outOfForm : inForm).randomElement(using: &generator)!
            })
        }
        let edges = ["mines", "lights-out", "a", "x9-", String(repeating: "a", count: 40), String(repeating: "a", count: 41),
                     "Mines", "9lives", "-a", "a_b", "a.b", "lights-out\n", "\nmines", "", "é", "a b"]
        try await ServiceHarness.withService(games: LightsOutServiceTests.games) { client in
            var taken = 0
            for id in edges + random {
                let matches = try await client.database.rows("SELECT \(id) ~ \(BoardMigration.gameIDForm)").first?.decode(Bool.self)
                #expect(BoardMigration.isGameID(id) == matches, "\(id.debugDescription)")
                if matches == true { taken += 1 }
            }
            #expect(taken > 20 && taken < edges.count + random.count - 20, "both answers come up (\(taken) taken)")
        }
    }
}
