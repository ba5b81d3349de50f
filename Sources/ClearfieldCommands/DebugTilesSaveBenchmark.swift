import ClearfieldGames
import Shell
import ReplayUI
import PlayersUI
import LeaderboardsUI
import PacksUI
import TilesUI
import EditorUI
import MinesUI
import Foundation
import GameCore
import GameRules
import Midend
import Progress
import Storage
import Terminal
import Tiles

/// The real save of `clearfield debug save-bench`: a long Tiles game on the campaign's largest
/// level, saved and resumed through the game's own code (`TilesPlayScreen.save`,
/// `GameResumer.resume`), so the numbers are what a player waits for: building the payload,
/// encoding, the atomic write with its two fsyncs; reading, checking, decoding, finding the level,
/// replaying every action through the rules, and handing the stats back to Progress.
struct TilesSaveBenchmark {
    let environment: AppEnvironment
    let level: Level
    let actions: Int
    var screen: TilesPlayScreen

    /// Builds the game: `actions` logged actions from a seeded generator (moves, with undos,
    /// redos, restarts and hints as a long session has them), its stats recorded turn by turn,
    /// saved once so that resuming has a file to read.
    static func make(actions: Int, folder: URL) throws -> TilesSaveBenchmark {
        let resources = try ResourceLocator.forCurrentProcess().locate()
        let database = try AppDatabase.inMemory()
        _ = try LevelImporter(resources: resources, mapProblem: TileMap.problem(in:)).importLevels(into: database)
        let levels = try database.levels()
        guard let level = levels.max(by: { $0.board.width * $0.board.height < $1.board.width * $1.board.height }) else {
            throw GameDataUnavailable(description: "no levels to benchmark with")
        }
        let catalog = ShippedAchievements.load(from: resources).catalog
        let player = try database.currentPlayer(named: "bench")
        let keeper = try ProgressKeeper(
            catalog: catalog, store: DatabaseProgressStore(database: database, player: PlayerIdentity(player), unsavedFile: nil,
                                         games: .clearfield),
            playerName: player.name, gameIds: GameIdGenerator(seed: 2026))
        let slot = SaveSlot(stateDirectory: folder)
        let environment = AppEnvironment(
            levels: { levels }, levelProgress: { [:] }, hint: { _ in .unknown },
            progress: keeper, clock: SystemClock(), background: { _ in nil }, title: .plain, saveSlot: slot)

        // Play: the session, and the stats fed as the play screen feeds them.
        let clock = SystemClock()
        _ = keeper.report(GameReport(context: .tiles(level: level.ix), moment: .started, turn: 0, playMilliseconds: 0,
                                     instant: clock.now(), date: clock.wallTime()))
        var session = GameSession(initial: level.startState)
        var random = SeededGenerator(seed: 2026)
        while session.log.count < actions {
            guard let events = Self.nextAction(in: &session, random: &random) else { continue }
            _ = keeper.report(GameReport(context: .tiles(level: level.ix), moment: .turn(events), turn: session.log.count,
                                         playMilliseconds: session.log.count * 700, instant: clock.now(),
                                         date: clock.wallTime()))
        }
        let resumed = GamePlay<TilesBackEnd>.resume(
            GameSetup(params: TilesParams(level: level), seed: 0), log: TimedLog(untimed: session.log),
            interface: TilesInterface(cursor: Point(x: 0, y: level.board.height - 1)),
            playMilliseconds: actions * 700, paused: false)
        guard case .success(let play) = resumed else {
            throw GameDataUnavailable(description: "the benchmark's game does not replay")
        }
        var screen = TilesPlayScreen(level: level, campaign: levels, resuming: play)
        if let failure = screen.save(context: Self.context(environment)) { throw failure }
        return TilesSaveBenchmark(environment: environment, level: level, actions: actions, screen: screen)
    }

    /// One action of a restless player: mostly moves, an undo now and then, redo, restart, hint.
    private static func nextAction(in session: inout GameSession<TilesState>,
                                   random: inout SeededGenerator) -> [GameEvent]? {
        let roll = Int.random(in: 0..<20, using: &random)
        if session.current.isOver || roll == 0 {
            return session.canUndo && roll != 1 ? session.undo() : session.restart()
        }
        switch roll {
        case 1...2: return session.undo()
        case 3: return session.redo()
        case 4: return session.recordHint()
        default:
            let groups = session.current.board.removableGroups()
            guard !groups.isEmpty else { return session.undo() }
            let group = groups[Int.random(in: 0..<groups.count, using: &random)]
            // A clear ends the game (nothing may follow it in its log), so this player never
            // makes the last move: a long game goes on.
            guard let (next, _) = session.current.applying(TilesMove(group[0])), !next.isCleared else { return nil }
            return session.apply(TilesMove(group[0]))
        }
    }

    static func context(_ environment: AppEnvironment) -> ScreenContext {
        ScreenContext(environment: environment, glyphs: .ascii, theme: .monochrome,
                      size: ScreenSize(columns: 80, rows: 24), now: environment.clock.now())
    }

    var archiveBytes: Int {
        guard let slot = environment.saveSlot else { return 0 }
        return (try? FileManager.default.attributesOfItem(atPath: slot.url.path)[.size] as? Int) ?? 0
    }

    /// One save of the game, as autosave and Save and quit make it.
    mutating func save() throws {
        if let failure = screen.save(context: Self.context(environment)) { throw failure }
    }

    /// One resume, as Continue makes it; throws unless the game came back whole.
    func resume() throws {
        guard case .resumed(let screens) = GameResumer.resume(environment: environment, now: environment.clock.now()),
              let resumed = screens.last as? TilesPlayScreen, resumed.session == screen.session else {
            throw GameDataUnavailable(description: "the benchmark's game did not resume")
        }
    }
}
