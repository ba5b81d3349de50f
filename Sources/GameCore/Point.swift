/// A cell position on a board: `x` is the column and `y` the row, both from 0 at the top left.
public struct Point: Hashable, Codable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public var description: String { "\(x),\(y)" }

    /// The four orthogonal neighbours, in a fixed order (up, left, right, down).
    public var orthogonalNeighbours: [Point] {
        [Point(x: x, y: y - 1), Point(x: x - 1, y: y), Point(x: x + 1, y: y), Point(x: x, y: y + 1)]
    }

    /// The eight surrounding cells.
    public var surroundingNeighbours: [Point] {
        var result: [Point] = []
        result.reserveCapacity(8)
        for dy in -1...1 {
            for dx in -1...1 where dx != 0 || dy != 0 {
                result.append(Point(x: x + dx, y: y + dy))
            }
        }
        return result
    }

    public func moved(by direction: Direction, steps: Int = 1) -> Point {
        Point(x: x + direction.dx * steps, y: y + direction.dy * steps)
    }
}

/// A cursor direction, shared by every game's keyboard controls.
public enum Direction: String, Codable, Sendable, CaseIterable {
    case up, down, left, right

    public var dx: Int {
        switch self {
        case .left: -1
        case .right: 1
        case .up, .down: 0
        }
    }

    public var dy: Int {
        switch self {
        case .up: -1
        case .down: 1
        case .left, .right: 0
        }
    }
}
