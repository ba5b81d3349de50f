import Testing
@testable import Terminal
import TerminalTestSupport

/// Exact bytes of `FrameEncoder` for the moves that matter (issue 31's footprint) and the rules
/// it keeps: attributes by their smallest change, tracked across frames, wide glyphs whole,
/// clipping, full repaints.
@Suite struct FrameEncoderTests {
    static let escape = "\u{1B}"
    let encoder = FrameEncoder(dialect: TerminalDialect(colors: true, unicode: true))

    /// A Mines expert board as the game draws it: covered cells two columns apart from column 20,
    /// the cursor's cell reversed between brackets, its column,row on the status line.
    static func board(cursorColumn: Int, cursorRow: Int) -> FrameBuffer {
        var frame = FrameBuffer(size: ScreenSize(columns: 100, rows: 30))
        frame.put("Mines · Expert", column: 0, row: 0, style: .bold)
        frame.put(String(format: "%2d,%2d", cursorColumn + 1, cursorRow + 1), column: 94, row: 1)
        for row in 0..<16 {
            for column in 0..<30 {
                frame.put("■", column: 20 + 2 * column, row: 4 + row,
                          style: column == cursorColumn && row == cursorRow ? .reverse : .plain)
            }
        }
        let x = 20 + 2 * cursorColumn
        frame.put("[", column: x - 1, row: 4 + cursorRow)
        frame.put("]", column: x + 1, row: 4 + cursorRow)
        frame.cursor = ScreenPosition(column: x, row: 4 + cursorRow)
        return frame
    }

    func encode(_ previous: FrameBuffer?, _ frame: FrameBuffer, _ state: inout TerminalState,
                screen: ScreenSize = ScreenSize(columns: 100, rows: 30)) -> String {
        String(decoding: encoder.encode(from: previous, to: frame, screen: screen, state: &state), as: UTF8.self)
    }

    /// The state after a frame was drawn: the cursor on the frame's, plain, shown.
    func settled(on frame: FrameBuffer) -> TerminalState {
        TerminalState(cursor: frame.cursor, rendition: .plain, cursorVisible: true)
    }

    /// The footprint script's path (right 8, down 4, left 8, up 4, twice) on the covered board,
    /// each move's bytes played through `VTScreen` too.
    func walk() -> [(move: String, bytes: String)] {
        var cursor = (column: 6, row: 5)
        var frame = Self.board(cursorColumn: cursor.column, cursorRow: cursor.row)
        var state = TerminalState.unknown
        var screen = VTScreen(size: frame.size)
        screen.feed(encoder.encode(from: nil, to: frame, screen: frame.size, state: &state))
        var moves: [(String, String)] = []
        for step in 0..<48 {
            let phase = step % 24
            let move = phase < 8 ? "right" : phase < 12 ? "down" : phase < 20 ? "left" : "up"
            switch move {
            case "right": cursor.column += 1
            case "down": cursor.row += 1
            case "left": cursor.column -= 1
            default: cursor.row -= 1
            }
            let next = Self.board(cursorColumn: cursor.column, cursorRow: cursor.row)
            let bytes = encoder.encode(from: frame, to: next, screen: next.size, state: &state)
            screen.feed(bytes)
            screen.expectShows(next)
            #expect(screen.cursor == next.cursor)
            frame = next
            moves.append((move, String(decoding: bytes, as: UTF8.self)))
        }
        return moves
    }

    @Test func theFootprintPathCostsUnderHalfOfFreesweepsMedian() {
        let moves = walk()
        let counts = moves.map(\.bytes.utf8.count).sorted()
        let median = Double(counts[23] + counts[24]) / 2
        // freesweep measured 63–70 bytes a move on this path (docs/PERFORMANCE.md).
        #expect(median <= 31, "\(moves.map { "\($0.move) \($0.bytes.utf8.count) \($0.bytes.debugDescription)" })")
    }

    @Test func aMoveRightLeavesTheReverseOnForRestoreCursorToEnd() {
        let moves = walk()
        // The second move right (cell 7 to 8: columns 34 to 36, row 9): back onto the old left
        // bracket, the old cell plain, the new left bracket, the new cell reversed by `\e[7m`
        // alone and left so; restore cursor (to the status line's column digit, saved there on
        // the first move) brings back the plain rendition on the way, the digit 9, then a jump
        // to the right bracket's column 37 (`\e[10;38H`), the bracket, and two backspaces onto
        // the cell: 27 bytes, where turning the reverse off (`\e[m`, 3) before the bracket and
        // jumping straight onto the cell took 28.
        #expect(moves[1].bytes == "\u{8} ■[\(Self.escape)[7m■\(Self.escape)8" + "9" + "\(Self.escape)[10;38H]\u{8}\u{8}")
    }

