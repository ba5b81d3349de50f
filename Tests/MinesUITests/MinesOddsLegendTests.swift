@testable import MinesUI
import GameCore
import Mines
import Terminal
import Testing
@testable import UITestSupport

/// Odds a player can read (issue 31): at 80×24 an intermediate or expert board takes one
/// character of a compact scale per cell, the gaps between cells stay blank, a legend on screen
/// explains every mark ("!!" and "<1" on a zoomed board), the cursor shows over the odds, and the
/// status line gives the cursor cell's odds, with the overlay shown or hidden.
@Suite struct MinesOddsLegendTests {
    /// A seed of `mode` whose first reveal (at the start cursor) leaves a game on whose view the
    /// odds are exact.
    static func seed(_ mode: MinesMode, size: ScreenSize) throws -> UInt64 {
        try #require((1...60).lazy.map(UInt64.init).first { seed in
            var harness = MinesScreenHarness(mode: mode, seed: seed, settings: MinesSettings(style: .random), size: size)
            harness.press(.char(" "))
            return harness.board.outcome == .playing && MinesSolver.odds(for: harness.board.playerView).isExact
        })
    }

    static func lines(_ harness: MinesScreenHarness) -> [Substring] {
        harness.frame.text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    @Test(arguments: [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 60, rows: 20)])
    func atOneZoomEachCellTakesOneGlyphAndTheLegendExplainsThem(size: ScreenSize) throws {
        let mode = MinesMode.classic(.intermediate)
        var harness = MinesScreenHarness(mode: mode, seed: try Self.seed(mode, size: size),
                                         settings: MinesSettings(style: .random), size: size)
        harness.press(.char(" "))
        let odds = MinesSolver.odds(for: harness.board.playerView)
        harness.press(.char("o"))
        let layout = harness.layout, frame = harness.frame
        #expect(layout.zoom == 1)
        var shown = 0
        for y in layout.origin.y..<(layout.origin.y + layout.visibleRows) {
            for x in layout.origin.x..<(layout.origin.x + layout.visibleColumns) {
                let point = Point(x: x, y: y)
                let column = layout.column(ofCell: x), row = layout.row(ofCell: y)
                // The gap after each cell stays blank (or the cursor's bracket): no run of digits.
                #expect([" ", "[", "]"].contains(frame[column + 1, row].text), "gap after \(point)")
                guard harness.board.mark(at: point) == .covered, let chance = odds.mineChance(at: point) else { continue }
                #expect(frame[column, row].text == MinesOddsScale.compactGlyph(for: chance), "cell \(point)")
                shown += 1
            }
        }
        #expect(shown > 0)
        let legend = Self.lines(harness)[size.rows - 1]
        for mark in ["0 safe", "!", "-", "=", "+"] { #expect(legend.contains(mark), "legend: \(legend)") }
        // The cursor shows over the odds: reversed, bracketed.
        let cursor = harness.screen.cursor
        #expect(frame[layout.column(ofCell: cursor.x), layout.row(ofCell: cursor.y)].style.reverse)
        #expect(frame[layout.column(ofCell: cursor.x) - 1, layout.row(ofCell: cursor.y)].text == "[")
    }

    @Test func onAZoomedBoardTheLegendExplainsBangBangAndUnderOne() throws {
        let mode = MinesMode.classic(.beginner), size = ScreenSize(columns: 80, rows: 24)
        var harness = MinesScreenHarness(mode: mode, seed: try Self.seed(mode, size: size),
                                         settings: MinesSettings(style: .random), size: size)
        harness.press(.char(" "), .char("o"))
        #expect(harness.layout.zoom > 1)
        let legend = Self.lines(harness)[size.rows - 1]
        #expect(legend.contains("!! sure mine"))
        #expect(legend.contains("<1 under 1%"))
    }

    @Test func everyLegendNamesEveryMarkOfItsScale() {
        for legend in MinesOddsScale.legends(compact: true) {
            for mark in ["0 safe", "-", "=", "+", "!"] { #expect(legend.contains(mark), "\(legend)") }
        }
        for legend in MinesOddsScale.legends(compact: false) {
            #expect(legend.contains("!! sure mine") && legend.contains("<1 under 1%"), "\(legend)")
        }
        #expect(DisplayWidth.of(MinesOddsScale.legend(compact: true, columns: 58)) <= 58)
    }

    @Test func theCompactScaleRisesWithTheChanceAndNeverSaysSafeForARisk() {
        #expect(MinesOddsScale.compactGlyph(for: 0) == "0")
        #expect(MinesOddsScale.compactGlyph(for: 0.001) == "-")
        #expect(MinesOddsScale.compactGlyph(for: 0.3) == "=")
        #expect(MinesOddsScale.compactGlyph(for: 0.999) == "+")
        #expect(MinesOddsScale.compactGlyph(for: 1) == "!")
    }

    @Test func theStatusLineGivesTheCursorCellsOddsShownOrHidden() throws {
        let mode = MinesMode.classic(.intermediate), size = ScreenSize(columns: 80, rows: 24)
        var harness = MinesScreenHarness(mode: mode, seed: try Self.seed(mode, size: size),
                                         settings: MinesSettings(style: .random), size: size)
        harness.press(.char(" "))
        let odds = MinesSolver.odds(for: harness.board.playerView)
        let covered = try #require((0..<(16 * 16)).map { Point(x: $0 % 16, y: $0 / 16) }.first {
            harness.board.mark(at: $0) == .covered && odds.mineChance(at: $0) != nil
        })
        harness.go(to: covered)
        let chance = try #require(odds.mineChance(at: covered))
        let expected = ["\(covered.x + 1),\(covered.y + 1)", MinesPlayScreen.percentText(chance)]
        func tail(_ harness: MinesScreenHarness) -> [String] {
            // The row is padded to its widest within the field (" 1, 1"): read as "1,1".
            Self.lines(harness)[1].replacingOccurrences(of: ", ", with: ",").split(separator: " ").suffix(2).map(String.init)
        }
        #expect(tail(harness) != expected, "no odds before o")
        harness.press(.char("o"))
        #expect(tail(harness) == expected)
        harness.press(.char("o"))
        #expect(!harness.screen.showsOdds)
        #expect(tail(harness) == expected, "hidden, the status line keeps the cursor's odds")
        #expect(harness.screen.session.hintsUsed == 1)
        harness.press(.char("o"))
        #expect(harness.screen.showsOdds, "o shows the same odds again")
        #expect(harness.screen.session.hintsUsed == 1, "without another hint")
    }
}
