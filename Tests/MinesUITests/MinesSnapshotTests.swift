@testable import Shell
@testable import MinesUI
import GameCore
import Mines
import Terminal
import Testing
@testable import UITestSupport

/// The Mines screens drawn into in-memory frames. Expected lines follow from the layout rules
/// (a centred box, two columns per cell, the board centred between the status and key lines) and
/// expected cells from the board model, never from a copy of the output.
@Suite struct MinesSnapshotTests {
    static let small = ScreenSize(columns: 80, rows: 24)
    static let large = ScreenSize(columns: 100, rows: 30)

    // MARK: The menu

    @Test(arguments: [small, large])
    func theMenuListsModesBoardsAndSettings(size: ScreenSize) throws {
        let context = Fixtures.context(Fixtures.environment(), size: size)
        let frame = MinesMenuScreen().frame(context)
        // Title, tagline, a blank, then a 66-wide box of 8 items and two blank lines, centred.
        let titleRow = (size.rows - 1 - 15) / 2
        let left = (size.columns - 66) / 2
        #expect(frame.lines[titleRow].trimmingCharacters(in: .whitespaces) == "Mines")
        #expect(frame.lines[titleRow + 1].contains("Boards that never need a guess · an endless run that gets harder"))
        func item(_ text: String) -> String {
            String(repeating: " ", count: left) + "│" + text.padded(to: 64) + "│"
        }
        let top = titleRow + 3
        #expect(frame.lines[top] == String(repeating: " ", count: left) + "┌" + String(repeating: "─", count: 64) + "┐")
        #expect(frame.lines[top + 1] == item(" ▸ Endless         e  a run of boards, harder each level"))
        #expect(frame.lines[top + 2] == item("   Beginner        b  9×9, 10 mines"))
        #expect(frame.lines[top + 3] == item("   Intermediate    i  16×16, 40 mines"))
        #expect(frame.lines[top + 4] == item("   Expert          x  30×16, 99 mines"))
        #expect(frame.lines[top + 5] == item("   Custom          c  your own size"))
        #expect(frame.lines[top + 6] == item(""))
        #expect(frame.lines[top + 7] == item("   No-guess        n  on: classic boards never need a guess"))
        #expect(frame.lines[top + 8] == item("   Question marks  m  off: f puts or takes a flag"))
        #expect(frame.lines[top + 10] == item("   Back            q  to the main menu"))
        #expect(frame.lines[top + 11].hasSuffix("┘"))
        #expect(frame[left + 3, top + 1].style.reverse, "the selected line is reversed")
        #expect(frame.lines[size.rows - 1].contains("↑↓ choose  Enter play or change  ? help  q back"))
    }

    // MARK: A board in play

    /// A beginner board after the first reveal, with a flag on a proven mine and the cursor moved.
    static func midGame(size: ScreenSize, theme: Theme = .color, glyphs: GlyphSet = .unicode) throws -> MinesScreenHarness {
        var harness = MinesScreenHarness(seed: 11, size: size, glyphs: glyphs, theme: theme)
        harness.press(.char(" "))
        harness.wait(milliseconds: 2_300)
        let mine = try #require(MinesSolver.deductions(for: harness.board.playerView).mines.first)
        harness.go(to: mine)
        harness.press(.char("f"), .char("H"))
        return harness
    }

