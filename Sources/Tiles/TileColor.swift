/// One of the six tile colours. Each has a letter (used in level maps) so the colour is
/// never the only way to tell tiles apart.
public enum TileColor: Int, Codable, Sendable, CaseIterable {
    case red = 1, green, blue, yellow, magenta, cyan

    /// The letter that stands for this colour in a level map and on monochrome screens.
    public var letter: Character {
        switch self {
        case .red: "R"
        case .green: "G"
        case .blue: "B"
        case .yellow: "Y"
        case .magenta: "M"
        case .cyan: "C"
        }
    }

    public var name: String {
        switch self {
        case .red: "red"
        case .green: "green"
        case .blue: "blue"
        case .yellow: "yellow"
        case .magenta: "magenta"
        case .cyan: "cyan"
        }
    }

    public init?(letter: Character) {
        guard let color = TileColor.allCases.first(where: { $0.letter == letter.uppercased().first }) else {
            return nil
        }
        self = color
    }
}
