@testable import Shell
@testable import MinesUI
@testable import TilesUI
@testable import DailyUI
import Daily
import Foundation
import Tiles
import Mines
import GameCore
import Terminal
import Testing
@testable import UITestSupport

/// The Daily screen drawn into the in-memory frame, over a database of attempts, on a clock
/// set to 2026-11-26 10:00 UTC (a Thursday) in UTC.
@Suite struct DailyScreenTests {
    @Test(arguments: DailyWorld.sizes)
    func todaysChallengesResultsStreakAndMarksFit(size: ScreenSize) throws {
        let world = try DailyWorld()
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
        let world = try DailyWorld()
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
        let world = try DailyWorld()
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
        var world = try DailyWorld()
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
        let world = try DailyWorld()
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
        var world = try DailyWorld()
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

