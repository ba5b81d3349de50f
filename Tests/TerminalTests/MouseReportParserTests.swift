import CNCurses
import PropertyBased
import Testing
@testable import Terminal

/// Mouse reports read from the key stream under a deadline (issue 34, B1): a cut-off report is a
/// prefix the loop stops waiting for, and its bytes become keys.
@Suite struct MouseReportParserTests {
    private func codes(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }
    private func legacy(_ button: Int, _ column: Int, _ row: Int) -> [UInt32] {
        codes("\u{1B}[M") + [UInt32(32 + button), UInt32(33 + column), UInt32(33 + row)]
    }

    @Test func everyProperPrefixOfAReportIsIncompleteAndTheWholeIsAReport() async {
        await propertyCheck(input: Gen.int(in: 0...2), Gen.int(in: 0...200), Gen.int(in: 0...60), Gen.bool) { button, column, row, sgr in
            let whole = sgr ? codes("\u{1B}[<\(button);\(column + 1);\(row + 1)M") : legacy(button, column, row)
            for length in 1..<whole.count {
                #expect(MouseReportParser.parse(Array(whole.prefix(length))) == .incomplete)
            }
            let expected = MouseReport(button: button, column: column, row: row, isRelease: false)
            #expect(MouseReportParser.parse(whole) == .report(expected))
        }
    }

    /// The attack of the issue: `ESC [ M` alone is only a prefix; what the loop does with it
    /// when nothing follows (taking it as keys) is bounded by its deadline, not by the parser.
    @Test func theStartOfAReportIsOnlyAPrefix() {
        #expect(MouseReportParser.parse(codes("\u{1B}[M")) == .incomplete)
        #expect(MouseReportParser.parse(codes("\u{1B}[<")) == .incomplete)
        #expect(MouseReportParser.parse(codes("\u{1B}[<0;12")) == .incomplete)
    }

    /// Alt-[ then another key, Esc then a letter, a stray sequence: no report, so keys.
    @Test func whatCannotBeAReportIsKeys() {
        #expect(MouseReportParser.parse(codes("\u{1B}q")) == .notAReport)
        #expect(MouseReportParser.parse(codes("\u{1B}[x")) == .notAReport)
        #expect(MouseReportParser.parse(codes("\u{1B}[<q")) == .notAReport)
        #expect(MouseReportParser.parse(codes("\u{1B}[<0;;5M")) == .notAReport)
        #expect(MouseReportParser.parse(codes("\u{1B}[<0;1;2;3M")) == .notAReport)
        #expect(MouseReportParser.parse(codes("\u{1B}[<0;1M")) == .notAReport)
        #expect(MouseReportParser.parse(codes("\u{1B}[M") + [10]) == .notAReport)
        #expect(MouseReportParser.parse(codes("\u{1B}\u{1B}")) == .notAReport)
    }

    /// Digits without end never grow into an endless wait for more: past the longest report the
    /// bytes are keys.
    @Test func aReportLongerThanAnyRealOneIsKeys() {
        #expect(MouseReportParser.parse(codes("\u{1B}[<123456")) == .notAReport)
        let long = codes("\u{1B}[<1;1;") + Array(repeating: UInt32(("1" as Unicode.Scalar).value), count: 20)
        #expect(MouseReportParser.parse(long) == .notAReport)
    }

    @Test func buttonsWheelsDragsAndReleases() {
        func event(_ report: [UInt32]) -> MouseEvent? {
            guard case .report(let parsed) = MouseReportParser.parse(report) else { return nil }
            return parsed.event
        }
        func at(_ button: MouseButton) -> MouseEvent { MouseEvent(position: ScreenPosition(column: 9, row: 3), button: button) }
        #expect(event(legacy(0, 9, 3)) == at(.left))
        #expect(event(legacy(1, 9, 3)) == at(.middle))
        #expect(event(legacy(2, 9, 3)) == at(.right))
        #expect(event(legacy(3, 9, 3)) == nil, "the legacy release")
        #expect(event(legacy(64, 9, 3)) == at(.scrollUp))
        #expect(event(legacy(65, 9, 3)) == at(.scrollDown))
        #expect(event(legacy(32, 9, 3)) == at(.leftDrag))
        #expect(event(legacy(35, 9, 3)) == nil, "motion with no button held")
        #expect(event(legacy(4, 9, 3)) == at(.left), "shift-click is a click")
        #expect(event(codes("\u{1B}[<2;10;4M")) == at(.right))
        #expect(event(codes("\u{1B}[<0;10;4m")) == nil, "the SGR release")
        #expect(event(codes("\u{1B}[<65;10;4M")) == at(.scrollDown))
        #expect(event(codes("\u{1B}[<0;0;4M")) == nil, "a column before the first")
    }
}
