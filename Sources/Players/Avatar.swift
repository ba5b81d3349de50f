import Foundation

/// A player's picture: 8×8 pixels, each empty or one of six colours. Small enough to draw in four
/// terminal rows with half blocks and to store as 64 bytes apart from the ranking rows.
public struct Avatar: Hashable, Sendable {
    public static let side = 8
    public static let pixelCount = side * side

    /// Row by row from the top left.
    public private(set) var pixels: [AvatarColor]

    /// An empty picture.
    public init() {
        pixels = Array(repeating: .empty, count: Self.pixelCount)
    }

    /// Nil unless there are exactly 64 pixels.
    public init?(pixels: [AvatarColor]) {
        guard pixels.count == Self.pixelCount else { return nil }
        self.pixels = pixels
    }

    /// Coordinates outside the picture read as empty and are ignored when written, so an editor
    /// can clamp its cursor wherever it likes.
    public subscript(x x: Int, y y: Int) -> AvatarColor {
        get { Self.contains(x: x, y: y) ? pixels[y * Self.side + x] : .empty }
        set { if Self.contains(x: x, y: y) { pixels[y * Self.side + x] = newValue } }
    }

    public static func contains(x: Int, y: Int) -> Bool {
        (0..<side).contains(x) && (0..<side).contains(y)
    }

    public var isBlank: Bool { pixels.allSatisfy { $0 == .empty } }

    /// The stored form: one byte per pixel (its colour's number).
    public var bytes: Data { Data(pixels.map(\.rawValue)) }

    /// Reads the stored form back, refusing anything but 64 known colour numbers.
    public init(bytes: Data) throws(AvatarProblem) {
        guard bytes.count == Self.pixelCount else { throw .wrongSize(bytes.count) }
        var pixels: [AvatarColor] = []
        pixels.reserveCapacity(Self.pixelCount)
        for byte in bytes {
            guard let color = AvatarColor(rawValue: byte) else { throw .unknownColor(byte) }
            pixels.append(color)
        }
        self.pixels = pixels
    }

    /// The picture as 64 digits 0–6 (its JSON form: short, and readable in a terminal).
    public var digits: String { String(pixels.map { Character(String($0.rawValue)) }) }

    public init(digits: String) throws(AvatarProblem) {
        var bytes = Data()
        for character in digits {
            guard let value = character.wholeNumberValue, character.isASCII else { throw .notDigits }
            bytes.append(UInt8(clamping: value))
        }
        try self.init(bytes: bytes)
    }
}

/// Why stored bytes are not an avatar.
public enum AvatarProblem: Error, Hashable, Sendable, CustomStringConvertible {
    case wrongSize(Int)
    case unknownColor(UInt8)
    case notDigits

    public var description: String {
        switch self {
        case .wrongSize(let count): "An avatar has \(Avatar.pixelCount) pixels, not \(count)."
        case .unknownColor(let value): "An avatar pixel has no colour number \(value) (0 to \(AvatarColor.inks.count))."
        case .notDigits: "An avatar is written as \(Avatar.pixelCount) digits."
        }
    }
}

extension Avatar: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        do {
            self = try Avatar(digits: try container.decode(String.self))
        } catch let problem as AvatarProblem {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: problem.description)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(digits)
    }
}
