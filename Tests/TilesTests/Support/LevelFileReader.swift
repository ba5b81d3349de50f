// A small reader for the level files in levels/*.sql, for tests and benchmarks only (the game
// itself runs the files through SQLite in Storage). It understands exactly what the files
// use: `--` and `/* */` comments, and `INSERT [OR REPLACE] INTO levels (columns) VALUES
// (values);` with integer and single-quoted string values ('' stands for a quote).
// Benchmarks/Benchmarks/Support/LevelFileReader.swift is a link to this file.

import Foundation

struct LevelRecord: Sendable {
    var file: String
    var line: Int
    var number: Int
    var name: String
    var background: String
    var pack: String
    var par: Int
    var map: String

    private enum CodingKeys: String, CodingKey {
        case file, line, number = "ix", name, background, pack, par, map
    }
}

struct LevelFileError: Error, CustomStringConvertible {
    var file: String
    var line: Int
    var message: String

    var description: String { "\(file):\(line): \(message)" }
}

enum LevelFileReader {
    /// The repository's levels/ directory, found from this source file's path.
    static func levelsDirectory(from sourceFile: String = #filePath) -> URL? {
        var directory = URL(fileURLWithPath: sourceFile).deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("levels")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("schema.sql").path) {
                return candidate
            }
            directory.deleteLastPathComponent()
        }
        return nil
    }

    /// The level files in name order (schema.sql left out).
    static func levelFiles(in directory: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "sql" && $0.lastPathComponent != "schema.sql" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Every level of every file, in file order.
    static func allLevels(sourceFile: String = #filePath) throws -> [LevelRecord] {
        guard let directory = levelsDirectory(from: sourceFile) else {
            throw LevelFileError(file: "levels", line: 0, message: "levels/schema.sql not found above \(sourceFile)")
        }
        return try levelFiles(in: directory).flatMap { url in
            try records(in: String(contentsOf: url, encoding: .utf8), file: url.lastPathComponent)
        }
    }

    static func records(in text: String, file: String) throws -> [LevelRecord] {
        try statements(in: text, file: file).compactMap { try record(from: $0, file: file) }
    }

    // MARK: Tokens

    enum Token: Equatable {
        case word(String)
        case number(Int)
        case string(String)
        case symbol(Character)
    }

    struct Statement {
        var line: Int
        var tokens: [Token]
    }

    static func statements(in text: String, file: String) throws -> [Statement] {
        var result: [Statement] = []
        var tokens: [Token] = []
        var statementLine = 1
        var line = 1
        let characters = Array(text)
        var index = 0
        func peek(_ offset: Int = 0) -> Character? {
            index + offset < characters.count ? characters[index + offset] : nil
        }
        while let character = peek() {
            if character == "\n" { line += 1 }
            if character.isWhitespace {
                index += 1
            } else if character == "-" && peek(1) == "-" {
                while let next = peek(), next != "\n" { index += 1 }
            } else if character == "/" && peek(1) == "*" {
                index += 2
                while let next = peek(), !(next == "*" && peek(1) == "/") {
                    if next == "\n" { line += 1 }
                    index += 1
                }
                guard peek() != nil else { throw LevelFileError(file: file, line: line, message: "unclosed comment") }
                index += 2
            } else if character == "'" {
                if tokens.isEmpty { statementLine = line }
                let start = line
                var value = ""
                index += 1
                while true {
                    guard let next = peek() else {
                        throw LevelFileError(file: file, line: start, message: "unclosed string")
                    }
                    if next == "'" {
                        if peek(1) == "'" {
                            value.append("'")
                            index += 2
                            continue
                        }
                        index += 1
                        break
                    }
                    if next == "\n" { line += 1 }
                    value.append(next)
                    index += 1
                }
                tokens.append(.string(value))
            } else if character.isNumber || (character == "-" && peek(1)?.isNumber == true) {
                if tokens.isEmpty { statementLine = line }
                var digits = String(character)
                index += 1
                while let next = peek(), next.isNumber {
                    digits.append(next)
                    index += 1
                }
                guard let number = Int(digits) else {
                    throw LevelFileError(file: file, line: line, message: "bad number \(digits)")
                }
                tokens.append(.number(number))
            } else if character.isLetter || character == "_" {
                if tokens.isEmpty { statementLine = line }
                var word = ""
                while let next = peek(), next.isLetter || next.isNumber || next == "_" {
                    word.append(next)
                    index += 1
                }
                tokens.append(.word(word.lowercased()))
            } else if character == ";" {
                if !tokens.isEmpty { result.append(Statement(line: statementLine, tokens: tokens)) }
                tokens = []
                index += 1
            } else {
                if tokens.isEmpty { statementLine = line }
                tokens.append(.symbol(character))
                index += 1
            }
        }
        if !tokens.isEmpty {
            throw LevelFileError(file: file, line: statementLine, message: "statement without a closing ';'")
        }
        return result
    }

    // MARK: Statements

    /// The level an INSERT INTO levels statement adds; nil for any other statement.
    static func record(from statement: Statement, file: String) throws -> LevelRecord? {
        var tokens = statement.tokens[...]
        func fail(_ message: String) -> LevelFileError {
            LevelFileError(file: file, line: statement.line, message: message)
        }
        func expect(_ token: Token) throws {
            guard tokens.first == token else { throw fail("expected \(token), found \(String(describing: tokens.first))") }
            tokens.removeFirst()
        }
        guard tokens.first == .word("insert") else { return nil }
        tokens.removeFirst()
        if tokens.first == .word("or") {
            tokens.removeFirst(2)
        }
        try expect(.word("into"))
        guard tokens.first == .word("levels") else { return nil }
        tokens.removeFirst()
        try expect(.symbol("("))
        var columns: [String] = []
        while case .word(let name)? = tokens.first {
            columns.append(name)
            tokens.removeFirst()
            if tokens.first == .symbol(",") { tokens.removeFirst() }
        }
        try expect(.symbol(")"))
        try expect(.word("values"))
        try expect(.symbol("("))
        var values: [Token] = []
        while let token = tokens.first, token != .symbol(")") {
            values.append(token)
            tokens.removeFirst()
            if tokens.first == .symbol(",") { tokens.removeFirst() }
        }
        try expect(.symbol(")"))
        guard tokens.isEmpty else { throw fail("one row per INSERT, and nothing after it") }
        guard columns.count == values.count else {
            throw fail("\(columns.count) columns but \(values.count) values")
        }
        let fields = Dictionary(zip(columns, values), uniquingKeysWith: { first, _ in first })
        func integer(_ name: String) throws -> Int {
            guard case .number(let value)? = fields[name] else { throw fail("\(name) must be an integer") }
            return value
        }
        func text(_ name: String, default fallback: String? = nil) throws -> String {
            if let fallback, fields[name] == nil { return fallback }
            guard case .string(let value)? = fields[name] else { throw fail("\(name) must be a string") }
            return value
        }
        return LevelRecord(file: file, line: statement.line, number: try integer("ix"), name: try text("name"),
                           background: try text("background", default: "default"),
                           pack: try text("pack", default: "campaign"), par: try integer("par"),
                           map: try text("map"))
    }
}
