import GameCore
/// The size of a Mines board and how many mines it holds: what the player chooses.
///
/// Every value of this type is valid: the only ways to make one are the checked initializer,
/// the presets, the endless schedule and decoding (which checks too), so the rules and the
/// generator never meet a board they cannot lay out.
public struct MinesParams: Hashable, Sendable, CustomStringConvertible {
    public let width: Int
    public let height: Int
    public let mines: Int

    /// Allowed widths. Five is the smallest board with room around a 3×3 first opening;
    /// a hundred keeps the biggest board (10,000 cells) quick to generate and to draw.
    public static let widthRange = 5...100
    /// Allowed heights, for the same reasons as `widthRange`.
    public static let heightRange = 5...100
    /// Cells that can never hold a mine: the first revealed cell and its eight neighbours.
    public static let firstAreaSize = 9

    /// The largest mine count for a board of this many cells: every cell outside the first
    /// opening (a 3×3 block, the most it can cover) may hold a mine, no more.
    public static func maximumMines(width: Int, height: Int) -> Int {
        width * height - firstAreaSize
    }

    /// Checks a custom board; the error names the value that is out of range.
    public init(width: Int, height: Int, mines: Int) throws {
        guard Self.widthRange.contains(width) else { throw MinesParamsError.widthOutOfRange(width) }
        guard Self.heightRange.contains(height) else { throw MinesParamsError.heightOutOfRange(height) }
        let maximum = Self.maximumMines(width: width, height: height)
        guard (1...maximum).contains(mines) else {
            throw MinesParamsError.minesOutOfRange(mines, maximum: maximum)
        }
        self.init(checkedWidth: width, height: height, mines: mines)
    }

    /// For tables in this module whose values are known to be in range.
    init(checkedWidth width: Int, height: Int, mines: Int) {
        self.width = width
        self.height = height
        self.mines = mines
    }

    public var cellCount: Int { width * height }
    public var safeCellCount: Int { cellCount - mines }
    /// Mines per cell, from 0 to 1.
    public var density: Double { Double(mines) / Double(cellCount) }

    /// `30x16/99`: size and mine count, the way players write a board.
    public var description: String { "\(width)x\(height)/\(mines)" }

    public static let beginner = MinesParams(checkedWidth: 9, height: 9, mines: 10)
    public static let intermediate = MinesParams(checkedWidth: 16, height: 16, mines: 40)
    public static let expert = MinesParams(checkedWidth: 30, height: 16, mines: 99)
}

extension MinesParams: Codable {
    private enum CodingKeys: String, CodingKey {
        case width, height, mines
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        do {
            try self.init(width: try container.decode(Int.self, forKey: .width),
                          height: try container.decode(Int.self, forKey: .height),
                          mines: try container.decode(Int.self, forKey: .mines))
        } catch let error as MinesParamsError {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
        try container.encode(mines, forKey: .mines)
    }
}

/// Why a custom board was refused, worded for the player.
public enum MinesParamsError: Error, Equatable, Sendable, CustomStringConvertible {
    case widthOutOfRange(Int)
    case heightOutOfRange(Int)
    case minesOutOfRange(Int, maximum: Int)

    public var description: String {
        switch self {
        case .widthOutOfRange(let width):
            "width \(width) is out of range: a board is \(MinesParams.widthRange.lowerBound) to \(MinesParams.widthRange.upperBound) cells wide"
        case .heightOutOfRange(let height):
            "height \(height) is out of range: a board is \(MinesParams.heightRange.lowerBound) to \(MinesParams.heightRange.upperBound) cells high"
        case .minesOutOfRange(let mines, let maximum):
            "\(Plural.count(mines, "mine")) is out of range: this board takes 1 to \(maximum) mines (the first cell and its neighbours stay clear)"
        }
    }
}
