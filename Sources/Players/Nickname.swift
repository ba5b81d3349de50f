/// A player's display name, checked: 1 to 20 terminal columns after normalising, made of
/// letters, digits, punctuation and spaces. Nothing in it can command a terminal or reorder the
/// text around it, so it is safe to show; screens still draw it through their escaping paths.
public struct Nickname: Hashable, Sendable, CustomStringConvertible {
    public static let maximumColumns = 20
    /// Enough for any language's stacked diacritics (Vietnamese uses two).
    public static let maximumMarksPerLetter = 3

    public let text: String

    public var description: String { text }

    /// Columns the name takes on a terminal.
    public var columns: Int { TextColumns.width(of: text) }

    private init(checked text: String) {
        self.text = text
    }

    /// The nickname a player typed, normalised (`NicknameRules.normalise`: NFC, white space and
    /// invisible characters trimmed from both ends), or why it cannot be. Characters are checked
    /// before the width, so a long hostile name is refused for what it holds, which is the more
    /// useful message.
    public static func validate(_ raw: String) -> Result<Nickname, NicknameProblem> {
        let trimmed = NicknameRules.normalise(raw)
        if let problem = characterProblem(in: trimmed) { return .failure(problem) }
        if trimmed.isEmpty { return .failure(.empty) }
        let columns = TextColumns.width(of: trimmed)
        // Combining marks with no letter under them take no column: the name would show as nothing.
        if columns == 0 { return .failure(.empty) }
        if columns > maximumColumns { return .failure(.tooWide(columns: columns)) }
        return .success(Nickname(checked: trimmed))
    }

    /// The most serious problem any character has, or nil.
    static func characterProblem(in text: String) -> NicknameProblem? {
        var worst: NicknameProblem?
        func note(_ problem: NicknameProblem) {
            if worst.map({ problem.severity > $0.severity }) ?? true { worst = problem }
        }
        for scalar in text.unicodeScalars {
            if let problem = problem(with: scalar) { note(problem) }
        }
        if worst == nil {
            for character in text where character.unicodeScalars.count > maximumMarksPerLetter + 1 {
                let marks = character.unicodeScalars.filter { isMark($0) }.count
                if marks > maximumMarksPerLetter { note(.stackedMarks) }
            }
        }
        return worst
    }

    static func problem(with scalar: Unicode.Scalar) -> NicknameProblem? {
        if (0x20..<0x7F).contains(scalar.value) { return nil }
        switch scalar.value {
        case 0x1B, 0x90, 0x98, 0x9B, 0x9D, 0x9E, 0x9F: return .escapeSequence
        case 0x0A, 0x0D, 0x85, 0x2028, 0x2029: return .newline
        default: break
        }
        let properties = scalar.properties
        if properties.isBidiControl { return .bidiControl(scalar) }
        switch properties.generalCategory {
        case .control: return .controlCharacter(scalar)
        case .privateUse, .unassigned, .surrogate: return .unusable(scalar)
        default: break
        }
        if properties.isDefaultIgnorableCodePoint || properties.generalCategory == .format {
            return .zeroWidth(scalar)
        }
        switch properties.generalCategory {
        case .otherSymbol, .lineSeparator, .paragraphSeparator: return .symbol(scalar)
        default: return nil
        }
    }

    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: true
        default: false
        }
    }
}

/// Stored and sent as its text; decoding checks it again, so a name edited into a file or a
/// database by hand cannot get past the rules.
extension Nickname: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let raw = try container.decode(String.self)
        switch Nickname.validate(raw) {
        case .success(let nickname): self = nickname
        case .failure(let problem):
            throw DecodingError.dataCorruptedError(in: container, debugDescription: problem.description)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
