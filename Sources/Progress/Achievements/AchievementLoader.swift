import Foundation
import GameCore

/// Something wrong in the achievements file, naming the entry it is about.
public struct AchievementProblem: Equatable, Sendable, CustomStringConvertible {
    /// Position of the entry in the file's list (from 0); nil for the file as a whole.
    public let entry: Int?
    public let id: String?
    public let message: String

    public var description: String {
        switch (entry, id) {
        case (let entry?, let id?): "achievement #\(entry + 1) '\(id)': \(message)"
        case (let entry?, nil): "achievement #\(entry + 1): \(message)"
        case (nil, let id?): "achievement '\(id)': \(message)"
        case (nil, nil): "achievements file: \(message)"
        }
    }
}

/// The outcome of loading: the sound entries, compiled, and everything that was wrong.
/// The game runs with `catalog` even when `problems` is not empty.
public struct AchievementLoadResult: Sendable {
    public let catalog: AchievementCatalog
    public let problems: [AchievementProblem]

    public var isValid: Bool { problems.isEmpty }
}

extension AchievementCatalog {
    /// Reads assets/achievements.json: `{"version": 1, "achievements": [...]}`. Bad JSON, an
    /// entry that does not decode, unknown stats or events, points out of range, a total over
    /// 1000 and duplicate ids are reported; every sound entry still loads.
    /// Stats and events are checked against `games`.
    public static func load(from data: Data, games: GameCatalogs) -> AchievementLoadResult {
        let file: AchievementFile
        do {
            file = try JSONDecoder().decode(AchievementFile.self, from: data)
        } catch {
            return AchievementLoadResult(catalog: .empty(games: games), problems: [
                AchievementProblem(entry: nil, id: nil, message: Self.describe(error, fileLevel: true)),
            ])
        }
        // A file of another version may mean anything by its fields: none of it is used.
        guard file.version == AchievementFile.currentVersion else {
            return AchievementLoadResult(catalog: .empty(games: games), problems: [.init(entry: nil, id: nil, message:
                "version \(file.version) is not supported (expected \(AchievementFile.currentVersion)); the file is not used")])
        }
        var problems: [AchievementProblem] = []
        var definitions: [(Int, AchievementDefinition)] = []
        for (position, entry) in file.achievements.enumerated() {
            switch entry.result {
            case .success(let definition): definitions.append((position, definition))
            case .failure(let error):
                problems.append(.init(entry: position, id: entry.id, message: Self.describe(error, fileLevel: false)))
            }
        }
        let built = build(numbered: definitions, games: games)
        // In file order, whichever check found them.
        let ordered = (problems + built.problems).enumerated().sorted { lhs, rhs in
            let (left, right) = (lhs.element.entry ?? -1, rhs.element.entry ?? -1)
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
        return AchievementLoadResult(catalog: built.catalog, problems: ordered)
    }

    /// Checks and compiles definitions given as values (tests, tools).
    public static func build(from definitions: [AchievementDefinition], games: GameCatalogs) -> AchievementLoadResult {
        build(numbered: Array(definitions.enumerated()), games: games)
    }

    private static func build(numbered: [(Int, AchievementDefinition)], games: GameCatalogs) -> AchievementLoadResult {
        var compiler = Compiler(games: games)
        var accepted: [AchievementDefinition] = []
        var seen: [String: Int] = [:]
        var points = 0
        var problems: [AchievementProblem] = []
        for (position, definition) in numbered {
            if let first = seen[definition.id] {
                problems.append(.init(entry: position, id: definition.id,
                                      message: "duplicate id (first used by achievement #\(first + 1)); this one is ignored"))
                continue
            }
            // Titles and descriptions are printed on terminals: none may hold a control character.
            let unsafe = [("title", definition.title), ("description", definition.description),
                          ("earned description", definition.earnedDescription)]
                .compactMap { field, text in SafeText.problem(in: text).map { "the \(field) \($0)" } }
            if !unsafe.isEmpty {
                problems += unsafe.map { AchievementProblem(entry: position, id: definition.id, message: $0 + "; ignored") }
                continue
            }
            var attempt = compiler
            let messages = attempt.add(definition)
            if !messages.isEmpty {
                problems += messages.map { AchievementProblem(entry: position, id: definition.id, message: $0) }
                continue
            }
            if points + definition.points > maximumTotalPoints {
                problems.append(.init(entry: position, id: definition.id, message:
                    "its \(definition.points) points would bring the total to \(points + definition.points), over \(maximumTotalPoints); ignored"))
                continue
            }
            compiler = attempt
            seen[definition.id] = position
            points += definition.points
            accepted.append(definition)
        }
        return AchievementLoadResult(catalog: AchievementCatalog(definitions: accepted, compiled: compiler), problems: problems)
    }

    /// A decoding error as one line a person can act on: where, and what is wrong.
    static func describe(_ error: Error, fileLevel: Bool) -> String {
        // The JSON reader's own errors (text that is not UTF-8, for one) name Foundation's types:
        // the player reads what is wrong with the file instead.
        guard let error = error as? DecodingError else { return "not valid JSON text (the file must be UTF-8 JSON)" }
        func place(_ path: [CodingKey]) -> String {
            // Inside an entry, the path starts at the entry ("achievements", index): drop that.
            let relevant = fileLevel ? path : Array(path.dropFirst(2))
            var text = ""
            for key in relevant {
                if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
            }
            return text.isEmpty ? "" : "\(text): "
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "\(place(context.codingPath))missing '\(key.stringValue)'"
        case .typeMismatch(let type, let context):
            return "\(place(context.codingPath))expected \(Self.typeName(type))"
        case .valueNotFound(let type, let context):
            return "\(place(context.codingPath))expected \(Self.typeName(type)), found null"
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty, fileLevel {
                return "not valid JSON text (the file must be UTF-8 JSON)"
            }
            return "\(place(context.codingPath))\(context.debugDescription)"
        @unknown default:
            return String(describing: error)
        }
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is Int.Type, is Int64.Type: "a whole number"
        case is [Any].Type: "a list"
        default: "\(type)".hasPrefix("Array") ? "a list" : "an object"
        }
    }
}

/// The file's top level.
struct AchievementFile: Decodable {
    static let currentVersion = 1
    let version: Int
    let achievements: [LenientEntry]

    /// One entry, decoded on its own so that a broken entry does not take the others down.
    struct LenientEntry: Decodable {
        let result: Result<AchievementDefinition, Error>
        let id: String?

        init(from decoder: Decoder) throws {
            let container = try? decoder.container(keyedBy: JSONKey.self)
            id = try? container?.decode(String.self, forKey: JSONKey("id"))
            do {
                result = .success(try AchievementDefinition(from: decoder))
            } catch {
                result = .failure(error)
            }
        }
    }
}
