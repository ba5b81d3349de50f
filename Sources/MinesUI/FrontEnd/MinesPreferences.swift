import Mines
import Shell

/// The player's Mines choices that outlast one game.
public struct MinesPreferences: Hashable, Sendable {
    /// Classic and custom boards that never need a guess (endless boards always are).
    public var noGuess = true
    /// Flagging a flag turns it into a question mark.
    public var questionMarks = false
    /// The last custom board started, offered again by the form.
    public var customBoard: MinesParams?
    /// The live counters under the board while playing (`v`): 3BV so far, 3BV/s, clicks, IOE.
    public var liveCounters = false

    public init(noGuess: Bool = true, questionMarks: Bool = false, customBoard: MinesParams? = nil,
                liveCounters: Bool = false) {
        self.noGuess = noGuess
        self.questionMarks = questionMarks
        self.customBoard = customBoard
        self.liveCounters = liveCounters
    }

    /// The rule settings a new game is played with.
    public var settings: MinesSettings {
        MinesSettings(style: noGuess ? .noGuess : .random, questionMarks: questionMarks)
    }
}

extension MinesPreferences: Codable {
    private enum CodingKeys: String, CodingKey {
        case noGuess, questionMarks, customBoard, liveCounters
    }

    /// A missing value takes its default; a value of the wrong type is an error, so the file
    /// is reported and kept aside instead of being silently overwritten with the defaults.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        noGuess = try container.decodeIfPresent(Bool.self, forKey: .noGuess) ?? true
        questionMarks = try container.decodeIfPresent(Bool.self, forKey: .questionMarks) ?? false
        customBoard = try container.decodeIfPresent(MinesParams.self, forKey: .customBoard)
        liveCounters = try container.decodeIfPresent(Bool.self, forKey: .liveCounters) ?? false
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(noGuess, forKey: .noGuess)
        try container.encode(questionMarks, forKey: .questionMarks)
        try container.encodeIfPresent(customBoard, forKey: .customBoard)
        try container.encode(liveCounters, forKey: .liveCounters)
    }
}

extension MinesPreferences: PreferenceSection {
    public static let name = "mines"

    public init() {
        self.init(noGuess: true)
    }
}

extension Preferences {
    /// The Mines section.
    public var mines: MinesPreferences {
        get { section(MinesPreferences.self) }
        set { setSection(newValue) }
    }

    public init(mines: MinesPreferences, sharedBoard: String? = nil) {
        self.init(sharedBoard: sharedBoard)
        self.mines = mines
    }
}

extension PreferencesStore {
    public var mines: MinesPreferences { preferences.mines }
}
