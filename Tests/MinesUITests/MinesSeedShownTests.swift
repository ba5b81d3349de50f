@testable import Shell
import Foundation
import Mines
import Terminal
import Testing
@testable import UITestSupport

/// The seed is always on the Mines status line (issue 22): at 80×24 on a random board and at
/// 60×20 on every board; the rest of the line is shortened first, the cursor's cell stays last.
@Suite struct MinesSeedShownTests {
    static let modes: [MinesMode] = [.classic(.beginner), .classic(.intermediate), .classic(.expert), .endless,
                                     .custom(try! MinesParams(width: 100, height: 100, mines: 999))]

    static func statusLine(_ mode: MinesMode, style: MinesGenerationStyle, seed: UInt64, size: ScreenSize,
                           glyphs: GlyphSet = .unicode) -> String {
        var harness = MinesScreenHarness(mode: mode, seed: seed, settings: MinesSettings(style: style), size: size,
                                         glyphs: glyphs)
        harness.press(.char(" "))
        return harness.frame.lines[1]
    }

    @Test(arguments: [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 60, rows: 20)])
    func theSeedAndTheCursorsCellShowOnEveryBoard(size: ScreenSize) {
        for mode in Self.modes {
            for style in [MinesGenerationStyle.noGuess, .random] {
                for seed: UInt64 in [42, 999_999_999] {
                    for glyphs in [GlyphSet.unicode, .ascii] {
                        let line = Self.statusLine(mode, style: style, seed: seed, size: size, glyphs: glyphs)
                        let label = "\(mode.title), \(style), seed \(seed), \(size.columns)×\(size.rows): \(line)"
                        #expect(line.contains("Seed \(seed)"), "\(label)")
                        #expect(!line.contains(glyphs.ellipsis), "nothing cut: \(label)")
                        // The cursor's cell last at every size (issue 31), whole board or not; the row
                        // padded to its widest (" 8, 8" on a 16×16 board).
                        #expect(line.range(of: #"Seed \d+ +\d+, *\d+$"#, options: .regularExpression) != nil,
                                "the cursor's cell last: \(label)")
                        #expect(line.hasPrefix(" Mines left") || line.hasPrefix(" Left"), "\(label)")
                    }
                }
            }
        }
    }

    @Test func theIssuesRandomBoardAt80ColumnsKeepsItsWords() {
        let line = Self.statusLine(.classic(.beginner), style: .random, seed: 123_456_789,
                                   size: ScreenSize(columns: 80, rows: 24))
        #expect(line.contains("Seed 123456789"), "\(line)")
        #expect(line.contains("Mines left 10") && line.contains("Hints 0") && line.contains("9×9"), "\(line)")
    }

    @Test func aSeedTypedByHandAsLongAsTheyGoStillShowsAt60Columns() {
        let line = Self.statusLine(.classic(.expert), style: .random, seed: UInt64.max,
                                   size: ScreenSize(columns: 60, rows: 20))
        #expect(line.contains("Seed \(UInt64.max)"), "\(line)")
    }
}
