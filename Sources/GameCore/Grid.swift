/// A rectangular board of values stored row by row in one contiguous array.
public struct Grid<Element>: Sendable where Element: Sendable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [Element]

    public init(width: Int, height: Int, repeating value: Element) {
        precondition(width >= 0 && height >= 0, "a grid cannot have a negative size")
        self.width = width
        self.height = height
        self.cells = Array(repeating: value, count: width * height)
    }

    /// Builds a grid from rows (top row first); nil when the rows are not all of one length.
    public init?(rows: [[Element]]) {
        let width = rows.first?.count ?? 0
        guard rows.allSatisfy({ $0.count == width }) else { return nil }
        self.width = width
        self.height = rows.count
        self.cells = rows.flatMap { $0 }
    }

    public var count: Int { cells.count }

    public func contains(_ point: Point) -> Bool {
        point.x >= 0 && point.y >= 0 && point.x < width && point.y < height
    }

    public func index(of point: Point) -> Int { point.y * width + point.x }

    public func point(at index: Int) -> Point { Point(x: index % width, y: index / width) }

    public subscript(point: Point) -> Element {
        get { cells[index(of: point)] }
        set { cells[index(of: point)] = newValue }
    }

    public subscript(x: Int, y: Int) -> Element {
        get { cells[y * width + x] }
        set { cells[y * width + x] = newValue }
    }

    public var allPoints: [Point] {
        (0..<height).flatMap { y in (0..<width).map { x in Point(x: x, y: y) } }
    }

    public var rows: [[Element]] {
        (0..<height).map { y in Array(cells[(y * width)..<((y + 1) * width)]) }
    }

    public func map<T>(_ transform: (Element) throws -> T) rethrows -> Grid<T> {
        Grid<T>(width: width, height: height, cellsUnchecked: try cells.map(transform))
    }

    init(width: Int, height: Int, cellsUnchecked: [Element]) {
        self.width = width
        self.height = height
        self.cells = cellsUnchecked
    }
}

extension Grid: Equatable where Element: Equatable {}
extension Grid: Hashable where Element: Hashable {}
