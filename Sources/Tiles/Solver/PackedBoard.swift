import GameCore

/// A board packed for search: one 64-bit word per column, four bits per cell, row 0 at the
/// bottom in the lowest nibble. Because tiles rest on the bottom, a column's height is read
/// off its highest non-zero nibble, and because empty columns close to the left, the first
/// zero word ends the board.
///
/// The packing needs at most 16 rows (`TileMap.maximumHeight`) and colours below 16.
struct PackedBoard: Hashable, Sendable {
    static let maximumHeight = 16

    var columns: [UInt64]
    let height: Int

    var width: Int { columns.count }

    /// Cells are packed as `x << 4 | row` in 16 bits, which bounds the width.
    static let maximumWidth = 4096

    /// Nil for a board the packing cannot hold: too tall, too wide or with a cell value
    /// that is not a colour (the rules never make one, but `TileBoard(grid:)` is public).
    init?(_ board: TileBoard) {
        guard board.height <= PackedBoard.maximumHeight, board.width <= PackedBoard.maximumWidth,
              board.grid.cells.allSatisfy({ $0 <= UInt8(TileColor.allCases.count) }) else { return nil }
        height = board.height
        columns = (0..<board.width).map { x in
            var word: UInt64 = 0
            var row = 0
            for y in stride(from: board.height - 1, through: 0, by: -1) {
                word |= UInt64(board.grid[x, y] & 0xF) << UInt64(4 * row)
                row += 1
            }
            return word
        }
    }

    /// The cell at column `x`, row `row` counted from the bottom.
    @inline(__always)
    static func cell(_ word: UInt64, row: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: (word >> UInt64(row &* 4)) & 0xF)
    }

    /// The number of tiles in a settled column word.
    @inline(__always)
    static func columnHeight(_ word: UInt64) -> Int {
        (67 &- word.leadingZeroBitCount) >> 2
    }

    /// Converts a bottom-based cell to the board's top-left `Point`.
    static func point(x: Int, row: Int, height: Int) -> Point {
        Point(x: x, y: height - 1 - row)
    }
}
