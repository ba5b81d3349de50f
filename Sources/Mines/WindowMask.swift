/// Small sets of cells that fit in a 3×3 window, as 9-bit masks (bit `row * 3 + column`).
///
/// Every fact the solver works with is about cells around one revealed number, or a part of
/// such a group, so a window's corner and nine bits describe it; comparing two facts is then
/// a few bit operations and table look-ups instead of walks over cell lists.
///
/// The 512-entry tables are built once; the solver keeps a reference to them so its inner
/// loops do not go through the lazy global each time.
struct WindowMask {
    static let tables = WindowMask()

    private static let firstColumn: UInt16 = 0b001_001_001
    private static let firstRow: UInt16 = 0b000_000_111

    /// For each mask: empty columns on the left (low 2 bits) and empty rows on top (next 2).
    private let leadingGapTable: [UInt8]
    /// For each mask: how many cells it holds (a table: the baseline x86-64 target has no
    /// population-count instruction).
    private let sizeTable: [UInt8]
    /// For each mask: its last occupied column (low 2 bits) and last occupied row (next 2).
    private let extentTable: [UInt8]

    private init() {
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

    /// Moves every cell of `mask` by (dx, dy), both in -2...2, dropping those that leave.
    @inline(__always)
    func shift(_ mask: UInt16, dx: Int, dy: Int) -> UInt16 {
        var moved: UInt16
        // Columns that would leave the window are cleared before the move, so no cell wraps
        // into the next row.
        switch dx {
        case -2: moved = (mask & 0b100_100_100) >> 2
        case -1: moved = (mask & 0b110_110_110) >> 1
        case 1: moved = (mask & 0b011_011_011) << 1
        case 2: moved = (mask & 0b001_001_001) << 2
        default: moved = mask
        }
        if dy > 0 {
            moved = (moved << UInt16(3 * dy)) & 0x1FF
        } else if dy < 0 {
            moved >>= UInt16(-3 * dy)
        }
        return moved
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
