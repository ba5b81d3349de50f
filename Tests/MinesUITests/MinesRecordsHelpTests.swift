@testable import Shell
@testable import MinesUI
import Foundation
import Mines
import Terminal
import Testing
@testable import UITestSupport

/// The custom boards' 3BV floor is stated in the game's own help (issue 22), on a page that fits
/// an 80×24 screen without scrolling and reads whole at 60×20.
@Suite struct MinesRecordsHelpTests {
    /// The text of every Mines help page as a game opens the help, at `width` columns, each of
    /// its two columns read down on its own (at 60 columns they are stacked already).
    static func joinedText(width: Int) -> String {
        let context = Fixtures.context(Fixtures.environment(), size: ScreenSize(columns: width, rows: 24))
        return MinesFrontEnd().helpTopics.map { topic in
            let lines = HelpPage(HelpScreen(topic: topic), width: width, context: context).lines.lines
            let split = width < 80 ? [0..<Int.max] : [0..<topic.splitColumn, topic.splitColumn..<Int.max]
            return split.map { columns in
                lines.map { line -> String in
                    let characters = Array(line)
                    let start = min(columns.lowerBound, characters.count), end = min(columns.upperBound, characters.count)
                    return String(characters[start..<end]).trimmingCharacters(in: .whitespaces)
                }.filter { !$0.isEmpty }.joined(separator: " ")
            }.joined(separator: " ")
        }.joined(separator: " ")
    }

    @Test(arguments: [80, 60])
    func theFloorIsStatedInTheMinesHelp(width: Int) {
        let text = Self.joinedText(width: width)
        #expect(text.contains(ThreeBVFloor.explanation), "at \(width) columns: \(text)")
        #expect(text.contains("2 under 256 cells, 30 under 480, else 100"))
    }

    @Test func thePageFitsAt80x24AndReadsWholeAt60x20() throws {
        let wide = Fixtures.context(Fixtures.environment(), size: ScreenSize(columns: 80, rows: 24))
        let frame = HelpScreen(topic: .minesRecords).frame(wide)
        #expect(frame.lines[23].contains("Esc back") && !frame.lines[23].contains("scroll"), "no scrolling at 80×24")
        #expect(!frame.text.contains("…"))
        #expect(frame.text.contains("Too easy to count") && frame.text.contains("Best times"))

        let narrow = Fixtures.context(Fixtures.environment(), size: ScreenSize(columns: 60, rows: 20))
        var screen = HelpScreen(topic: .minesRecords)
        for _ in 0..<20 {
            let shown = screen.frame(narrow)
            #expect(!shown.text.contains("…"), "nothing cut at 60×20")
            #expect(shown.lines.allSatisfy { DisplayWidth.of($0) <= 60 })
            _ = screen.handle(.key(.down), context: narrow)
        }
        // The Mines page itself still fits at 80×24 (the floor is not added to its rules).
        let mines = HelpScreen(topic: .mines).frame(wide)
        #expect(!mines.lines[23].contains("scroll"))
    }
}
