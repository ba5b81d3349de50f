@testable import Shell
@testable import MinesUI
import GameCore
import Mines
import Terminal
import Testing
@testable import UITestSupport

/// The odds overlay (`o`, issue 24): each covered cell's chance of a mine over the board, in
/// colour and in ASCII, the least risky cell picked out; a hint, counted.
@Suite struct MinesOddsOverlayTests {
    /// A classic beginner seed whose first reveal at the centre leaves nothing provable.
    private static func stuckSeed() throws -> UInt64 { try beginnerSeedStuckAfterTheFirstReveal() }

    private static func label(at point: Point, in harness: MinesScreenHarness) -> (text: String, styles: [TextStyle]) {
        let layout = harness.layout, frame = harness.frame
        let column = layout.column(ofCell: point.x), row = layout.row(ofCell: point.y)
        return (frame[column - 1, row].text + frame[column, row].text, [frame[column - 1, row].style, frame[column, row].style])
    }

    @Test func labelsAreTwoColumnsAndNeverRoundToACertainty() {
        #expect(MinesOddsOverlay.label(for: 0) == " 0")
        #expect(MinesOddsOverlay.label(for: 0.004) == "<1")
        #expect(MinesOddsOverlay.label(for: 0.07) == " 7")
        #expect(MinesOddsOverlay.label(for: 0.5) == "50")
        #expect(MinesOddsOverlay.label(for: 0.998) == "99")
        #expect(MinesOddsOverlay.label(for: 1) == "!!")
    }

    @Test(arguments: [(GlyphSet.unicode, Theme.color), (.ascii, .monochrome)])
    func oTogglesThePercentagesOverTheCoveredCells(glyphs: GlyphSet, theme: Theme) throws {
        var harness = MinesScreenHarness(seed: try Self.stuckSeed(), settings: MinesSettings(style: .random),
                                         glyphs: glyphs, theme: theme)
        harness.press(.char(" "))
        let covered = harness.frame
        let odds = MinesSolver.odds(for: harness.board.playerView)
        #expect(odds.isExact)
        harness.press(.char("o"))
        #expect(harness.screen.session.hintsUsed == 1, "the odds are a hint")
        // The cell picked out is the hint's choice (issue 32), named with its chance.
        let leastRisky = try #require(MinesMoveChooser.advice(for: harness.board.visible, near: Point(x: 4, y: 4))?.point)
        let chance = try #require(odds.mineChance(at: leastRisky))
        #expect(harness.text.contains("Odds of a mine, in %: "))
        #expect(harness.text.contains(" \(leastRisky.x + 1),\(leastRisky.y + 1) at \(MinesPlayScreen.percentText(chance))"))
        var shown = 0
        for y in 0..<9 {
            for x in 0..<9 {
                let point = Point(x: x, y: y)
                let drawn = Self.label(at: point, in: harness)
                guard let chance = odds.mineChance(at: point) else {
                    #expect(!drawn.text.contains("!!"), "no odds on a revealed cell")
                    continue
                }
                #expect(drawn.text == MinesOddsOverlay.label(for: chance), "cell \(point)")
                #expect(drawn.text.allSatisfy { $0.isASCII })
                let style = drawn.styles[1]
                #expect(style.underline == (point == leastRisky), "only the least risky cell is picked out")
                if theme.usesColor {
                    let expected: TerminalColor = chance < 0.2 ? .green : chance < 0.5 ? .yellow : .red
                    #expect(style.foreground == expected)
                } else {
                    #expect(style.foreground == nil)
                }
                shown += 1
            }
        }
        #expect(shown > 0)
        // o again: the board as it was, the message saying so; no second hint counted.
        harness.press(.char("o"))
        // (The status line counts the hint; the message and key lines change.)
        let rows = harness.context.size.rows, columns = harness.context.size.columns
        #expect(harness.frame.cells.enumerated().allSatisfy { index, cell in
            index / columns < 2 || index / columns >= rows - 2 || cell == covered.cells[index]
        })
        #expect(harness.text.contains("Odds hidden"))
        #expect(harness.screen.session.hintsUsed == 1)
    }

    @Test func aMoveRetiresTheOverlay() throws {
        var harness = MinesScreenHarness(seed: try Self.stuckSeed(), settings: MinesSettings(style: .random))
        harness.press(.char(" "), .char("o"))
        let target = try #require(MinesMoveChooser.advice(for: harness.board.visible, near: Point(x: 4, y: 4))?.point)
        let other = try #require((0..<81).map { Point(x: $0 % 9, y: $0 / 9) }.first {
            $0 != target && harness.board.mark(at: $0) == .covered
        })
        harness.go(to: other)
        harness.press(.char("f"))
        // The flag changes no number, but the view the odds belong to is what the player sees:
        // a reveal elsewhere would change it; a flag keeps the overlay (flags prove nothing).
        #expect(Self.label(at: target, in: harness).styles[1].underline)
        harness.go(to: target)
        harness.press(.char("f"), .char("f"))
        let safeCell = try #require((0..<81).map { Point(x: $0 % 9, y: $0 / 9) }.first {
            harness.board.mark(at: $0) == .covered && harness.board.layout?.isMine(at: $0) == false
        })
        harness.go(to: safeCell)
        harness.press(.char(" "))
        if harness.board.outcome == .playing {
            #expect(!(0..<81).contains { Self.label(at: Point(x: $0 % 9, y: $0 / 9), in: harness).styles[1].underline })
        }
    }

    @Test func theHelpRulesMentionTheOddsKey() {
        #expect(MinesHelp.minesRules.contains { $0.contains("o the odds") })
    }
}
