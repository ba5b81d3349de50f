import Foundation
import GameCore
import GameRules
import Leaderboards
import Mines
import Testing
import Tiles
@testable import Daily

/// A daily dealt on a shared board's seed (issue 23) is the date's challenge once the board's
/// seed is known here, and only then; the documented seed stays a challenge too (a daily played
/// offline, ranked on this computer).
@Suite struct SharedDailySeedRankingTests {
    private let date = DailyDate("2026-11-26")!
    private let boardSeed: UInt64 = 424_242_424

    /// A won game of `kind` as the replay verifies it (the daily suites' common verdict).
    static func won(_ kind: GameKind) -> Result<VerifiedGame, VerificationFailure> {
        .success(VerifiedGame(kind: kind, status: .won, score: 900, boardsCleared: 1, moves: 40, threeBV: 60,
                              hintsUsed: 0, undosUsed: 0, actionCount: 45, timingStartOffset: 100, lastOffset: 30_100,
                              playMilliseconds: 30_000))
    }

    @Test func aMinesDailyOnTheBoardsSeedRanksOnceTheSeedIsKnown() throws {
        let seeds = SharedDailySeeds()
        let mines = DailyRanking(kin: MinesRanking(), game: .mines, sharedSeeds: seeds)
        let shared = try MinesBackEnd.encode(DailyMinesChallenge(date: date, seed: boardSeed).setup())
        #expect(mines.eligibility(encodedSetup: shared, verification: Self.won(.mines), origin: .dealt) == .notRanked(.unknownSetup))
        seeds.record(boardSeed, game: .mines, date: date)
        #expect(mines.eligibility(encodedSetup: shared, verification: Self.won(.mines), origin: .dealt) == .ranked("mines.daily.2026-11-26"))
        // Another date's board seed, or the Tiles one, makes nothing of this date a challenge.
        let nextDay = try MinesBackEnd.encode(DailyMinesChallenge(date: date.adding(days: 1), seed: boardSeed).setup())
        #expect(mines.eligibility(encodedSetup: nextDay, verification: Self.won(.mines), origin: .dealt) == .notRanked(.unknownSetup))
        let documented = try MinesBackEnd.encode(DailyMinesChallenge(date: date).setup())
        #expect(mines.eligibility(encodedSetup: documented, verification: Self.won(.mines), origin: .dealt) == .ranked("mines.daily.2026-11-26"))
    }

    @Test func aTilesDailyIsBuiltFromAnySeedAndRanksOnTheBoardsOne() throws {
        let seeds = SharedDailySeeds()
        let tiles = DailyRanking(kin: TilesRanking(), game: .tiles, sharedSeeds: seeds)
        let challenge = DailyTilesChallenge(date: date, seed: boardSeed)
        #expect(challenge.seed == boardSeed && challenge.par >= 1)
        #expect(challenge.mapHash != DailyTilesChallenge(date: date).mapHash)
        let setup = try TilesBackEnd.encode(GameSetup(params: challenge.params, seed: boardSeed))
        #expect(tiles.eligibility(encodedSetup: setup, verification: Self.won(.tiles), origin: .dealt) == .notRanked(.unknownSetup))
        seeds.record(boardSeed, game: .tiles, date: date)
        #expect(tiles.eligibility(encodedSetup: setup, verification: Self.won(.tiles), origin: .dealt) == .ranked("tiles.daily.2026-11-26"))
        #expect(tiles.eligibility(encodedSetup: setup, verification: Self.won(.tiles), origin: .chosen) == .notRanked(.dailyPractice))
    }
}
