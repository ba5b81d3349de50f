@testable import MinesUI
import Shell
import Terminal
import TerminalTestSupport
import Testing
@testable import UITestSupport

/// The path of Benchmarks/scripts/terminal-footprint.sh (right 8, down 4, left 8, up 4, twice)
/// on the opened expert board of seed 7 at 100×30, in the game's own frames through
/// `FrameEncoder`, each move's bytes played through `VTScreen`: what issue 31 measures, without
/// the clock's seconds (the harness's clock stands still).
@Suite struct MinesFootprintPathTests {
    struct Move {
        var key: Key
        var bytes: [UInt8]
    }

    /// The moves' bytes; every move's screen is checked against its frame on the way.
    static func walk(theme: Theme, glyphs: GlyphSet, dialect: TerminalDialect) -> [Move] {
        var harness = MinesCursorOutputTests.expertInPlay(theme: theme, glyphs: glyphs)
        let encoder = FrameEncoder(dialect: dialect)
        var state = TerminalState.unknown
        var frame = harness.frame
        var screen = VTScreen(size: frame.size)
        screen.feed(encoder.encode(from: nil, to: frame, screen: frame.size, state: &state))
        var moves: [Move] = []
        for step in 0..<48 {
            let phase = step % 24
            let key: Key = phase < 8 ? .right : phase < 12 ? .down : phase < 20 ? .left : .up
            harness.press(.key(key))
            let next = harness.frame
            let bytes = encoder.encode(from: frame, to: next, screen: next.size, state: &state)
            screen.feed(bytes)
            screen.expectShows(next)
            #expect(screen.cursor == next.cursor, "move \(step) \(key)")
            #expect(screen.cursorVisible)
            #expect(screen.unknown.isEmpty)
            #expect(!screen.scrolled)
            frame = next
            moves.append(Move(key: key, bytes: bytes))
        }
        return moves
    }

    static func describe(_ moves: [Move]) -> String {
        moves.map { "\($0.key) \($0.bytes.count) \(String(decoding: $0.bytes, as: UTF8.self).debugDescription)" }
            .joined(separator: "\n")
    }

    @Test(arguments: [
        (Theme.color, GlyphSet.unicode, TerminalDialect(colors: true, unicode: true)),
        (Theme.monochrome, GlyphSet.ascii, TerminalDialect(colors: false, unicode: false)),
        (Theme.color, GlyphSet.unicode, TerminalDialect(colors: true, unicode: true, columnAddress: false,
                                                        rowAddress: false, saveRestore: false)),
    ])
    func everyMoveLeavesTheScreenShowingItsFrame(theme: Theme, glyphs: GlyphSet, dialect: TerminalDialect) {
        let moves = Self.walk(theme: theme, glyphs: glyphs, dialect: dialect)
        #expect(moves.count == 48)
    }

    /// freesweep's median on the same path and terminal was 62–70 bytes in every run measured
    /// (docs/PERFORMANCE.md); the issue asks for at most half, so at most 31 here. (The clock's
    /// seconds, which fall in a few moves of a real run, come on top: the script measures those.)
    @Test func theMedianMoveIsAtMostHalfOfFreesweepsLowestMedian() {
        let moves = Self.walk(theme: .color, glyphs: .unicode, dialect: TerminalDialect(colors: true, unicode: true))
        let counts = moves.map(\.bytes.count).sorted()
        let median = Double(counts[23] + counts[24]) / 2
        #expect(median <= 31, "\(Self.describe(moves))")
    }
}
