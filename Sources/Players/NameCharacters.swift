/// The character rules of a nickname that keep any name players read honest, for the other names
/// they see: a level pack's and a level's. Nothing invisible or formatting (a zero-width space or
/// a byte-order mark would make "Starter" and "Starter\u{200B}" two packs that look the same),
/// nothing a terminal acts on, nothing that reorders the text. Symbols, which a nickname may not
/// hold, are left to these names (a level may well be called "★ Finale").
public enum NameCharacters {
    /// Why `text` may not be such a name ("holds the invisible character U+200B"), or nil.
    public static func problem(in text: String) -> String? {
        for scalar in text.unicodeScalars {
            guard let problem = Nickname.problem(with: scalar) else { continue }
            switch problem {
            case .symbol, .empty, .tooWide, .stackedMarks:
                continue
            case .escapeSequence:
                return "holds an escape sequence (\(NicknameProblem.name(scalar)))"
            case .newline:
                return "holds a line break (\(NicknameProblem.name(scalar)))"
            case .controlCharacter(let found):
                return "holds the control character \(NicknameProblem.name(found))"
            case .bidiControl(let found):
                return "holds the bidirectional control \(NicknameProblem.name(found)), which reorders the text around it"
            case .zeroWidth(let found):
                return "holds the invisible character \(NicknameProblem.name(found)); "
                    + "it would look the same as a name without it"
            case .unusable(let found):
                return "holds \(NicknameProblem.name(found)), which has no agreed look (private-use or unassigned)"
            }
        }
        return nil
    }
}
