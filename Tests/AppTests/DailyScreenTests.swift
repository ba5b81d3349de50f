@testable import ClearfieldGames
@testable import Shell
@testable import MinesUI
@testable import TilesUI
@testable import DailyUI
import Daily
import Foundation
import Tiles
import Mines
import GameCore
import Leaderboards
import Midend
import Players
import Progress
import LocalDatabase
import Terminal
import Testing

/// The Daily screen drawn into the in-memory frame, over a database of attempts, on a clock
/// set to 2026-11-26 10:00 UTC (a Thursday) in UTC.
@Suite struct DailyScreenTests {
    static let sizes = [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 60, rows: 20)]

    struct World {
        let database: AppDatabase
        var environment: AppEnvironment
        let player: PlayerID

        init() throws {
            let wall = Date(timeIntervalSince1970: 1_795_687_200)
            database = try AppDatabase.inMemory(now: { wall })
            player = try database.currentPlayer(named: "ada").id
            environment = Fixtures.environment(clock: ManualClock(wall: wall))
            environment.player = CurrentPlayer(identity: PlayerIdentity(id: player, name: "ada"), keeper: nil)
            let ledger = DailyLedger(database: database, playerID: player)
            environment.daily.ledger = { ledger }
        }

        /// A ranked attempt at `date`, finished as `outcome` in `ms`.
        func played(_ game: DailyGame, _ date: String, _ outcome: String, ms: Int64 = 61_000) throws {
            _ = try database.startDailyAttempt(playerID: player, game: game.rawValue, date: date, today: date)
            let context = StatsContext(kind: game.kind).daily(date)
            try database.rollOver(gameID: "\(game)-\(date)", player: player, game: game.rawValue, outcome: outcome, totals: [:],
                                  details: FinishedGameDetails(context: context, playTimeMilliseconds: ms, stats: [:]))
        }

        /// The screen opened and its background read delivered.
        func opened(_ screen: DailyScreen = DailyScreen(), size: ScreenSize = ScreenSize(columns: 80, rows: 24),
                    glyphs: GlyphSet = .unicode) -> (DailyScreen, ScreenContext) {
            let context = Fixtures.context(environment, size: size, glyphs: glyphs)
            var screen = screen
            let shown = screen.activate(context: context)
            deliver(&screen, context, shown)
            return (screen, context)
        }

        /// Runs the read `effects` asked for (the screen's answer to a key or its showing).
        func deliver(_ screen: inout DailyScreen, _ context: ScreenContext, _ effects: ScreenEffects) {
            if let job = effects.jobs.first {
                _ = screen.receive(.finished(title: job.title, result: job.run(WorkProgress())), context: context)
            }
        }
    }

    @Test(arguments: sizes)
    func todaysChallengesResultsStreakAndMarksFit(size: ScreenSize) throws {
        let world = try World()
        try world.played(.mines, "2026-11-26", "won")
        try world.played(.mines, "2026-11-25", "won")
        try world.played(.tiles, "2026-11-24", "lost")
        for glyphs in [GlyphSet.unicode, .ascii] {
            let (screen, context) = world.opened(size: size, glyphs: glyphs)
            let text = screen.frame(context).text
            for needle in ["Daily challenges", "Thursday 2026-11-26", "next day in 14 h 0 min", "Mines",
                           "Intermediate 16", "40 mines, no guessing", "won in 1:01.00", "Tiles", "not started", "par",
                           "Streak 2 days (longest 2)", "Mines 2", "Last 7 days", "Fr Sa Su Mo Tu We Th", "Enter play"] {
                #expect(text.contains(needle), "\(needle) missing at \(size) \(glyphs.isASCII ? "ascii" : "unicode")")
            }
            let marks = glyphs.isASCII ? "Mines        .  .  .  .  .  +  +" : "Mines        ·  ·  ·  ·  ·  ✓  ✓"
            #expect(text.contains(marks), "\(size)")
            #expect(text.contains(glyphs.isASCII ? "Tiles        .  .  .  .  x  .  ." : "Tiles        ·  ·  ·  ·  ✗  ·  ·"))
            if glyphs.isASCII { #expect(text.unicodeScalars.allSatisfy { $0.isASCII }) }
        }
    }

    @Test func aPastDateIsPracticeAndTheFutureStaysShut() throws {
        let world = try World()
        var (screen, context) = world.opened()
        let refused = screen.handle(.key(.right), context: context)
        #expect(refused.banners == ["The next day's challenges open when it begins."])
        let back = screen.handle(.key(.left), context: context)
        world.deliver(&screen, context, back.effects)
        let text = screen.frame(context).text
        #expect(text.contains("Wednesday 2026-11-25") && text.contains("practice: a past date is never ranked"))
    }

    /// Enter starts the game through its module's daily entry: the day's first attempt is ranked
    /// (dealt), every later one and any past date practice (chosen).
    @Test func enterStartsTheRankedAttemptOnceThenPractice() throws {
        let world = try World()
        var (screen, context) = world.opened()
        let first = screen.handle(.key(.enter), context: context)
        let ranked = try #require(first.pushedScreen as? MinesPlayScreen)
        #expect(ranked.play.origin == .dealt)
        #expect(ranked.play.setup == DailyMinesChallenge(date: DailyDate("2026-11-26")!).setup())
        let second = try #require(screen.handle(.key(.enter), context: context).pushedScreen as? MinesPlayScreen)
        #expect(second.play.origin == .chosen)
        _ = screen.handle(.key(.down), context: context)
        let tiles = try #require(screen.handle(.key(.enter), context: context).pushedScreen as? TilesPlayScreen)
        #expect(tiles.play.origin == .dealt)
        #expect(tiles.play.setup.params == DailyTilesChallenge(date: DailyDate("2026-11-26")!).params)
        let back = screen.handle(.key(.left), context: context)
        world.deliver(&screen, context, back.effects)
        let past = try #require(screen.handle(.key(.enter), context: context).pushedScreen as? TilesPlayScreen)
        #expect(past.play.origin == .chosen)
    }

    /// The share line of a decided daily is shown and `c` hands it to the terminal's clipboard
    /// escape, through the main loop to the device (a terminal that refuses it says so).
    @Test func theShareLineIsShownAndCopied() throws {
        var world = try World()
        try world.played(.mines, "2026-11-26", "won", ms: 62_500)
        var (screen, context) = world.opened()
        let line = "Clearfield daily 2026-11-26 · Mines 1:02.50"
        #expect(screen.shareLine(context: context) == line)
        #expect(screen.frame(context).text.contains(line))
        #expect(screen.handle(.char("c"), context: context).clipboard == line)
        _ = screen.handle(.key(.down), context: context)
        #expect(screen.shareLine(context: context) == nil)
        #expect(screen.handle(.char("c"), context: context).clipboard == nil)

        let clock = ManualClock(wall: Date(timeIntervalSince1970: 1_795_687_200))
        world.environment.clock = clock
        for takes in [true, false] {
            // The screen as read above (its data in hand, so `c` does not wait for the read).
            let terminal = ScriptedTerminal(clock: clock, events: [.key(.up), .char("c"), .timeout])
            terminal.takesClipboard = takes
            let controller = AppController(terminal: terminal, environment: world.environment,
                                           screens: [MainMenuScreen(), screen])
            _ = controller.run()
            let shown = terminal.presented.map(\.text).joined()
            if takes {
                #expect(terminal.copied == [line])
                #expect(shown.contains("Copied to the clipboard"))
            } else {
                #expect(terminal.copied.isEmpty)
                #expect(shown.contains("This terminal takes no clipboard escape"))
            }
        }
    }

    @Test func theMainMenuOffersTheDailyScreenOnD() throws {
        let world = try World()
        let context = Fixtures.context(world.environment)
        var menu = MainMenuScreen()
        menu.activate(context: context)
        #expect(menu.frame(context).text.contains("Daily"))
        #expect(menu.handle(.char("d"), context: context).pushedScreen is DailyScreen)
    }

    /// Issue 34, B7: a daily left before its first move ("no move: not counted") is no attempt:
    /// the ranked attempt stays unused and the Daily screen says "not started", not "in progress".
    @Test(arguments: [DailyGame.mines, .tiles])
    func aDailyLeftBeforeItsFirstMoveIsNoAttempt(game: DailyGame) throws {
        var world = try World()
        let ledger = DailyLedger(database: world.database, playerID: world.player)
        world.environment.keepDailyAttempts { ledger }
        let today = world.environment.dailyCalendar.today
        let context = Fixtures.context(world.environment)
        var played = DailyStart.screen(game, date: today, environment: world.environment)
        played.activate(context: context)
        #expect(try ledger.attempts(from: today, through: today).map(\.ranked) == [true])
        _ = played.handle(.char("q"), context: context)
        _ = played.handle(.char("n"), context: context)
        #expect(try ledger.attempts(from: today, through: today).isEmpty)
        let (screen, shown) = world.opened()
        let text = screen.frame(shown).text
        #expect(text.contains("not started") && !text.contains("in progress"), "\(text)")
        #expect(try ledger.start(game, on: today, today: today), "the day's ranked attempt was used up")
    }
}

extension ScreenCommand {
    /// The screen a command pushes, if it pushes one.
    var pushedScreen: (any Screen)? {
        if case .push(let screen) = navigation { return screen }
        return nil
    }
}
