import Leaderboards
import Mines
import Tiles

/// Where the app opens: the main menu, the Tiles level list, straight into a level
/// (`clearfield play tiles --level N`), the Mines menu or a Mines game (`clearfield play mines ...`;
/// no seed: a fresh one) or the saved game (`clearfield --continue`), with the menus beneath so Esc
/// walks back out.
public enum StartPoint: Hashable, Sendable {
    case mainMenu
    case tilesLevels
    case tilesLevel(Int)
    case minesMenu
    case minesGame(MinesMode, seed: UInt64?)
    case continueSavedGame
    /// `clearfield replay ID`: the replay viewer on a stored ranked run.
    case replay(runID: String)
    /// `clearfield edit [--pack NAME] [--level N]`: the level editor over the level list.
    case editor(pack: String?, level: Int?)
}

public enum StartError: Error, Equatable, CustomStringConvertible {
    case noSuchLevel(Int, available: ClosedRange<Int>?)
    case levelsUnavailable(String)
    /// `--continue` with no saved game.
    case nothingToContinue(savedIn: String?)
    /// `--continue` with a saved game that could not be used: the sentence says why and where it went.
    case cannotContinue(String)
    /// `replay ID` with an id no stored run has, or a run that cannot be played back.
    case cannotReplay(String)
    /// `edit` on a level or pack that cannot be edited (none such, or none in this run).
    case cannotEdit(String)

    /// Errors about what was asked to be opened, a saved game or a stored run (exit status 1),
    /// rather than about the command line.
    public var isAboutTheSavedGame: Bool {
        switch self {
        case .nothingToContinue, .cannotContinue, .cannotReplay, .cannotEdit: true
        case .noSuchLevel, .levelsUnavailable: false
        }
    }

    public var description: String {
        switch self {
        case let .noSuchLevel(ix, available?):
            "there is no level \(ix) (levels \(available.lowerBound) to \(available.upperBound) exist)"
        case let .noSuchLevel(ix, nil):
            "there is no level \(ix): no levels were found"
        case let .levelsUnavailable(reason):
            "the levels could not be loaded: \(reason)"
        case let .nothingToContinue(folder?):
            "there is no saved game to continue (saved games are kept in \(folder))"
        case .nothingToContinue(nil):
            "there is no saved game to continue"
        case let .cannotContinue(sentence), let .cannotReplay(sentence), let .cannotEdit(sentence):
            sentence
        }
    }
}

extension StartPoint {
    /// The navigation stack to start with; throws when the level asked for does not exist,
    /// so the command line can say so before the terminal is taken over.
    public func screens(environment: AppEnvironment) throws -> [any Screen] {
        switch self {
        case .mainMenu:
            return [MainMenuScreen()]
        case .tilesLevels:
            return [MainMenuScreen(), LevelSelectScreen()]
        case .tilesLevel(let ix):
            let levels: [Tiles.Level]
            do {
                // `--level N` names a level of the shipped pack.
                levels = try environment.levels().filter { $0.key.isShipped }
            } catch {
                throw StartError.levelsUnavailable("\(error)")
            }
            guard let level = levels.first(where: { $0.ix == ix }) else {
                let numbers = levels.map(\.ix)
                let range = numbers.min().flatMap { low in numbers.max().map { low...$0 } }
                throw StartError.noSuchLevel(ix, available: range)
            }
            if let holder = environment.saveSlot?.openElsewhere() {
                return [MainMenuScreen(), LevelSelectScreen(), SaveInUse.notice(holder: holder)]
            }
            // A saved game would be given up by this new one: the level list asks first.
            if let slot = environment.saveSlot, case .success = slot.header() {
                return [MainMenuScreen(), LevelSelectScreen(confirmingLevel: ix)]
            }
            return [MainMenuScreen(), LevelSelectScreen(), TilesPlayScreen(level: level, campaign: levels)]
        case .minesMenu:
            return [MainMenuScreen(), MinesMenuScreen()]
        case let .minesGame(mode, seed):
            if let holder = environment.saveSlot?.openElsewhere() {
                return [MainMenuScreen(), MinesMenuScreen(), SaveInUse.notice(holder: holder)]
            }
            let setup = MinesSetup(mode: mode, seed: seed ?? environment.makeSeed(),
                                   settings: environment.preferences.mines.settings)
            // A seed given on the command line is the player's choice: never ranked.
            return [MainMenuScreen(), MinesMenuScreen(), MinesPlayScreen(setup: setup, origin: seed == nil ? .dealt : .chosen)]
        case .continueSavedGame:
            switch GameResumer.resume(environment: environment, now: environment.clock.now()) {
            case .resumed(let screens):
                return [MainMenuScreen()] + screens
            case .nothingSaved:
                throw StartError.nothingToContinue(
                    savedIn: environment.saveSlot?.url.deletingLastPathComponent().path)
            case .failed(let sentence):
                throw StartError.cannotContinue(sentence)
            }
        case .replay(let runID):
            return [MainMenuScreen(), try Self.replayScreen(runID: runID, environment: environment)]
        case let .editor(pack, level):
            return [MainMenuScreen(), LevelSelectScreen(),
                    try EditorOpening.startScreen(pack: pack, level: level, environment: environment)]
        }
    }

    /// The viewer on a stored run, read now (before the terminal is taken over, so an unknown
    /// id is said on the command line).
    static func replayScreen(runID: String, environment: AppEnvironment) throws -> ReplayScreen {
        guard let access = environment.leaderboards else {
            throw StartError.cannotReplay("no ranked games are kept in this run, so there is nothing to replay")
        }
        switch LeaderboardScreen.replay(runID: runID, caption: nil, store: .success(access.store)) {
        case .success(let screen): return screen
        case .failure(let problem): throw StartError.cannotReplay("\(problem)")
        }
    }
}
