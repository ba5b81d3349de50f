@testable import ClearfieldGames
@testable import Shell
@testable import TilesUI
@testable import MinesUI
@testable import Midend
import Foundation
import GameCore
import Mines
import GameRules
import SaveFiles
import Terminal
import Tiles

/// A fresh folder under the system's temporary directory, removed with the value.
final class ScratchFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("clearfield-saving-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// The save slot of a state directory inside this folder.
    func slot(_ name: String = "state") -> SaveSlot {
        SaveSlot(stateDirectory: url.appendingPathComponent(name, isDirectory: true))
    }

    /// The files in the slot's folder whose names start with the archive's, sorted.
    func files(beside slot: SaveSlot) -> [String] {
        let folder = slot.url.deletingLastPathComponent().path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasPrefix(SaveSlot.fileName) }.sorted()
    }
}

/// One run of the game: the main loop over a keeper-backed environment with a save slot, driven
/// by a script. Runs share a database (and so totals and achievements) through `fixture`, and a
/// save through `slot`, as two launches of the real game do.
struct SavingRun {
    let clock: ManualClock
    let fixture: ProgressFixture
    let store = FakeStore()
    let slot: SaveSlot
    let environment: AppEnvironment
    let terminal: ScriptedTerminal
    let controller: AppController

    init(steps: [ScriptStep], start: StartPoint = .mainMenu, fixture: ProgressFixture, slot: SaveSlot,
         levels: [Level] = Fixtures.levels, clock: ManualClock = ManualClock(),
         hint: @escaping (TilesState) -> TilesHint = SavingRun.firstGroupHint,
         preferences: Preferences = Preferences()) throws {
        self.clock = clock
        self.fixture = fixture
        self.slot = slot
        var environment = Fixtures.environment(levels: levels, store: store, clock: clock, hint: hint)
        environment.preferences = PreferencesStore(preferences)
        let keeper = fixture.keeper
        let store = store
        environment.progress = keeper
        environment.reportGame = { report in
            store.record(report)
            return keeper.report(report)
        }
        environment.saveSlot = slot
        self.environment = environment
        terminal = ScriptedTerminal(clock: clock, steps: steps)
        controller = AppController(terminal: terminal, environment: environment,
                                   screens: try start.screens(environment: environment))
    }

    init(events: [InputEvent], start: StartPoint = .mainMenu, fixture: ProgressFixture, slot: SaveSlot,
         levels: [Level] = Fixtures.levels) throws {
        try self.init(steps: events.map { .event($0) }, start: start, fixture: fixture, slot: slot, levels: levels)
    }

    /// An environment with a save slot and nothing else of note (no stats kept).
    static func plainEnvironment(slot: SaveSlot) -> AppEnvironment {
        var environment = Fixtures.environment()
        environment.saveSlot = slot
        return environment
    }

    /// A hint that always names the first removable group.
    static let firstGroupHint: @Sendable (TilesState) -> TilesHint = { state in
        state.board.removableGroups().first.map { .move($0[0]) } ?? .noneClearable
    }

    @discardableResult
    func run() -> AppExit { controller.run() }

    var frames: [String] { terminal.presented.map(\.text) }
    var lastText: String { terminal.lastFrame?.text ?? "" }
    var playScreen: TilesPlayScreen? { controller.stack.last as? TilesPlayScreen }
    var minesScreen: MinesPlayScreen? { controller.stack.last as? MinesPlayScreen }

    func loadSave() throws -> SavedGame {
        try slot.load().get().payload
    }

    func savedTiles() throws -> SavedTilesView {
        try loadSave().tilesSection()
    }

    func savedMines() throws -> SavedMinesView {
        try loadSave().minesSection()
    }
}

/// A save of the other game than the test expected.
struct WrongSavedGame: Error, CustomStringConvertible {
    var kind: String
    var description: String { "the save holds a \(kind) game in format 1" }
}

/// A format-2 Tiles save read back with the back end's types, under the names the tests use.
struct SavedTilesView {
    var decoded: DecodedPlay<TilesBackEnd>
    var levelNumber: Int { decoded.setup.params.level }
    var mapHash: UInt64 { decoded.setup.params.mapHash }
    var log: TimedLog<TilesMove> { decoded.log }
    var cursor: Point { decoded.interface.cursor }
    /// The undo position the log leads to (a replay).
    var position: Int? {
        (try? TilesBackEnd.replay(decoded.setup, log: decoded.log, claimedPlayMilliseconds: nil).get())?.session.position
    }
}

/// A format-2 Mines save read back with the back end's types, under the names the tests use.
struct SavedMinesView {
    var decoded: DecodedPlay<MinesBackEnd>
    var setup: MinesSetup { decoded.setup.params.setup(seed: decoded.setup.seed) }
    var log: TimedLog<MinesMove> { decoded.log }
    var cursor: Point { decoded.interface.cursor }
    var boardStartMilliseconds: Int { decoded.interface.boardStartMilliseconds }
    var clearedMilliseconds: [Int] { decoded.interface.clearedMilliseconds }
    /// The endless level the log reaches (a replay).
    var level: Int? {
        (try? MinesBackEnd.replay(decoded.setup, log: decoded.log, claimedPlayMilliseconds: nil).get())?.session.current.level
    }
}

extension SavedGame {
    func tilesSection() throws -> SavedTilesView {
        guard kind == "tiles", case .play(let values) = contents else { throw WrongSavedGame(kind: kind) }
        return SavedTilesView(decoded: try DecodedPlay(values))
    }

    func minesSection() throws -> SavedMinesView {
        guard kind == "mines", case .play(let values) = contents else { throw WrongSavedGame(kind: kind) }
        return SavedMinesView(decoded: try DecodedPlay(values))
    }
}

extension ScriptStep {
    static func key(_ key: Key) -> ScriptStep { .event(.key(key)) }
    static func char(_ character: Character) -> ScriptStep { .event(.char(character)) }
    /// Time passing with the game on screen: the clock runs, ticks are reported.
    static func wait(seconds: Int) -> [ScriptStep] {
        Array(repeating: .event(.timeout), count: seconds)
    }
}
