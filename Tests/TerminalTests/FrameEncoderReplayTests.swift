import PropertyBased
import Testing
@testable import Terminal
import TerminalTestSupport

/// The key correctness check of the output layer: the bytes `FrameEncoder` writes, played
/// through a tiny terminal (`VTScreen`), turn the screen of the previous frame into the current
/// one, for random frames, and the state the encoder tracks is where that terminal really is.
@Suite struct FrameEncoderReplayTests {
    static let size = ScreenSize(columns: 12, rows: 5)
    static let texts = ["a", "漢", "bc", "字x", "é", "■", "·", "ab漢cd", " ", "ＡＢ", "[", "]", "   "]
    static let styles: [TextStyle] = [
        .plain, .bold, .reverse, .dim, TextStyle(underline: true), TextStyle(foreground: .blue, bold: true),
        TextStyle(foreground: .red, background: .yellow), TextStyle(background: .green, reverse: true),
        TextStyle(foreground: .cyan, bold: true, reverse: true, dim: true),
    ]

    static let operation = zip(Gen.int(in: 0...(texts.count)), Gen.int(in: -2...12), Gen.int(in: 0...4),
                               Gen.int(in: 0...(styles.count - 1)))
    static let frame = zip(operation.array(of: 0...14), Gen.int(in: -1...12), Gen.int(in: 0...4), Gen.int(in: 0...4))
        .map { operations, cursorColumn, cursorRow, sizeChoice -> FrameBuffer in
            // Mostly the same size (a diff); now and then another (a full repaint).
            let size = sizeChoice == 0 ? ScreenSize(columns: 10, rows: 4) : FrameEncoderReplayTests.size
            var frame = FrameBuffer(size: size)
            for (text, column, row, style) in operations {
                if text == texts.count {
                    frame.fill(column: column, row: row, columns: 4, rows: 2, style: styles[style])
                } else {
                    frame.put(texts[text], column: column, row: row, style: styles[style])
                }
            }
            frame.cursor = cursorColumn < 0 ? nil : ScreenPosition(column: min(cursorColumn, size.columns - 1),
                                                                   row: min(cursorRow, size.rows - 1))
            return frame
        }

    @Test func replayingTheBytesDrawsEachFrame() async {
        await propertyCheck(input: Self.frame.array(of: 1...6), Gen.bool()) { frames, fewerSequences in
            let dialect = TerminalDialect(colors: true, unicode: true, columnAddress: !fewerSequences,
                                          rowAddress: !fewerSequences, saveRestore: !fewerSequences)
            let encoder = FrameEncoder(dialect: dialect)
            var screen = VTScreen(size: Self.size)
            var state = TerminalState.unknown
            var previous: FrameBuffer?
            for frame in frames {
                screen.feed(encoder.encode(from: previous, to: frame, screen: Self.size, state: &state))
                previous = frame
                screen.expectShows(frame)
                #expect(screen.unknown.isEmpty)
                #expect(!screen.scrolled)
                if let cursor = state.cursor { #expect(cursor == screen.cursor) }
                if let rendition = state.rendition { #expect(rendition == screen.rendition) }
                #expect(state.cursorVisible == screen.cursorVisible)
                if let cursor = frame.cursor {
                    #expect(screen.cursor == cursor)
                    #expect(screen.cursorVisible)
                } else {
                    #expect(!screen.cursorVisible)
                }
            }
        }
    }
}
