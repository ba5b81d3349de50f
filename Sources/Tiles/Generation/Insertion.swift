/// One group put into a board by `ClearableBoardBuilder`, column by column: which columns
/// (existing ones, or new ones put in at that place), where each vertical run starts (rows
/// counted from the bottom, in the board after the insertion) and how long it is.
struct Insertion {
    var firstColumn: Int
    var newColumns: [Bool]
    var starts: [Int]
    var lengths: [Int]
    var colour: UInt8

    var size: Int { lengths.reduce(0, +) }

    /// The columns after the insertion (each bottom first).
    func apply(to columns: [[UInt8]]) -> [[UInt8]] {
        var result = Array(columns[..<firstColumn])
        var source = firstColumn
        for (index, isNew) in newColumns.enumerated() {
            var column: [UInt8] = isNew ? [] : columns[source]
            column.insert(contentsOf: Array(repeating: colour, count: lengths[index]), at: starts[index])
            result.append(column)
            if !isNew { source += 1 }
        }
        result.append(contentsOf: columns[source...])
        return result
    }

    /// The column of the old board that becomes column `x` of the new one, or nil for a new column.
    private func sourceColumn(_ x: Int) -> Int? {
        if x < firstColumn { return x }
        let index = x - firstColumn
        let added = newColumns.filter { $0 }.count
        if index >= newColumns.count { return x - added }
        if newColumns[index] { return nil }
        return firstColumn + newColumns[..<index].filter { !$0 }.count
    }

    /// The height of column `x` after the insertion, without building the new board.
    func height(ofColumn x: Int, in columns: [[UInt8]]) -> Int {
        let index = x - firstColumn
        let added = index >= 0 && index < lengths.count ? lengths[index] : 0
        guard let source = sourceColumn(x) else { return added }
        return source < columns.count ? columns[source].count + added : 0
    }

    /// The colour at column `x`, `row` after the insertion (0 for empty or off the board).
    func colour(atColumn x: Int, row: Int, in columns: [[UInt8]]) -> UInt8 {
        guard x >= 0, row >= 0 else { return 0 }
        let index = x - firstColumn
        let inSpan = index >= 0 && index < newColumns.count
        if inSpan, row >= starts[index], row < starts[index] + lengths[index] { return colour }
        guard let source = sourceColumn(x), source < columns.count else { return 0 }
        let old = inSpan && row >= starts[index] ? row - lengths[index] : row
        return old < columns[source].count ? columns[source][old] : 0
    }

    /// True when the inserted tiles touch no other tile of their colour, so removing their
    /// group takes exactly them. (Runs in neighbouring columns overlap by construction, so
    /// they are connected.)
    func isExactGroup(in columns: [[UInt8]]) -> Bool {
        for index in newColumns.indices {
            let x = firstColumn + index
            let start = starts[index], end = starts[index] + lengths[index]
            if colour(atColumn: x, row: start - 1, in: columns) == colour { return false }
            if colour(atColumn: x, row: end, in: columns) == colour { return false }
            for row in start..<end {
                let leftInside = index > 0 && row >= starts[index - 1] && row < starts[index - 1] + lengths[index - 1]
                if !leftInside && colour(atColumn: x - 1, row: row, in: columns) == colour { return false }
                let rightInside = index + 1 < newColumns.count && row >= starts[index + 1]
                    && row < starts[index + 1] + lengths[index + 1]
                if !rightInside && colour(atColumn: x + 1, row: row, in: columns) == colour { return false }
            }
        }
        return true
    }
}