    @Test(arguments: [small, large])
    func aBoardMidGameShowsEveryCellTheCursorAndTheStatus(size: ScreenSize) throws {
        let harness = try Self.midGame(size: size)
        let frame = harness.frame
        let board = harness.board
        #expect(frame.lines[0].hasPrefix(" Mines · Beginner"))
        #expect(frame.lines[0].hasSuffix("Time 0:02"))
        #expect(frame.lines[1].hasPrefix(" Mines left 9   Hints 1   9×9, 10 mines, no-guess"))
        let at = harness.screen.cursor
        #expect(frame.lines[1].hasSuffix("Seed 11   \(at.x + 1),\(at.y + 1)"),
                "the seed, then the cursor's column,row at every size (issue 31)")
        let brackets = try #require(MinesCursorMark.columns(of: at, layout: harness.layout))
        #expect(frame[brackets.left, harness.layout.row(ofCell: at.y)].text == "[")
        // A 9×9 board has room for cells twice the size here: 39 columns, 20 rows, centred in
        // the rows between the two status lines and the two bottom lines.
        let view = harness.layout
        #expect(view.zoom == 2)
        let left = (size.columns - 39) / 2
        let top = 2 + (size.rows - 4 - 20) / 2
        #expect(view.frameLeft == left && view.frameTop == top)
        #expect(frame.lines[top].dropFirst(left).hasPrefix("┌" + String(repeating: "─", count: 37) + "┐"))
        #expect(frame.lines[top + 19].dropFirst(left).hasPrefix("└" + String(repeating: "─", count: 37) + "┘"))
        let glyphs = MinesGlyphs.unicode
        for y in 0..<9 {
            let expected = (0..<9).map { glyphs.glyph(for: board.appearance(at: Point(x: $0, y: y))) }
            let row = Array(frame.lines[top + 1 + 2 * y].dropFirst(left))
            #expect(row[0] == "│" && row[38] == "│")
            #expect((0..<9).map { String(row[3 + 4 * $0]) } == expected, "row \(y)")
            // A covered cell is a block of three; an open one is blank around its glyph.
            let covered = (0..<9).filter { board.appearance(at: Point(x: $0, y: y)) == .covered }
            #expect(covered.allSatisfy { String(row[2 + 4 * $0]) == "■" && String(row[4 + 4 * $0]) == "■" })
            #expect(frame.lines[top + 2 + 2 * y].dropFirst(left + 1).prefix(37).allSatisfy { $0 == " " },
                    "a blank row between rows of cells")
        }
        let cursor = harness.screen.cursor
        // The terminal's own cursor sits on the cell, which is reversed (issue 31); its
        // neighbours keep their look.
        #expect(frame.cursor == ScreenPosition(column: left + 3 + 4 * cursor.x, row: top + 1 + 2 * cursor.y))
        #expect(frame[left + 3 + 4 * cursor.x, top + 1 + 2 * cursor.y].style.reverse)
        #expect(!frame[left + 3 + 4 * (cursor.x == 0 ? 1 : cursor.x - 1), top + 1 + 2 * cursor.y].style.reverse)
        #expect(frame.text.contains("⚑"))
        #expect(frame.lines[size.rows - 2].contains("Hint: this cell is safe — Space reveals it"))
        #expect(frame.lines[size.rows - 1].contains("Space reveal  f flag  c chord  H hint  p pause  ? help  q quit"))
    }

    @Test func numbersAreDigitsInColourAndStillDigitsInMonochrome() throws {
        let colour = try Self.midGame(size: Self.small)
        let mono = try Self.midGame(size: Self.small, theme: .monochrome)
        let layout = colour.layout
        var checked = Set<Int>()
        for y in 0..<9 {
            for x in 0..<9 {
                let point = Point(x: x, y: y)
                let cell = (layout.column(ofCell: x), layout.row(ofCell: y))
                switch colour.board.appearance(at: point) {
                case .revealed(let number) where number > 0:
                    #expect(colour.frame[cell.0, cell.1].text == String(number))
                    #expect(mono.frame[cell.0, cell.1].text == String(number))
                    #expect(mono.frame[cell.0, cell.1].style.foreground == nil)
                    if point != colour.screen.cursor && number <= 6 {
                        #expect(colour.frame[cell.0, cell.1].style.foreground != nil)
                        checked.insert(number)
                    }
                case .flagged:
                    #expect(colour.frame[cell.0, cell.1].style.foreground == .red)
                    #expect(mono.frame[cell.0, cell.1].text == "⚑")
                default:
                    break
                }
            }
        }
        #expect(!checked.isEmpty)
        #expect(Theme.color.minesNumber(1) != Theme.color.minesNumber(2), "each number has its own colour")
    }

    @Test func theASCIISetDrawsTheSameBoardInASCII() throws {
        let harness = try Self.midGame(size: Self.small, glyphs: .ascii)
        let text = harness.frame.text
        #expect(text.allSatisfy { $0.isASCII })
        #expect(text.contains("F") && text.contains("#") && text.contains("9x9, 10 mines"))
        #expect(MinesGlyphs.ascii.all.allSatisfy { $0.allSatisfy(\.isASCII) })
    }

    @Test func everyKindOfCellHasItsOwnOneColumnGlyph() {
        let appearances: [CellAppearance] = [.covered, .flagged, .questioned, .revealed(0), .mine, .explodedMine,
                                             .wrongFlag] + (1...8).map { .revealed($0) }
        for set in [MinesGlyphs.unicode, MinesGlyphs.ascii] {
            let shown = appearances.map(set.glyph(for:))
            #expect(Set(shown).count == appearances.count, "no two kinds of cell look alike")
            #expect(set.all.allSatisfy { DisplayWidth.of($0) == 1 })
        }
    }

    // MARK: Big boards

    @Test func anExpertBoardFitsTheMinimumSizeWhole() {
        let harness = MinesScreenHarness(mode: .classic(.expert), seed: 1)
        let layout = harness.layout
        #expect(!layout.isScrolled)
        #expect(layout.frameLeft == (80 - 63) / 2 && layout.frameColumns == 63 && layout.frameRows == 18)
        let frame = harness.frame
        let top = frame.lines[layout.frameTop].dropFirst(layout.frameLeft)
        #expect(top.hasPrefix("┌" + String(repeating: "─", count: 61) + "┐"), "no arrow: nothing is hidden")
        #expect(frame.lines[layout.frameTop + 8].dropFirst(layout.frameLeft).hasPrefix("│ ■ ■"))
    }

    @Test func aBoardBiggerThanTheWindowScrollsWithTheCursor() throws {
        let params = try MinesParams(width: 60, height: 40, mines: 300)
        var harness = MinesScreenHarness(mode: .custom(params), seed: 1)
        var layout = harness.layout
        #expect(layout.visibleColumns == 38 && layout.visibleRows == 18)
        #expect(layout.isVisible(harness.screen.cursor))
        harness.press(.char(" "))
        harness.go(to: Point(x: 59, y: 39))
        layout = harness.layout
        #expect(layout.origin == Point(x: 22, y: 22), "the window ends at the board's corner")
        var frame = harness.frame
        let right = layout.frameLeft + layout.frameColumns - 1, bottom = layout.frameTop + layout.frameRows - 1
        let middleRow = layout.frameTop + layout.frameRows / 2, middleColumn = layout.frameLeft + layout.frameColumns / 2
        #expect(frame[layout.frameLeft, middleRow].text == "◂" && frame[middleColumn, layout.frameTop].text == "▴")
        #expect(frame[right, middleRow].text == "│" && frame[middleColumn, bottom].text == "─")
        #expect(frame.cursor == ScreenPosition(column: layout.column(ofCell: 59), row: layout.row(ofCell: 39)))
        let corner = MinesGlyphs.unicode.glyph(for: harness.board.appearance(at: Point(x: 22, y: 22)))
        #expect(frame[layout.column(ofCell: 22), layout.row(ofCell: 22)].text == corner)

        // Moving back within the margin does not scroll; crossing it scrolls by one cell.
        harness.go(to: Point(x: 25, y: 30))
        #expect(harness.layout.origin == Point(x: 22, y: 22))
        harness.press(.char("h"))
        #expect(harness.layout.origin == Point(x: 22, y: 22))
        harness.press(.char("h"))
        #expect(harness.layout.origin == Point(x: 21, y: 22))
        frame = harness.frame
        #expect(frame[harness.layout.frameLeft + harness.layout.frameColumns - 1, middleRow].text == "▸")

        // A click lands on the cell drawn there, whatever the scroll.
        let target = Point(x: 30, y: 25)
        harness.click(target, .right)
        #expect(harness.screen.cursor == target)
    }

    @Test func theScrollRuleKeepsTheCursorInsideTheMargin() {
        #expect(MinesPlayLayout.scroll(0, cursor: 5, visible: 10, total: 9) == 0, "a board that fits never scrolls")
        #expect(MinesPlayLayout.scroll(0, cursor: 7, visible: 10, total: 50) == 0)
        #expect(MinesPlayLayout.scroll(0, cursor: 8, visible: 10, total: 50) == 1)
        #expect(MinesPlayLayout.scroll(20, cursor: 21, visible: 10, total: 50) == 19)
        #expect(MinesPlayLayout.scroll(0, cursor: 49, visible: 10, total: 50) == 40)
        #expect(MinesPlayLayout.scroll(35, cursor: 0, visible: 10, total: 50) == 0)
        #expect(MinesPlayLayout.scroll(3, cursor: 5, visible: 2, total: 50) == 4, "a tiny window keeps no margin")
    }

    // MARK: Panels

    @Test func theClearedPanelCoversABigBoardAndTabShowsTheBoard() throws {
        var harness = MinesScreenHarness(mode: .classic(.expert), seed: 12)
        harness.playHints()
        #expect(harness.board.outcome == .won)
        let layout = harness.layout
        #expect(layout.sidePanelLeft == nil, "no room beside a 30×16 board at 80 columns")
        #expect(harness.text.contains("Board cleared"))
        harness.press(.key(.tab))
        #expect(!harness.text.contains("Board cleared") && harness.text.contains("Tab: the results"))
        harness.press(.key(.tab))
        #expect(harness.text.contains("Board cleared"))
    }

    @Test func helpHasAMinesPageAndTheEndlessScheduleFromItsData() throws {
        var help = HelpScreen(topic: .mines)
        let context = Fixtures.context(Fixtures.environment())
        let mines = help.frame(context).text
        for needle in ["Clearfield help · Mines", "Playing Mines", "reveal (or chord)", "flag, or take it off",
                       "H  o", "hint, odds (counted)", "pause; live counters", "board; retry; undo", "Mines: the rules", "The first reveal always",
                       "■ covered", "⚑ flag", "✸ hit", "✗ wrong flag", "Tab Endless Mines  Esc back"] {
            #expect(mines.contains(needle), "the Mines page shows \(needle)")
        }
        _ = help.handle(.key(.tab), context: context)
        #expect(help.topic == .endless)
        let endless = help.frame(context)
        #expect(endless.text.contains("One mine ends") && endless.text.contains("clearfield play mines --endless --seed S"))
        for entry in EndlessSchedule.entries {
            let label = entry.level == EndlessSchedule.lastChangingLevel ? "\(entry.level)+" : "\(entry.level)"
            let expected = "\(label)  \(entry.params.width)×\(entry.params.height)"
            #expect(endless.lines.contains { $0.contains(expected) && $0.contains(" \(entry.params.mines) ") },
                    "level \(entry.level) is listed")
        }
        _ = help.handle(.key(.tab), context: context)
        #expect(help.topic == .minesRecords, "what Mines counts (issue 22), after the endless page")
        _ = help.handle(.key(.tab), context: context)
        #expect(help.topic == .tiles)
        _ = help.handle(.key(.backTab), context: context)
        #expect(help.topic == .minesRecords)
    }
}
