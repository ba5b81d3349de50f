@testable import Shell
@testable import DailyUI
import Daily
import Foundation
import Midend
import GameCore
import Players
import Progress
import LocalDatabase
import Synchronization
import Terminal
import Testing
@testable import UITestSupport

/// The board of current streaks (`s` on the Daily screen), drawn into the in-memory frame over a
/// database of players and attempts, on a clock set to 2026-11-26 10:00 UTC in UTC.
@Suite struct DailyStreaksScreenTests {
    struct World {
        let database: AppDatabase
        var environment: AppEnvironment
        let player: PlayerID

        /// The Daily screen's world (`DailyWorld`): its database, clock and player "ada".
        init() throws {
            let daily = try DailyWorld()
            (database, environment, player) = (daily.database, daily.environment, daily.player)
        }

        /// A ranked attempt by `player` at `date`, finished as `outcome`.
        func played(_ player: PlayerID, _ game: DailyGame, _ date: String, _ outcome: String = "won") throws {
            _ = try database.startDailyAttempt(playerID: player, game: game.rawValue, date: date, today: date)
            let context = StatsContext(kind: game.kind).daily(date)
            try database.rollOver(gameID: "\(player)-\(game)-\(date)", player: player, game: game.rawValue, outcome: outcome,
                                  totals: [:], details: FinishedGameDetails(context: context, playTimeMilliseconds: 60_000, stats: [:]))
        }

        /// `player` cleared a daily on each of the `days` days ending `end` days before today.
        func run(_ player: PlayerID, days: Int, endingDaysAgo end: Int = 0) throws {
            let today = DailyDate("2026-11-26")!
            for back in 0..<days {
                try played(player, back % 2 == 0 ? .mines : .tiles, today.adding(days: -end - back).description)
            }
        }

        func opened(size: ScreenSize = ScreenSize(columns: 80, rows: 24), glyphs: GlyphSet = .unicode)
            -> (DailyStreaksScreen, ScreenContext) {
            let context = Fixtures.context(environment, size: size, glyphs: glyphs)
            var screen = DailyStreaksScreen()
            if let job = screen.activate(context: context).jobs.first {
                _ = screen.receive(.finished(title: job.title, result: job.run(WorkProgress())), context: context)
            }
            return (screen, context)
        }
    }

    /// Three players and a blocked one: ranked by current streak, then longest, then name, the
    /// blocked one left out, the current player's row marked, no sentence cut.
    @Test(arguments: DailyStreaksScreenTests.sizes)
    func playersAreRankedAndTheCurrentPlayerMarked(size: ScreenSize) throws {
        let world = try World()
        let bob = try world.database.currentPlayer(named: "bob").id
        let cy = try world.database.currentPlayer(named: "cy").id
        let eve = try world.database.currentPlayer(named: "eve").id
        try world.database.setNickname(try Nickname.validate("Bobby").get(), for: bob)
        try world.database.moderate(.block, by: world.player, on: eve)
        try world.run(world.player, days: 2, endingDaysAgo: 1)  // yesterday's streak is still alive today
        try world.run(bob, days: 3)
        try world.run(cy, days: 5, endingDaysAgo: 3)  // over: a day was missed
        try world.run(eve, days: 9)
        for glyphs in [GlyphSet.unicode, .ascii] {
            let (screen, context) = world.opened(size: size, glyphs: glyphs)
            let frame = screen.frame(context)
            let lines = frame.lines
            #expect(ScreenWords.cuts(in: frame).isEmpty, "\(ScreenWords.cuts(in: frame))")
            for needle in ["Daily streaks", "Days in a row with a daily cleared, either game", "Player", "Current",
                           "Longest", "3 players", "Esc back"] {
                #expect(frame.text.contains(needle), "\(needle) missing at \(size)")
            }
            let mark = glyphs.isASCII ? "*" : "◆"
            let rows = lines.filter { $0.contains("Bobby") || $0.contains("ada") || $0.contains("cy") }
                .map { $0.split(separator: " ").map(String.init) }
            #expect(rows.count == 3, "\(lines)")
            #expect(rows.first == ["1", "Bobby", "3", "3"])
            #expect(rows.dropFirst().first == [mark, "2", "ada", "2", "2"])
            #expect(rows.last == ["3", "cy", "0", "5"])
            #expect(!frame.text.contains("eve"), "a blocked player is left out")
            if glyphs.isASCII { #expect(frame.text.unicodeScalars.allSatisfy { $0.isASCII }) }
        }
    }

    static let sizes = [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 60, rows: 20)]

    /// A name with a control sequence in it reaches the screen as text.
    @Test func aNameIsEscaped() throws {
        let world = try World()
        let mallory = try world.database.currentPlayer(named: "mal\u{1B}[31mlory").id
        try world.run(mallory, days: 1)
        let (screen, context) = world.opened()
        let text = screen.frame(context).text
        #expect(!text.unicodeScalars.contains("\u{1B}"))
        #expect(text.contains("mal"))
    }

