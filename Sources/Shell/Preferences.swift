import Foundation

/// Everything in the settings file (`config/settings.json`): a section per game, each written
/// and read by its own module (`PreferenceSection`), and the shared board's address. A section
/// this version does not know is kept through every rewrite of the file.
public struct Preferences: Hashable, Sendable {
    /// Each section as stored, by its name ("mines").
    public var sections: [String: JSONValue]
    /// The shared board's address (issue 14), kept as written: the shared-board module reads it.
    public var sharedBoard: String?

    public init(sections: [String: JSONValue] = [:], sharedBoard: String? = nil) {
        self.sections = sections
        self.sharedBoard = sharedBoard
    }

    /// A section as its module reads it; its defaults when it is missing or cannot be read (the
    /// store reports an unreadable section when the file is loaded).
    public func section<Section: PreferenceSection>(_ type: Section.Type) -> Section {
        guard let stored = sections[Section.name] else { return Section() }
        return (try? stored.decode(Section.self)) ?? Section()
    }

    /// Puts a section's values in place of the stored ones.
    public mutating func setSection<Section: PreferenceSection>(_ section: Section) {
        sections[Section.name] = try? JSONValue(encoding: section)
    }
}

/// One game's part of the settings file, declared by the game's module.
public protocol PreferenceSection: Codable, Hashable, Sendable {
    /// The section's key in the file ("mines").
    static var name: String { get }
    /// The defaults.
    init()
}

extension Preferences: Codable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
        static let sharedBoard = Key(stringValue: "sharedBoard")
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        // Kept through every rewrite of the file (a Mines setting changed on screen).
        sharedBoard = try container.decodeIfPresent(String.self, forKey: .sharedBoard)
        var sections: [String: JSONValue] = [:]
        for key in container.allKeys where key.stringValue != Key.sharedBoard.stringValue {
            sections[key.stringValue] = try container.decode(JSONValue.self, forKey: key)
        }
        self.sections = sections
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for (name, value) in sections { try container.encode(value, forKey: Key(stringValue: name)) }
        try container.encodeIfPresent(sharedBoard, forKey: .sharedBoard)
    }
}

/// The preferences of this run, shared by every screen, and where changes are written.
///
/// Changes apply at once for the rest of the run; writing them is the caller's `write`
/// (the live app writes the settings file, tests keep them in memory). A file that cannot be
/// read gives the defaults and a warning, never a failure.
public final class PreferencesStore {
    public private(set) var preferences: Preferences
    /// Why the stored preferences were not used, for the start-up notice.
    public let loadProblem: String?
    private let write: (Data) throws -> Void

    /// Preferences from a file's contents (nil: there was no file yet).
    public init(data: Data?, sections: [any PreferenceSection.Type], write: @escaping (Data) throws -> Void) {
        self.write = write
        guard let data else {
            preferences = Preferences()
            loadProblem = nil
            return
        }
        do {
            let read = try JSONDecoder().decode(Preferences.self, from: data)
            for section in sections { try Self.check(section, in: read) }
            preferences = read
            loadProblem = nil
        } catch {
            preferences = Preferences()
            loadProblem = Self.describe(error)
        }
    }

    /// Throws what is wrong with a section, its coding path starting at the section's name.
    private static func check<Section: PreferenceSection>(_ type: Section.Type, in preferences: Preferences) throws {
        guard let stored = preferences.sections[Section.name] else { return }
        do {
            _ = try stored.decode(Section.self)
        } catch let error as DecodingError {
            throw error.prefixed(by: Section.name)
        }
    }

    /// Why a settings file was not used, in a player's words (never the decoder's own text).
    package static func describe(_ error: Error) -> String {
        func setting(_ path: [CodingKey]) -> String { path.map(\.stringValue).joined(separator: ".") }
        switch error as? DecodingError {
        case .typeMismatch(_, let context)?:
            return "the setting \(setting(context.codingPath)) has a value of the wrong type"
        case .valueNotFound(_, let context)? where !context.codingPath.isEmpty:
            return "the setting \(setting(context.codingPath)) has a value of the wrong type"
        case .dataCorrupted(let context)? where !context.codingPath.isEmpty:
            return "the setting \(setting(context.codingPath)) has a value the game cannot use"
        case .keyNotFound(let key, let context)?:
            return "the setting \(setting(context.codingPath + [key])) is missing"
        default:
            return "it is not a settings file the game can read"
        }
    }

    /// Preferences kept for this run only.
    public convenience init(_ preferences: Preferences = Preferences()) {
        self.init(data: nil, sections: [], write: { _ in })
        self.preferences = preferences
    }

    /// Changes the preferences and writes them; returns why writing failed (the change still
    /// holds for this run), or nil.
    @discardableResult
    public func update(_ change: (inout Preferences) -> Void) -> String? {
        var changed = preferences
        change(&changed)
        guard changed != preferences else { return nil }
        preferences = changed
        return save()
    }

    /// Writes the preferences as they are (the defaults, after an unreadable file was set
    /// aside); returns why writing failed, or nil.
    @discardableResult
    public func save() -> String? {
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try write(try encoder.encode(preferences))
            return nil
        } catch {
            return "\(error)"
        }
    }
}
