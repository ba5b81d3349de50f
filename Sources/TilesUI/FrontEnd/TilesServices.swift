import Foundation
import GameCore
import Shell
import LocalDatabase
import Terminal
import Tiles

/// What the Tiles screens need from the outside world, kept in the environment under its own
/// key: the levels and packs, the player's progress on them, the solver, and where levels are
/// edited and imported.
public struct TilesServices {
    /// Every pack's Tiles levels: the shipped pack first, each pack ordered by number.
    public var levels: () throws -> [Level] = { [] }
    /// The packs the levels belong to, in the same order (empty: the packs the levels name).
    public var levelPacks: () throws -> [LevelPack] = { [] }
    /// The current player's progress on the current version of each level, keyed by (pack,
    /// number) (levels never played are absent).
    public var levelProgress: () throws -> [LevelKey: LevelProgress] = { [:] }
    /// Asks the solver for a move that keeps the board clearable.
    public var hint: (TilesState) -> TilesHint = { _ in .noneClearable }
    /// The art named by a level's `background`; nil when there is no such art.
    public var background: (String) -> BackgroundArt? = { _ in nil }
    /// What the level check found wrong with a Tiles level kept in the campaign (the solver
    /// proved it cannot be cleared), as `file:line: error: message`; nil for a sound level.
    /// The play screen tells the player before the level starts.
    public var levelProblem: (Int) -> String? = { _ in nil }
    /// Where the level editor saves levels and makes packs; nil when levels cannot be edited in this run.
    public var levelEditing: LevelEditing?
    /// Opens the level editor from the level list (`e`, `n`): the editor's module puts it here,
    /// so the list does not depend on it. Nil: levels cannot be edited in this run.
    public var openEditor: ((_ key: Key, _ selected: Level?, _ shownPack: String?, ScreenContext) -> ScreenCommand?)?

    public init() {}
}

private enum TilesServicesKey: EnvironmentKey {
    static var defaultValue: TilesServices { TilesServices() }
}

extension AppEnvironment {
    /// The Tiles screens' services.
    public var tiles: TilesServices {
        get { self[TilesServicesKey.self] }
        set { self[TilesServicesKey.self] = newValue }
    }

    // The services by name, as the Tiles screens and their tests use them.
    public var levels: () throws -> [Level] {
        get { tiles.levels }
        set { tiles.levels = newValue }
    }
    public var levelPacks: () throws -> [LevelPack] {
        get { tiles.levelPacks }
        set { tiles.levelPacks = newValue }
    }
    public var levelProgress: () throws -> [LevelKey: LevelProgress] {
        get { tiles.levelProgress }
        set { tiles.levelProgress = newValue }
    }
    public var hint: (TilesState) -> TilesHint {
        get { tiles.hint }
        set { tiles.hint = newValue }
    }
    public var background: (String) -> BackgroundArt? {
        get { tiles.background }
        set { tiles.background = newValue }
    }
    public var levelProblem: (Int) -> String? {
        get { tiles.levelProblem }
        set { tiles.levelProblem = newValue }
    }
    public var levelEditing: LevelEditing? {
        get { tiles.levelEditing }
        set { tiles.levelEditing = newValue }
    }

    /// The art for a level's background: the named art, else the "default" art, else the
    /// built-in pattern. Never fails, whatever the name.
    public func backgroundArt(named name: String) -> BackgroundArt {
        background(name) ?? background(BackgroundArt.defaultName) ?? .builtIn
    }
}

/// What the player has achieved on one Tiles level, as the level select shows it.
public struct LevelProgress: Codable, Hashable, Sendable {
    public var pack: String
    public var level: Int
    public var passed: Bool
    public var bestScore: Int?
    /// 0 (never cleared), 2 (cleared) or 3 (cleared within par).
    public var stars: Int
    public var fewestMoves: Int?

    public init(pack: String = ShippedPack.name, level: Int, passed: Bool, bestScore: Int? = nil, stars: Int = 0,
                fewestMoves: Int? = nil) {
        self.pack = pack
        self.level = level
        self.passed = passed
        self.bestScore = bestScore
        self.stars = stars
        self.fewestMoves = fewestMoves
    }
}
