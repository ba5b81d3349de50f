/// Cheap facts about a position that bound the search: what makes it hopeless, how many
/// moves it needs at least, and how promising it looks.
extension SearchEngine {
    /// True when some colour has exactly one tile left: that tile can never be removed.
    func hasLoneColour(depth: Int) -> Bool {
        let base = depth * SearchEngine.colourSlots
        for colour in 1..<SearchEngine.colourSlots where counts[base + colour] == 1 { return true }
        return false
    }

    /// How many colours still have tiles: no clearing can take fewer moves.
    func coloursLeft(depth: Int) -> Int {
        let base = depth * SearchEngine.colourSlots
        var left = 0
        for colour in 1..<SearchEngine.colourSlots where counts[base + colour] > 0 { left += 1 }
        return left
    }

    /// How many tiles of the position have no neighbour of their own colour, counted with
    /// nibble-parallel word operations (no flood fill).
    func loners(depth: Int) -> Int {
        let board = boards + depth &* width
        var loners = 0
        var previousRight: UInt64 = 0  // cells of column x-1 equal to their right neighbour
        for x in 0..<width {
            let word = board[x]
            if word == 0 { break }
            let next = x &+ 1 < width ? board[x &+ 1] : 0
            let occupied = Self.occupied(word)
            let up = Self.equalNibbles(word, word >> 4) & Self.occupied(word >> 4) & occupied
            let right = Self.equalNibbles(word, next) & occupied & Self.occupied(next)
            let paired = up | (up << 4) | right | previousRight
            loners &+= (occupied & ~paired).nonzeroBitCount
            previousRight = right
        }
        return loners
    }

    /// The lowest bit of each non-zero nibble.
    @inline(__always)
    static func occupied(_ word: UInt64) -> UInt64 {
        (word | word >> 1 | word >> 2 | word >> 3) & 0x1111_1111_1111_1111
    }

    /// The lowest bit of each nibble where the two words agree.
    @inline(__always)
    static func equalNibbles(_ first: UInt64, _ second: UInt64) -> UInt64 {
        ~occupied(first ^ second) & 0x1111_1111_1111_1111
    }

    /// True when colours that must each go in one single move block each other in a cycle.
    ///
    /// A colour with two or three tiles left must be removed all at once (removing part of
    /// it would leave a lone tile). At that moment its tiles form one group, so every tile
    /// between them must already be gone: tiles between two of them in one column, and
    /// whole columns between its leftmost and rightmost column that hold none of them. If
    /// such a tile belongs to another colour that must also go in one move, that colour has
    /// to go first. A cycle of "has to go first" means the board can never be cleared.
    func hasBlockingCycle(depth: Int) -> Bool {
        let tally = counts + depth &* SearchEngine.colourSlots
        var single: UInt16 = 0  // colours that must go in one move
        for colour in 1..<SearchEngine.colourSlots where tally[colour] == 2 || tally[colour] == 3 {
            single |= 1 << colour
        }
        guard single.nonzeroBitCount >= 2 else { return false }
        let board = boards + depth &* width
        let first = spanStart, last = spanEnd, before = blockers  // before[c]: colours that must go first
        first.update(repeating: -1, count: SearchEngine.colourSlots)
        last.update(repeating: -1, count: SearchEngine.colourSlots)
        before.update(repeating: 0, count: SearchEngine.colourSlots)
        // Tiles between two tiles of the colour in the same column.
        for x in 0..<width {
            let word = board[x]
            if word == 0 { break }
            let columnHeight = PackedBoard.columnHeight(word)
            var inColumn: UInt16 = 0
            for row in 0..<columnHeight {
                let colour = Int(PackedBoard.cell(word, row: row))
                guard single & (1 << colour) != 0 else { continue }
                if first[colour] < 0 { first[colour] = x }
                last[colour] = x
                inColumn |= 1 << colour
            }
            var pending = inColumn
            while pending != 0 {
                let colour = pending.trailingZeroBitCount
                pending &= pending &- 1
                var low = -1, high = -1
                for row in 0..<columnHeight where Int(PackedBoard.cell(word, row: row)) == colour {
                    if low < 0 { low = row }
                    high = row
                }
                if high - low > 1 {
                    for row in (low + 1)..<high { before[colour] |= 1 << PackedBoard.cell(word, row: row) }
                }
            }
        }
        // Whole columns between the colour's outermost columns that hold none of it.
        var pending = single
        while pending != 0 {
            let colour = pending.trailingZeroBitCount
            pending &= pending &- 1
            guard last[colour] - first[colour] > 1 else { continue }
            for x in (first[colour] + 1)..<last[colour] {
                let word = board[x]
                var columnColours: UInt16 = 0
                for row in 0..<PackedBoard.columnHeight(word) { columnColours |= 1 << PackedBoard.cell(word, row: row) }
                if columnColours & (1 << colour) == 0 { before[colour] |= columnColours }
            }
        }
        // Look for a cycle among the single-move colours (at most six: reachability by doubling).
        // A colour's own tiles between its tiles are part of its group, not in its way.
        let reach = before
        for colour in 0..<SearchEngine.colourSlots { reach[colour] &= single & ~(1 << colour) }
        for _ in 0..<3 {
            for colour in 1..<SearchEngine.colourSlots where reach[colour] != 0 {
                var extended = reach[colour]
                var through = reach[colour]
                while through != 0 {
                    let next = through.trailingZeroBitCount
                    through &= through &- 1
                    extended |= reach[next]
                }
                reach[colour] = extended
            }
        }
        for colour in 1..<SearchEngine.colourSlots where reach[colour] & (1 << colour) != 0 { return true }
        return false
    }
}
