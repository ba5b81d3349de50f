import Foundation
import GameCore
import GameRules
import Leaderboards
import Mines
import PropertyBased
import Testing
import Tiles
@testable import Daily

/// The board service's book of day seeds (issue 29, point 5): a daily is the date's challenge on
/// the service's seed only, never on the documented one anyone can compute ahead of the day; the
/// game's own book (local play, no board) keeps the documented seed as before.
@Suite struct ServiceDailySeedRankingTests {
    private let date = DailyDate("2026-11-30")!
    private let serviceSeed: UInt64 = 606_060_606

    private func tilesSetup(_ challenge: DailyTilesChallenge, seed: UInt64) throws -> Data {
        try TilesBackEnd.encode(GameSetup(params: challenge.params, seed: seed))
    }

    @Test func aTilesDailyOnTheDocumentedMapIsNoChallengeOnTheService() throws {
        let seeds = SharedDailySeeds.service()
        let tiles = DailyRanking(kin: TilesRanking(), game: .tiles, sharedSeeds: seeds)
        let documented = DailyTilesChallenge(date: date)
        let dealt = DailyTilesChallenge(date: date, seed: serviceSeed)
        #expect(documented.mapHash != dealt.mapHash)
        // Before the service drew the day's seed nothing of that date is the challenge.
        let early = try tilesSetup(documented, seed: serviceSeed)
        #expect(tiles.eligibility(encodedSetup: early, verification: SharedDailySeedRankingTests.won(.tiles), origin: .dealt) == .notRanked(.unknownSetup))
        seeds.record(serviceSeed, game: .tiles, date: date)
        // The documented map filed under the service's seed (the setup's seed is the deal's).
        #expect(tiles.eligibility(encodedSetup: early, verification: SharedDailySeedRankingTests.won(.tiles), origin: .dealt) == .notRanked(.unknownSetup))
        let onDealtMap = try tilesSetup(dealt, seed: serviceSeed)
        #expect(tiles.eligibility(encodedSetup: onDealtMap, verification: SharedDailySeedRankingTests.won(.tiles), origin: .dealt)
            == .ranked("tiles.daily.2026-11-30"))
    }

    @Test func theGamesOwnBookKeepsTheDocumentedTilesDaily() throws {
        let tiles = DailyRanking(kin: TilesRanking(), game: .tiles, sharedSeeds: SharedDailySeeds())
        let documented = DailyTilesChallenge(date: date)
        let setup = try tilesSetup(documented, seed: documented.seed)
        #expect(tiles.eligibility(encodedSetup: setup, verification: SharedDailySeedRankingTests.won(.tiles), origin: .dealt) == .ranked("tiles.daily.2026-11-30"))
    }

    /// The Mines daily too (its opening and layout are the seed's): once the service deals it
    /// before its board is built, the documented board is no challenge there either.
    @Test func aMinesDailyOnTheDocumentedBoardIsNoChallengeOnTheService() throws {
        let seeds = SharedDailySeeds.service()
        let mines = DailyRanking(kin: MinesRanking(), game: .mines, sharedSeeds: seeds)
        let documented = try MinesBackEnd.encode(DailyMinesChallenge(date: date).setup())
        #expect(mines.eligibility(encodedSetup: documented, verification: SharedDailySeedRankingTests.won(.mines), origin: .dealt) == .notRanked(.unknownSetup))
        seeds.record(serviceSeed, game: .mines, date: date)
        #expect(mines.eligibility(encodedSetup: documented, verification: SharedDailySeedRankingTests.won(.mines), origin: .dealt) == .notRanked(.unknownSetup))
        let dealt = try MinesBackEnd.encode(DailyMinesChallenge(date: date, seed: serviceSeed).setup())
        #expect(mines.eligibility(encodedSetup: dealt, verification: SharedDailySeedRankingTests.won(.mines), origin: .dealt) == .ranked("mines.daily.2026-11-30"))
        // The game's own book (no board) keeps the documented Mines daily.
        let local = DailyRanking(kin: MinesRanking(), game: .mines, sharedSeeds: SharedDailySeeds())
        #expect(local.eligibility(encodedSetup: documented, verification: SharedDailySeedRankingTests.won(.mines), origin: .dealt) == .ranked("mines.daily.2026-11-30"))
    }

    /// For any date and any seed the service drew: its book offers that seed alone;
    /// the game's own book offers the documented seed first, then the board's.
    @Test func theServicesCandidatesAreItsOwnSeedOnly() async {
        await propertyCheck(count: 200, input: Gen.int(in: 20_000...40_000), Gen.uint64(in: 1...999_999_999)) { day, seed in
            let date = DailyDate(dayNumber: day)
            let service = SharedDailySeeds.service()
            let local = SharedDailySeeds()
            #expect(service.candidates(.tiles, on: date).isEmpty)
            service.record(seed, game: .tiles, date: date)
            local.record(seed, game: .tiles, date: date)
            #expect(service.candidates(.tiles, on: date) == [seed])
            #expect(local.candidates(.tiles, on: date) == [DailySeed.seed(.tiles, on: date), seed])
            #expect(service.candidates(.mines, on: date).isEmpty)
            service.record(seed, game: .mines, date: date)
            #expect(service.candidates(.mines, on: date) == [seed])
        }
    }
}
