/// A removable group as the search sees it: one of its cells, its size and colour, and the
/// priority the move ordering gave it.
struct SearchGroup {
    /// The cell the flood fill started from, packed as `x << 4 | row` (row from the bottom).
    var cell: UInt16
    var size: UInt16
    var colour: UInt8
    var priority: Int32

    var x: Int { Int(cell >> 4) }
    var row: Int { Int(cell & 0xF) }
}

/// The working memory of one search: a stack of packed boards (one per depth), their
/// colour counts and move lists, and scratch space for flood fills.
///
/// Everything lives in buffers allocated once, so the inner loop allocates nothing. The
/// buffers are sized from the board (a position never has more groups than half its cells,
/// a search never goes deeper than half its cells), so no index leaves them. The cheap
/// tests that prune hopeless positions are in SearchEngine+Bounds.swift.
final class SearchEngine {
    static let colourSlots = 16

    let width: Int
    let height: Int
    /// The deepest stack level: every move removes at least two tiles.
    let maximumDepth: Int
    /// The most removable groups a position can have.
    let groupCapacity: Int

    let boards: UnsafeMutablePointer<UInt64>
    let counts: UnsafeMutablePointer<Int32>
    private let groups: UnsafeMutablePointer<SearchGroup>
    private let groupCounts: UnsafeMutablePointer<Int>
    private let seen: UnsafeMutablePointer<UInt16>
    private let removal: UnsafeMutablePointer<UInt16>
    private let stack: UnsafeMutablePointer<UInt16>
    /// Scratch space for `hasBlockingCycle`, one slot per colour.
    let spanStart: UnsafeMutablePointer<Int>
    let spanEnd: UnsafeMutablePointer<Int>
    let blockers: UnsafeMutablePointer<UInt16>

    init(_ board: PackedBoard) {
        width = max(board.width, 1)
        height = board.height
        let cells = width * max(height, 1)
        maximumDepth = cells / 2 + 1
        groupCapacity = cells / 2 + 1
        boards = .allocate(capacity: (maximumDepth + 1) * width)
        counts = .allocate(capacity: (maximumDepth + 1) * SearchEngine.colourSlots)
        groups = .allocate(capacity: (maximumDepth + 1) * groupCapacity)
        groupCounts = .allocate(capacity: maximumDepth + 1)
        seen = .allocate(capacity: width)
        removal = .allocate(capacity: width)
        stack = .allocate(capacity: cells)
        spanStart = .allocate(capacity: SearchEngine.colourSlots)
        spanEnd = .allocate(capacity: SearchEngine.colourSlots)
        blockers = .allocate(capacity: SearchEngine.colourSlots)
        spanStart.initialize(repeating: 0, count: SearchEngine.colourSlots)
        spanEnd.initialize(repeating: 0, count: SearchEngine.colourSlots)
        blockers.initialize(repeating: 0, count: SearchEngine.colourSlots)
        boards.initialize(repeating: 0, count: (maximumDepth + 1) * width)
        counts.initialize(repeating: 0, count: (maximumDepth + 1) * SearchEngine.colourSlots)
        groupCounts.initialize(repeating: 0, count: maximumDepth + 1)
        seen.initialize(repeating: 0, count: width)
        removal.initialize(repeating: 0, count: width)
        stack.initialize(repeating: 0, count: cells)
        load(board.columns, depth: 0)
    }

    /// Puts a position (column words, left to right) at `depth` and counts its colours.
    func load(_ columns: [UInt64], depth: Int) {
        let board = boards + depth &* width
        let tally = counts + depth &* SearchEngine.colourSlots
        tally.update(repeating: 0, count: SearchEngine.colourSlots)
        for x in 0..<width {
            let word = x < columns.count ? columns[x] : 0
            board[x] = word
            for row in 0..<PackedBoard.columnHeight(word) {
                tally[Int(PackedBoard.cell(word, row: row))] += 1
            }
        }
    }

    /// The column words of the position at `depth`, empty columns left out.
    func columns(depth: Int) -> [UInt64] {
        let board = boards + depth &* width
        var result: [UInt64] = []
        for x in 0..<width where board[x] != 0 { result.append(board[x]) }
        return result
    }

    /// The number of tiles left at `depth`.
    func tileCount(depth: Int) -> Int {
        let tally = counts + depth &* SearchEngine.colourSlots
        var total = 0
        for colour in 1..<SearchEngine.colourSlots { total += Int(tally[colour]) }
        return total
    }

    deinit {
        boards.deallocate()
        counts.deallocate()
        groups.deallocate()
        groupCounts.deallocate()
        seen.deallocate()
        removal.deallocate()
        stack.deallocate()
        spanStart.deallocate()
        spanEnd.deallocate()
        blockers.deallocate()
    }

    // MARK: Reading a position

    @inline(__always)
    func isEmpty(depth: Int) -> Bool { boards[depth &* width] == 0 }

    @inline(__always)
    func count(of colour: Int, depth: Int) -> Int32 { counts[depth &* SearchEngine.colourSlots &+ colour] }

    /// A 128-bit fingerprint of the position (the columns in order); positions reached by
    /// different move orders share it. The low word is never zero (zero marks a free slot).
    func key(depth: Int) -> (UInt64, UInt64) {
        var first: UInt64 = 0x243F_6A88_85A3_08D3
        var second: UInt64 = 0x1319_8A2E_0370_7344
        let base = depth &* width
        for x in 0..<width {
            let word = boards[base &+ x]
            if word == 0 { break }
            first = (first ^ word) &* 0x9E37_79B9_7F4A_7C15
            first ^= first >> 31
            second = (second &+ word) &* 0xC2B2_AE3D_27D4_EB4F
            second ^= second >> 29
        }
        first = (first ^ (first >> 33)) &* 0xFF51_AFD7_ED55_8CCD
        first ^= first >> 33
        second = (second ^ (second >> 32)) &* 0xC4CE_B9FE_1A85_EC53
        second ^= second >> 32
        return (first | 1, second)
    }

