import GameCore

/// Builds boards that are clearable by construction, by playing the game backwards
/// (the way Simon Tatham's Same Game generates its boards): starting from an empty board it
/// inserts one group at a time, each an exact reverse of a legal move. A new group's tiles
/// touch no tile of their own colour, so removing the group later takes exactly those tiles
/// and gives back the board from before the insertion.
///
/// A designer gives the skyline (the height of each column at the end) and the colours; the
/// builder fills that shape completely or reports that this seed did not.
public struct ClearableBoardBuilder: Sendable {
    /// The height each column must reach, left to right; its count is the board's width.
    public var skyline: [Int]
    /// The height of the board (at least the tallest column).
    public var height: Int
    public var colours: [TileColor]
    /// Group sizes to draw from (repeat a size to make it likelier).
    public var groupSizes: [Int]
    /// How many random placements to try before listing every possible one.
    public var randomAttempts: Int

    public init(skyline: [Int], height: Int? = nil, colours: [TileColor], groupSizes: [Int] = [2, 2, 2, 3, 3, 4],
                randomAttempts: Int = 60) {
        self.skyline = skyline
        self.height = height ?? (skyline.max() ?? 0)
        self.colours = colours
        self.groupSizes = groupSizes.filter { $0 >= TilesScoring.minimumGroup }
        self.randomAttempts = randomAttempts
    }

    /// A full rectangle.
    public init(width: Int, height: Int, colours: [TileColor], groupSizes: [Int] = [2, 2, 2, 3, 3, 4]) {
        self.init(skyline: Array(repeating: height, count: width), height: height, colours: colours,
                  groupSizes: groupSizes)
    }

    /// The built board and a clearing sequence for it (the insertions in reverse), or nil
    /// when this generator's draws could not fill the skyline.
    public func build(using generator: inout SeededGenerator) -> (board: TileBoard, solution: [TilesMove])? {
        let target = skyline.reduce(0, +)
        guard !colours.isEmpty, !groupSizes.isEmpty, target > 0, height <= TileMap.maximumHeight,
              skyline.allSatisfy({ $0 > 0 && $0 <= height }) else { return nil }
        var columns: [[UInt8]] = []
        var insertions: [Insertion] = []
        var tiles = 0
        var stepsLeft = 20 * target + 200
        while tiles < target {
            stepsLeft -= 1
            if stepsLeft < 0 { return nil }
            if let insertion = place(target - tiles, into: columns, using: &generator) {
                columns = insertion.apply(to: columns)
                insertions.append(insertion)
                tiles += insertion.size
                continue
            }
            // Stuck: take back a few groups and try other placements.
            let undo = min(insertions.count, Int.random(in: 1...4, using: &generator))
            insertions.removeLast(undo)
            columns = insertions.reduce(into: []) { $0 = $1.apply(to: $0) }
            tiles = insertions.reduce(0) { $0 + $1.size }
        }
        let board = Self.board(from: columns, width: skyline.count, height: height)
        // A move removes the group as it stood right after its insertion, and the moves run
        // in the opposite order of the insertions.
        let moves = insertions.map { TilesMove(Point(x: $0.firstColumn, y: height - 1 - $0.starts[0])) }
        return (board, moves.reversed())
    }

    /// A random placement of a random group that fits, or nil when none was found.
    private func place(_ remaining: Int, into columns: [[UInt8]], using generator: inout SeededGenerator) -> Insertion? {
        let sizes = groupSizes.filter { $0 <= remaining && remaining - $0 != 1 }
        guard !sizes.isEmpty else { return nil }
        for _ in 0..<randomAttempts {
            guard let size = sizes.randomElement(using: &generator),
                  let colour = colours.randomElement(using: &generator),
                  let insertion = randomInsertion(size: size, colour: UInt8(colour.rawValue), into: columns,
                                                  using: &generator) else { continue }
            if accepts(insertion, in: columns) { return insertion }
        }
        // Random tries rarely hit the few places left near the end: list them all.
        return allInsertions(sizes: sizes, into: columns).randomElement(using: &generator)
    }

    /// Picks where a group starts: columns with more room left under the skyline are
    /// likelier, and so is a new column while the board is narrower than the skyline.
    private func firstColumn(for columns: [[UInt8]], using generator: inout SeededGenerator) -> Int {
        var weights = columns.indices.map { max(0, room(in: columns, at: $0)) }
        let missing = skyline.count - columns.count
        weights.append(missing > 0 ? max(1, missing * height / 2) : 0)
        let total = weights.reduce(0, +)
        guard total > 0 else { return Int.random(in: 0...columns.count, using: &generator) }
        var pick = Int.random(in: 0..<total, using: &generator)
        for (index, weight) in weights.enumerated() {
            if pick < weight { return index }
            pick -= weight
        }
        return columns.count
    }

    private func room(in columns: [[UInt8]], at x: Int) -> Int {
        x < skyline.count ? skyline[x] - columns[x].count : 0
    }

