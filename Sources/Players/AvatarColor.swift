/// One pixel of an avatar: empty, or one of six colours a terminal has in every palette. Each has
/// its own ASCII glyph, so a picture drawn without colour still shows which pixels differ.
public enum AvatarColor: UInt8, CaseIterable, Codable, Hashable, Sendable {
    case empty = 0
    case red, yellow, green, cyan, blue, magenta

    /// The colours a pixel can be painted (every case but empty), in key order 1…6.
    public static let inks: [AvatarColor] = allCases.filter { $0 != .empty }

    public var name: String {
        switch self {
        case .empty: "empty"
        case .red: "red"
        case .yellow: "yellow"
        case .green: "green"
        case .cyan: "cyan"
        case .blue: "blue"
        case .magenta: "magenta"
        }
    }

    /// The ASCII form's glyph: shapes of clearly different weight, none a space but the empty pixel.
    public var asciiGlyph: Character {
        switch self {
        case .empty: " "
        case .red: "#"
        case .yellow: "+"
        case .green: "x"
        case .cyan: "o"
        case .blue: "="
        case .magenta: "@"
        }
    }
}
