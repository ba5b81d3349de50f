@testable import Shell
@testable import TilesUI
import Terminal
import Testing
import Tiles
@testable import UITestSupport

/// Screens drawn into an in-memory frame at the minimum size and a larger one. The
/// expected lines are written from the layout rules (centred box, columns of the list,
/// two cells per tile), not copied from output.
@Suite struct ScreenSnapshotTests {
    static let small = ScreenSize(columns: 80, rows: 24)
    static let large = ScreenSize(columns: 100, rows: 30)

    static func line(_ indent: Int, _ text: String) -> String {
        String(repeating: " ", count: indent) + text
    }

    // MARK: Main menu

    @Test(arguments: [small, large])
    func mainMenuShowsTitleItemsAndShortcuts(size: ScreenSize) throws {
        let frame = MainMenuScreen().frame(Fixtures.context(Fixtures.environment(), size: size))
        // One title line, a blank, the tagline, a blank, then a 70-wide box of 9 items, the
        // whole block centred above the key line.
        let titleRow = (size.rows - 1 - 16) / 2
        let boxLeft = (size.columns - 70) / 2
        let titleLeft = (size.columns - 18) / 2
        #expect(frame.lines[titleRow] == Self.line(titleLeft, "▛▀▀ CLEARFIELD ▀▀▜"))
        #expect(frame.lines[titleRow + 2].contains("Tiles and Mines for your terminal"))
        let inner = 68
        func item(_ text: String) -> String {
            Self.line(boxLeft, "│" + text.padded(to: inner) + "│")
        }
        #expect(frame.lines[titleRow + 4] == Self.line(boxLeft, "┌" + String(repeating: "─", count: inner) + "┐"))
        #expect(frame.lines[titleRow + 5] == item(" ▸ Tiles         t   clear the board, level by level"))
        #expect(frame.lines[titleRow + 6] == item("   Mines         m   endless runs and classic boards"))
        #expect(frame.lines[titleRow + 7] == item("   Daily         d   two puzzles a day, and your streak"))
        #expect(frame.lines[titleRow + 8] == item("   Stats         s   your totals, game by game"))
        #expect(frame.lines[titleRow + 9] == item("   Achievements  a   earned, in progress, hidden"))
        #expect(frame.lines[titleRow + 10] == item("   Leaderboards  l   the best players, board by board"))
        #expect(frame.lines[titleRow + 11] == item("   Profile       p   your nickname and avatar"))
        #expect(frame.lines[titleRow + 12] == item("   Help          ?   keys and rules"))
        #expect(frame.lines[titleRow + 13] == item("   Quit          q   leave Clearfield"))
        #expect(frame.lines[titleRow + 14] == Self.line(boxLeft, "└" + String(repeating: "─", count: inner) + "┘"))
        let keys = try #require(frame.lines.last)
        #expect(keys.contains("↑↓ choose  Enter open  t m d s a l p ? q shortcuts"))
        #expect(keys.hasSuffix("v9.9"))
    }

    @Test func mainMenuSelectionIsReversedAndMovesWithKeys() {
        let context = Fixtures.context(Fixtures.environment())
        var menu = MainMenuScreen()
        _ = menu.handle(.key(.down), context: context)
        _ = menu.handle(.char("j"), context: context)
        #expect(menu.selection == 2)
        let frame = menu.frame(context)
        let row = frame.row(containing: "▸ Daily")
        #expect(row != nil)
        if let row {
            #expect(frame[20, row].style.reverse, "the selected line is drawn reversed")
            #expect(!frame[20, row - 1].style.reverse)
        }
        _ = menu.handle(.char("w"), context: context)
        _ = menu.handle(.key(.up), context: context)
        _ = menu.handle(.key(.up), context: context)
        #expect(menu.selection == MainMenuScreen.standardItems(Fixtures.environment()).count - 1, "moving up from the first item wraps to the last")
    }

    // MARK: Help

