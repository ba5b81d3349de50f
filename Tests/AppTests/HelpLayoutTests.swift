@testable import Shell
@testable import TilesUI
@testable import MinesUI
import Foundation
import Terminal
import Testing
@testable import UITestSupport

/// The help pages' two-column key tables: keys and actions apart, actions lined up and kept
/// clear of the rules beside them, at the smallest and a larger size, in both glyph sets.
@Suite struct HelpLayoutTests {
    static let sizes = [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 100, rows: 30)]

    /// Every page, by its id (Clearfield's games' pages, in order).
    static let topicIDs = AppEnvironment.clearfieldGames.flatMap(\.helpTopics).map(\.id)

    static func tables(_ topic: String, questionMarks: Bool) -> [(String, String)] {
        switch topic {
        case "tiles": HelpScreen.generalKeys + TilesHelp.tilesKeys
        case "mines": MinesHelp.minesKeys(questionMarks: questionMarks)
        default: []
        }
    }

    static func rulesHeading(_ topic: String) -> String? {
        switch topic {
        case "tiles": "Tiles: the rules"
        case "mines": "Mines: the rules"
        default: nil
        }
    }

    /// The page `id` as a game with the question-mark setting `questionMarks` opens it.
    static func page(_ id: String, questionMarks: Bool) -> HelpTopic {
        id == "mines" ? .mines(questionMarks: questionMarks) : AppEnvironment.clearfieldGames.flatMap(\.helpTopics).first { $0.id == id }!
    }

    @Test func everyGamesPagesAreChecked() {
        #expect(Self.topicIDs == ["tiles", "mines", "endless", "mines-records"])
    }

    @Test(arguments: topicIDs)
    func keysAndActionsStandApartAndStayInTheirColumn(topic: String) throws {
        for size in Self.sizes {
            for (glyphs, questionMarks) in [(GlyphSet.unicode, true), (GlyphSet.ascii, true), (GlyphSet.unicode, false)] {
                let frame = HelpScreen(topic: Self.page(topic, questionMarks: questionMarks))
                    .frame(Fixtures.context(Fixtures.environment(), size: size, glyphs: glyphs))
                let lines = frame.lines.map { Array($0.padding(toLength: size.columns, withPad: " ", startingAt: 0)) }
                let label = "\(topic) at \(size.columns)×\(size.rows), \(glyphs.isASCII ? "ASCII" : "Unicode")"
                #expect(frame.lines[size.rows - 1].contains("Esc back"), "the key hints are not overwritten: \(label)")
                #expect(!frame.text.contains(glyphs.ellipsis), "nothing is cut short: \(label)")
                guard let heading = Self.rulesHeading(topic) else { continue }
                let headingRow = try #require(frame.row(containing: heading))
                let rulesColumn = try #require(frame.column(of: heading, row: headingRow))
                for (row, line) in lines.enumerated() where row >= headingRow && row < size.rows - 1 {
                    #expect(line[(rulesColumn - 2)..<rulesColumn].allSatisfy { $0 == " " },
                            "two blank columns before the rules on row \(row): \(label)")
                }
                var actionColumns: Set<Int> = []
                var keyColumns: Set<Int> = []
                for (key, action) in Self.tables(topic, questionMarks: questionMarks) {
                    let shown = glyphs.safe(key.replacingOccurrences(of: "arrows", with: glyphs.arrows))
                    let firstWord = String(action.split(separator: " ")[0])
                    let row = try #require(lines.indices.first { row in
                        let text = String(lines[row][..<rulesColumn])
                        guard let keyRange = text.range(of: shown + "  ") else { return false }
                        return text[keyRange.upperBound...].trimmingCharacters(in: .whitespaces).hasPrefix(firstWord)
                    }, "\(key) and \(action) on one row with two spaces or more between: \(label)")
                    let left = String(lines[row][..<rulesColumn])
                    let keyColumn = try #require(frame.column(of: shown, row: row))
                    let actionColumn = keyColumn + shown.count
                        + left.dropFirst(keyColumn + shown.count).prefix { $0 == " " }.count
                    keyColumns.insert(keyColumn)
                    actionColumns.insert(actionColumn)
                    // The action, wrapped or not, reads whole within its column.
                    var collected = ""
                    var next = row
                    while next < size.rows - 1, collected.count < action.count {
                        let piece = String(lines[next][actionColumn..<(rulesColumn - 2)]).trimmingCharacters(in: .whitespaces)
                        #expect(next == row || lines[next][..<actionColumn].allSatisfy { $0 == " " },
                                "a wrapped action leaves the key column empty: \(label)")
                        collected += (collected.isEmpty ? "" : " ") + piece
                        next += 1
                    }
                    #expect(collected == glyphs.safe(action), "\(action) in its column: \(label)")
                }
                #expect(keyColumns.count == 1, "keys line up: \(label)")
                #expect(actionColumns.count == 1, "actions line up: \(label)")
            }
        }
    }
}