    // MARK: Groups

    @inline(__always)
    func group(_ index: Int, depth: Int) -> SearchGroup { groups[depth &* groupCapacity &+ index] }

    @inline(__always)
    func groupCount(depth: Int) -> Int { groupCounts[depth] }

    /// Sets the ordering priority of a listed group (higher is tried first after `sortGroups`).
    @inline(__always)
    func setPriority(_ priority: Int32, of index: Int, depth: Int) {
        groups[depth &* groupCapacity &+ index].priority = priority
    }

    /// Lists the removable groups of the position at `depth`, scanning columns left to right
    /// and each column bottom up. Returns how many tiles stand alone (in no group).
    @discardableResult
    func listGroups(depth: Int) -> Int {
        let board = boards + depth &* width
        let list = groups + depth &* groupCapacity
        seen.update(repeating: 0, count: width)
        var found = 0
        var loners = 0
        for x in 0..<width {
            let word = board[x]
            if word == 0 { break }
            let columnHeight = PackedBoard.columnHeight(word)
            for row in 0..<columnHeight where seen[x] & (1 << row) == 0 {
                let colour = PackedBoard.cell(word, row: row)
                let size = floodFill(board: board, x: x, row: row, colour: colour, marks: seen)
                if size >= 2 {
                    list[found] = SearchGroup(cell: UInt16(x << 4 | row), size: UInt16(size), colour: colour, priority: 0)
                    found += 1
                } else {
                    loners += 1
                }
            }
        }
        groupCounts[depth] = found
        return loners
    }

    /// Sorts the listed groups of a position by descending priority (stable, so the scan
    /// order breaks ties and searches are reproducible).
    func sortGroups(depth: Int) {
        let list = groups + depth &* groupCapacity
        let count = groupCounts[depth]
        guard count > 1 else { return }
        for index in 1..<count {
            let item = list[index]
            var slot = index
            while slot > 0 && list[slot - 1].priority < item.priority {
                list[slot] = list[slot - 1]
                slot -= 1
            }
            list[slot] = item
        }
    }

    /// Writes the position after removing `group` from the position at `depth` into
    /// `depth + 1`: the group's cells go, tiles above fall, empty columns close left.
    func apply(_ group: SearchGroup, depth: Int) {
        let board = boards + depth &* width
        let child = boards + (depth &+ 1) &* width
        removal.update(repeating: 0, count: width)
        floodFill(board: board, x: group.x, row: group.row, colour: group.colour, marks: removal)
        var written = 0
        for x in 0..<width {
            var word = board[x]
            if word == 0 { break }
            let removed = removal[x]
            if removed != 0 {
                var kept: UInt64 = 0
                var shift: UInt64 = 0
                for row in 0..<PackedBoard.columnHeight(word) where removed & (1 << row) == 0 {
                    kept |= UInt64(PackedBoard.cell(word, row: row)) << shift
                    shift &+= 4
                }
                word = kept
            }
            if word != 0 {
                child[written] = word
                written &+= 1
            }
        }
        while written < width {
            child[written] = 0
            written &+= 1
        }
        let from = counts + depth &* SearchEngine.colourSlots
        let to = counts + (depth &+ 1) &* SearchEngine.colourSlots
        to.update(from: from, count: SearchEngine.colourSlots)
        to[Int(group.colour)] -= Int32(group.size)
    }

    /// Marks and counts the cells of one colour connected to (x, row).
    @discardableResult
    private func floodFill(board: UnsafeMutablePointer<UInt64>, x: Int, row: Int, colour: UInt8,
                           marks: UnsafeMutablePointer<UInt16>) -> Int {
        var top = 1
        stack[0] = UInt16(x << 4 | row)
        marks[x] |= 1 << row
        var size = 0
        while top > 0 {
            top &-= 1
            let cell = Int(stack[top])
            let cx = cell >> 4
            let cr = cell & 0xF
            size &+= 1
            let word = board[cx]
            if cr &+ 1 < height, marks[cx] & (1 << (cr &+ 1)) == 0, PackedBoard.cell(word, row: cr &+ 1) == colour {
                marks[cx] |= 1 << (cr &+ 1)
                stack[top] = UInt16(cx << 4 | (cr &+ 1))
                top &+= 1
            }
            if cr > 0, marks[cx] & (1 << (cr &- 1)) == 0, PackedBoard.cell(word, row: cr &- 1) == colour {
                marks[cx] |= 1 << (cr &- 1)
                stack[top] = UInt16(cx << 4 | (cr &- 1))
                top &+= 1
            }
            if cx > 0, marks[cx &- 1] & (1 << cr) == 0, PackedBoard.cell(board[cx &- 1], row: cr) == colour {
                marks[cx &- 1] |= 1 << cr
                stack[top] = UInt16((cx &- 1) << 4 | cr)
                top &+= 1
            }
            if cx &+ 1 < width, marks[cx &+ 1] & (1 << cr) == 0, PackedBoard.cell(board[cx &+ 1], row: cr) == colour {
                marks[cx &+ 1] |= 1 << cr
                stack[top] = UInt16((cx &+ 1) << 4 | cr)
                top &+= 1
            }
        }
        return size
    }

    /// The top-left `Point` of a group's cell, for moves handed to the rules.
    func point(of group: SearchGroup) -> (x: Int, y: Int) {
        (group.x, height - 1 - group.row)
    }
}
