@testable import Shell
@testable import MinesUI
import Foundation
import GameCore
import Mines
import Progress
import SaveFiles
import LocalDatabase
import Testing
@testable import UITestSupport

/// No-guess and random boards are counted apart, as the leaderboards rank them apart: a
/// random-board win is measured against random boards only (issue 22).
@Suite struct MinesStylesApartTests {
    /// A dealt beginner game on `style`'s boards (seed 21).
    static func dealtBeginner(_ style: MinesGenerationStyle) -> StartPoint {
        StartPoint { _ in
            let setup = MinesSetup(mode: .classic(.beginner), seed: 21, settings: MinesSettings(style: style))
            return [MainMenuScreen(), MinesMenuScreen(), MinesPlayScreen(setup: setup, origin: .dealt)]
        }
    }

    /// A player whose only best on beginner is a no-guess board cleared in 1.00 s.
    static func fixtureWithNoGuessBest() throws -> ProgressFixture {
        let database = try AppDatabase.inMemory()
        let player = try database.currentPlayer(named: "ada")
        try database.rollOver(gameID: "earlier", player: player.id, game: "mines", outcome: "won",
                              totals: ["mines.gamesWon": 1, "mines.bestTime.beginner": 1_000,
                                       "mines.bestTime.beginner.noGuess": 1_000])
        return try ProgressFixture(database: database)
    }

    @Test func aRandomBoardWinIsNotMeasuredAgainstTheNoGuessBest() throws {
        let board = MinesBoard(params: .beginner, seed: 21, style: .random)
        let harness = try ProgressHarness(steps: MinesFixtures.sweep(board, playing: 4_200) + [.event(.char("q"))],
                                          start: Self.dealtBeginner(.random), fixture: Self.fixtureWithNoGuessBest())
        harness.controller.run()
        let panel = try #require(harness.frames.last { $0.contains("Board cleared") })
        #expect(!panel.contains("Best time 1.00 s"), "the no-guess best is not this board's: \(panel)")
        #expect(panel.contains("New best time!"), "the first random-board win is the random best")
        let totals = try harness.fixture.totals(.mines)
        let random = try #require(totals["mines.bestTime.beginner.random"])
        #expect(random >= 4_200)
        #expect(totals["mines.bestTime.beginner.noGuess"] == 1_000, "the no-guess best is untouched")
        #expect(totals["mines.bestTime.beginner"] == 1_000, "the best on either style stays (achievements count it)")
    }

    @Test func aNoGuessWinIsStillMeasuredAgainstTheNoGuessBest() throws {
        let board = MinesBoard(params: .beginner, seed: 21, style: .noGuess)
        let harness = try ProgressHarness(steps: MinesFixtures.sweep(board, playing: 4_200) + [.event(.char("q"))],
                                          start: Self.dealtBeginner(.noGuess), fixture: Self.fixtureWithNoGuessBest())
        harness.controller.run()
        let panel = try #require(harness.frames.last { $0.contains("Board cleared") })
        #expect(panel.contains("Best time 1.00 s"), "\(panel)")
    }

    @Test func theFinishedGamesHistoryKeepsTheStylesApart() throws {
        let fixture = try ProgressFixture()
        for style in [MinesGenerationStyle.noGuess, .random] {
            let board = MinesBoard(params: .beginner, seed: 21, style: style)
            let harness = try ProgressHarness(steps: MinesFixtures.sweep(board, playing: 4_200) + [.event(.char("q"))],
                                              start: Self.dealtBeginner(style), fixture: fixture)
            harness.controller.run()
        }
        let history = MinesHistory(games: try fixture.database.playedGames(player: fixture.player.id, game: "mines"))
        #expect(history.boards.map(\.key) == [MinesHistory.BoardKey(board: .beginner, style: .noGuess),
                                              MinesHistory.BoardKey(board: .beginner, style: .random)],
                "two lines, one per style")
        #expect(history.recent.map(\.key.shortTitle) == ["Beginner R", "Beginner NG"])
    }

    /// A game saved before contexts named the style is still its game's: its saved stats are
    /// accepted when it is resumed (a guard for the change, not a behaviour of the old code).
    @Test func aSaveFromBeforeStylesWereRecordedIsStillThisGames() throws {
        var player = try PlayerProgress(catalog: .empty(games: .clearfield))
        let (older, _) = try player.startGame(.mines(board: .expert), at: Instant(nanoseconds: 0), date: Date())
        let expected = MinesBackEnd.statsContext(for: MinesGameParams(mode: .classic(.expert),
                                                                      settings: MinesSettings(style: .random)))
        #expect(expected.minesStyle == .random)
        let saved = SavedGameProgress(gameID: "g1", game: older)
        #expect(GameResumer.progressProblem(saved, expected: expected, logCount: 0) == nil)
        let otherBoard = MinesBackEnd.statsContext(for: MinesGameParams(mode: .classic(.beginner)))
        #expect(GameResumer.progressProblem(saved, expected: otherBoard, logCount: 0) != nil, "another board is another game")
    }

    /// A Tiles game saved before contexts named the map (2026-11-26) is still its level's game:
    /// before, Continue set it aside as "its stats belong to another game".
    @Test func aTilesSaveFromBeforeMapsWereRecordedIsStillThisGames() throws {
        var player = try PlayerProgress(catalog: .empty(games: .clearfield))
        let (older, _) = try player.startGame(.tiles(level: 3), at: Instant(nanoseconds: 0), date: Date())
        let saved = SavedGameProgress(gameID: "g1", game: older)
        #expect(GameResumer.progressProblem(saved, expected: .tiles(level: 3, map: "00000000000000ab"), logCount: 0) == nil)
        #expect(GameResumer.progressProblem(saved, expected: .tiles(level: 4, map: "00000000000000ab"), logCount: 0) != nil,
                "another level is another game")
    }
}
