import Foundation
import Terminal

/// Why a background art file could not be read.
public enum BackgroundArtError: Error, Equatable, CustomStringConvertible {
    case unknownColor(String, line: Int)
    case unknownSetting(String, line: Int)
    case noArt

    public var description: String {
        switch self {
        case let .unknownColor(name, line):
            "line \(line): '\(name)' is not a colour (black red green yellow blue magenta cyan white)"
        case let .unknownSetting(key, line):
            "line \(line): unknown setting '\(key)' (only 'color' is known)"
        case .noArt:
            "the file has no art lines"
        }
    }
}

/// A pattern drawn around the board, repeated to fill the space, in one colour.
///
/// File format (assets/backgrounds/NAME.txt): optional `key: value` settings, a line `---`,
/// then the art. Without a `---` line the whole file is art. The only setting is `color`.
public struct BackgroundArt: Hashable, Sendable {
    public static let defaultName = "default"
    /// Wider lines are cut: a pattern repeats, so a tile wider than this adds nothing.
    package static let maximumWidth = 200

    public var name: String
    public var lines: [String]
    public var color: TerminalColor?

    public init(name: String, lines: [String], color: TerminalColor? = nil) {
        self.name = name
        self.lines = lines
        self.color = color
    }

    /// Used when even the default art is missing.
    public static let builtIn = BackgroundArt(
        name: "built-in", lines: ["  .     ", "      . ", "    .   ", ".       "], color: .blue)

    public static func parse(name: String, text: String) throws -> BackgroundArt {
        let allLines = text.replacingTabs().splitLines()
        var color: TerminalColor?
        var artLines = allLines
        if let separator = allLines.firstIndex(where: { $0.trimmingSpaces() == "---" }) {
            for (index, line) in allLines[..<separator].enumerated() {
                let trimmed = line.trimmingSpaces()
                if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
                let parts = trimmed.split(separator: ":", maxSplits: 1).map { String($0).trimmingSpaces() }
                guard parts.count == 2, parts[0] == "color" else {
                    throw BackgroundArtError.unknownSetting(parts.first ?? trimmed, line: index + 1)
                }
                guard let parsed = TerminalColor(name: parts[1]) else {
                    throw BackgroundArtError.unknownColor(parts[1], line: index + 1)
                }
                color = parsed
            }
            artLines = Array(allLines[(separator + 1)...])
        }
        while artLines.last?.trimmingSpaces().isEmpty == true { artLines.removeLast() }
        guard artLines.contains(where: { !$0.trimmingSpaces().isEmpty }) else { throw BackgroundArtError.noArt }
        return BackgroundArt(name: name, lines: artLines.map { String($0.prefix(maximumWidth)) }, color: color)
    }

    /// The art as drawn with a glyph set: characters the set cannot show become dots.
    package func lines(for glyphs: GlyphSet) -> [String] {
        guard glyphs.isASCII else { return lines }
        return lines.map { line in String(line.map { $0.isASCII ? $0 : "." }) }
    }
}

/// The title drawn on the main menu, in a Unicode and an ASCII version.
public struct TitleArt: Hashable, Sendable {
    public var unicode: [String]
    public var ascii: [String]

    public init(unicode: [String], ascii: [String]) {
        self.unicode = unicode
        self.ascii = ascii
    }

    /// Splits file contents into lines, dropping blank lines at the end.
    public init(unicodeText: String?, asciiText: String?) {
        func lines(_ text: String?) -> [String] {
            var result = (text ?? "").replacingTabs().splitLines()
            while result.last?.trimmingSpaces().isEmpty == true { result.removeLast() }
            return result
        }
        self.init(unicode: lines(unicodeText), ascii: lines(asciiText))
    }

    /// Used when no title file could be read.
    public static let plain = TitleArt(unicode: [], ascii: ["C L E A R F I E L D"])

    package func lines(for glyphs: GlyphSet) -> [String] {
        let asciiLines = ascii.isEmpty ? TitleArt.plain.ascii : ascii
        if glyphs.isASCII || unicode.isEmpty {
            return asciiLines.map { line in String(line.map { $0.isASCII ? $0 : "#" }) }
        }
        return unicode
    }
}

extension TerminalColor {
    package init?(name: String) {
        guard let color = TerminalColor.allCases.first(where: { "\($0)" == name.lowercased() }) else { return nil }
        self = color
    }
}

extension String {
    package func trimmingSpaces() -> String {
        var slice = Substring(self)
        while slice.first == " " { slice.removeFirst() }
        while slice.last == " " { slice.removeLast() }
        return String(slice)
    }

    /// Lines split at any line break ("\r\n" is one Character in Swift, so splitting at
    /// "\n" alone would miss it).
    package func splitLines() -> [String] {
        split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
    }

    package func replacingTabs() -> String {
        replacingOccurrences(of: "\t", with: "    ")
    }
}