    /// One random placement of a group of `size` tiles of `colour`.
    private func randomInsertion(size: Int, colour: UInt8, into columns: [[UInt8]],
                                 using generator: inout SeededGenerator) -> Insertion? {
        // Split the group into vertical runs over 1...3 neighbouring columns.
        let span = Int.random(in: 1...min(3, size), using: &generator)
        var lengths = Array(repeating: 1, count: span)
        for _ in 0..<(size - span) { lengths[Int.random(in: 0..<span, using: &generator)] += 1 }
        // Each column of the span is an existing column or a new one put in at that place.
        let existing = columns.count
        let first = firstColumn(for: columns, using: &generator)
        var kinds: [Bool] = []  // true: a new column
        var next = first
        for _ in 0..<span {
            let isNew = next >= existing || Int.random(in: 0..<4, using: &generator) == 0
            kinds.append(isNew)
            if !isNew { next += 1 }
        }
        var starts: [Int] = []
        var source = first
        for (index, isNew) in kinds.enumerated() {
            guard let range = startRange(index: index, isNew: isNew, source: source, lengths: lengths,
                                         starts: starts, columns: columns) else { return nil }
            starts.append(Int.random(in: range, using: &generator))
            if !isNew { source += 1 }
        }
        let insertion = Insertion(firstColumn: first, newColumns: kinds, starts: starts, lengths: lengths,
                                  colour: colour)
        return isValid(insertion, in: columns) ? insertion : nil
    }

    /// The rows a run may start at so that it joins the run before it.
    private func startRange(index: Int, isNew: Bool, source: Int, lengths: [Int], starts: [Int],
                            columns: [[UInt8]]) -> ClosedRange<Int>? {
        var low = 0
        var high = isNew ? 0 : columns[source].count
        if index > 0 {
            low = max(low, starts[index - 1] - lengths[index] + 1)
            high = min(high, starts[index - 1] + lengths[index - 1] - 1)
        }
        return low <= high ? low...high : nil
    }

    /// Every placement of a group of one of `sizes` tiles that fits and is accepted.
    private func allInsertions(sizes: [Int], into columns: [[UInt8]]) -> [Insertion] {
        var found: [Insertion] = []
        let existing = columns.count
        for size in Set(sizes).sorted() {
            for span in 1...min(3, size) {
                for lengths in Self.compositions(of: size, into: span) {
                    for first in 0...existing {
                        for pattern in 0..<(1 << span) {
                            let kinds = (0..<span).map { pattern & (1 << $0) != 0 }
                            let used = kinds.filter { !$0 }.count
                            guard first + used <= existing, existing + span - used <= skyline.count else { continue }
                            enumerateStarts(kinds: kinds, lengths: lengths, first: first, columns: columns,
                                            index: 0, starts: []) { starts in
                                for colour in colours {
                                    let insertion = Insertion(firstColumn: first, newColumns: kinds, starts: starts,
                                                              lengths: lengths, colour: UInt8(colour.rawValue))
                                    if isValid(insertion, in: columns), accepts(insertion, in: columns) {
                                        found.append(insertion)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return found
    }

    private func enumerateStarts(kinds: [Bool], lengths: [Int], first: Int, columns: [[UInt8]], index: Int,
                                 starts: [Int], _ visit: ([Int]) -> Void) {
        if index == kinds.count {
            visit(starts)
            return
        }
        let source = first + kinds[..<index].filter { !$0 }.count
        guard let range = startRange(index: index, isNew: kinds[index], source: source, lengths: lengths,
                                     starts: starts, columns: columns) else { return }
        for start in range {
            enumerateStarts(kinds: kinds, lengths: lengths, first: first, columns: columns, index: index + 1,
                            starts: starts + [start], visit)
        }
    }

    /// The ways to write `total` as `parts` positive numbers, in order.
    static func compositions(of total: Int, into parts: Int) -> [[Int]] {
        guard parts > 1 else { return total >= 1 ? [[total]] : [] }
        var result: [[Int]] = []
        for head in 1...max(1, total - parts + 1) where total - head >= parts - 1 {
            for tail in compositions(of: total - head, into: parts - 1) { result.append([head] + tail) }
        }
        return result
    }

    /// The placement keeps within the skyline and is an exact reverse move.
    private func isValid(_ insertion: Insertion, in columns: [[UInt8]]) -> Bool {
        let width = columns.count + insertion.newColumns.filter { $0 }.count
        guard width <= skyline.count else { return false }
        for index in insertion.newColumns.indices {
            let x = insertion.firstColumn + index
            if insertion.height(ofColumn: x, in: columns) > skyline[x] { return false }
        }
        // New columns shift the columns right of them onto other skyline entries.
        if insertion.newColumns.contains(true) {
            for x in (insertion.firstColumn + insertion.newColumns.count)..<width
            where insertion.height(ofColumn: x, in: columns) > skyline[x] {
                return false
            }
        }
        return insertion.isExactGroup(in: columns)
    }

    /// Refuses placements that leave a column one tile short with full columns on both sides
    /// once the board has its full width: no group could ever fill that single hole.
    private func accepts(_ insertion: Insertion, in columns: [[UInt8]]) -> Bool {
        let width = columns.count + insertion.newColumns.filter { $0 }.count
        guard width == skyline.count else { return true }
        let low = max(0, insertion.firstColumn - 1)
        let high = min(width - 1, insertion.firstColumn + insertion.newColumns.count)
        func room(_ x: Int) -> Int {
            guard x >= 0, x < width else { return 0 }
            return skyline[x] - insertion.height(ofColumn: x, in: columns)
        }
        for x in low...high where room(x) == 1 && room(x - 1) == 0 && room(x + 1) == 0 { return false }
        return true
    }

    static func board(from columns: [[UInt8]], width: Int, height: Int) -> TileBoard {
        var grid = Grid<UInt8>(width: width, height: height, repeating: 0)
        for (x, column) in columns.enumerated() {
            for (row, value) in column.enumerated() { grid[x, height - 1 - row] = value }
        }
        return TileBoard(grid: grid)
    }
}
