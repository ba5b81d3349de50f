/// A rectangular board of values stored row by row in one contiguous array.
///
/// The accessors are `@inlinable`: a game module then reads and writes cells as plain array
/// accesses, specialised for its element type, instead of generic calls that look the type up
/// each time (that lookup was most of the time a Tiles replay took).
public struct Grid<Element>: Sendable where Element: Sendable {
    public let width: Int
    public let height: Int
    /// The cells, row by row (`cells` outside this module).
    @usableFromInline var storage: [Element]

    /// A negative size makes an empty grid: sizes come from files and the command line, and a
    /// bad one must surface as an error where it is read, never as a trap here.
    public init(width: Int, height: Int, repeating value: Element) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.storage = Array(repeating: value, count: self.width * self.height)
    }

    /// Builds a grid from rows (top row first); nil when the rows are not all of one length.
    public init?(rows: [[Element]]) {
        let width = rows.first?.count ?? 0
        guard rows.allSatisfy({ $0.count == width }) else { return nil }
        self.width = width
        self.height = rows.count
        self.storage = rows.flatMap { $0 }
    }

    /// The cells, row by row.
    @inlinable public var cells: [Element] { storage }

    @inlinable public var count: Int { storage.count }

    @inlinable public func contains(_ point: Point) -> Bool {
        point.x >= 0 && point.y >= 0 && point.x < width && point.y < height
    }

    @inlinable public func index(of point: Point) -> Int { point.y * width + point.x }

    @inlinable public func point(at index: Int) -> Point { Point(x: index % width, y: index / width) }

    @inlinable public subscript(point: Point) -> Element {
        get { storage[index(of: point)] }
        set { storage[index(of: point)] = newValue }
    }

    @inlinable public subscript(x: Int, y: Int) -> Element {
        get { storage[y * width + x] }
        set { storage[y * width + x] = newValue }
    }

    public var allPoints: [Point] {
        (0..<height).flatMap { y in (0..<width).map { x in Point(x: x, y: y) } }
    }

    public var rows: [[Element]] {
        (0..<height).map { y in Array(cells[(y * width)..<((y + 1) * width)]) }
    }

    public func map<T>(_ transform: (Element) throws -> T) rethrows -> Grid<T> {
        Grid<T>(width: width, height: height, cellsUnchecked: try storage.map(transform))
    }

    init(width: Int, height: Int, cellsUnchecked: [Element]) {
        self.width = width
        self.height = height
        self.storage = cellsUnchecked
    }
}

extension Grid: Equatable where Element: Equatable {}
extension Grid: Hashable where Element: Hashable {}