    @Test func aRunOfMovesDownParksTheSavedCursorOnTheRowDigit() {
        let moves = walk()
        // Move 9, the first down (row 6 to 7, at column 48): the old cell's brackets blanked and
        // its glyph plain; restore cursor to the column digit (column 95), the cells up to the
        // row's digit written again ("5, "), save cursor there (column 98), the 7; the jump to the
        // new left bracket, the new cell reversed, the right bracket, back onto the cell.
        #expect(moves[8].bytes == "\u{8} ■ \(Self.escape)85, \(Self.escape)77\(Self.escape)[11;48H[\(Self.escape)[7m■\(Self.escape)[m]\u{8}\u{8}")
        // The next moves down: restore cursor lands on the row's digit, 3 bytes in all.
        #expect(moves[9].bytes == "\u{8} ■ \(Self.escape)88\(Self.escape)[12;48H[\(Self.escape)[7m■\(Self.escape)[m]\u{8}\u{8}")
    }

    @Test func aFrameThatDoesNotMoveTheCursorKeepsTheSavedCursorOnTheStatusLine() {
        var state = TerminalState.unknown
        let start = Self.board(cursorColumn: 6, cursorRow: 5)
        let moved = Self.board(cursorColumn: 7, cursorRow: 5)
        _ = encode(nil, start, &state)
        _ = encode(start, moved, &state)
        let slot = state.saved
        #expect(slot?.position == ScreenPosition(column: 95, row: 1))
        // The clock's second in the header: a jump there, bold, the digit, then restore cursor
        // (which ends the bold: the next move does not pay `\e[m`) and a jump back onto the cell
        // (column 34, row 9). Saving the cursor on the way (for the clock) or around the digit
        // (`\e7`…`\e8`, shorter) would lose the slot the next move's digit needs.
        var ticked = moved
        ticked.put("4", column: 98, row: 0, style: .bold)
        #expect(encode(moved, ticked, &state)
                == "\(Self.escape)[1;99H\(Self.escape)[1m4\(Self.escape)8\(Self.escape)[10;35H")
        #expect(state.saved == slot)
        #expect(state.rendition == .plain)
    }

    @Test func reverseIsTurnedOnAndOffAloneNotThroughAFullReset() {
        var before = FrameBuffer(size: ScreenSize(columns: 10, rows: 1))
        before.put("abc", column: 0, row: 0, style: TextStyle(foreground: .blue, bold: true))
        var after = before
        after.put("b", column: 1, row: 0, style: TextStyle(foreground: .blue, bold: true, reverse: true))
        var state = TerminalState(cursor: ScreenPosition(column: 3, row: 0), rendition: Rendition(bold: true, foreground: .blue),
                                  cursorVisible: false)
        #expect(encode(before, after, &state) == "\u{8}\u{8}\(Self.escape)[7mb")
        var back = state
        #expect(encode(after, before, &back) == "\u{8}\(Self.escape)[27mb")
    }

    @Test func theRenditionCarriesFromOneFrameToTheNext() {
        let bold = TextStyle(bold: true)
        var first = FrameBuffer(size: ScreenSize(columns: 10, rows: 2))
        var state = TerminalState.unknown
        first.put("ab", column: 0, row: 0, style: bold)
        _ = encode(nil, first, &state)
        #expect(state.rendition == Rendition(bold: true))
        var second = first
        second.put("c", column: 2, row: 0, style: bold)
        // No SGR at all: the terminal is still bold from the frame before.
        #expect(encode(first, second, &state) == "c")
        var third = second
        third.put("d", column: 3, row: 0)
        #expect(encode(second, third, &state) == "\(Self.escape)[md")
    }

    @Test func aFullResetIsUsedOnlyWhenShorter() {
        let busy = Rendition(bold: true, underline: true, reverse: true, foreground: .red, background: .blue)
        #expect(Rendition.plain.sequence(from: busy) == "\(Self.escape)[m")
        #expect(Rendition(reverse: true).sequence(from: .plain) == "\(Self.escape)[7m")
        #expect(Rendition.plain.sequence(from: Rendition(reverse: true)) == "\(Self.escape)[m")
        #expect(Rendition(bold: true).sequence(from: Rendition(bold: true, dim: true)) == "\(Self.escape)[0;1m")
        #expect(Rendition(bold: true, foreground: .red).sequence(from: Rendition(bold: true, dim: true, foreground: .red)) == "\(Self.escape)[22;1m")
        #expect(Rendition(foreground: .green).sequence(from: nil) == "\(Self.escape)[0;32m")
        #expect(Rendition(foreground: .green).sequence(from: Rendition(foreground: .green)) == "")
    }

    @Test func aWideGlyphIsWrittenWholeWhenHalfOfItChanges() {
        var before = FrameBuffer(size: ScreenSize(columns: 8, rows: 1))
        before.put("a漢b", column: 0, row: 0)
        var after = before
        after.put("x", column: 2, row: 0)  // over the right half: the left half becomes a blank
        var state = TerminalState(cursor: ScreenPosition(column: 0, row: 0), rendition: .plain, cursorVisible: false)
        #expect(encode(before, after, &state, screen: ScreenSize(columns: 8, rows: 1)) == "a x")
        var back = state
        #expect(encode(after, before, &back, screen: ScreenSize(columns: 8, rows: 1)) == "\u{8}\u{8}漢")
    }

    @Test func aFrameLargerThanTheScreenIsClipped() {
        var frame = FrameBuffer(size: ScreenSize(columns: 10, rows: 3))
        frame.put("abcde漢fg", column: 0, row: 0)
        frame.put("hidden", column: 0, row: 2)
        var state = TerminalState.unknown
        let bytes = encode(nil, frame, &state, screen: ScreenSize(columns: 6, rows: 2))
        // The wide glyph cut by the edge is a blank; the row below the screen is not written; the
        // glyph in the last column leaves the cursor's place unknown.
        #expect(bytes == "\(Self.escape)[?25l\(Self.escape)[m\(Self.escape)[H\(Self.escape)[2Jabcde ")
        #expect(state.cursor == nil)
    }

    @Test func aNewFrameSizeClearsAndDrawsEverything() {
        var small = FrameBuffer(size: ScreenSize(columns: 4, rows: 2))
        small.put("ab", column: 0, row: 1)
        var state = settled(on: small)
        state.cursor = ScreenPosition(column: 3, row: 1)
        var large = FrameBuffer(size: ScreenSize(columns: 5, rows: 2))
        large.put("ab", column: 0, row: 1)
        #expect(encode(small, large, &state) == "\(Self.escape)[?25l\(Self.escape)[H\(Self.escape)[2J\(Self.escape)[Bab")
    }

    @Test func theCursorIsShownAndHiddenOnlyWhenThatChanges() {
        var frame = FrameBuffer(size: ScreenSize(columns: 6, rows: 2))
        frame.cursor = ScreenPosition(column: 2, row: 1)
        var state = TerminalState(cursor: ScreenPosition(column: 0, row: 0), rendition: .plain, cursorVisible: false)
        // Down a row and over two blanks, written again: shorter than `\e[2;3H`.
        #expect(encode(frame, frame, &state) == "\(Self.escape)[B  \(Self.escape)[?25h")
        var moved = frame
        moved.cursor = ScreenPosition(column: 4, row: 1)
        #expect(encode(frame, moved, &state) == "  ")
        var hidden = moved
        hidden.cursor = nil
        #expect(encode(moved, hidden, &state) == "\(Self.escape)[?25l")
        #expect(encode(hidden, hidden, &state).isEmpty)
    }

    @Test func withoutUnicodeTheASCIIStandInsAreWritten() {
        let ascii = FrameEncoder(dialect: TerminalDialect(colors: false, unicode: false))
        var frame = FrameBuffer(size: ScreenSize(columns: 6, rows: 1))
        frame.put("■漢#", column: 0, row: 0, style: TextStyle(foreground: .red, reverse: true))
        var state = TerminalState(cursor: ScreenPosition(column: 0, row: 0), rendition: .plain, cursorVisible: false)
        let bytes = ascii.encode(from: FrameBuffer(size: frame.size), to: frame, screen: frame.size, state: &state)
        // No colour without colour; the reverse still shows.
        #expect(String(decoding: bytes, as: UTF8.self) == "\(Self.escape)[7m?? #")
    }

    @Test func aBlankedRestOfARowIsErasedNotWrittenOut() {
        var before = FrameBuffer(size: ScreenSize(columns: 40, rows: 2))
        before.put("Achievement unlocked: First Steps", column: 2, row: 1, style: .bold)
        let after = FrameBuffer(size: before.size)
        var state = TerminalState(cursor: ScreenPosition(column: 0, row: 0), rendition: .plain, cursorVisible: false)
        #expect(encode(before, after, &state, screen: before.size) == "\(Self.escape)[B  \(Self.escape)[K")
    }
}
