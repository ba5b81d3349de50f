import BoardAPI
import Foundation
import Testing

/// The daily on the service (issue 29, point 5): each daily's deal is its start, because its board
/// is on screen before its first play (the Tiles map; the Mines board, whose opening its seed
/// places). The deal carries the day's seed, drawn at the day's first deal of that game; the
/// first deal is the ranked attempt, spent once dealt; later ones are practice on the same seed.
@Suite(.serialized, .tags(.postgres)) struct DailyDealTests {
    @Test(arguments: ["mines", "tiles"])
    func eachDailysDealCarriesTheDaysSeedAndIsTheRankedAttempt(game: String) async throws {
        try await ServiceHarness.withService { client in
            let ada = try await client.join(nickname: "Ada")
            let drawn = { try await client.database.rows("SELECT count(*) FROM clearfield.daily_seed").first?.decode(Int64.self) }
            #expect(try await drawn() == 0, "no day's seed exists before the day's first deal")
            let first = try await client.post(BoardAPI.Path.dailyDeals, DailyDealRequest(game: game), as: Deal.self,
                                              by: ada, expect: .created)
            #expect(first.ranked && first.board.hasPrefix("\(game).daily."))
            let seed = try #require(first.seed, "the deal carries the day's seed")
            #expect(first.startedAt == client.clock.now)
            #expect(try await drawn() == 1)
            // It was the start: it takes no /start.
            let start = try await client.send(.post, BoardAPI.Path.start(deal: first.dealID),
                                              json: StartRequest(firstAction: game == "mines" ? Games.minesFirstAction : Games.tilesFirstAction),
                                              key: ada.key)
            #expect(start.status == .conflict)
            // Asked again (the board was seen): practice, on the same seed.
            let practice = try await client.post(BoardAPI.Path.dailyDeals, DailyDealRequest(game: game), as: Deal.self,
                                                 by: ada, expect: .created)
            #expect(!practice.ranked && practice.dealID != first.dealID && practice.seed == seed)
            // Another player gets the same day's seed, as the ranked attempt.
            let bob = try await client.join(nickname: "Bob")
            let bobs = try await client.post(BoardAPI.Path.dailyDeals, DailyDealRequest(game: game), as: Deal.self,
                                             by: bob, expect: .created)
            #expect(bobs.ranked && bobs.seed == seed)
            #expect(try await drawn() == 1)
        }
    }
}
