@testable import ClearfieldGames
@testable import Shell
@testable import Midend
import Foundation
import GameCore
import Progress
import LocalDatabase
import Terminal
import Tiles

/// A small achievements file for the flows: one of each shape the screens show.
enum TestAchievements {
    static let json = """
    {"version": 1, "achievements": [
      {"id": "org.example.first-group", "title": "First Pop", "description": "Remove a group.",
       "earnedDescription": "Your first group is gone.", "points": 5, "unit": "groups",
       "condition": {"stat": "tiles.groupsRemoved", "scope": "total", "atLeast": 1}},
      {"id": "org.example.first-clear", "title": "Clean Slate", "description": "Clear every tile from a level.",
       "earnedDescription": "You emptied a board.", "points": 10, "unit": "levels",
       "condition": {"stat": "tiles.levelsPassed", "scope": "total", "atLeast": 1}},
      {"id": "org.example.tiles-10", "title": "Tidy Up", "description": "Clear 10 tiles in total.",
       "earnedDescription": "Ten tiles gone.", "points": 10, "unit": "tiles",
       "condition": {"stat": "tiles.tilesCleared", "scope": "total", "atLeast": 10}},
      {"id": "org.example.undo-3", "title": "Second Thoughts", "description": "Undo 3 moves.",
       "earnedDescription": "Three times undone.", "points": 5, "hidden": true, "unit": "undos",
       "condition": {"stat": "tiles.undos", "scope": "total", "atLeast": 3}},
      {"id": "org.example.secret", "title": "Secret Garden", "description": "Restart a level twice.",
       "earnedDescription": "Two fresh starts.", "points": 20, "hidden": true,
       "condition": {"stat": "tiles.restarts", "scope": "total", "atLeast": 2}},
      {"id": "org.example.warm-up", "title": "Warming Up", "description": "Play for 5 seconds.",
       "earnedDescription": "Warmed up.", "points": 5,
       "condition": {"stat": ["tiles.playTime", "mines.playTime"], "scope": "total", "atLeast": 5000}}
    ]}
    """

    /// `count` tiered achievements (clear 1, 2, 3... tiles), for a list longer than the screen.
    static func tiers(_ count: Int) -> AchievementCatalog {
        let definitions = (1...count).map { tier in
            AchievementDefinition(
                id: "org.example.tier-\(tier)", title: "Tier \(tier)", description: "Clear \(tier) tiles.",
                earnedDescription: "Cleared \(tier) tiles.", points: 5, hidden: false, repeatable: false, unit: "tiles",
                condition: .stat(StatCondition(stats: ["tiles.tilesCleared"], scope: .total, comparison: .atLeast(Int64(tier)))))
        }
        return AchievementCatalog.build(from: definitions, games: .clearfield).catalog
    }

    /// The catalog; an empty one (so every test using it fails loudly) if the text above broke.
    static func catalog() -> AchievementCatalog {
        let result = AchievementCatalog.load(from: Data(json.utf8), games: .clearfield)
        return result.isValid ? result.catalog : .empty(games: .clearfield)
    }
}

/// Wraps the real store and fails its writes on demand, like a database locked by another copy
/// of the game past its busy timeout.
final class FlakyStore: ProgressStore {
    let inner: DatabaseProgressStore
    var failing = false
    private(set) var achievementSaves = 0
    /// The wait each write was made with, in order (rollovers and achievement saves).
    private(set) var writeWaits: [TimeInterval?] = []
    var writeWait: TimeInterval? {
        get { inner.writeWait }
        set { inner.writeWait = newValue }
    }

    struct Locked: Error, CustomStringConvertible {
        var description: String { "SQLite error 5: database is locked" }
    }

    init(_ inner: DatabaseProgressStore) {
        self.inner = inner
    }

