@testable import Shell
import Foundation
import Terminal
import Testing
@testable import UITestSupport

/// The pieces every list and footer shares: which part of a list shows and its marks, and
/// which key hints a line keeps.
@Suite struct ScrollAndHintTests {
    @Test func aWindowStaysInsideItsListAndCountsFromOne() {
        let window = ScrollWindow(first: 20, visible: 24, total: 44)
        #expect(window.rangeText(glyphs: .unicode) == "21–44 of 44")
        #expect(window.rangeText(glyphs: .ascii) == "21-44 of 44")
        #expect(window.moreAbove && !window.moreBelow && window.scrolls)
        #expect(ScrollWindow(first: 40, visible: 24, total: 44).first == 20, "never past the end")
        #expect(ScrollWindow(first: -3, visible: 24, total: 44).first == 0)
        let short = ScrollWindow(first: 5, visible: 24, total: 10)
        #expect(short.first == 0 && short.shownCount == 10 && !short.scrolls && !short.moreAbove && !short.moreBelow)
    }

    /// Every window over lists of up to 60 items (all starts, all heights): checked whole rather
    /// than sampled, the domain being small.
    @Test func windowsOfAnyListAgreeWithTheirMarks() {
        for total in 0...60 {
            for visible in 0...25 {
                for first in -3...65 {
                    let window = ScrollWindow(first: first, visible: visible, total: total)
                    let ok = window.first >= 0 && window.first + window.shownCount <= total
                        && window.shownCount == min(max(1, visible), total - window.first)
                        && window.moreAbove == (window.first > 0)
                        && window.moreBelow == (window.first + window.shownCount < total)
                        && window.scrolls == (total > max(1, visible))
                        && (!window.scrolls || window.shownCount == max(1, visible))
                    if !ok { Issue.record("first \(first), visible \(visible), total \(total): \(window)"); return }
                }
            }
        }
    }

    @Test func marksAreDrawnOnlyWhenTheListScrolls() {
        let placement = ScrollWindow.Placement(markColumn: 19, firstRow: 2, lastRow: 5, rangeRow: 0, rangeEnd: 20)
        var frame = FrameBuffer(size: ScreenSize(columns: 20, rows: 6))
        ScrollWindow(first: 0, visible: 4, total: 4).drawMarks(into: &frame, at: placement, theme: .color, glyphs: .unicode)
        #expect(frame.text.allSatisfy { $0.isWhitespace })
        ScrollWindow(first: 3, visible: 4, total: 9).drawMarks(into: &frame, at: placement, theme: .color, glyphs: .unicode)
        #expect(frame.lines[0].hasSuffix("4–7 of 9") && frame.lines[2].hasSuffix("▲") && frame.lines[5].hasSuffix("▼"))
    }

    static let sampleHints: [(key: String, action: String)] = [
        ("Enter", "remove"), ("u/r", "undo/redo"), ("R", "restart"), ("H", "hint"), ("p", "pause"), ("?", "help"),
        ("q", "quit"),
    ]

    @Test func narrowLinesDropMiddleHintsAndKeepTheFirstHelpAndTheWayBack() {
        let shown = KeyHintLine.fitting(Self.sampleHints, width: 60).map(\.key)
        #expect(shown == ["Enter", "u/r", "R", "?", "q"])
        #expect(KeyHintLine.fitting(Self.sampleHints, width: 80).count == Self.sampleHints.count)
        var frame = FrameBuffer(size: ScreenSize(columns: 60, rows: 1))
        frame.putKeyHints(Self.sampleHints, row: 0, theme: .color, glyphs: .unicode)
        #expect(frame.lines[0].trimmingCharacters(in: .whitespaces) == "Enter remove  u/r undo/redo  R restart  ? help  q quit")
    }

    /// Lines of 3 to 9 hints of growing widths, at every width from 0 to 120.
    @Test func hintsThatFitAreKeptInOrderAndTheFirstAndLastTwoAlways() {
        for count in 3...9 {
            let hints = (0..<count).map { (key: "k\($0)", action: String(repeating: "x", count: 2 * $0 + 1)) }
            for width in 0...120 {
                let keys = KeyHintLine.fitting(hints, width: width).map(\.key)
                let ok = keys.first == hints.first?.key && Array(keys.suffix(2)) == hints.suffix(2).map(\.key)
                    && keys == hints.map(\.key).filter(keys.contains)
                    && (KeyHintLine.width(KeyHintLine.fitting(hints, width: width)) <= width || keys.count == 3)
                    && (KeyHintLine.width(hints) > width || keys.count == count)
                if !ok { Issue.record("\(count) hints at \(width): \(keys)"); return }
            }
        }
    }

    @Test func hintsClearTheirRowFirst() {
        var frame = FrameBuffer(size: ScreenSize(columns: 40, rows: 1))
        frame.put(String(repeating: "#", count: 40), column: 0, row: 0)
        frame.putKeyHints([("Esc", "back")], row: 0, theme: .color, glyphs: .unicode)
        #expect(frame.lines[0] == String(repeating: " ", count: 16) + "Esc back")
    }
}
