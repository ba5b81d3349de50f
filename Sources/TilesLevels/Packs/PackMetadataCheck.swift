import Foundation
import GameCore
import Players
import GRDB
import LocalDatabase

/// Checks the `pack` table a pack file fills: exactly one row, with a name that can identify the
/// pack (not the shipped pack's, no control characters) and texts within their limits.
struct PackMetadataCheck {
    var limits: SandboxLimits

    func validate(_ rows: [SQLSandbox.StagedRow], file: String) -> (pack: LevelPack?, problems: [LevelProblem]) {
        guard rows.count == 1, let row = rows.first else {
            let message = rows.isEmpty
                ? "the pack has no metadata row: add INSERT INTO pack (name, author, version, description) VALUES (...)"
                : "the pack table holds \(rows.count) rows; a pack has exactly one"
            return (nil, [LevelProblem(file: file, line: rows.last?.origin?.line, message: message)])
        }
        let line = row.origin?.line
        var problems: [String] = []
        func text(_ column: String, limit: Int) -> String {
            guard case let .string(value)? = row.values[column]?.storage else {
                problems.append("\(column) must be text")
                return ""
            }
            let trimmed = value.trimmingWhitespace()
            if trimmed.count > limit { problems.append("the \(column) is longer than \(limit) characters") }
            if let unsafe = SafeText.problem(in: trimmed) { problems.append("the \(column) \(unsafe)") }
            return trimmed
        }
        let name = text("name", limit: limits.maxShortTextLength)
        let author = text("author", limit: limits.maxShortTextLength)
        let version = text("version", limit: limits.maxShortTextLength)
        let description = text("description", limit: limits.maxDescriptionLength)
        if name.isEmpty { problems.append("the pack's name is empty") }
        // The nickname's character rules: two packs that look the same are not two packs.
        if SafeText.problem(in: name) == nil, let invisible = NameCharacters.problem(in: name) {
            problems.append("the name \(invisible)")
        }
        if name == LevelPack.shippedName {
            problems.append("\"\(name)\" is the name of the shipped pack; a pack file may not replace it")
        }
        guard problems.isEmpty else {
            return (nil, problems.map { LevelProblem(file: file, line: line, message: "pack: \($0)") })
        }
        return (LevelPack(name: name, author: author, version: version, description: description,
                          installedAt: Date(timeIntervalSince1970: 0)), [])
    }
}
