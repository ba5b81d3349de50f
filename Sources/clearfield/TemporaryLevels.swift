import Foundation
import Tiles

/// Stand-in level loading until Storage is merged: reads the INSERT statements of
/// levels/*.sql with a small tokenizer (string and number literals only), or falls back to
/// a few built-in levels. Replaced by AppDatabase at merge.
enum TemporaryLevels {
    static func load(from directory: URL?) -> (levels: [Level], warnings: [String]) {
        guard let directory,
              let files = try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
                .filter({ $0.pathExtension == "sql" }).sorted(by: { $0.lastPathComponent < $1.lastPathComponent }),
              !files.isEmpty else {
            return (samples, [])
        }
        var levels: [Int: Level] = [:]
        var warnings: [String] = []
        for file in files {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else {
                warnings.append("levels/\(file.lastPathComponent): cannot be read as UTF-8 text")
                continue
            }
            for row in insertedRows(text) {
                do {
                    let level = try makeLevel(row.values)
                    levels[level.ix] = level
                } catch {
                    warnings.append("levels/\(file.lastPathComponent) line \(row.line): \(error)")
                }
            }
        }
        guard !levels.isEmpty else { return (samples, warnings + ["No level could be read: sample levels are used."]) }
        return (levels.values.sorted { $0.ix < $1.ix }, warnings)
    }

    struct LevelRowError: Error, CustomStringConvertible {
        var description: String
    }

    private static func makeLevel(_ values: [String: String]) throws -> Level {
        guard let ix = values["ix"].flatMap({ Int($0) }) else { throw LevelRowError(description: "no integer ix") }
        guard let map = values["map"] else { throw LevelRowError(description: "level \(ix) has no map") }
        let board: TileBoard
        do { board = try TileMap.parse(map) } catch { throw LevelRowError(description: "level \(ix): \(error)") }
        return Level(ix: ix, name: values["name"] ?? "Level \(ix)", background: values["background"] ?? "default",
                     par: values["par"].flatMap { Int($0) } ?? 0, pack: values["pack"] ?? "", board: board)
    }

    // MARK: A tokenizer for INSERT INTO levels (columns) VALUES (...), (...);

    private enum Token: Equatable {
        case word(String), string(String), number(String), symbol(Character)
    }

    private static func tokens(_ text: String) -> [(token: Token, line: Int)] {
        var result: [(Token, Int)] = []
        let characters = Array(text)
        var index = 0, line = 1
        while index < characters.count {
            let character = characters[index]
            if character == "\n" { line += 1; index += 1; continue }
            if character.isWhitespace { index += 1; continue }
            if character == "-", index + 1 < characters.count, characters[index + 1] == "-" {
                while index < characters.count, characters[index] != "\n" { index += 1 }
                continue
            }
            if character == "'" {
                let start = line
                var value = ""
                index += 1
                while index < characters.count {
                    if characters[index] == "'" {
                        if index + 1 < characters.count, characters[index + 1] == "'" { value.append("'"); index += 2; continue }
                        break
                    }
                    if characters[index] == "\n" { line += 1 }
                    value.append(characters[index])
                    index += 1
                }
                index += 1
                result.append((.string(value), start))
                continue
            }
            if character.isNumber || (character == "-" && index + 1 < characters.count && characters[index + 1].isNumber) {
                var value = String(character)
                index += 1
                while index < characters.count, characters[index].isNumber { value.append(characters[index]); index += 1 }
                result.append((.number(value), line))
                continue
            }
            if character.isLetter || character == "_" || character == "\"" {
                var value = ""
                if character == "\"" { index += 1 }
                while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" {
                    value.append(characters[index])
                    index += 1
                }
                if index < characters.count, characters[index] == "\"" { index += 1 }
                result.append((.word(value.lowercased()), line))
                continue
            }
            result.append((.symbol(character), line))
            index += 1
        }
        return result
    }

    private static func insertedRows(_ text: String) -> [(line: Int, values: [String: String])] {
        let all = tokens(text)
        var rows: [(Int, [String: String])] = []
        var index = 0
        func token(_ offset: Int = 0) -> Token? { index + offset < all.count ? all[index + offset].token : nil }
        while index < all.count {
            guard token() == .word("insert") else { index += 1; continue }
            while index < all.count, token() != .word("into") { index += 1 }
            index += 1
            guard token() == .word("levels"), token(1) == .symbol("(") else { continue }
            index += 2
            var columns: [String] = []
            while case .word(let column)? = token() {
                columns.append(column)
                index += 1
                if token() == .symbol(",") { index += 1 }
            }
            guard token() == .symbol(")"), token(1) == .word("values") else { continue }
            index += 2
            while token() == .symbol("(") {
                let line = all[index].line
                index += 1
                var values: [String] = []
                while let current = token(), current != .symbol(")") {
                    switch current {
                    case .string(let value), .number(let value): values.append(value)
                    case .word("null"): values.append("")
                    default: break
                    }
                    index += 1
                }
                index += 1
                rows.append((line, Dictionary(zip(columns, values), uniquingKeysWith: { $1 })))
                if token() == .symbol(",") { index += 1 }
            }
        }
        return rows
    }

    // MARK: Built-in levels, used when no level file is found.

    static let samples: [Level] = [
        sample(1, "Pairs", "RRGG\nBBYY", par: 4, background: "default"),
        sample(2, "Stacks", "RG\nRG\nGR\nGR", par: 4, background: "waves"),
        sample(3, "Falling", ".Y..\nBYB.\nBRRB", par: 3, background: "rain"),
        sample(4, "Bridge", "GRRG\nGBBG", par: 3, background: "bricks"),
        sample(5, "Order matters", "R..\nGB.\nGBR", par: 3, background: "leaves"),
        sample(6, "Frame", "CMMC\nMCCM\nMCCM\nCMMC", par: 3, background: "stars"),
    ].compactMap { $0 }

    private static func sample(_ ix: Int, _ name: String, _ map: String, par: Int, background: String) -> Level? {
        guard let board = try? TileMap.parse(map) else { return nil }
        return Level(ix: ix, name: name, background: background, par: par, pack: "samples", board: board)
    }
}
