/// The command line's one style for its messages, the one compilers and the shell's tools use:
/// `clearfield: what went wrong`, starting in lower case, with no closing full stop. Messages
/// written as sentences for the screen (a moderation refusal such as "There is no player x.", a
/// save that failed) reach the command line too; they are brought to this style here, in one
/// place, rather than each command remembering to.
package enum CommandMessageStyle {
    package static let prefix = "clearfield: "

    /// The line as the command line shows it: only a line starting with the program's name is a
    /// message (a pack's FILE:LINE problems and the usage text keep their own form).
    package static func styled(_ line: String) -> String {
        guard line.hasPrefix(prefix) else { return line }
        var message = Substring(line.dropFirst(prefix.count))
        var rest = ""
        if let lineBreak = message.firstIndex(of: "\n") {
            rest = String(message[lineBreak...])
            message = message[..<lineBreak]
        }
        return prefix + lowercasingFirstWord(closingStopRemoved(message)) + rest
    }

    /// "There is…" becomes "there is…"; a name or an acronym ("SQLite", "PostgreSQL", "I") is
    /// left as it is, as is anything that starts with a digit, a quote or an option.
    package static func lowercasingFirstWord(_ text: Substring) -> String {
        guard let first = text.first, first.isUppercase,
              let second = text.dropFirst().first, second.isLowercase else { return String(text) }
        let word = text.prefix { $0.isLetter }
        // A capital inside the first word ("PostgreSQL", "McDonald") marks a name.
        guard !word.dropFirst().contains(where: \.isUppercase) else { return String(text) }
        return first.lowercased() + text.dropFirst()
    }

    /// One sentence loses its full stop; several sentences ("… here. Try …") keep theirs, and an
    /// ellipsis is not a full stop.
    package static func closingStopRemoved(_ text: Substring) -> Substring {
        guard text.hasSuffix("."), !text.hasSuffix(".."), !text.dropLast().contains(". ") else { return text }
        return text.dropLast()
    }
}
