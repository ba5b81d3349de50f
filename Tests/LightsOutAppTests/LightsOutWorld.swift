import Foundation
import GameCore
import GameRules
import Leaderboards
import LeaderboardsUI
import LightsOutGame
import Midend
import Progress
import Shell
import SaveFiles
import LocalDatabase
import Terminal
import StatsUI

/// A whole app around lights-out, built only from the shell and the test game's own module:
/// the shell's environment listing the front ends given, a real Progress keeper over an
/// in-memory database, a real save slot in a folder of its own, and a leaderboard store in
/// memory with the test game's ranking rules. No Clearfield game module is linked in.
final class LightsOutWorld {
    let clock = ManualClock()
    let database: AppDatabase
    let player: PlayerIdentity
    let keeper: ProgressKeeper
    let folder: URL
    let slot: SaveSlot
    let store = MemoryLeaderboardStore()
    let environment: AppEnvironment
    /// The seed every new game is dealt.
    let seed: UInt64

    /// The shell's own screens as a main menu offers them after the games' lines.
    static var menuItems: [MenuItem] {
        [
            MenuItem(shortcut: "s", title: "Stats", detail: "your totals") { _ in .push(StatsScreen()) },
            MenuItem(shortcut: "l", title: "Leaderboards", detail: "the best players") { _ in .push(LeaderboardScreen()) },
            MenuItem(shortcut: "?", title: "Help", detail: "keys and rules") { _ in .push(HelpScreen()) },
            MenuItem(shortcut: "q", title: "Quit", detail: "leave") { _ in .quit },
        ]
    }

    /// The ranking rules of the test game, in the registry the leaderboards judge with.
    static let rankings = RankingRegistry(games: TestRegistry.registry, rules: [DealtWinRankingRules()])

    /// The first seed whose board takes at least `presses` presses, so a game outlives a save.
    static func seed(needing presses: Int) -> UInt64 {
        (UInt64(1)...500).first { seed in
            (try? LightsOutBackEnd.newGame(GameSetup(params: LightsOutPlayScreen.classic, seed: seed)))
                .map { LightsOutBackEnd.solution(from: $0).count >= presses } ?? false
        } ?? 0
    }

    init(games: [any GameFrontEnd] = [LightsOutFrontEnd()], seed: UInt64 = LightsOutWorld.seed(needing: 3)) throws {
        self.seed = seed
        database = try AppDatabase.inMemory()
        player = PlayerIdentity(try database.currentPlayer(named: "ada"))
        keeper = try ProgressKeeper(
            catalog: .empty(games: TestRegistry.catalogs),
            store: DatabaseProgressStore(database: database, player: player, unsavedFile: nil, games: TestRegistry.catalogs),
            playerName: player.name, gameIDs: GameIDGenerator(seed: 7))
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("lights-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        slot = SaveSlot(stateDirectory: folder, games: TestRegistry.catalogs)
        var environment = AppEnvironment(
            games: games, menuItems: Self.menuItems, player: CurrentPlayer(identity: player, keeper: keeper),
            clock: clock, timeZone: .utc, title: .plain, makeSeed: { seed }, saveSlot: slot,
            leaderboards: LeaderboardAccess(store: store, registry: Self.rankings),
            openLeaderboard: { LeaderboardScreen(board: $0, window: $1, focusRunID: $2) })
        environment.openStats = { StatsScreen(kind: $0) }
        environment.openAchievements = { AchievementsScreen() }
        self.environment = environment
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// The board every new game starts from, and the presses that clear it.
    var board: LightsOutState {
        (try? LightsOutBackEnd.newGame(GameSetup(params: LightsOutPlayScreen.classic, seed: seed)))
            ?? LightsOutState(lights: 0)
    }

    var solution: [Int] { LightsOutBackEnd.solution(from: board) }

    /// The player's lifetime total of a lights-out stat, as Progress keeps it.
    func total(_ name: String) throws -> Int64? {
        let totals = keeper.totals(for: .lightsOut)
        return totals[try totals.schema.handle(name)]
    }

    /// Runs the app from the main menu through `steps`; returns the terminal with its frames
    /// and the controller as the app left it.
    @discardableResult
    func run(_ steps: [PlayerStep]) -> (terminal: PlayerTerminal, controller: AppController, exit: AppExit) {
        let work = WorkRunner()
        let terminal = PlayerTerminal(clock: clock, work: work, steps: steps)
        let controller = AppController(terminal: terminal, environment: environment, screens: [MainMenuScreen()],
                                       work: work)
        let exit = controller.run()
        return (terminal, controller, exit)
    }

    /// From the main menu to a new game's board.
    static var newGame: [PlayerStep] { [.key("o"), .enter] }

    /// Presses the lights by their number keys, a second apart.
    static func pressing(_ cells: [Int]) -> [PlayerStep] {
        cells.flatMap { [.pass(milliseconds: 1_000), .key(Character(String($0 + 1)))] }
    }

    /// Walks the cursor from `start` to each cell with the arrows and presses it with Space.
    static func walking(to cells: [Int], from start: Int = 4) -> [PlayerStep] {
        var cursor = start
        var steps: [PlayerStep] = []
        for cell in cells {
            let (rowStep, columnStep) = (cell / 3 - cursor / 3, cell % 3 - cursor % 3)
            steps += Array(repeating: .arrow(rowStep > 0 ? .down : .up), count: abs(rowStep))
            steps += Array(repeating: .arrow(columnStep > 0 ? .right : .left), count: abs(columnStep))
            steps += [.pass(milliseconds: 1_000), .key(" ")]
            cursor = cell
        }
        return steps
    }
}
