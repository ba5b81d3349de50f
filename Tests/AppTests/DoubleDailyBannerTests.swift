@testable import ClearfieldGames
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
    }

    // MARK: Through the app

    static var day: DailyDate { DailyDate(date)! }

    /// Keys that clear the Mines daily from where its screen puts the cursor: every safe cell
    /// still covered, row by row (the board is opened at the start).
    static func minesKeys() throws -> [InputEvent] {
        let screen = MinesPlayScreen(daily: DailyMinesChallenge(date: day).setup(), origin: .dealt)
        #expect(screen.state.board.isStarted, "a daily's board is opened at the start")
        return MinesFlowTests.sweep(screen.state.board, from: screen.cursor)
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
    /// ledger and the keeper over one database), then leaves it; returns every frame shown.
    static func playDaily(_ game: DailyGame, keys: [InputEvent], fixture: ProgressFixture,
                          size: ScreenSize) throws -> [String] {
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
        return terminal.presented.map(\.text)
    }

    /// Both dailies of one day played in the app, Mines then Tiles: "Double Daily" is earned at
    /// the second one's end and its banner does show, but only after every banner queued before
    /// it (here about ten for a new player, three seconds a line: the 24 waits of the script).
    /// That wait is what issue 31 reported as "never seen"; shortening it (listing the earned
    /// achievements on the results panel) is not done yet.
    @Test(arguments: [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 60, rows: 20)])
    func bothDailiesPlayedInTheAppShowTheBannerAfterTheQueue(size: ScreenSize) throws {
        let fixture = try ProgressFixture(catalog: try Self.shippedCatalog())
        let mines = try Self.playDaily(.mines, keys: try Self.minesKeys(), fixture: fixture, size: size)
        #expect(mines.contains { $0.contains("Board cleared") }, "the Mines daily was won")
        #expect(!mines.contains { $0.contains("Double Daily") })
        let tiles = try Self.playDaily(.tiles, keys: Self.tilesKeys(), fixture: fixture, size: size)
        let ledger = DailyLedger(database: fixture.database, playerID: fixture.player.id)
        #expect(try ledger.clearedDates()[.tiles]?.contains(Self.day) == true, "the Tiles daily was won")
        let record = fixture.keeper.progress.achievements.state.records["net.clearfield.daily.double"]
        #expect(record?.isEarned == true, "\(String(describing: record))")
        #expect(fixture.keeper.progress.dailyTotals.storedValues["daily.allClearedDays"] == 1,
                "\(fixture.keeper.progress.dailyTotals.storedValues)")
        #expect(tiles.contains { $0.contains("Achievement unlocked: Double Daily") })
    }
}
