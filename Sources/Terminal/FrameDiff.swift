/// A run of cells on one row that must be written again.
public struct FrameSpan: Hashable, Sendable {
    public var row: Int
    public var columns: Range<Int>
}

/// Which cells of a frame differ from the frame last shown. Pure, so it is tested (and
/// benchmarked) without a terminal.
public enum FrameDiff {
    /// Runs of changed cells, row by row. Runs separated by fewer than `joinGap` unchanged cells are
    /// joined (one cursor move costs about as much as a few cells). A run never starts on the right
    /// half of a wide character nor ends between its halves, so a wide character is always redrawn
    /// whole. With no previous frame, or one of another size, every row is one span.
    public static func spans(from previous: FrameBuffer?, to current: FrameBuffer, joinGap: Int = 4) -> [FrameSpan] {
        let width = current.size.columns
        guard width > 0 else { return [] }
        guard let previous, previous.size == current.size else {
            return (0..<current.size.rows).map { FrameSpan(row: $0, columns: 0..<width) }
        }
        var spans: [FrameSpan] = []
        for row in current.changedRows(since: previous) {
            var runs: [Range<Int>] = []
            for column in 0..<width where current[column, row] != previous[column, row] {
                var start = column
                var end = column + 1
                if start > 0, current[start, row].isContinuation || previous[start, row].isContinuation {
                    start -= 1
                }
                if end < width, current[end, row].isContinuation || previous[end, row].isContinuation {
                    end += 1
                }
                if let last = runs.last, start <= last.upperBound + joinGap {
                    runs[runs.count - 1] = last.lowerBound..<max(last.upperBound, end)
                } else {
                    runs.append(start..<end)
                }
            }
            spans += runs.map { FrameSpan(row: row, columns: $0) }
        }
        return spans
    }
}

extension FrameCell {
    /// The right half of a double-width character: drawn by the character to its left.
    var isContinuation: Bool { text.isEmpty }
}
