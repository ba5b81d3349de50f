import Foundation
import GameCore
import GameRules
import Mines
import Testing
@testable import Daily

@Suite struct DailySeedTests {
    /// The documented function, written out again here from its description (README, "Daily").
    private func documentedSeed(_ text: String) -> UInt64 {
        var hash: UInt64 = 14_695_981_039_346_656_037
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 1_099_511_628_211
        }
        return hash
    }

    @Test func theSeedIsTheDocumentedHashOfTheDate() throws {
        let date = try #require(DailyDate("2026-11-26"))
        #expect(DailySeed.seed(.mines, on: date) == documentedSeed("clearfield-daily-mines-2026-11-26"))
        #expect(DailySeed.seed(.tiles, on: date) == documentedSeed("clearfield-daily-tiles-2026-11-26"))
    }

    @Test func sameDateSameChallengesOtherDateOtherOnes() throws {
        let date = try #require(DailyDate("2026-11-26"))
        #expect(DailyMinesChallenge(date: date) == DailyMinesChallenge(date: date))
        #expect(DailyTilesChallenge(date: date) == DailyTilesChallenge(date: date))
        let next = date.adding(days: 1)
        #expect(DailyMinesChallenge(date: next).seed != DailyMinesChallenge(date: date).seed)
        #expect(DailyTilesChallenge(date: next).mapHash != DailyTilesChallenge(date: date).mapHash)
    }

    /// The game lays the daily board out at the first reveal as `mines generate --no-guess` does
    /// with the same size, mines, seed and first cell.
    @Test func theMinesBoardIsTheGeneratorsBoard() throws {
        let challenge = DailyMinesChallenge(date: try #require(DailyDate("2026-11-26")))
        for first in [Point(x: 8, y: 8), Point(x: 0, y: 0), Point(x: 15, y: 3)] {
            let state = try MinesBackEnd.newGame(challenge.setup())
            let revealed = try #require(state.applying(.reveal(first))?.state)
            let expected = try #require(MinesGenerator.layout(for: try MinesParams(width: 16, height: 16, mines: 40),
                                                              first: first, seed: challenge.seed, style: .noGuess))
            #expect(revealed.board.layout == expected)
            #expect(revealed.board.layout == challenge.layout(first: first))
        }
        let setup = challenge.setup(questionMarks: true)
        #expect(setup.params.mode == .classic(.intermediate) && setup.params.settings.style == .noGuess)
        #expect(challenge.isBoard(of: setup))
        #expect(!challenge.isBoard(of: GameSetup(params: setup.params, seed: setup.seed &+ 1)))
    }

    @Test func aSetupWithoutADailyIsWrittenAsBefore() throws {
        let plain = GameSetup(params: MinesGameParams(mode: .classic(.expert)), seed: 5)
        let text = String(decoding: try MinesBackEnd.encode(plain), as: UTF8.self)
        #expect(!text.contains("daily"))
        let daily = String(decoding: try MinesBackEnd.encode(DailyMinesChallenge(date: DailyDate(dayNumber: 20_000)).setup()),
                           as: UTF8.self)
        #expect(daily.contains("\"daily\":\"2024-10-04\""))
    }
}
