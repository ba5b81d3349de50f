import GRDBSQLite

/// One statement cut out of an SQL file, with the line it starts on (1-based).
struct SQLScriptStatement: Equatable, Sendable {
    var text: String
    var line: Int
}

/// Splits SQL text into statements at semicolons, the way SQLite would read it: semicolons and
/// newlines inside '…' strings, "…" / `…` / […] identifiers, `--` line comments and `/* */`
/// block comments do not end a statement, and a doubled quote inside a string is an escaped
/// quote. Each statement remembers the line of its first character, so an error found when it
/// runs can name the line.
///
/// Whether a semicolon ends a statement is SQLite's own call (`sqlite3_complete`), so a trigger's
/// `BEGIN …; …; END` stays one statement; the scan here only finds the candidate semicolons, counts
/// lines and names strings and comments that never close. GRDB's `Database.allStatements(sql:)`
/// also iterates statements, but it stops at the first one that fails to compile and gives no
/// offsets; the importer must report that statement's line and carry on with the next.
enum SQLScript {
    struct Problem: Equatable, Sendable {
        var line: Int
        var message: String
    }

    static func split(_ text: String) -> (statements: [SQLScriptStatement], problems: [Problem]) {
        let bytes = Array(text.utf8)
        var statements: [SQLScriptStatement] = []
        var problems: [Problem] = []
        var line = 1
        var index = 0
        // Where the current statement began (byte offset and line), nil between statements.
        var start: (offset: Int, line: Int)?

        func finish(at end: Int) {
            guard let begun = start else { return }
            let text = String(decoding: bytes[begun.offset..<end], as: UTF8.self)
                .trimmingWhitespace()
            if !text.isEmpty { statements.append(SQLScriptStatement(text: text, line: begun.line)) }
            start = nil
        }

        /// Skips to just after `closing`, counting lines; false when the text ends first.
        func skip(past closing: UInt8) -> Bool {
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\n") { line += 1 }
                if byte == closing { return true }
            }
            return false
        }

        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                index += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                index += 1
            case UInt8(ascii: "-") where next == UInt8(ascii: "-"):
                // A line comment runs to the end of the line; the newline itself is counted above.
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where next == UInt8(ascii: "*"):
                let commentLine = line
                index += 2
                var closed = false
                while index < bytes.count {
                    if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                    if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                        index += 2
                        closed = true
                        break
                    }
                    index += 1
                }
                if !closed {
                    problems.append(Problem(line: commentLine, message: "a /* comment starting here is never closed"))
                }
            case UInt8(ascii: ";"):
                if let begun = start, !isComplete(bytes[begun.offset...index]) {
                    // Inside a trigger's body: SQLite reads on to its END.
                    index += 1
                    continue
                }
                finish(at: index)
                index += 1
            case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "`"), UInt8(ascii: "["):
                if start == nil { start = (index, line) }
                let quoteLine = line
                let closing = byte == UInt8(ascii: "[") ? UInt8(ascii: "]") : byte
                index += 1
                // A doubled quote reads as closing then reopening, which needs no special case.
                if !skip(past: closing) {
                    let what = byte == UInt8(ascii: "'") ? "string" : "quoted name"
                    problems.append(Problem(
                        line: quoteLine,
                        message: "a \(what) opened with \(Character(Unicode.Scalar(byte))) on this line is never closed; "
                            + "the rest of the file was skipped"))
                    start = nil
                }
            default:
                if start == nil { start = (index, line) }
                index += 1
            }
        }
        finish(at: bytes.count)
        return (statements, problems)
    }
}

/// SQLite's verdict on whether `text` ends with a whole statement (its own tokenizer: strings,
/// comments and `CREATE TRIGGER … END` included).
private func isComplete(_ text: ArraySlice<UInt8>) -> Bool {
    var terminated = Array(text)
    terminated.append(0)
    return terminated.withUnsafeBufferPointer { buffer in
        buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { sqlite3_complete($0) != 0 }
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