    func loadTotals() throws -> [GameKind: [String: Int64]] { try inner.loadTotals() }
    func loadAchievements() throws -> AchievementState { try inner.loadAchievements() }
    func loadUnsaved() throws -> UnsavedProgress { try inner.loadUnsaved() }
    func isFinished(gameID: String) throws -> Bool { try inner.isFinished(gameID: gameID) }
    func levelStanding(for context: StatsContext) throws -> LevelStanding? { try inner.levelStanding(for: context) }

    func rollOver(_ game: PendingRollover, achievements: AchievementState) throws -> [String: Int64]? {
        writeWaits.append(writeWait)
        if failing { throw Locked() }
        return try inner.rollOver(game, achievements: achievements)
    }

    func saveAchievements(_ state: AchievementState) throws {
        writeWaits.append(writeWait)
        if failing { throw Locked() }
        achievementSaves += 1
        try inner.saveAchievements(state)
    }

    func replaceAchievements(_ state: AchievementState) throws {
        if failing { throw Locked() }
        try inner.replaceAchievements(state)
    }

    func keepUnsaved(_ unsaved: UnsavedProgress) throws { try inner.keepUnsaved(unsaved) }
}

/// An in-memory database, its player and a keeper over it.
struct ProgressFixture {
    let database: AppDatabase
    let player: Player
    let store: FlakyStore
    let keeper: ProgressKeeper

    init(database: AppDatabase? = nil, unsavedFile: URL? = nil, seed: UInt64 = 7,
         catalog: AchievementCatalog = TestAchievements.catalog()) throws {
        let database = try database ?? AppDatabase.inMemory()
        self.database = database
        player = try database.currentPlayer(named: "ada")
        store = FlakyStore(DatabaseProgressStore(database: database, player: PlayerIdentity(player), unsavedFile: unsavedFile,
                                                 games: .clearfield))
        keeper = try ProgressKeeper(catalog: catalog, store: store, playerName: "ada",
                                    gameIDs: GameIDGenerator(seed: seed))
    }

    func totals(_ kind: GameKind = .tiles) throws -> [String: Int64] {
        try database.statTotals(player: player.id, game: kind.rawValue)
    }

    func environment(store: FakeStore = FakeStore(), clock: ManualClock,
                     hint: @escaping (TilesState) -> TilesHint = { _ in .noneClearable }) -> AppEnvironment {
        var environment = Fixtures.environment(store: store, clock: clock, hint: hint)
        environment.progress = keeper
        let keeper = keeper
        environment.reportGame = { report in
            store.record(report)
            return keeper.report(report)
        }
        return environment
    }
}

/// The main loop over a keeper-backed environment, driven by a script.
struct ProgressHarness {
    let clock: ManualClock
    let fixture: ProgressFixture
    let store = FakeStore()
    let terminal: ScriptedTerminal
    let controller: AppController

    init(steps: [ScriptStep], start: StartPoint = .mainMenu, fixture: ProgressFixture? = nil,
         clock: ManualClock = ManualClock(), size: ScreenSize = ScreenSize(columns: 80, rows: 24),
         hint: @escaping (TilesState) -> TilesHint = { _ in .noneClearable }) throws {
        self.clock = clock
        self.fixture = try fixture ?? ProgressFixture()
        let environment = self.fixture.environment(store: store, clock: clock, hint: hint)
        terminal = ScriptedTerminal(size: size, clock: clock, steps: steps)
        controller = AppController(terminal: terminal, environment: environment,
                                   screens: try start.screens(environment: environment))
    }

    init(events: [InputEvent], start: StartPoint = .mainMenu, fixture: ProgressFixture? = nil,
         size: ScreenSize = ScreenSize(columns: 80, rows: 24),
         hint: @escaping (TilesState) -> TilesHint = { _ in .noneClearable }) throws {
        try self.init(steps: events.map { .event($0) }, start: start, fixture: fixture, size: size, hint: hint)
    }

    var frames: [String] { terminal.presented.map(\.text) }
    var lastText: String { terminal.lastFrame?.text ?? "" }
}
