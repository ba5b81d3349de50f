import PropertyBased
import Testing
@testable import Terminal

@Suite struct FrameDiffTests {
    @Test func identicalFramesNeedNothing() {
        var frame = FrameBuffer(size: ScreenSize(columns: 10, rows: 3))
        frame.put("hello 漢字", column: 0, row: 1)
        #expect(FrameDiff.spans(from: frame, to: frame).isEmpty)
    }

    @Test func withoutAComparableFrameEveryRowIsRedrawn() {
        let frame = FrameBuffer(size: ScreenSize(columns: 5, rows: 3))
        let smaller = FrameBuffer(size: ScreenSize(columns: 4, rows: 3))
        let full = (0..<3).map { FrameSpan(row: $0, columns: 0..<5) }
        #expect(FrameDiff.spans(from: nil, to: frame) == full)
        #expect(FrameDiff.spans(from: smaller, to: frame) == full)
    }

    @Test func onlyTheChangedCellsOfChangedRowsAreWritten() {
        var before = FrameBuffer(size: ScreenSize(columns: 20, rows: 3))
        before.put("score 10", column: 0, row: 0)
        before.put("unchanged", column: 0, row: 1)
        var after = before
        after.put("score 12", column: 0, row: 0)
        after.put("x", column: 19, row: 2)
        #expect(FrameDiff.spans(from: before, to: after) == [
            FrameSpan(row: 0, columns: 7..<8), FrameSpan(row: 2, columns: 19..<20),
        ])
    }

    @Test func nearbyChangesAreJoinedDistantOnesKeptApart() {
        var before = FrameBuffer(size: ScreenSize(columns: 30, rows: 1))
        before.put(String(repeating: "-", count: 30), column: 0, row: 0)
        var after = before
        after.put("a", column: 2, row: 0)
        after.put("b", column: 5, row: 0)
        after.put("c", column: 25, row: 0)
        #expect(FrameDiff.spans(from: before, to: after) == [
            FrameSpan(row: 0, columns: 2..<6), FrameSpan(row: 0, columns: 25..<26),
        ])
    }

    @Test func aChangedWideCharacterIsRewrittenWhole() {
        var before = FrameBuffer(size: ScreenSize(columns: 6, rows: 1))
        before.put("ab漢cd", column: 0, row: 0)
        var after = FrameBuffer(size: ScreenSize(columns: 6, rows: 1))
        after.put("ab字cd", column: 0, row: 0)
        #expect(FrameDiff.spans(from: before, to: after) == [FrameSpan(row: 0, columns: 2..<4)])

        // A narrow character where a wide one's right half was: the span takes in the left half.
        var shifted = FrameBuffer(size: ScreenSize(columns: 6, rows: 1))
        shifted.put("ab", column: 0, row: 0)
        shifted.put("xcd", column: 3, row: 0)
        let spans = FrameDiff.spans(from: before, to: shifted)
        #expect(spans.first?.columns.lowerBound == 2)
    }

    @Test func writingTheSpansTurnsTheOldFrameIntoTheNew() async {
        await propertyCheck(input: FrameOperations.generator, FrameOperations.generator) { first, second in
            var before = FrameBuffer(size: FrameOperations.size)
            for operation in first { operation.apply(to: &before) }
            var after = before
            for operation in second { operation.apply(to: &after) }

            let width = after.size.columns
            var painted = before.cells
            for span in FrameDiff.spans(from: before, to: after) {
                // A span never starts on a right half, nor ends between the halves of a character.
                #expect(span.columns.lowerBound == 0 || !after[span.columns.lowerBound, span.row].isContinuation)
                #expect(span.columns.upperBound == width || !after[span.columns.upperBound, span.row].isContinuation)
                for column in span.columns { painted[span.row * width + column] = after[column, span.row] }
            }
            #expect(painted == after.cells)
        }
    }
}
