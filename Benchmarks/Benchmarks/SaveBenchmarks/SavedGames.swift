import ClearfieldGames
import Shell
import ReplayUI
import PlayersUI
import LeaderboardsUI
import TilesPacksUI
import TilesUI
import TilesEditorUI
import MinesUI
import BenchmarkSupport
import Foundation
import GameCore
import GameRules
import Midend
import Mines
import Progress
import LocalDatabase
import SaveFiles
import TilesLevels
import Terminal
import Tiles

/// A game in progress wired as the app wires it for saving: an environment with its save slot
/// (in a folder of its own), a progress keeper on an in-memory database with the shipped
/// achievements (so the save carries the game's stats, as a real one does), and the play screen
/// that saves. `save()` is what autosave and Save and quit run; `resume()` is what Continue runs.
final class SavedGameBench: @unchecked Sendable {
    let environment: AppEnvironment
    let keeper: ProgressKeeper
    let loggedActions: Int
    private var save: (ScreenContext) -> ArchiveFileError?
    private let check: ([any Screen]) -> Bool

    private init(environment: AppEnvironment, keeper: ProgressKeeper, loggedActions: Int,
                 save: @escaping (ScreenContext) -> ArchiveFileError?, check: @escaping ([any Screen]) -> Bool) {
        self.environment = environment
        self.keeper = keeper
        self.loggedActions = loggedActions
        self.save = save
        self.check = check
    }

    var slot: SaveSlot? { environment.saveSlot }

    var context: ScreenContext {
        ScreenContext(environment: environment, glyphs: .ascii, theme: .monochrome,
                      size: ScreenSize(columns: 80, rows: 24), now: environment.clock.now())
    }

    /// One save: the payload built from the screen, encoded, written atomically (two fsyncs).
    func saveOnce() throws {
        if let failure = save(context) { throw failure }
    }

    /// One resume: read, checked, decoded, the game rebuilt through the rules, its stats handed
    /// back to Progress; the screens it brings back.
    func resumeOnce() -> [any Screen]? {
        guard case .resumed(let screens) = GameResumer.resume(environment: environment, now: environment.clock.now())
        else { return nil }
        return screens
    }

    /// Saves, resumes, and checks the game came back the same (outside any measurement).
    func verify() throws {
        try saveOnce()
        // Says which check failed: a save Continue refuses names its reason (the player's sentence).
        switch GameResumer.resume(environment: environment, now: environment.clock.now()) {
        case .nothingSaved:
            throw Repository.Missing(description: "the saved game is not found to resume")
        case .failed(let sentence):
            throw Repository.Missing(description: "the saved game does not resume: \(sentence)")
        case .resumed(let screens) where !check(screens):
            throw Repository.Missing(description: "the saved game does not resume the same")
        case .resumed:
            break
        }
    }

    // MARK: Building the games

    private struct Wiring {
        let environment: AppEnvironment
        let keeper: ProgressKeeper
    }

    private static func wiring(levels: [Level], folder: URL) throws -> Wiring {
        let catalog = AchievementCatalog.load(from: try Data(contentsOf: try Repository.file("assets/achievements.json")),
                                              games: .clearfield)
            .catalog
        let database = try AppDatabase.inMemory()
        let player = try database.currentPlayer(named: "bench")
        let keeper = try ProgressKeeper(
            catalog: catalog, store: DatabaseProgressStore(database: database, player: PlayerIdentity(player), unsavedFile: nil,
                                                         games: .clearfield),
            playerName: player.name, gameIDs: GameIDGenerator(seed: 2026))
        let environment = AppEnvironment(
            levels: { levels }, levelProgress: { [:] }, hint: { _ in .unknown },
            progress: keeper, clock: SystemClock(), background: { _ in nil }, title: .plain,
            saveSlot: SaveSlot(stateDirectory: folder))
        return Wiring(environment: environment, keeper: keeper)
    }

