import Foundation
import Mines

/// The player's Mines choices that outlast one game.
public struct MinesPreferences: Hashable, Sendable {
    /// Classic and custom boards that never need a guess (endless boards always are).
    public var noGuess = true
    /// Flagging a flag turns it into a question mark.
    public var questionMarks = false
    /// The last custom board started, offered again by the form.
    public var customBoard: MinesParams?

    public init(noGuess: Bool = true, questionMarks: Bool = false, customBoard: MinesParams? = nil) {
        self.noGuess = noGuess
        self.questionMarks = questionMarks
        self.customBoard = customBoard
    }

    /// The rule settings a new game is played with.
    public var settings: MinesSettings {
        MinesSettings(style: noGuess ? .noGuess : .random, questionMarks: questionMarks)
    }
}

extension MinesPreferences: Codable {
    private enum CodingKeys: String, CodingKey {
        case noGuess, questionMarks, customBoard
    }

    /// A missing value takes its default; a value of the wrong type is an error, so the file
    /// is reported and kept aside instead of being silently overwritten with the defaults.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        noGuess = try container.decodeIfPresent(Bool.self, forKey: .noGuess) ?? true
        questionMarks = try container.decodeIfPresent(Bool.self, forKey: .questionMarks) ?? false
        customBoard = try container.decodeIfPresent(MinesParams.self, forKey: .customBoard)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(noGuess, forKey: .noGuess)
        try container.encode(questionMarks, forKey: .questionMarks)
        try container.encodeIfPresent(customBoard, forKey: .customBoard)
    }
}

/// Everything in the settings file (`config/settings.json`), one section per game.
public struct Preferences: Hashable, Sendable {
    public var mines = MinesPreferences()
    /// The shared board's address (issue 14), kept as written: the shared-board module reads it.
    public var sharedBoard: String?

    public init(mines: MinesPreferences = MinesPreferences(), sharedBoard: String? = nil) {
        self.mines = mines
        self.sharedBoard = sharedBoard
    }
}

extension Preferences: Codable {
    private enum CodingKeys: String, CodingKey {
        case mines
        case sharedBoard
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        mines = try container.decodeIfPresent(MinesPreferences.self, forKey: .mines) ?? MinesPreferences()
        // Kept through every rewrite of the file (a Mines setting changed on screen).
        sharedBoard = try container.decodeIfPresent(String.self, forKey: .sharedBoard)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(mines, forKey: .mines)
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
    public init(data: Data?, write: @escaping (Data) throws -> Void) {
        self.write = write
        guard let data else {
            preferences = Preferences()
            loadProblem = nil
            return
        }
        do {
            preferences = try JSONDecoder().decode(Preferences.self, from: data)
            loadProblem = nil
        } catch {
            preferences = Preferences()
            loadProblem = Self.describe(error)
        }
    }

    /// Why a settings file was not used, in a player's words (never the decoder's own text).
    static func describe(_ error: Error) -> String {
        func setting(_ path: [CodingKey]) -> String { path.map(\.stringValue).joined(separator: ".") }
        switch error as? DecodingError {
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)? where !context.codingPath.isEmpty:
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
        self.init(data: nil, write: { _ in })
        self.preferences = preferences
    }

    public var mines: MinesPreferences { preferences.mines }

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
