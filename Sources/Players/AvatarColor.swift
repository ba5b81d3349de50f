/// One pixel of an avatar: empty, or one of six colours a terminal has in every palette. Each has
/// its own ASCII glyph, so a picture drawn without colour still shows which pixels differ.
public enum AvatarColor: UInt8, CaseIterable, Codable, Hashable, Sendable {
    case empty = 0
    case red, yellow, green, cyan, blue, magenta

    /// The colours a pixel can be painted (every case but empty), in the order of their stored
    /// numbers (identicons pick from it: never reordered).
    public static let inks: [AvatarColor] = allCases.filter { $0 != .empty }

    /// The colours in the order of the keys that paint them, 1…6: the level editor's numbering
    /// (1 red, 2 green, 3 blue, 4 yellow, 5 magenta, 6 cyan), so one digit is one colour in both
    /// editors. Only the keys follow it; stored pictures keep their numbers.
    public static let keyOrder: [AvatarColor] = [.red, .green, .blue, .yellow, .magenta, .cyan]

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
