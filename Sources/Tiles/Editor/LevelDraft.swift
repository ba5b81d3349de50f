import GameCore

/// A level as the editor holds it: a grid of cells that may break the map rules while it is being
/// drawn (a tile over a gap is allowed here, and named by `problem`), a name and a background.
/// A value: every edit makes a new draft, which is what undo keeps.
public struct LevelDraft: Hashable, Sendable {
    public static let minimumWidth = 4
    public static let minimumHeight = 4
    /// The largest board the editor makes: the largest a play screen shows on 60×20 and above.
    public static let maximumWidth = 20
    public static let maximumHeight = 14

    /// 0 is an empty cell, 1...6 `TileColor` raw values.
    public internal(set) var cells: Grid<UInt8>
    public var name: String
    /// The name of a file in assets/backgrounds/.
    public var background: String

    /// An empty board of the given size (clamped to the editor's limits).
    public init(width: Int, height: Int, name: String = "", background: String = "default") {
        cells = Grid(width: Self.clampedWidth(width), height: Self.clampedHeight(height), repeating: 0)
        self.name = name
        self.background = background
    }

    /// A draft of an existing board; a board beyond the editor's limits keeps what fits.
    public init(board: TileBoard, name: String, background: String) {
        self.init(width: board.width, height: board.height, name: name, background: background)
        cells = Self.copy(board.grid, into: cells)
    }

    public var width: Int { cells.width }
    public var height: Int { cells.height }

    public func color(at point: Point) -> TileColor? {
        guard cells.contains(point) else { return nil }
        return TileColor(rawValue: Int(cells[point]))
    }

    public var isEmpty: Bool { cells.cells.allSatisfy { $0 == 0 } }

    /// The board the draft would be played as (its cells as they are, even when `problem` says
    /// they cannot be played).
    public var board: TileBoard { TileBoard(grid: cells) }

    /// The map text of the level format (rows top first, one per line).
    public var mapText: String { board.mapRows.joined(separator: "\n") }

    /// Why this draft cannot be played yet (a floating tile, a gap between columns, no tiles), in
    /// words for its author; nil when it can.
    public var problem: String? { TileMap.problem(in: mapText) }

    static func clampedWidth(_ width: Int) -> Int { min(max(width, minimumWidth), maximumWidth) }
    static func clampedHeight(_ height: Int) -> Int { min(max(height, minimumHeight), maximumHeight) }

    /// `source` laid into `target` by their bottom-left corners: tiles rest on the bottom and
    /// columns close to the left, so this keeps a playable map playable whatever the new size.
    static func copy(_ source: Grid<UInt8>, into target: Grid<UInt8>) -> Grid<UInt8> {
        var result = target
        let rise = target.height - source.height
        for y in 0..<source.height {
            for x in 0..<source.width {
                let point = Point(x: x, y: y + rise)
                if result.contains(point) { result[point] = source[x, y] }
            }
        }
        return result
    }
}
