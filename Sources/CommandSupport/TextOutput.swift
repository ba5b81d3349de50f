import Foundation
import GameCore

// Every line the commands print goes through here, so no name, title or message read from a
// file or the environment can send the terminal a control sequence (`SafeText` decides what is
// unsafe and how it is shown).

/// One line (or several, separated by newlines) on standard output.
package func printLine(_ text: String) {
    print(SafeText.escaped(text, keepingLineBreaks: true))
}

/// One line on standard error, in the command line's one style (`CommandMessageStyle`). The
/// terminal may be gone (a hang-up): a failed write is dropped.
package func printError(_ message: String) {
    let line = CommandMessageStyle.styled(message)
    try? FileHandle.standardError.write(contentsOf: Data((SafeText.escaped(line, keepingLineBreaks: true) + "\n").utf8))
}

/// A value as pretty-printed JSON with sorted keys; unsafe characters inside strings are JSON
/// escapes, so the document stays valid and the terminal shows them as text.
package func printJSON<Value: Encodable>(_ value: Value) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    print(SafeText.escapedJSON(String(decoding: try encoder.encode(value), as: UTF8.self)))
}
