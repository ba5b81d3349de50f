import GameCore

/// Why a level map could not be read.
public enum TileMapError: Error, Equatable, CustomStringConvertible {
    case empty
    case raggedRows(row: Int, expected: Int, found: Int)
    case unknownCharacter(Character, row: Int, column: Int)
    case tooLarge(width: Int, height: Int)
    case floatingTile(row: Int, column: Int)
    case gapBetweenColumns(column: Int)

    public var description: String {
        switch self {
        case .empty: "the map has no rows"
        case let .raggedRows(row, expected, found):
            "row \(row + 1) has \(found) cells but the first row has \(expected)"
        case let .unknownCharacter(character, row, column):
            "row \(row + 1), column \(column + 1): '\(character)' is not a colour letter (R G B Y M C) or '.'"
        case let .tooLarge(width, height):
            "the map is \(width)×\(height); the largest allowed is \(TileMap.maximumWidth)×\(TileMap.maximumHeight)"
        case let .floatingTile(row, column):
            "row \(row + 1), column \(column + 1): a tile sits above an empty cell (tiles must rest on the bottom)"
        case let .gapBetweenColumns(column):
            "column \(column + 1) is empty but a column right of it has tiles (columns must close to the left)"
        }
    }
}

/// Reads and writes the level map text format documented in levels/README.md.
public enum TileMap {
    public static let maximumWidth = 24
    public static let maximumHeight = 16

    /// Parses map rows (top row first; newline-separated text is accepted too).
    public static func parse(_ text: String) throws -> TileBoard {
        let rows = text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        guard let first = rows.first else { throw TileMapError.empty }
        let width = first.count
        guard width <= maximumWidth, rows.count <= maximumHeight else {
            throw TileMapError.tooLarge(width: width, height: rows.count)
        }
        var cells: [[UInt8]] = []
        for (rowIndex, row) in rows.enumerated() {
            guard row.count == width else {
                throw TileMapError.raggedRows(row: rowIndex, expected: width, found: row.count)
            }
            var values: [UInt8] = []
            for (column, character) in row.enumerated() {
                if character == "." {
                    values.append(0)
                } else if let color = TileColor(letter: character) {
                    values.append(UInt8(color.rawValue))
                } else {
                    throw TileMapError.unknownCharacter(character, row: rowIndex, column: column)
                }
            }
            cells.append(values)
        }
        guard let grid = Grid(rows: cells) else { throw TileMapError.empty }
        try checkSettled(grid)
        return TileBoard(grid: grid)
    }

    private static func checkSettled(_ grid: Grid<UInt8>) throws {
        var sawEmptyColumn = false
        for x in 0..<grid.width {
            var columnHasTile = false
            for y in 0..<grid.height {
                if grid[x, y] != 0 {
                    columnHasTile = true
                } else if columnHasTile {
                    throw TileMapError.floatingTile(row: y - 1, column: x)
                }
            }
            if columnHasTile && sawEmptyColumn { throw TileMapError.gapBetweenColumns(column: x - 1) }
            if !columnHasTile { sawEmptyColumn = true }
        }
    }
}