    /// More players than rows: the current player's row is in view, and `↑`/`↓` scroll the list.
    @Test(arguments: DailyStreaksScreenTests.sizes)
    func aLongBoardKeepsTheCurrentPlayerInViewAndScrolls(size: ScreenSize) throws {
        let world = try World()
        for number in 0..<30 {
            let other = try world.database.currentPlayer(named: "p\(number)").id
            try world.run(other, days: 1)
        }
        var (screen, context) = world.opened(size: size)
        let mark = "◆"
        #expect(screen.frame(context).lines.contains { $0.contains(mark) && $0.contains("ada") })
        #expect(screen.frame(context).text.contains("of 31 players"))
        #expect(ScreenWords.cuts(in: screen.frame(context)).isEmpty)
        let before = screen.firstRow(size: size)
        #expect(before > 0)
        _ = screen.handle(.key(.up), context: context)
        #expect(screen.firstRow(size: size) == before - 1)
        for _ in 0..<40 { _ = screen.handle(.key(.up), context: context) }
        #expect(screen.firstRow(size: size) == 0)
        #expect(screen.frame(context).lines.contains { $0.contains(" p0 ") })
        for _ in 0..<40 { _ = screen.handle(.key(.down), context: context) }
        #expect(screen.firstRow(size: size) == 31 - DailyStreaksScreen.listRows(size))
    }

    /// The first days the shared board was asked from.
    final class FirstDays: Sendable {
        let days = Mutex<[DailyDate]>([])
    }

    struct Unreachable: Error, CustomStringConvertible {
        var description: String { "connection refused" }
    }

    /// With a shared board its players' streaks are shown (read from its daily boards from
    /// `DailySharedStreaks.days` back); when it cannot be read, this computer's, saying so.
    @Test(arguments: DailyStreaksScreenTests.sizes)
    func theSharedBoardsStreaksOrThisComputersSayingSo(size: ScreenSize) throws {
        var world = try World()
        try world.run(world.player, days: 2)
        let firstDays = FirstDays()
        world.environment.dailySharedStreaks = DailySharedStreaks { firstDay in
            firstDays.days.withLock { $0.append(firstDay) }
            let zed = DailySharedStreaks.cleared(boards: ["mines.daily.2026-11-26", "tiles.daily.2026-11-25",
                                                          "mines.daily.2026-11-23", "mines.beginner"],
                                                 in: .clearfield)
            return .init(players: [DailyStreakPlayer(playerID: 7, name: "Zed", cleared: zed),
                                   DailyStreakPlayer(playerID: 9, name: "Me", cleared: [:])],
                         viewer: 9, isComplete: true)
        }
        let (shared, sharedContext) = world.opened(size: size)
        let sharedFrame = shared.frame(sharedContext)
        #expect(firstDays.days.withLock { $0 } == [DailyDate("2026-11-26")!.adding(days: 1 - DailySharedStreaks.days)])
        #expect(sharedFrame.text.contains("2 players on the shared board"))
        #expect(!sharedFrame.text.contains("ada"))
        #expect(sharedFrame.lines.contains { $0.split(separator: " ") == ["1", "Zed", "2", "2"] })
        #expect(sharedFrame.lines.contains { $0.split(separator: " ") == ["◆", "2", "Me", "0", "0"] })
        #expect(ScreenWords.cuts(in: sharedFrame).isEmpty, "\(ScreenWords.cuts(in: sharedFrame))")

        world.environment.dailySharedStreaks = DailySharedStreaks { _ in throw Unreachable() }
        let (local, localContext) = world.opened(size: size)
        let localFrame = local.frame(localContext)
        #expect(ScreenWords.words(localFrame).contains(
            "The shared board could not be read (connection refused): these are this computer's streaks."))
        #expect(localFrame.lines.contains { $0.split(separator: " ") == ["◆", "1", "ada", "2", "2"] })
        #expect(ScreenWords.cuts(in: localFrame).isEmpty, "\(ScreenWords.cuts(in: localFrame))")
    }

    /// `s` on the Daily screen opens the board; Esc goes back.
    @Test func sOnTheDailyScreenOpensItAndEscGoesBack() throws {
        let world = try World()
        let context = Fixtures.context(world.environment)
        var daily = DailyScreen()
        daily.activate(context: context)
        #expect(daily.frame(context).text.contains("s streaks"))
        #expect(daily.handle(.char("s"), context: context).pushedScreen is DailyStreaksScreen)
        var (screen, streaksContext) = world.opened()
        guard case .pop = screen.handle(.key(.escape), context: streaksContext).navigation else {
            Issue.record("Esc did not go back")
            return
        }
    }
}
