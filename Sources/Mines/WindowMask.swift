/// Small sets of cells that fit in a 3×3 window, as 9-bit masks (bit `row * 3 + column`).
///
/// Every fact the solver works with is about cells around one revealed number, or a part of
/// such a group, so a window's corner and nine bits describe it; comparing two facts is then
/// a few table look-ups and bit operations instead of walks over cell lists.
///
/// The tables are built once; the solver keeps a reference to them so its inner loops do not
/// go through the lazy global each time.
struct WindowMask {
    static let tables = WindowMask()

    private static let firstColumn: UInt16 = 0b001_001_001
    private static let firstRow: UInt16 = 0b000_000_111

    /// `shiftedTable[offsetIndex(dx, dy) * 512 + mask]`: the mask with each cell (column c,
    /// row r) moved to (c + dx, r + dy); cells that leave the window are dropped.
    private let shiftedTable: [UInt16]
    /// For each mask: empty columns on the left (low 2 bits) and empty rows on top (next 2).
    private let leadingGapTable: [UInt8]
    /// For each mask: how many cells it holds (a table: the baseline x86-64 target has no
    /// population-count instruction).
    private let sizeTable: [UInt8]
    /// For each mask: its last occupied column (low 2 bits) and last occupied row (next 2).
    private let extentTable: [UInt8]

    private init() {
        var shifted = [UInt16](repeating: 0, count: 25 * 512)
        for dy in -2...2 {
            for dx in -2...2 {
                let base = Self.offsetIndex(dx: dx, dy: dy) * 512
                for mask in 0..<512 {
                    var result: UInt16 = 0
                    for bit in 0..<9 where mask & (1 << bit) != 0 {
                        let column = bit % 3 + dx, row = bit / 3 + dy
                        if (0..<3).contains(column) && (0..<3).contains(row) {
                            result |= UInt16(1) << (row * 3 + column)
                        }
                    }
                    shifted[base + mask] = result
                }
            }
        }
        shiftedTable = shifted
        leadingGapTable = (0..<512).map { value in
            let mask = UInt16(value)
            guard mask != 0 else { return 0 }
            var columns: UInt8 = 0
            while mask & (Self.firstColumn << UInt16(columns)) == 0 { columns += 1 }
            var rows: UInt8 = 0
            while mask & (Self.firstRow << UInt16(rows * 3)) == 0 { rows += 1 }
            return columns | rows << 2
        }
        sizeTable = (0..<512).map { UInt8(UInt16($0).nonzeroBitCount) }
        extentTable = (0..<512).map { mask in
            var lastColumn: UInt8 = 0, lastRow: UInt8 = 0
            for bit in 0..<9 where mask & (1 << bit) != 0 {
                lastColumn = max(lastColumn, UInt8(bit % 3))
                lastRow = max(lastRow, UInt8(bit / 3))
            }
            return lastColumn | lastRow << 2
        }
    }

    @inline(__always)
    static func offsetIndex(dx: Int, dy: Int) -> Int { (dy + 2) * 5 + (dx + 2) }

    /// Moves every cell of `mask` by (dx, dy), both in -2...2, dropping those that leave.
    @inline(__always)
    func shift(_ mask: UInt16, dx: Int, dy: Int) -> UInt16 {
        shiftedTable[Self.offsetIndex(dx: dx, dy: dy) &* 512 &+ Int(mask)]
    }

    /// How far the window can move right and down without losing a cell of `mask`.
    @inline(__always)
    func leadingGap(_ mask: UInt16) -> (columns: Int, rows: Int) {
        let packed = leadingGapTable[Int(mask)]
        return (Int(packed & 3), Int(packed >> 2))
    }

    @inline(__always)
    func size(_ mask: UInt16) -> Int { Int(sizeTable[Int(mask)]) }

    /// The last column and row `mask` occupies: a window whose corner lies further right or
    /// lower than these cannot share a cell with it.
    @inline(__always)
    func extent(_ mask: UInt16) -> (columns: Int, rows: Int) {
        let packed = extentTable[Int(mask)]
        return (Int(packed & 3), Int(packed >> 2))
    }

    @inline(__always)
    static func bit(column: Int, row: Int) -> UInt16 { UInt16(1) << UInt16(row * 3 + column) }
}
