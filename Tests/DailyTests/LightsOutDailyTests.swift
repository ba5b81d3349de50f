import Daily
import Foundation
import GameCore
import GameRules
import Leaderboards
import LightsOutGame
import Testing

/// The test game's daily (issue 33): a game the Daily module has never heard of, registered by a
/// list the tests build (`DailyGames.lightsOut`), is dated, seeded, played, ranked on its own daily
/// board and shared through the Daily module's own code, as Mines' and Tiles' are.
@Suite struct LightsOutDailyTests {
    private let games = DailyGames.lightsOut
    private let date = DailyDate("2026-11-26")!

    private var daily: any GameDaily {
        get throws { try #require(games.descriptor(kind: .lightsOut)) }
    }

    /// The ranking as a program listing the test game's daily would build it, with a book of
    /// seeds of its own (no board has chosen any: the documented seed is the day's).
    private func ranking() throws -> DailyRanking {
        DailyRanking(kin: DealtWinRankingRules(), daily: try daily, sharedSeeds: SharedDailySeeds())
    }

    /// The date's challenge played to the end: the setup the descriptor makes of the date's
    /// documented seed, solved press by press, verified by the back end.
    private func played(_ encodedSetup: Data) throws -> Result<VerifiedGame, VerificationFailure> {
        let setup = try JSONDecoder().decode(GameSetup<LightsOutParams>.self, from: encodedSetup)
        let presses = LightsOutBackEnd.solution(from: try LightsOutBackEnd.newGame(setup))
        var log = TimedLog<LightsOutMove>()
        for (index, cell) in presses.enumerated() { log.append(.move(LightsOutMove(cell)), at: 1_000 * (index + 1)) }
        return LightsOutBackEnd.verify(encodedSetup: encodedSetup, packedLog: log.packed(),
                                       claimedPlayMilliseconds: 1_000 * presses.count)
    }

    @Test func theRegistryNamesTheTestGamesDaily() throws {
        #expect(games.games == [DailyGame(.lightsOut)])
        #expect(games.game(id: "lights-out") == DailyGame(.lightsOut))
        #expect(games.game(id: "mines") == nil)
        #expect(try daily.title == "Lights Out")
    }

    @Test func theDaysFirstAttemptRanksOnTheDailyBoardOfItsGame() throws {
        let seed = DailySeed.seed(try daily.game, on: date)
        #expect(DailySeed.text(try daily.game, on: date) == "clearfield-daily-lights-out-2026-11-26")
        let setup = try daily.encodedSetup(on: date, seed: seed)
        let verification = try played(setup)
        guard case .success(let verified) = verification else {
            Issue.record("the daily's own solution did not verify: \(verification)")
            return
        }
        #expect(verified.status == .won)
        let rules = try ranking()
        #expect(rules.eligibility(encodedSetup: setup, verification: verification, origin: .dealt)
                == .ranked("lights-out.daily.2026-11-26"))
        #expect(rules.eligibility(encodedSetup: setup, verification: verification, origin: .chosen)
                == .notRanked(.dailyPractice))
        #expect(DailyBoard(BoardID("lights-out.daily.2026-11-26"), in: games) == DailyBoard(game: try daily.game, date: date))
        #expect(DailyBoard(BoardID("mines.daily.2026-11-26"), in: games) == nil)
    }

    @Test func aBoardUnderTheDailysNameOnAnotherSeedDoesNotRank() throws {
        let other = try daily.encodedSetup(on: date, seed: DailySeed.seed(try daily.game, on: date) &+ 1)
        #expect(try ranking().eligibility(encodedSetup: other, verification: try played(other), origin: .dealt)
                == .notRanked(.unknownSetup))
        // Another date's board, played under this date's name, is not this date's either.
        var moved = try JSONDecoder().decode(GameSetup<LightsOutParams>.self,
                                             from: try daily.encodedSetup(on: date.adding(days: -1),
                                                                          seed: DailySeed.seed(try daily.game, on: date)))
        moved.params.daily = date.description
        let encoded = try LightsOutBackEnd.encode(moved)
        #expect(try ranking().eligibility(encodedSetup: encoded, verification: try played(encoded), origin: .dealt)
                == .notRanked(.unknownSetup))
    }

    @Test func theDailyBoardIsListedAndOrderedAsItsKinBoard() throws {
        let rules = DailyRanking(kin: DealtWinRankingRules(), daily: try daily,
                                 boardsWithRows: ["lights-out.daily.2026-11-25", "mines.daily.2026-11-26", "lights-out.classic"])
        let definition = try #require(rules.definition(of: "lights-out.daily.2026-11-25"))
        let kin = try #require(DealtWinRankingRules().definition(of: DealtWinRankingRules.lightsOutBoard))
        #expect(definition.title == "Lights Out: Daily 2026-11-25" && definition.group == DailyBoard.group)
        #expect(definition.columns == kin.columns && definition.sortKeysDescription == kin.sortKeysDescription)
        #expect(rules.boards.map(\.id) == ["lights-out.classic", "lights-out.daily.2026-11-25"])
        #expect(rules.definition(of: "mines.daily.2026-11-26") == nil)
    }

    @Test func theLineToShareSaysWhatTheGamesDescriptorAdds() throws {
        let result = DailyResult(outcome: .won, playMilliseconds: 12_340,
                                 standing: DailyStanding(rank: 2, players: 5, figures: ["moves": 7, "timeMs": 12_340]),
                                 practiceAttempts: 0)
        #expect(DailyShare.line(date: date, game: try daily, result: result)
                == "Clearfield daily 2026-11-26 · Lights Out 12.34 s · 7 presses · 2nd of 5")
        let lost = DailyResult(outcome: .lost, playMilliseconds: nil, standing: nil, practiceAttempts: 0)
        #expect(DailyShare.line(date: date, game: try daily, result: lost) == "Clearfield daily 2026-11-26 · Lights Out lost")
    }

    @Test func streaksCountTheTestGameWithNoLineOfTheDailyModuleNamingIt() throws {
        let game = try daily.game
        let streaks = DailyStreaks(cleared: [game: [date.adding(days: -1), date]], today: date, games: games.games)
        #expect(streaks[game] == DailyStreak(current: 2, longest: 2))
        #expect(streaks.either == DailyStreak(current: 2, longest: 2))
        #expect(streaks.summary(games) == "2 days (longest 2); Lights Out 2")
        let encoded = try JSONEncoder().encode(streaks)
        #expect(try JSONDecoder().decode(DailyStreaks.self, from: encoded) == streaks)
        let keys = try #require(try JSONSerialization.jsonObject(with: encoded) as? [String: Any]).keys.sorted()
        #expect(keys == ["either", "lights-out"])
    }
}
