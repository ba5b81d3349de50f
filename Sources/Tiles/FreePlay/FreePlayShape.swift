import GameCore

/// The board a Same Game free-play game is dealt: its size and how many colours.
///
/// Sizes run up to what a map can hold (`TileMap`) and what fits the terminal (the play screen
/// checks that); colours from 2 to the 6 the game draws.
public struct FreePlayShape: Codable, Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    public var colours: Int

    public static let widthRange = 4...TileMap.maximumWidth
    public static let heightRange = 3...TileMap.maximumHeight
    public static let coloursRange = 2...TileColor.allCases.count

    /// The sizes Swell Foop offers (small, normal, large), with its 3 colours: the only shapes
    /// with boards on the leaderboards, so everyone's scores there are on the same kind of board.
    public static let small = FreePlayShape(uncheckedWidth: 6, height: 5, colours: 3)
    public static let normal = FreePlayShape(uncheckedWidth: 15, height: 10, colours: 3)
    public static let large = FreePlayShape(uncheckedWidth: 20, height: 15, colours: 3)
    public static let standard: [FreePlayShape] = [small, normal, large]

    /// What a game gets without options: the normal board.
    public static let `default` = normal

    /// A shape, or a sentence saying which value is out of range.
    public init(width: Int, height: Int, colours: Int) throws(FreePlayShapeError) {
        guard Self.widthRange.contains(width) else { throw .width(width) }
        guard Self.heightRange.contains(height) else { throw .height(height) }
        guard Self.coloursRange.contains(colours) else { throw .colours(colours) }
        self.init(uncheckedWidth: width, height: height, colours: colours)
    }

    private init(uncheckedWidth width: Int, height: Int, colours: Int) {
        self.width = width
        self.height = height
        self.colours = colours
    }

    /// Whether this shape is one of the ranked standard sizes.
    public var isStandard: Bool { Self.standard.contains(self) }

    /// The shape's name in a board id and a stats context: `15x10c3`.
    public var key: String { "\(width)x\(height)c\(colours)" }

    /// Reads `key` back; nil for anything else (or a shape out of range).
    public init?(key: String) {
        let parts = key.split(separator: "x", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        let rest = parts[1].split(separator: "c", maxSplits: 1)
        guard rest.count == 2, let width = Int(parts[0]), let height = Int(rest[0]), let colours = Int(rest[1]),
              let shape = try? FreePlayShape(width: width, height: height, colours: colours),
              shape.key == key else { return nil }
        self = shape
    }

    /// "15×10, 3 colours", as screens name it.
    public var description: String { "\(width)×\(height), \(colours) colours" }

    // Decoding checks the ranges too: a save or a setup with a shape out of range is refused.
    private enum CodingKeys: String, CodingKey { case width, height, colours }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let width = try container.decode(Int.self, forKey: .width)
        let height = try container.decode(Int.self, forKey: .height)
        let colours = try container.decode(Int.self, forKey: .colours)
        let shape: FreePlayShape
        do {
            shape = try FreePlayShape(width: width, height: height, colours: colours)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .width, in: container, debugDescription: error.description)
        }
        self = shape
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
        try container.encode(colours, forKey: .colours)
    }
}

/// A free-play shape out of range, in a sentence.
public enum FreePlayShapeError: Error, Equatable, CustomStringConvertible {
    case width(Int), height(Int), colours(Int)

    public var description: String {
        switch self {
        case .width(let value):
            "a width of \(value) is out of range: \(FreePlayShape.widthRange.lowerBound) to \(FreePlayShape.widthRange.upperBound) columns"
        case .height(let value):
            "a height of \(value) is out of range: \(FreePlayShape.heightRange.lowerBound) to \(FreePlayShape.heightRange.upperBound) rows"
        case .colours(let value):
            "\(value) colours is out of range: \(FreePlayShape.coloursRange.lowerBound) to \(FreePlayShape.coloursRange.upperBound)"
        }
    }
}