    /// The largest board the game allows (100×100) at expert density, played by the solver's
    /// proofs from the centre (a reveal of every proven-safe cell, a flag on every proven mine),
    /// a hint asked every 25 actions, until the log holds `actions` actions (or the board is
    /// cleared). Mines offers no undo. Its stats are fed turn by turn as the play screen feeds them.
    static func mines(actions: Int, folder: URL) throws -> SavedGameBench {
        let wiring = try wiring(levels: [], folder: folder)
        let setup = MinesSetup(mode: .custom(try MinesParams(width: 100, height: 100, mines: 2000)), seed: 20_261_121)
        var session = GameSession(initial: setup.initialState)
        LogicalPlay.play(&session) { session in
            if session.log.count % 25 == 24 { session.recordHint() }
            return session.log.count >= actions
        }
        let play: GamePlay<MinesBackEnd> = try resumedPlay(setup.gameSetup, log: session.log,
                                                           interface: MinesInterface(cursor: Point(x: 50, y: 50)))
        feedStats(session.log, from: setup.initialState, context: play.statsContext, keeper: wiring.keeper)
        var screen = MinesPlayScreen(resuming: play)
        let expected = session
        return SavedGameBench(
            environment: wiring.environment, keeper: wiring.keeper, loggedActions: session.log.count,
            save: { screen.save(context: $0) },
            check: { screens in
                guard let resumed = screens.last as? MinesPlayScreen else { return false }
                return resumed.session.log == expected.log && resumed.state == expected.current
            })
    }

    /// The largest shipped level, its clearing sequence played move by move with an undo and a
    /// redo after every third move and a hint before every fifth, then a restart and again,
    /// until the log holds `actions` actions.
    static func tiles(actions: Int, folder: URL) throws -> SavedGameBench {
        let levels = try Repository.shippedLevels()
        let level = try Repository.largestLevel()
        let wiring = try wiring(levels: levels, folder: folder)
        var session = GameSession(initial: level.startState)
        let moves = TilesSolver().solve(level.board).moves
        // The clearing move is never played: a clear ends the game, and nothing may follow it.
        playing: while moves.count > 1 {
            for (index, move) in moves.dropLast().enumerated() {
                if index % 5 == 4 { session.recordHint() }
                session.apply(move)
                if index % 3 == 2 {
                    session.undo()
                    session.redo()
                }
                if session.log.count >= actions { break playing }
            }
            session.restart()
        }
        let play: GamePlay<TilesBackEnd> = try resumedPlay(
            GameSetup(params: TilesParams(level: level), seed: 0), log: session.log,
            interface: TilesInterface(cursor: Point(x: 0, y: level.board.height - 1)))
        feedStats(session.log, from: level.startState, context: play.statsContext, keeper: wiring.keeper)
        var screen = TilesPlayScreen(level: level, campaign: levels, resuming: play)
        let expected = session
        return SavedGameBench(
            environment: wiring.environment, keeper: wiring.keeper, loggedActions: session.log.count,
            save: { screen.save(context: $0) },
            check: { screens in (screens.last as? TilesPlayScreen)?.session == expected })
    }

    /// The game as the play screen holds it after that play: an action every 0.7 s of play time,
    /// rebuilt through the back end's replay (as Continue rebuilds it).
    private static func resumedPlay<BackEnd: GameBackEnd>(
        _ setup: GameSetup<BackEnd.Params>, log: [SessionAction<BackEnd.State.Move>], interface: BackEnd.Interface
    ) throws -> GamePlay<BackEnd> {
        let timed = TimedLog(log.enumerated().map { TimedAction($1, at: $0 * 700) })
        return try GamePlay<BackEnd>.resume(setup, log: timed, interface: interface, playMilliseconds: log.count * 700,
                                            paused: false).get()
    }

    /// Reports the game's start and every turn to the keeper, as the play screens do, under the
    /// game's own stats context (`GamePlay.statsContext`): a context written out here drifts when
    /// the game records a new detail (the Tiles map's fingerprint did), and Continue then sets the
    /// save aside as another game's.
    private static func feedStats<State: GameState>(_ log: [SessionAction<State.Move>], from initial: State,
                                                    context: StatsContext, keeper: ProgressKeeper) {
        let clock = SystemClock()
        func report(_ moment: GameReport.Moment, turn: Int) {
            _ = keeper.report(GameReport(context: context, moment: moment, turn: turn,
                                         playMilliseconds: turn * 700, instant: clock.now(), date: clock.wallTime()))
        }
        report(.started, turn: 0)
        var replay = GameSession(initial: initial)
        for (index, action) in log.enumerated() {
            report(.turn(replay.perform(action) ?? []), turn: index + 1)
        }
    }
}
