@testable import Midend
@testable import Shell
@testable import MinesUI
@testable import TilesUI
@testable import DailyUI
import Daily
import Foundation
import Terminal
import GameCore
import Mines
import Progress
import Testing
import Tiles
@testable import UITestSupport

/// "Double Daily" (issue 31: the banner was never seen): both ranked dailies cleared on one day
/// earn it, with the shipped achievements file, the contexts the two games give their dailies,
/// and the keeper that turns a finished game into banners.
@Suite struct DoubleDailyBannerTests {
    static let wall = Date(timeIntervalSince1970: 1_795_687_200)
    static let date = "2026-11-26"

    static func shippedCatalog() throws -> AchievementCatalog {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("assets/achievements.json")
        let result = AchievementCatalog.load(from: try Data(contentsOf: file), games: .clearfield)
        #expect(result.problems.isEmpty, "\(result.problems.map(\.description))")
        return result.catalog
    }

    static var minesContext: StatsContext {
        MinesBackEnd.statsContext(for: DailyMinesChallenge(date: DailyDate(date)!).setup().params)
    }

    static var tilesContext: StatsContext {
        TilesBackEnd.statsContext(for: TilesParams(level: 4, pack: "daily", par: 3, mapRows: ["AB", "AB"], mapHash: 1,
                                                   daily: date))
    }

    /// Plays one game of `context` to a win through the keeper; returns its banners.
    static func win(_ context: StatsContext, on keeper: ProgressKeeper, at second: UInt64) -> [String] {
        let instant = Instant(nanoseconds: second * 1_000_000_000)
        var banners: [String] = []
        for moment in [GameReport.Moment.started, .ended(.won)] {
            banners += keeper.report(GameReport(context: context, moment: moment, turn: 0, playMilliseconds: 30_000,
                                                instant: instant, date: wall))
        }
        return banners
    }

    @Test(arguments: [true, false])
    func bothDailiesOnOneDayShowTheBanner(minesFirst: Bool) throws {
        let fixture = try ProgressFixture(catalog: try Self.shippedCatalog())
        let order = minesFirst ? [Self.minesContext, Self.tilesContext] : [Self.tilesContext, Self.minesContext]
        let first = Self.win(order[0], on: fixture.keeper, at: 10)
        #expect(!first.contains { $0.contains("Double Daily") }, "\(first)")
        let second = Self.win(order[1], on: fixture.keeper, at: 200)
        #expect(second.contains { $0.contains("Double Daily") }, "\(second)")
        // What the results panel lists: the second game's own earnings, Double Daily among them.
        let earned = try #require(fixture.keeper.lastGameEarned)
        #expect(earned.unlocks.contains { $0.id == "net.clearfield.daily.double" }, "\(earned.unlocks.map(\.title))")
    }

    // MARK: Through the app

    static var day: DailyDate { DailyDate(date)! }

    /// Keys that clear the Mines daily from where its screen puts the cursor: every safe cell
    /// still covered, row by row (the board is opened at the start).
    static func minesKeys() throws -> [InputEvent] {
        let screen = MinesPlayScreen(daily: DailyMinesChallenge(date: day).setup(), origin: .dealt)
        #expect(screen.state.board.isStarted, "a daily's board is opened at the start")
        return MinesFixtures.sweep(screen.state.board, from: screen.cursor)
    }

    /// Keys that clear the Tiles daily along the solver's own clearing (arrow keys, then Space),
    /// found by driving a second screen of the same daily with them: after a removal the screen
    /// puts the cursor on the nearest tile, as the played one does.
    static func tilesKeys() -> [InputEvent] {
        let challenge = DailyTilesChallenge(date: day)
        let context = Fixtures.context(Fixtures.environment(clock: ManualClock(wall: wall)))
        var probe = TilesPlayScreen(daily: challenge.level, params: challenge.params, origin: .chosen, seed: challenge.seed)
        probe.activate(context: context)
        var keys: [InputEvent] = []
        for move in challenge.solution {
            let point = move.point, cursor = probe.cursor
            var steps = Array(repeating: InputEvent.key(point.x > cursor.x ? .right : .left), count: abs(point.x - cursor.x))
            steps += Array(repeating: InputEvent.key(point.y > cursor.y ? .down : .up), count: abs(point.y - cursor.y))
            steps.append(.char(" "))
            for step in steps { _ = probe.handle(step, context: context) }
            keys += steps
        }
        #expect(probe.state.isCleared, "the keys clear the level")
        return keys
    }

