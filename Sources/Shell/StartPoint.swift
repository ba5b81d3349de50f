import GameCore

/// Where the app opens: the main menu, the saved game (`clearfield --continue`), or a place a
/// game's or feature's module names (`StartPoint.tilesLevel(3)`, `.minesGame(...)`,
/// `.replay(runID:)`), with the menus beneath so Esc walks back out.
public struct StartPoint: Sendable {
    /// The navigation stack to start with; throws (a `StartError`) when what was asked for does
    /// not exist, so the command line can say so before the terminal is taken over.
    private let build: @Sendable (AppEnvironment) throws -> [any Screen]

    public init(_ build: @escaping @Sendable (AppEnvironment) throws -> [any Screen]) {
        self.build = build
    }

    public func screens(environment: AppEnvironment) throws -> [any Screen] {
        try build(environment)
    }

    public static let mainMenu = StartPoint { _ in [MainMenuScreen()] }

    public static let continueSavedGame = StartPoint { environment in
        switch GameResumer.resume(environment: environment, now: environment.clock.now()) {
        case .resumed(let screens):
            return [MainMenuScreen()] + screens
        case .nothingSaved:
            throw StartError.nothingToContinue(savedIn: environment.saveSlot?.url.deletingLastPathComponent().path)
        case .failed(let sentence):
            throw StartError.cannotContinue(sentence)
        }
    }
}

public enum StartError: Error, Equatable, CustomStringConvertible {
    /// What was asked for does not exist (a level, a board): the whole sentence.
    case notFound(String)
    /// What was asked for cannot be read now (the levels did not load): the whole sentence.
    case unavailable(String)
    /// `--continue` with no saved game.
    case nothingToContinue(savedIn: String?)
    /// `--continue` with a saved game that could not be used: the sentence says why and where it went.
    case cannotContinue(String)
    /// `replay ID` with an id no stored run has, or a run that cannot be played back.
    case cannotReplay(String)
    /// `edit` on a level or pack that cannot be edited (none such, or none in this run).
    case cannotEdit(String)

    /// Errors about what was asked to be opened, a saved game, a stored run or a level that is
    /// not there (exit status 1, as `levels solve 999` exits: issue 31), rather than about the
    /// command line.
    public var isAboutTheSavedGame: Bool {
        switch self {
        case .nothingToContinue, .cannotContinue, .cannotReplay, .cannotEdit, .notFound: true
        case .unavailable: false
        }
    }

    public var description: String {
        switch self {
        case let .notFound(sentence), let .unavailable(sentence):
            sentence
        case let .nothingToContinue(folder?):
            "there is no saved game to continue (saved games are kept in \(folder))"
        case .nothingToContinue(nil):
            "there is no saved game to continue"
        case let .cannotContinue(sentence), let .cannotReplay(sentence), let .cannotEdit(sentence):
            sentence
        }
    }
}

