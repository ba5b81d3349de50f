import BoardAPI
import Foundation
import Testing

/// The daily on the service: the first daily deal a player starts is the ranked attempt, a
/// deal not started yet is given again, later ones are practice (issue 29, point 5).
@Suite(.serialized) struct DailyDealTests {
    @Test func theFirstStartedDailyDealIsTheRankedAttemptAndLaterOnesArePractice() async throws {
        try await ServiceHarness.withService { client in
            let ada = try await client.join(nickname: "Ada")
            let first = try await client.post(BoardAPI.Path.dailyDeals, DailyDealRequest(game: "mines"), as: Deal.self,
                                              by: ada, expect: .created)
            #expect(first.ranked)
            #expect(first.board.hasPrefix("mines.daily."))
            // Asked again before it started (a restart before the first click): the same deal.
            let again = try await client.post(BoardAPI.Path.dailyDeals, DailyDealRequest(game: "mines"), as: Deal.self,
                                              by: ada, expect: .created)
            #expect(again.dealID == first.dealID)
            let start = try await client.post(BoardAPI.Path.start(deal: first.dealID),
                                              StartRequest(firstAction: Games.minesFirstAction), as: StartAnswer.self, by: ada)
            // Lost or abandoned: that was the attempt; the next one is practice on the same seed.
            let practice = try await client.post(BoardAPI.Path.dailyDeals, DailyDealRequest(game: "mines"), as: Deal.self,
                                                 by: ada, expect: .created)
            #expect(!practice.ranked)
            #expect(practice.dealID != first.dealID)
            let practiceStart = try await client.post(BoardAPI.Path.start(deal: practice.dealID),
                                                      StartRequest(firstAction: Games.minesFirstAction), as: StartAnswer.self, by: ada)
            #expect(practiceStart.seed == start.seed)
            // Another player gets the same day's seed.
            let bob = try await client.join(nickname: "Bob")
            let bobs = try await client.post(BoardAPI.Path.dailyDeals, DailyDealRequest(game: "mines"), as: Deal.self,
                                             by: bob, expect: .created)
            let bobStart = try await client.post(BoardAPI.Path.start(deal: bobs.dealID),
                                                 StartRequest(firstAction: Games.minesFirstAction), as: StartAnswer.self, by: bob)
            #expect(bobStart.seed == start.seed)
        }
    }

    @Test func theDaysSeedIsNotDrawnBeforeADealOfThatDayStarts() async throws {
        try await ServiceHarness.withService { client in
            let ada = try await client.join(nickname: "Ada")
            _ = try await client.post(BoardAPI.Path.dailyDeals, DailyDealRequest(game: "mines"), as: Deal.self, by: ada,
                                      expect: .created)
            let seeds = try await client.database.rows("SELECT count(*) FROM clearfield.daily_seed").first?.decode(Int64.self)
            #expect(seeds == 0)
        }
    }
}