    /// Plays `game`'s ranked daily of `date` through the main loop (the Daily screen under it, the
    /// ledger and the keeper over one database), then leaves it; returns every frame shown, as lines.
    static func playDaily(_ game: DailyGame, keys: [InputEvent], fixture: ProgressFixture,
                          size: ScreenSize) throws -> [[String]] {
        let clock = ManualClock(wall: wall)
        var environment = fixture.environment(clock: clock)
        environment.timeZone = .utc
        let ledger = DailyLedger(database: fixture.database, playerID: fixture.player.id)
        environment.daily.ledger = { ledger }
        let steps: [ScriptStep] = [.pass(milliseconds: 1_000)] + keys.map { .event($0) }
            + [.pass(milliseconds: 500), .event(.char("q")), .pass(milliseconds: 500), .event(.key(.escape))]
            + Array(repeating: ScriptStep.event(.timeout), count: 24)
        let terminal = ScriptedTerminal(size: size, clock: clock, steps: steps)
        let controller = AppController(terminal: terminal, environment: environment,
                                       screens: try StartPoint.dailyGame(game, date: day).screens(environment: environment))
        controller.run()
        return terminal.presented.map(\.lines)
    }

    /// The last frame that shows a results panel whose first line contains `title`.
    static func panel(_ frames: [[String]], titled title: String) -> [String]? {
        frames.last { $0.contains { $0.contains(title) } }
    }

    /// Whether `frame` lists `unlock` as the results panel does: "Title +N" whole on one line
    /// (never cut, never split over two), and the panel's last line still there under it.
    static func lists(_ unlock: AchievementUnlock, in frame: [String]) -> Bool {
        frame.contains { $0.contains("\(unlock.title) +\(unlock.points)") }
    }

    /// Both dailies of one day played in the app, Mines then Tiles (issue 31: the "Double Daily"
    /// banner was never seen, queued behind some ten others for a new player at three seconds
    /// each). Every achievement a game earns is listed on its results panel: the Mines daily's
    /// several at once, and "Double Daily" on the Tiles daily's, the game that earned it, at
    /// 80×24 and at 60×20, whole on their lines and with the panel's own last line still under
    /// them. The banners still come, after the queue.
    @Test(arguments: [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 60, rows: 20)])
    func bothDailiesPlayedInTheAppListWhatTheyEarnedOnTheirPanels(size: ScreenSize) throws {
        let fixture = try ProgressFixture(catalog: try Self.shippedCatalog())
        let mines = try Self.playDaily(.mines, keys: try Self.minesKeys(), fixture: fixture, size: size)
        let minesEarned = try #require(fixture.keeper.lastGameEarned).unlocks
        #expect(minesEarned.count >= 3, "a new player's first daily earns several at once: \(minesEarned.map(\.title))")
        let minesPanel = try #require(Self.panel(mines, titled: "Board cleared"), "the Mines daily was won")
        for unlock in minesEarned {
            #expect(Self.lists(unlock, in: minesPanel), "\(unlock.title) on \(minesPanel.joined(separator: "\n"))")
        }
        #expect(minesPanel.contains { $0.contains("Tab: see the board") || $0.contains("Tab: board") },
                "the panel fits: \(minesPanel.joined(separator: "\n"))")
        #expect(!mines.contains { $0.contains { $0.contains("Double Daily") } })

        let tiles = try Self.playDaily(.tiles, keys: Self.tilesKeys(), fixture: fixture, size: size)
        let ledger = DailyLedger(database: fixture.database, playerID: fixture.player.id)
        #expect(try ledger.clearedDates()[.tiles]?.contains(Self.day) == true, "the Tiles daily was won")
        let record = fixture.keeper.progress.achievements.state.records["net.clearfield.daily.double"]
        #expect(record?.isEarned == true, "\(String(describing: record))")
        #expect(fixture.keeper.progress.dailyTotals.storedValues["daily.allClearedDays"] == 1,
                "\(fixture.keeper.progress.dailyTotals.storedValues)")
        let double = try #require(fixture.keeper.lastGameEarned?.unlocks.first { $0.id == "net.clearfield.daily.double" })
        let tilesPanel = try #require(Self.panel(tiles, titled: "Daily \(Self.date) cleared!"))
        #expect(Self.lists(double, in: tilesPanel), "\(tilesPanel.joined(separator: "\n"))")
        #expect(tilesPanel.contains { $0.contains("u: undo") }, "the panel fits: \(tilesPanel.joined(separator: "\n"))")
        #expect(tiles.contains { $0.contains { $0.contains("Achievement unlocked: Double Daily") } })
    }
}
