import Mines
import Tiles

/// Where the app opens: the main menu, the Tiles level list, or straight into a level
/// (`clearfield play tiles --level N`), with the menu and the level select beneath so Esc walks back out;
/// likewise the Mines menu or a Mines game (`clearfield play mines ...`; no seed: a fresh one).
public enum StartPoint: Hashable, Sendable {
    case mainMenu
    case tilesLevels
    case tilesLevel(Int)
    case minesMenu
    case minesGame(MinesMode, seed: UInt64?)
}

public enum StartError: Error, Equatable, CustomStringConvertible {
    case noSuchLevel(Int, available: ClosedRange<Int>?)
    case levelsUnavailable(String)

    public var description: String {
        switch self {
        case let .noSuchLevel(ix, available?):
            "there is no level \(ix) (levels \(available.lowerBound) to \(available.upperBound) exist)"
        case let .noSuchLevel(ix, nil):
            "there is no level \(ix): no levels were found"
        case let .levelsUnavailable(reason):
            "the levels could not be loaded: \(reason)"
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
                levels = try environment.levels()
            } catch {
                throw StartError.levelsUnavailable("\(error)")
            }
            guard let level = levels.first(where: { $0.ix == ix }) else {
                let numbers = levels.map(\.ix)
                let range = numbers.min().flatMap { low in numbers.max().map { low...$0 } }
                throw StartError.noSuchLevel(ix, available: range)
            }
            return [MainMenuScreen(), LevelSelectScreen(), TilesPlayScreen(level: level, campaign: levels)]
        case .minesMenu:
            return [MainMenuScreen(), MinesMenuScreen()]
        case let .minesGame(mode, seed):
            let setup = MinesSetup(mode: mode, seed: seed ?? environment.makeSeed(),
                                   settings: environment.preferences.mines.settings)
            return [MainMenuScreen(), MinesMenuScreen(), MinesPlayScreen(setup: setup)]
        }
    }
}
