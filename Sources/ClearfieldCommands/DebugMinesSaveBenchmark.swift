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
import Mines
import Progress
import Storage
import Terminal

/// The Mines save of `clearfield debug save-bench`: the largest board (a custom 100×100 with 2,000
/// mines, no-guess) with a long log, saved and resumed through the game's own code
/// (`MinesPlayScreen.save`, `GameResumer.resume`), so the numbers are what a player waits for:
/// building the payload, packing the log, encoding, the atomic write with its two fsyncs; reading,
/// checking, decoding, laying the board out again from its seed and first cell, replaying every
/// action through the rules, and handing the stats back to Progress.
struct MinesSaveBenchmark {
    static let params = (width: 100, height: 100, mines: 2000)

    let environment: AppEnvironment
    var screen: MinesPlayScreen

    /// Builds the game: the first reveal in the centre, then `actions` logged actions from a
    /// seeded generator (reveals of safe cells, flags put and taken off, chords, hints; never a
    /// mine, never the last safe cell), its stats recorded turn by turn, saved once so that
    /// resuming has a file to read.
    static func make(actions: Int, folder: URL) throws -> MinesSaveBenchmark {
        let resources = try ResourceLocator.forCurrentProcess().locate()
        let database = try AppDatabase.inMemory()
        let catalog = ShippedAchievements.load(from: resources).catalog
        let player = try database.currentPlayer(named: "bench")
        let keeper = try ProgressKeeper(
            catalog: catalog, store: DatabaseProgressStore(database: database, player: PlayerIdentity(player), unsavedFile: nil,
                                         games: .clearfield),
            playerName: player.name, gameIds: GameIdGenerator(seed: 2026))
        let environment = AppEnvironment(
            levels: { [] }, levelProgress: { [:] }, hint: { _ in .unknown },
            progress: keeper, clock: SystemClock(), background: { _ in nil }, title: .plain,
            saveSlot: SaveSlot(stateDirectory: folder))

        let board = try MinesParams(width: params.width, height: params.height, mines: params.mines)
        let setup = MinesSetup(mode: .custom(board), seed: 2026)
        let clock = SystemClock()
        func report(_ moment: GameReport.Moment, turn: Int) {
            _ = keeper.report(GameReport(context: .mines(board: MinesStatsBoard(mode: setup.mode)), moment: moment,
                                         turn: turn, playMilliseconds: turn * 700, instant: clock.now(),
                                         date: clock.wallTime()))
        }
        report(.started, turn: 0)
        var session = GameSession(initial: setup.initialState)
        var random = SeededGenerator(seed: 2026)
        guard let opened = session.apply(.reveal(Point(x: board.width / 2, y: board.height / 2))) else {
            throw GameDataUnavailable(description: "the benchmark's board did not open")
        }
        report(.turn(opened), turn: 1)
        var misses = 0
        while session.log.count < actions {
            guard let events = nextAction(in: &session, random: &random) else {
                misses += 1
                guard misses < 100 * actions else { throw GameDataUnavailable(description: "no more actions to log") }
                continue
            }
            report(.turn(events), turn: session.log.count)
        }
        let resumed = GamePlay<MinesBackEnd>.resume(setup.gameSetup, log: TimedLog(untimed: session.log),
                                                    interface: MinesInterface(cursor: Point(x: 50, y: 50)),
                                                    playMilliseconds: actions * 700, paused: false)
        guard case .success(let play) = resumed else {
            throw GameDataUnavailable(description: "the benchmark's game does not replay")
        }
        var screen = MinesPlayScreen(resuming: play)
        if let failure = screen.save(context: context(environment)) { throw failure }
        return MinesSaveBenchmark(environment: environment, screen: screen)
    }

    /// One action of a busy player on a laid-out board; nil when the one drawn does nothing (or
    /// would end the game).
    private static func nextAction(in session: inout GameSession<MinesState>,
                                   random: inout SeededGenerator) -> [GameEvent]? {
        let board = session.current.board
        guard let layout = board.layout else { return nil }
        let point = Point(x: Int.random(in: 0..<board.width, using: &random),
                          y: Int.random(in: 0..<board.height, using: &random))
        let move: MinesMove
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return session.recordHint()
        case 1...4: move = .flag(point)
        case 5: move = .chord(point)
        default:
            guard !layout.isMine(at: point) else { return nil }
            move = .reveal(point)
        }
        // Flags go on mines only, so chords never hit one; nothing may end the game.
        if case .flag = move, board.mark(at: point) == .covered, !layout.isMine(at: point) { return nil }
        guard let next = session.current.applying(move), next.state.board.outcome == .playing else { return nil }
        return session.apply(move)
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

    /// One resume, as Continue makes it: the screen it brings back.
    func resume() throws -> MinesPlayScreen {
        guard case .resumed(let screens) = GameResumer.resume(environment: environment, now: environment.clock.now()),
              let resumed = screens.last as? MinesPlayScreen else {
            throw GameDataUnavailable(description: "the benchmark's game did not resume")
        }
        return resumed
    }

    /// Throws unless a resumed game is this one (checked outside the timings).
    func check(_ resumed: MinesPlayScreen) throws {
        guard resumed.state == screen.state, resumed.session.log == screen.session.log else {
            throw GameDataUnavailable(description: "the benchmark's game came back different")
        }
    }
}
