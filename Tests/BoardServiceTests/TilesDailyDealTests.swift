import BoardAPI
import Crypto
import Daily
import Foundation
import GameCore
import GameRules
import Testing
import Tiles

/// The Tiles daily on the service (issue 29, point 5): its map is the service's seed's, so the
/// deal carries that seed (drawn when the board's day begins, stored as the Mines one) and is the
/// game's start on the service's clock; the documented date seed, which anyone can compute for
/// any day, builds no map the service ranks.
@Suite(.serialized, .tags(.postgres)) struct TilesDailyDealTests {
    /// The day a daily deal is for.
    static func date(of deal: Deal) throws -> DailyDate {
        #expect(deal.board.hasPrefix("tiles.daily."))
        return try #require(DailyDate(String(deal.board.dropFirst("tiles.daily.".count))))
    }

    /// `moves` of `challenge`'s map (its setup on `seed`), `pace` ms apart from `first` on the log's clock.
    static func played(_ challenge: DailyTilesChallenge, moves: [TilesMove]? = nil, seed: UInt64, first: Int = 2_000,
                       pace: Int = 700) throws -> PlayedGame {
        var state = challenge.level.startState
        var log = TimedLog<TilesMove>()
        for (index, move) in (moves ?? challenge.solution).enumerated() {
            state = try #require(state.applying(move)).state
            log.append(.move(move), at: first + index * pace)
        }
        let last = try #require(log.lastKnownOffset)
        return PlayedGame(setup: try TilesBackEnd.encode(GameSetup(params: challenge.params, seed: seed)), log: log.packed(),
                          claimedMilliseconds: Int64(last), firstOffset: 0)
    }

    @Test func theDealCarriesTheDaysSeedAndIsTheStart() async throws {
        try await ServiceHarness.withService { client in
            let ada = try await client.join(nickname: "Ada")
            #expect(try await client.database.rows("SELECT count(*) FROM clearfield.daily_seed").first?.decode(Int64.self) == 0)
            let answer = try await client.send(.post, BoardAPI.Path.dailyDeals, json: DailyDealRequest(game: "tiles"), key: ada.key)
            #expect(answer.status == .created)
            let deal = try answer.decode(Deal.self)
            let date = try Self.date(of: deal)
            let seed = try #require(deal.seed, "the Tiles daily's deal carries its seed")
            #expect(deal.ranked && deal.startedAt == client.clock.now)
            #expect(seed != DailySeed.seed(.tiles, on: date))
            // Stored as the Mines one: the day's row of daily_seed.
            let stored = try await client.database.rows("SELECT day, game, seed FROM clearfield.daily_seed")
                .map { try $0.decode((String, String, Int64).self) }
            #expect(stored.count == 1 && stored.first?.0 == date.description && stored.first?.1 == "tiles"
                && stored.first.map { UInt64(bitPattern: $0.2) } == seed)
            // It was the start: it takes no /start, and the attempt is spent (the next deal is practice).
            let start = try await client.send(.post, BoardAPI.Path.start(deal: deal.dealID),
                                              json: StartRequest(firstAction: Games.tilesFirstAction), key: ada.key)
            #expect(start.status == .conflict)
            let again = try await client.post(BoardAPI.Path.dailyDeals, DailyDealRequest(game: "tiles"), as: Deal.self,
                                              by: ada, expect: .created)
            #expect(!again.ranked && again.dealID != deal.dealID && again.seed == seed)
            let profile = try await client.get(BoardAPI.Path.profile("Ada"), as: PlayerProfileAnswer.self, by: ada)
            #expect(profile.gamesStarted == 2 && profile.gamesWon == 0)
            // Another player gets the same day's seed.
            let bob = try await client.join(nickname: "Bob")
            let bobs = try await client.post(BoardAPI.Path.dailyDeals, DailyDealRequest(game: "tiles"), as: Deal.self,
                                             by: bob, expect: .created)
            #expect(bobs.ranked && bobs.seed == seed)
        }
    }

    @Test func onlyTheDealtMapRanksAndACopyOfItIsRefused() async throws {
        try await ServiceHarness.withService { client in
            let ada = try await client.join(nickname: "Ada")
            let bob = try await client.join(nickname: "Bob")
            let eve = try await client.join(nickname: "Eve")
            let adas = try await client.post(BoardAPI.Path.dailyDeals, DailyDealRequest(game: "tiles"), as: Deal.self,
                                             by: ada, expect: .created)
            let date = try Self.date(of: adas)
            let seed = try #require(adas.seed)
            let documented = DailyTilesChallenge(date: date)
            let dealt = DailyTilesChallenge(date: date, seed: seed)
            #expect(documented.mapHash != dealt.mapHash)
            // Ada practised the documented map ahead of the day and files it under her deal.
            let practised = try await client.finishAndSubmit(try Self.played(documented, seed: seed), deal: adas, by: ada)
            #expect(practised.status == .refused, "\(practised)")
            // Bob plays the map his deal's seed builds: ranked.
            let bobs = try await client.post(BoardAPI.Path.dailyDeals, DailyDealRequest(game: "tiles"), as: Deal.self,
                                             by: bob, expect: .created)
            let genuine = try await client.finishAndSubmit(try Self.played(dealt, seed: seed), deal: bobs, by: bob)
            #expect(genuine.status == .ranked, "\(genuine)")
            // Eve files Bob's moves, re-timed, under her own deal: a copy.
            let eves = try await client.post(BoardAPI.Path.dailyDeals, DailyDealRequest(game: "tiles"), as: Deal.self,
                                             by: eve, expect: .created)
            let copy = try await client.finishAndSubmit(try Self.played(dealt, seed: seed, first: 3_000, pace: 900), deal: eves,
                                                        by: eve)
            #expect(copy.status == .refused && copy.reason?.contains("another player's run") == true, "\(copy)")
            let rows = try await client.get(BoardAPI.Path.board(adas.board), as: Page<BoardRow>.self, by: ada)
            #expect(rows.items.map(\.player.playerID) == [bob.account.playerID])
        }
    }

    /// The map is on screen from the deal: time spent reading it before the first move counts.
    @Test func aTilesDailyIsTimedFromItsDeal() async throws {
        try await ServiceHarness.withService { client in
            let ada = try await client.join(nickname: "Ada")
            let deal = try await client.post(BoardAPI.Path.dailyDeals, DailyDealRequest(game: "tiles"), as: Deal.self,
                                             by: ada, expect: .created)
            let seed = try #require(deal.seed)
            let challenge = DailyTilesChallenge(date: try Self.date(of: deal), seed: seed)
            // Ten minutes studying the map, then a log that claims its few seconds of moves: the
            // service times it by its own clock, the ten minutes included.
            client.clock.advance(milliseconds: 600_000)
            let played = try Self.played(challenge, seed: challenge.seed, first: 0)
            let verdict = try await client.finishAndSubmit(played, deal: deal, by: ada)
            #expect(verdict.status == .ranked && verdict.stoppedClockMilliseconds == 600_000, "\(verdict)")
            let page = try await client.get(BoardAPI.Path.board(deal.board), as: Page<BoardRow>.self, by: ada)
            #expect(page.items.first?.figures["timeMs"] == played.claimedMilliseconds + 600_000, "\(page.items)")
        }
    }
}
