import GameCore

/// A board of tiles: each cell is empty or holds one of up to six colours.
///
/// Invariants kept by every operation: no tile sits above an empty cell in its column
/// (nothing floats) and no empty column stands left of a non-empty one.
public struct TileBoard: Hashable, Sendable {
    /// 0 is an empty cell; 1...6 are `TileColor` raw values.
    public private(set) var grid: Grid<UInt8>

    public init(grid: Grid<UInt8>) {
        self.grid = grid
    }

    public var width: Int { grid.width }
    public var height: Int { grid.height }

    public func color(at point: Point) -> TileColor? {
        guard grid.contains(point) else { return nil }
        return TileColor(rawValue: Int(grid[point]))
    }

    public var tileCount: Int { grid.cells.reduce(0) { $0 + ($1 == 0 ? 0 : 1) } }
    public var isEmpty: Bool { grid.cells.allSatisfy { $0 == 0 } }

    /// How many tiles of each colour remain.
    public var tileCountsByColor: [TileColor: Int] {
        var counts: [TileColor: Int] = [:]
        for cell in grid.cells {
            if let color = TileColor(rawValue: Int(cell)) { counts[color, default: 0] += 1 }
        }
        return counts
    }

    /// The orthogonally connected cells of one colour containing `point`, in scan order;
    /// empty when the cell is empty or outside the board.
    public func group(at point: Point) -> [Point] {
        guard grid.contains(point) else { return [] }
        let colour = grid[point]
        guard colour != 0 else { return [] }
        var seen = [Bool](repeating: false, count: grid.count)
        var stack = [grid.index(of: point)]
        var members: [Int] = []
        seen[stack[0]] = true
        while let index = stack.popLast() {
            members.append(index)
            let x = index % width, y = index / width
            if x > 0, !seen[index - 1], grid.cells[index - 1] == colour { seen[index - 1] = true; stack.append(index - 1) }
            if x + 1 < width, !seen[index + 1], grid.cells[index + 1] == colour { seen[index + 1] = true; stack.append(index + 1) }
            if y > 0, !seen[index - width], grid.cells[index - width] == colour { seen[index - width] = true; stack.append(index - width) }
            if y + 1 < height, !seen[index + width], grid.cells[index + width] == colour { seen[index + width] = true; stack.append(index + width) }
        }
        return members.sorted().map { grid.point(at: $0) }
    }

    /// Every group on the board (including single tiles), each listed once, in scan order
    /// of its first cell.
    public func allGroups() -> [[Point]] {
        var seen = Set<Point>()
        var groups: [[Point]] = []
        for point in grid.allPoints where grid[point] != 0 && !seen.contains(point) {
            let members = group(at: point)
            seen.formUnion(members)
            groups.append(members)
        }
        return groups
    }

    /// Groups of two or more: the legal moves.
    public func removableGroups() -> [[Point]] {
        allGroups().filter { $0.count >= 2 }
    }

    public var hasRemovableGroup: Bool {
        for y in 0..<height {
            for x in 0..<width {
                let colour = grid[x, y]
                guard colour != 0 else { continue }
                if x + 1 < width, grid[x + 1, y] == colour { return true }
                if y + 1 < height, grid[x, y + 1] == colour { return true }
            }
        }
        return false
    }

    /// The board after removing `group`, with tiles fallen and empty columns closed to the left.
    /// Points outside the board are ignored.
    public func removing(_ group: [Point]) -> TileBoard {
        var cells = grid
        for point in group where grid.contains(point) { cells[point] = 0 }
        var columns: [[UInt8]] = []
        for x in 0..<width {
            let tiles = (0..<height).map { cells[x, $0] }.filter { $0 != 0 }
            if !tiles.isEmpty {
                columns.append([UInt8](repeating: 0, count: height - tiles.count) + tiles)
            }
        }
        var settled = Grid<UInt8>(width: width, height: height, repeating: 0)
        for (x, column) in columns.enumerated() {
            for y in 0..<height { settled[x, y] = column[y] }
        }
        return TileBoard(grid: settled)
    }

    /// The board as map rows, top row first: a colour letter per tile, `.` per empty cell.
    public var mapRows: [String] {
        grid.rows.map { row in
            String(row.map { TileColor(rawValue: Int($0))?.letter ?? "." })
        }
    }
}
