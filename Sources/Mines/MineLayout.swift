import GameCore

/// Where the mines are on one board: fixed once the first cell has been revealed.
///
/// The numbers (mines around each cell) are worked out once here, so the rules, the
/// statistics and the drawing code never count neighbours again.
public struct MineLayout: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// Row by row, true where a mine is.
    let mines: [Bool]
    /// Row by row, the mines around each cell (a mine's own cell included in nothing).
    let numbers: [UInt8]
    public let mineCount: Int

    /// Nil when `isMine` does not hold exactly `width × height` cells or the size is empty.
    public init?(width: Int, height: Int, isMine: [Bool]) {
        guard width > 0, height > 0, isMine.count == width * height else { return nil }
        self.init(checkedWidth: width, height: height, mines: isMine)
    }

    init(checkedWidth width: Int, height: Int, mines: [Bool]) {
        self.width = width
        self.height = height
        self.mines = mines
        var numbers = [UInt8](repeating: 0, count: mines.count)
        var count = 0
        for index in mines.indices where mines[index] {
            count += 1
            let x = index % width, y = index / width
            for ny in max(0, y - 1)...min(height - 1, y + 1) {
                for nx in max(0, x - 1)...min(width - 1, x + 1) where nx != x || ny != y {
                    numbers[ny * width + nx] &+= 1
                }
            }
        }
        self.numbers = numbers
        self.mineCount = count
    }

    public var cellCount: Int { mines.count }

    public func contains(_ point: Point) -> Bool {
        point.x >= 0 && point.y >= 0 && point.x < width && point.y < height
    }

    /// False for points off the board.
    public func isMine(at point: Point) -> Bool {
        contains(point) && mines[point.y * width + point.x]
    }

    /// The number a revealed cell shows: mines among its (up to eight) neighbours.
    public func adjacentMines(at point: Point) -> Int {
        contains(point) ? Int(numbers[point.y * width + point.x]) : 0
    }

    /// Every mine, row by row.
    public var minePoints: [Point] {
        mines.indices.filter { mines[$0] }.map { Point(x: $0 % width, y: $0 / width) }
    }

    /// The layout as rows of `*` (mine) and `.` (safe), top row first.
    public var rows: [String] {
        (0..<height).map { y in
            String((0..<width).map { mines[y * width + $0] ? "*" : "." })
        }
    }
}
