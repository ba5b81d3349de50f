import GameCore

/// One laid-out board as `clearfield mines generate` prints it and `clearfield mines solve`
/// reads it.
public struct MinesBoardRecord: Equatable, Sendable {
    public let layout: MineLayout
    /// The cell the game starts from (X column, Y row, from 0 at the top left).
    public let first: Point
    /// The seed that made it, when known: with the size, mine count and first cell it makes
    /// this board again.
    public let seed: UInt64?

    public init(layout: MineLayout, first: Point, seed: UInt64?) {
        self.layout = layout
        self.first = first
        self.seed = seed
    }

    /// `WxH mines=N first=X,Y seed=S` (without ` seed=S` when the seed is unknown).
    public var header: String {
        var line = "\(layout.width)x\(layout.height) mines=\(layout.mineCount) first=\(first.x),\(first.y)"
        if let seed { line += " seed=\(seed)" }
        return line
    }
}

/// Why a board text could not be read, with the line (from 1) where it went wrong.
public struct MinesBoardTextError: Error, Equatable, Sendable, CustomStringConvertible {
    public let line: Int
    public let problem: String

    public var description: String { "line \(line): \(problem)" }
}

/// The plain-text board format.
///
/// Each board is a header line `WxH mines=N first=X,Y seed=S` (`seed=S` may be left out)
/// followed by H rows of W characters, `*` for a mine and `.` for a safe cell, top row first.
/// X is the column and Y the row of the first cell, both counted from 0 at the top left.
/// Boards are separated by a blank line. For example:
///
///     5x5 mines=3 first=2,2 seed=7
///     *....
///     .....
///     .....
///     ....*
///     *....
public enum MinesBoardText {
    public static let example = "5x5 mines=3 first=2,2 seed=7"

    /// One board: the header and its rows, each line ending in a newline.
    public static func format(_ record: MinesBoardRecord) -> String {
        format([record])
    }

    /// Boards separated by blank lines, each line ending in a newline.
    public static func format(_ records: [MinesBoardRecord]) -> String {
        // Built as bytes: `generate --count` prints many boards and this keeps it cheap.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(records.reduce(0) { $0 + 40 + ($1.layout.width + 1) * $1.layout.height + 1 })
        for (index, record) in records.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: "\n")) }
            bytes.append(contentsOf: record.header.utf8)
            bytes.append(UInt8(ascii: "\n"))
            let layout = record.layout
            for row in 0..<layout.height {
                for column in 0..<layout.width {
                    bytes.append(layout.mines[row * layout.width + column] ? UInt8(ascii: "*") : UInt8(ascii: "."))
                }
                bytes.append(UInt8(ascii: "\n"))
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    public static func parse(_ text: String) throws -> [MinesBoardRecord] {
        // "\r\n" is one Character in Swift, and a newline like "\n".
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        if lines.last?.isEmpty == true { lines.removeLast() }
        var records: [MinesBoardRecord] = []
        var index = 0
        while index < lines.count {
            if lines[index].allSatisfy({ $0 == " " || $0 == "\t" }) {
                index += 1
                continue
            }
            let header = try parseHeader(lines[index], line: index + 1)
            var mines: [Bool] = []
            mines.reserveCapacity(header.width * header.height)
            for row in 0..<header.height {
                let lineNumber = index + 2 + row
                guard index + 1 + row < lines.count else {
                    throw MinesBoardTextError(line: lineNumber,
                                              problem: "the board ends after \(row) of its \(header.height) rows")
                }
                let rowText = lines[index + 1 + row]
                guard rowText.count == header.width else {
                    throw MinesBoardTextError(
                        line: lineNumber, problem: "a row must have \(header.width) characters, this one has \(rowText.count)")
                }
                for (column, character) in rowText.enumerated() {
                    switch character {
                    case "*": mines.append(true)
                    case ".": mines.append(false)
                    default:
                        throw MinesBoardTextError(
                            line: lineNumber,
                            problem: "column \(column + 1) holds '\(character)'; rows use only '*' (mine) and '.' (safe)")
                    }
                }
            }
            let layout = MineLayout(checkedWidth: header.width, height: header.height, mines: mines)
            guard layout.mineCount == header.mines else {
                throw MinesBoardTextError(line: index + 1,
                                          problem: "the header says \(Plural.count(header.mines, "mine")) but the rows hold \(layout.mineCount)")
            }
            records.append(MinesBoardRecord(layout: layout, first: header.first, seed: header.seed))
            index += 1 + header.height
            if index < lines.count && !lines[index].allSatisfy({ $0 == " " || $0 == "\t" }) {
                throw MinesBoardTextError(line: index + 1,
                                          problem: "expected a blank line after the \(header.height) rows of the board")
            }
        }
        return records
    }

    private struct Header {
        var width: Int
        var height: Int
        var mines: Int
        var first: Point
        var seed: UInt64?
    }

    private static func parseHeader(_ text: Substring, line: Int) throws -> Header {
        func fail(_ problem: String) -> MinesBoardTextError {
            MinesBoardTextError(line: line, problem: problem + " (a header looks like `\(example)`)")
        }
        let fields = text.split(separator: " ", omittingEmptySubsequences: true)
        guard let size = fields.first else { throw fail("expected a header") }
        let sides = size.split(separator: "x", omittingEmptySubsequences: false)
        guard sides.count == 2, let width = Int(sides[0]), let height = Int(sides[1]) else {
            throw fail("'\(size)' is not a size like 9x9")
        }
        guard (1...1000).contains(width), (1...1000).contains(height) else {
            throw fail("the size \(size) is outside 1x1 to 1000x1000")
        }
        var mines: Int?
        var first: Point?
        var seed: UInt64?
        for field in fields.dropFirst() {
            let parts = field.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { throw fail("'\(field)' is not a key=value field") }
            switch parts[0] {
            case "mines":
                guard let value = Int(parts[1]), value >= 0 else { throw fail("mines '\(parts[1])' is not a count") }
                mines = value
            case "first":
                let coordinates = parts[1].split(separator: ",", omittingEmptySubsequences: false)
                guard coordinates.count == 2, let x = Int(coordinates[0]), let y = Int(coordinates[1]) else {
                    throw fail("first '\(parts[1])' is not a cell like 4,4")
                }
                guard x >= 0, y >= 0, x < width, y < height else {
                    throw fail("first cell \(x),\(y) is off the \(width)x\(height) board")
                }
                first = Point(x: x, y: y)
            case "seed":
                guard let value = UInt64(parts[1]) else { throw fail("seed '\(parts[1])' is not a whole number") }
                seed = value
            default:
                throw fail("unknown field '\(parts[0])'")
            }
        }
        guard let mines else { throw fail("the header has no mines=N") }
        guard let first else { throw fail("the header has no first=X,Y") }
        return Header(width: width, height: height, mines: mines, first: first, seed: seed)
    }
}
