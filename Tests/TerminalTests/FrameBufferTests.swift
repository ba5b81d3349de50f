import PropertyBased
import Testing
@testable import Terminal

@Suite struct FrameBufferTests {
    @Test func wideCharacterTakesTwoCellsAndTheTextReadsBack() {
        var frame = FrameBuffer(size: ScreenSize(columns: 8, rows: 1))
        let next = frame.put("a漢b", column: 1, row: 0)
        #expect(next == 5)
        #expect(frame[2, 0].text == "漢")
        #expect(frame[3, 0].isContinuation)
        #expect(frame[4, 0].text == "b")
        #expect(frame.text == " a漢b")
    }

    @Test func textIsClippedAtEveryEdge() {
        var frame = FrameBuffer(size: ScreenSize(columns: 4, rows: 2))
        frame.put("abcdef", column: 2, row: 0)
        frame.put("xyz", column: -2, row: 1)
        frame.put("hidden", column: 0, row: 2)
        frame.put("hidden", column: 0, row: -1)
        #expect(frame.text == "  ab\nz")
    }

    @Test func wideCharacterCutByAnEdgeLeavesABlank() {
        var frame = FrameBuffer(size: ScreenSize(columns: 3, rows: 2))
        frame.put("xxx", column: 0, row: 0)
        frame.put("ab漢", column: 0, row: 0)
        #expect(frame.text.split(separator: "\n").first == "ab")
        #expect(frame[2, 0] == FrameCell(text: " "))
        frame.put("xxx", column: 0, row: 1)
        frame.put("漢z", column: -1, row: 1)
        #expect(frame[0, 1] == FrameCell(text: " "))
        #expect(frame[1, 1].text == "z")
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var frame = FrameBuffer(size: ScreenSize(columns: 6, rows: 1))
        frame.put("漢字", column: 0, row: 0)
        frame.put("x", column: 1, row: 0)  // right half of 漢
        frame.put("y", column: 2, row: 0)  // left half of 字
        #expect(frame.text == " xy")
        #expect(!frame[3, 0].isContinuation)
    }

    @Test func fillOutsideTheFrameIsHarmless() {
        var frame = FrameBuffer(size: ScreenSize(columns: 4, rows: 3))
        frame.put("abcd", column: 0, row: 0)
        frame.fill(column: 0, row: 5, columns: 4, rows: 2)
        frame.fill(column: 6, row: 0, columns: 2, rows: 2)
        frame.fill(column: 0, row: 0, columns: -3, rows: 2)
        frame.fill(column: -2, row: -2, columns: 4, rows: 3, style: .reverse)
        #expect(frame.text == "  cd\n\n")
        #expect(frame[1, 0].style == .reverse)
        #expect(frame[2, 0].style == .plain)
    }

    @Test func noSequenceOfWritesLeavesHalfACharacter() async {
        await propertyCheck(input: FrameOperations.generator) { operations in
            var frame = FrameBuffer(size: FrameOperations.size)
            for operation in operations { operation.apply(to: &frame) }
            for row in 0..<frame.size.rows {
                for column in 0..<frame.size.columns {
                    let cell = frame[column, row]
                    if cell.isContinuation {
                        #expect(column > 0 && DisplayWidth.of(frame[column - 1, row].text) == 2)
                    } else if DisplayWidth.of(cell.text) == 2 {
                        #expect(column + 1 < frame.size.columns && frame[column + 1, row].isContinuation)
                    }
                }
            }
        }
    }
}

/// Random writes into a small frame, for property tests of the buffer and the diff.
enum FrameOperation: Sendable {
    case put(text: String, column: Int, row: Int, bold: Bool)
    case fill(column: Int, row: Int, columns: Int, rows: Int)

    func apply(to frame: inout FrameBuffer) {
        switch self {
        case .put(let text, let column, let row, let bold):
            frame.put(text, column: column, row: row, style: bold ? .bold : .plain)
        case .fill(let column, let row, let columns, let rows):
            frame.fill(column: column, row: row, columns: columns, rows: rows, style: .reverse)
        }
    }
}

enum FrameOperations {
    static let size = ScreenSize(columns: 9, rows: 4)
    static let texts = ["a", "漢", "bc", "字x", "é", "▶", "ab漢cd", " ", "ＡＢ"]

    static let operation = zip(Gen.int(in: 0...9), Gen.int(in: -3...10), Gen.int(in: -1...4), Gen.bool())
        .map { choice, column, row, flag -> FrameOperation in
            choice < texts.count
                ? .put(text: texts[choice], column: column, row: row, bold: flag)
                : .fill(column: column, row: row, columns: 3, rows: flag ? 1 : 2)
        }

    static let generator = operation.array(of: 0...25)
}

/// Text drawn into a frame never carries a control character to the terminal.
@Suite struct FrameBufferSafeTextTests {
    @Test func controlCharactersInDrawnTextAreDropped() {
        var frame = FrameBuffer(size: ScreenSize(columns: 20, rows: 1))
        frame.put("a\u{1B}[2J\u{9B}1m\u{202E}b\u{7}", column: 0, row: 0)
        #expect(frame.text == "a[2J1mb")
    }
}