    @Test(arguments: [small, large])
    func helpShowsKeysAndRulesWithinTheScreen(size: ScreenSize) throws {
        let frame = HelpScreen().frame(Fixtures.context(Fixtures.environment(), size: size))
        let text = frame.text
        for needle in ["Clearfield help", "Everywhere", "Playing Tiles", "Tiles: the rules",
                       "u / r", "undo / redo", "restart (undoable)", "hint (counted)", "pause", "quit (can save)",
                       "(n−2)²", "Clearing the", "board adds 1000.", "Stars: 3 for clearing within par",
                       "moves, 2 for clearing in more, none", "undo or restart.", "Esc back"] {
            #expect(text.contains(needle), "help shows \(needle)")
        }
        // Every tile letter is named, in its colour.
        let legendRow = try #require(frame.row(containing: "R red"))
        #expect(frame.lines[legendRow].contains("G green") && frame.lines[legendRow].contains("B blue"))
        #expect(frame.lines[legendRow + 1].contains("Y yellow") && frame.lines[legendRow + 1].contains("C cyan"))
        let column = try #require(frame.column(of: "R red", row: legendRow))
        #expect(frame[column, legendRow].style.foreground == .red)
        #expect(!text.contains("…"), "nothing in help is cut short")
    }

    // MARK: Level select

    static let progress: [LevelKey: LevelProgress] = [
        1: LevelProgress(level: 1, passed: true, bestScore: 1000, stars: 3, fewestMoves: 2),
    ]

    @Test(arguments: [small, large])
    func levelSelectListsLevelsWithStateAndSelectsTheFirstUnpassed(size: ScreenSize) throws {
        let environment = Fixtures.environment(store: FakeStore(progress: Self.progress))
        let context = Fixtures.context(environment, size: size)
        var screen = LevelSelectScreen()
        screen.activate(context: context)
        let frame = screen.frame(context)
        let left = (size.columns - 80) / 2
        #expect(frame.lines[0].contains("Tiles · choose a level"))
        #expect(frame.lines[1].hasSuffix("1 of 3 passed"))
        func list(_ row: Int) -> String { String(frame.lines[row].dropFirst(left).prefix(54)) }
        #expect(list(2) == "     # Level                   Stars    Best  State   ")
        #expect(list(3) == "     1 First steps             ★★★     1,000  passed  ")
        #expect(list(4) == " ▸   2 Three colours           ☆☆☆         —  open    ")
        #expect(list(5) == "     3 Tower                   ☆☆☆         —  locked  ")
        // The details of the selected level, with a preview of its board.
        let panel = frame.lines.map { String($0.dropFirst(left + 54)) }
        #expect(panel[2] == "┌" + String(repeating: "─", count: 24) + "┐")
        #expect(panel[3].hasPrefix("│Level 2 "))
        #expect(panel[4].hasPrefix("│Three colours "))
        #expect(panel[5].hasPrefix("│3×2, 3 colours "))
        #expect(panel[6].hasPrefix("│Par 3 moves "))
        #expect(panel[7].hasPrefix("│Not cleared yet "))
        #expect(panel[9] == "│" + Self.line(10, "GBB").padded(to: 24) + "│")
        #expect(panel[10] == "│" + Self.line(10, "GRR").padded(to: 24) + "│")
        #expect(frame.lines[size.rows - 1].contains("↑↓ choose  Enter play  f free play  e n edit/new  i import  ? help  Esc back"))
        // Locked lines are dim; the selected one is reversed.
        #expect(frame[left + 10, 5].style.dim)
        #expect(frame[left + 10, 4].style.reverse)
    }

    // MARK: Play

