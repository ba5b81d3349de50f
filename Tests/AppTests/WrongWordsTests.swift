@testable import Shell
@testable import TilesUI
@testable import TilesEditorUI
@testable import MinesUI
import Leaderboards
@testable import Midend
import LightsOutGame
import Mines
import Terminal
import Testing
import Tiles
@testable import UITestSupport

/// Words that said something untrue or left something out (issue 22, "Wrong words"), one test
/// each; the quit prompts and panels are also drawn at 60×20, where nothing may be cut.
@Suite struct WrongWordsTests {
    static func environment(slot: SaveSlot) -> AppEnvironment {
        var environment = Fixtures.environment()
        environment.saveSlot = slot
        return environment
    }

    @Test(arguments: [ScreenSize(columns: 80, rows: 24), ScreenSize.compact])
    func theQuitQuestionOnAnUntouchedBoardSaysItIsNotCounted(size: ScreenSize) throws {
        let folder = try ScratchFolder()
        let context = Fixtures.context(Self.environment(slot: folder.slot()), size: size)
        var tiles = TilesPlayScreen(level: Fixtures.levels[2], campaign: Fixtures.levels)
        tiles.activate(context: context)
        _ = tiles.handle(.char("q"), context: context)
        var frame = tiles.frame(context)
        #expect(frame.text.contains("no move: not counted"), "\(frame.text)")
        #expect(!frame.text.contains("counted as abandoned"))
        #expect(ScreenWords.cuts(in: frame).isEmpty, "\(ScreenWords.cuts(in: frame))")
        _ = tiles.handle(.key(.escape), context: context)
        _ = tiles.handle(.key(.enter), context: context)
        _ = tiles.handle(.char("q"), context: context)
        frame = tiles.frame(context)
        #expect(frame.text.contains("counted as abandoned"), "after a move it is")
        #expect(ScreenWords.cuts(in: frame).isEmpty, "\(ScreenWords.cuts(in: frame))")

        // A slot of its own: the Tiles game above is saved in the first.
        let minesContext = Fixtures.context(Self.environment(slot: folder.slot("mines")), size: size)
        var mines = MinesPlayScreen(setup: MinesSetup(mode: .classic(.beginner), seed: 5), origin: .dealt)
        mines.activate(context: minesContext)
        _ = mines.handle(.char("q"), context: minesContext)
        frame = mines.frame(minesContext)
        #expect(frame.text.contains("no move: not counted"), "\(frame.text)")
        #expect(ScreenWords.cuts(in: frame).isEmpty, "\(ScreenWords.cuts(in: frame))")
    }

    @Test func testPlaysClearedPanelSaysItGoesBackToTheEditor() {
        let context = Fixtures.context(Fixtures.environment())
        var test = TestPlayScreen(level: Fixtures.levels[0])
        test.activate(context: context)
        _ = test.handle(.key(.enter), context: context)
        _ = test.handle(.key(.enter), context: context)
        let text = test.frame(context).text
        #expect(text.contains("Level cleared!"))
        #expect(text.contains("Enter: back to the editor"))
        #expect(text.contains("q: editor") && text.contains("q editor"))
        #expect(!text.contains("levels") && !text.contains("next level"))
        // Issue 31: not "no leaderboards are kept in this run" (the run keeps them; test play does not).
        #expect(!text.contains("no leaderboards are kept"), "\(text)")
        #expect(text.contains("Test play: not recorded, never ranked"), "\(text)")
    }

    @Test func theMinesMenuSaysWhatTheNoGuessSettingMakesTheBoards() {
        var environment = Fixtures.environment()
        environment.preferences = PreferencesStore(Preferences(mines: MinesPreferences(noGuess: false)))
        for size in [ScreenSize(columns: 80, rows: 24), ScreenSize.compact] {
            let text = MinesMenuScreen().frame(Fixtures.context(environment, size: size)).text
            #expect(!text.contains("never need a guess"), "at \(size)")
            #expect(text.contains("Classic boards that may need a guess"), "at \(size)")
        }
        environment.preferences = PreferencesStore(Preferences(mines: MinesPreferences(noGuess: true)))
        let text = MinesMenuScreen().frame(Fixtures.context(environment)).text
        #expect(text.contains("Boards that never need a guess"))
    }

    @Test func countsOnTheBoardsGroupThousandsAsTheGamesDo() {
        #expect(FigureFormat.count.text(1094) == TextLayout.number(1094))
        #expect(FigureFormat.count.text(1094) == "1,094")
        #expect(FigureFormat.count.text(42) == "42")
        #expect(FigureFormat.count.text(1_234_567) == "1,234,567")
        #expect(FigureFormat.count.text(-12_000) == "-12,000")
        #expect(FigureFormat.count.text(100) == "100")
    }

    @Test func theTilesHelpSaysWhatOneStarIs() {
        let context = Fixtures.context(Fixtures.environment())
        // The rules' column only: the keys beside it would come between its lines.
        let page = HelpPage(HelpScreen(topic: .tiles), width: 80, context: context).lines.lines
            .map { String($0.dropFirst(HelpScreen.rulesOffset)).trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ")
        #expect(page.contains("none if not cleared: never 1."), "\(page)")
    }

    @Test(arguments: [true, false])
    func theMinesHelpExplainsQuestionMarks(questionMarks: Bool) {
        let context = Fixtures.context(Fixtures.environment())
        let page = HelpPage(HelpScreen(topic: .mines(questionMarks: questionMarks)), width: 80, context: context).lines.text
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(page.contains(questionMarks ? "? maybe (a note)" : "no question marks"), "\(page)")
    }

    @Test func theMinesPanelsRankingLinesKeepASpaceInsideTheFrame() throws {
        let store = MemoryLeaderboardStore()
        var harness = MinesScreenHarness(seed: 21, origin: .dealt, leaderboards: RankingPanelFixtures.access(store),
                                         player: RankingPanelFixtures.player)
        let commands = RankingPanelFixtures.won(&harness)
        try RankingPanelFixtures.runJob(of: commands, on: &harness)
        let board = RankingPanelFixtures.board
        let verdicts: [RankingVerdict] = [
            .checking, .ranked(Placement(board: board, ranks: [:], isPersonalBest: false), runID: "r"),
            .ranked(Placement(board: board, ranks: [.allTime: 1094, .week: 3, .today: 2], isPersonalBest: true),
                    runID: "r"),
            .notRanked(.assisted), .notRanked(.chosenSeed), .notRanked(.belowThreeBVFloor(floor: 30, actual: 12)),
            .held(board: board, runID: "r"), .notKept(board: board, reason: "the disk is full"), .unavailable,
        ]
        for verdict in verdicts {
            harness.screen.runner.ranking.verdict = verdict
            let lines = harness.frame.lines.map(Array.init)
            let titleRow = try #require(lines.firstIndex { String($0).contains("Board cleared") })
            let title = try #require(String(lines[titleRow]).range(of: "Board cleared"))
            let titleColumn = String(lines[titleRow])[..<title.lowerBound].count
            let left = try #require(lines[titleRow][..<titleColumn].lastIndex(of: "│"))
            let right = left + MinesPlayLayout.panelColumns - 1
            for line in lines where line.count > right && line[left] == "│" && line[right] == "│" {
                #expect(line[left + 1] == " " && line[right - 1] == " ", "\(verdict): \(String(line))")
            }
        }
    }
}
