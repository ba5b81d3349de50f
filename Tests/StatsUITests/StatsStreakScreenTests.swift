@testable import StatsUI
@testable import Midend
import Foundation
import GameCore
import Mines
import Progress
import Terminal
import Testing
import Tiles
@testable import UITestSupport

/// The Stats screen's daily streaks (issue 23): the tab's game and either game, current and
/// longest, as of today in the player's zone, drawn into the FrameBuffer at 80×24 and 60×20.
@Suite struct StatsStreakScreenTests {
    static let sizes = [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 60, rows: 20)]
    /// 2026-11-26 10:00 UTC.
    static let wall = Date(timeIntervalSince1970: 1_795_687_200)

    /// Ranked dailies won through the keeper: Mines on the 24th, 25th and 26th, Tiles on the 26th.
    static func fixture() throws -> ProgressFixture {
        let fixture = try ProgressFixture()
        let dailies: [StatsContext] = ["2026-11-24", "2026-11-25", "2026-11-26"].map {
            StatsContext.mines(board: .intermediate).daily($0)
        } + [StatsContext.tiles(level: 4, pack: "daily").daily("2026-11-26")]
        for (index, context) in dailies.enumerated() {
            let instant = Instant(nanoseconds: UInt64(index + 1) * 1_000_000_000)
            for moment in [GameReport.Moment.started, .ended(.won)] {
                _ = fixture.keeper.report(GameReport(context: context, moment: moment, turn: 0, playMilliseconds: 1_000,
                                                     instant: instant, date: wall))
            }
        }
        return fixture
    }

    static func frame(_ fixture: ProgressFixture, kind: GameKind, size: ScreenSize, wall: Date = wall) -> FrameBuffer {
        var environment = fixture.environment(clock: ManualClock(wall: wall))
        environment.timeZone = .utc
        let context = Fixtures.context(environment, size: size)
        var screen = StatsScreen(kind: kind)
        screen.activate(context: context)
        return screen.frame(context)
    }

    /// The streak line: the row over the key hints.
    static func streakLine(_ frame: FrameBuffer) -> String { frame.lines[frame.lines.count - 2] }

    @Test(arguments: sizes)
    func eachTabShowsItsGamesStreakAndEitherGames(size: ScreenSize) throws {
        let fixture = try Self.fixture()
        let mines = Self.frame(fixture, kind: .mines, size: size)
        let minesLine = Self.streakLine(mines)
        // The wording at 60 columns leaves out "days".
        #expect(minesLine.contains("Daily streak") && minesLine.contains("Mines 3"), "\(minesLine)")
        #expect(minesLine.contains("either 3") && minesLine.contains("longest 3"), "\(minesLine)")
        let tiles = Self.streakLine(Self.frame(fixture, kind: .tiles, size: size))
        #expect(tiles.contains("Tiles 1") && tiles.contains("longest 1") && tiles.contains("either 3"), "\(tiles)")
        if size.columns >= 80 { #expect(minesLine.contains("Mines 3 days") && tiles.contains("Tiles 1 day,")) }
        for frame in [mines, Self.frame(fixture, kind: .tiles, size: size)] {
            #expect(ScreenWords.cuts(in: frame).isEmpty, "\(frame.text)")
            #expect(frame.text.contains("Lifetime"), "the table is still there\n\(frame.text)")
        }
        // The stored streaks, read back by the next run's keeper.
        let stored = try fixture.database.statTotals(player: fixture.player.id, game: DailyStreakSchema.kind.rawValue)
        #expect(stored["daily.longestStreak"] == 3 && stored["daily.mines.longestStreak"] == 3)
        #expect(stored["daily.allClearedDays"] == 1)
    }

    /// Two days on, with no daily cleared on the 27th, the current streaks are over; the longest stay.
    @Test(arguments: sizes)
    func aMissedDayEndsTheCurrentStreakOnScreen(size: ScreenSize) throws {
        let fixture = try Self.fixture()
        let later = Self.wall.addingTimeInterval(2 * 86_400)
        let line = Self.streakLine(Self.frame(fixture, kind: .mines, size: size, wall: later))
        #expect(line.contains("Mines 0") && line.contains("longest 3") && line.contains("either 0"), "\(line)")
        let nextDay = Self.streakLine(Self.frame(fixture, kind: .mines, size: size, wall: Self.wall.addingTimeInterval(86_400)))
        #expect(nextDay.contains("Mines 3,") || nextDay.contains("Mines 3 days"), "today is not over: \(nextDay)")
    }

    @Test func theLineTakesShorterWordsRatherThanCutOne() {
        let figures = DailyStreakFigures(either: .init(current: 123, longest: 456),
                                         games: [(GameKind.mines, .init(current: 12, longest: 345))], allClearedDays: 0)
        let wordings = StatsStreakLine.wordings(figures, kind: .mines, title: "Mines")
        for width in [40, 56, 60, 70, 78, 100] {
            let text = StatsStreakLine.text(figures, kind: .mines, title: "Mines", width: width)
            #expect(DisplayWidth.of(text) <= width || text == wordings.last, "\(width): \(text)")
            #expect(text.contains("12") && text.contains("345") && text.contains("123") && text.contains("456"))
        }
        let other = StatsStreakLine.text(figures, kind: GameKind(rawValue: "lightsout"), title: "Lights Out", width: 78)
        #expect(other == "Daily streak, either game: 123 days, longest 456 days")
    }
}