    @Test func playScreenAt80x24ShowsStatusBoardAndKeys() throws {
        let environment = Fixtures.environment()
        let context = Fixtures.context(environment)
        var screen = TilesPlayScreen(level: Fixtures.levels[0], campaign: Fixtures.levels)
        screen.activate(context: context)
        let frame = screen.frame(context)
        #expect(frame.lines[0].hasPrefix(" campaign · Level 1 · First steps"))
        #expect(frame.lines[0].hasSuffix("Time 0:00"))
        #expect(frame.lines[1].hasPrefix(" Score 0   Moves 0 (par 2)   Hints 0"))
        #expect(frame.lines[1].hasSuffix("Group of 2 red: 0 points"))
        // A 2×2 board fits 4 times over: 8×4 tiles, 19 columns by 10 rows with the frame, centred:
        // columns 30...48, rows 7...16 of the 20 rows between the status and key lines. Each tile's
        // letter is in the middle of its block, the cursor's mark right after it.
        #expect(frame.lines[7].dropFirst(30).hasPrefix("┌" + String(repeating: "─", count: 17) + "┐"))
        #expect(frame.lines[9].dropFirst(30).hasPrefix("│    R       G    │"))
        #expect(frame.lines[13].dropFirst(30).hasPrefix("│    R◂      G    │"), "the cursor starts bottom left")
        #expect(frame.lines[16].dropFirst(30).hasPrefix("└" + String(repeating: "─", count: 17) + "┘"))
        // The background art fills the rest of the play area, with a clear margin round the board.
        #expect(frame.lines[2].hasPrefix("~ ~ ~ ~"))
        #expect(frame.lines[11].hasPrefix("~ ~ ~"))
        #expect(frame.lines[11].dropFirst(28).hasPrefix("  │"))
        #expect(frame.lines[23].contains("Enter remove  u/r undo/redo  R restart  H hint  p pause  ? help  q quit"))
        // The cursor's group is highlighted; the other colour is not.
        // (the whole block of each tile: its corners too).
        #expect(frame[32, 8].style.reverse && frame[39, 15].style.reverse)
        #expect(!frame[40, 8].style.reverse)
        #expect(frame[32, 8].style.background == .red)
        #expect(frame[47, 11].style.background == .green)
    }

    @Test func playScreenAt100x30CentresABiggerBoard() throws {
        let context = Fixtures.context(Fixtures.environment(), size: Self.large)
        var screen = TilesPlayScreen(level: Fixtures.levels[2], campaign: Fixtures.levels)
        screen.activate(context: context)
        let frame = screen.frame(context)
        #expect(frame.lines[0].hasPrefix(" campaign · Level 3 · Tower"))
        #expect(frame.lines[0].hasSuffix("Time 0:00"))
        // 6×4 board in 8×4 tiles (the largest zoom): 51 columns from column 24,
        // 18 rows from row 2 + (26 - 18) / 2 = 6; each row of tiles has its letters on its second row.
        #expect(frame.lines[6].dropFirst(24).hasPrefix("┌" + String(repeating: "─", count: 49) + "┐"))
        #expect(frame.lines[8].dropFirst(24).hasPrefix("│    ·       ·       Y       ·       ·       ·    │"))
        #expect(frame.lines[12].dropFirst(24).hasPrefix("│    ·       B       Y       Y       ·       ·    │"))
        #expect(frame.lines[16].dropFirst(24).hasPrefix("│    R       B       B       Y       C       ·    │"))
        #expect(frame.lines[20].dropFirst(24).hasPrefix("│    R◂      R       G       G       C       C    │"))
        #expect(frame.lines[23].dropFirst(24).hasPrefix("└" + String(repeating: "─", count: 49) + "┘"))
        #expect(frame.lines[1].hasSuffix("Group of 3 red: 1 point"))
    }

    @Test func clearedLevelShowsThePanel() throws {
        let store = FakeStore()
        let context = Fixtures.context(Fixtures.environment(store: store))
        var screen = TilesPlayScreen(level: Fixtures.levels[0], campaign: Fixtures.levels)
        screen.activate(context: context)
        _ = screen.handle(.key(.enter), context: context)
        _ = screen.handle(.key(.enter), context: context)
        let text = screen.frame(context).text
        #expect(text.contains("Level cleared!"))
        #expect(text.contains("Score 1,000 (clear bonus 1,000)"))
        #expect(text.contains("Stars ★★★  2 moves, par 2"))
        #expect(text.contains("Enter: next level"))
        #expect(text.contains(" Score 1,000   Moves 2 (par 2)   Hints 0"))
    }
}
