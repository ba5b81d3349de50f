@testable import Shell
@testable import MinesUI
@testable import TilesUI
@testable import DailyUI
import Daily
import Foundation
import GameCore
import Leaderboards
import LightsOutGame
@testable import Midend
import Mines
import Terminal
import Testing
import Tiles
@testable import UITestSupport

/// A daily's own results panel (issue 23): the ranked attempt shows the spoiler-free line to
/// share, made in the ranking job with the player's place, and `c` copies it as the Daily
/// screen's `c` does; a practice attempt says why it is practice instead.
@Suite struct DailyResultPanelTests {
    static let sizes = [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 60, rows: 20)]
    /// 2026-11-26 10:00 UTC, a Thursday.
    static let wall = Date(timeIntervalSince1970: 1_795_687_200)
    static let date = DailyDate("2026-11-26")!

    /// A Mines play screen on the daily of `date` over a memory store, in the app's environment
    /// (its ranking rules and its line to share).
    static func mines(date: DailyDate = date, origin: SeedOrigin, size: ScreenSize,
                      store: MemoryLeaderboardStore = MemoryLeaderboardStore()) -> MinesScreenHarness {
        var harness = MinesScreenHarness(size: size, clock: ManualClock(wall: wall), origin: origin,
                                         leaderboards: RankingPanelFixtures.access(store), player: RankingPanelFixtures.player)
        harness.context.environment.timeZone = .utc
        harness.context.environment.resultSharing = DailyResultShare.sharing(games: .clearfield)
        harness.screen = MinesPlayScreen(daily: DailyMinesChallenge(date: date).setup(), origin: origin)
        harness.screen.activate(context: harness.context)
        return harness
    }

    static func cuts(_ frame: FrameBuffer) -> [String] { ScreenWords.cuts(in: frame) }

    @Test(arguments: sizes)
    func theRankedMinesDailyShowsItsLineAndCCopiesIt(size: ScreenSize) throws {
        let store = MemoryLeaderboardStore()
        var harness = Self.mines(origin: .dealt, size: size, store: store)
        let commands = RankingPanelFixtures.won(&harness)
        #expect(harness.board.outcome == .won)
        #expect(!harness.text.contains("Clearfield daily"), "no line before the ranking job answers")
        #expect(harness.press(.char("c")).clipboard == nil)
        try RankingPanelFixtures.runJob(of: commands, on: &harness)
        #expect(store.runs.map(\.board) == [DailyBoard(game: .mines, date: Self.date).id])
        let line = try #require(harness.screen.ranking.shareLine)
        let time = try #require(harness.screen.clearedBoards.first?.milliseconds)
        #expect(line.hasPrefix("Clearfield daily 2026-11-26 · Mines \(DailyShare.time(time)) · 3BV/s "), "\(line)")
        #expect(line.hasSuffix(" · 1st of 1"), "\(line)")
        let frame = harness.frame
        #expect(frame.row(containing: "Clearfield daily 2026-11-26") != nil, "\(frame.text)")
        #expect(frame.row(containing: "1st of 1") != nil && frame.row(containing: "c: copy this line to share") != nil,
                "\(frame.text)")
        #expect(Self.cuts(frame).isEmpty, "\(frame.text)")
        #expect(!frame.text.contains("for a chosen seed"))
        #expect(harness.press(.char("c")).clipboard == line)
    }

    /// Practice says why: a later attempt the same day, or a past date. Neither has a line.
    @Test(arguments: sizes)
    func aPracticeMinesDailySaysWhyItIsPractice(size: ScreenSize) throws {
        for (date, reason) in [(Self.date, "for a later attempt that day"), (Self.date.adding(days: -3), "for a past date's daily")] {
            var harness = Self.mines(date: date, origin: .chosen, size: size)
            let commands = RankingPanelFixtures.won(&harness)
            try RankingPanelFixtures.runJob(of: commands, on: &harness)
            let frame = harness.frame
            let words = ScreenWords.words(frame)
            // The panel may sit beside the board: its two lines are found one under the other.
            let first = try #require(frame.row(containing: "practice: bests are not kept"), "\(frame.text)")
            #expect(frame.lines[first + 1].contains(reason), "\(date) at \(size):\n\(frame.text)")
            #expect(!words.contains("for a chosen seed") && !words.contains("Clearfield daily"))
            #expect(harness.screen.ranking.shareLine == nil)
            #expect(harness.press(.char("c")).clipboard == nil)
            #expect(Self.cuts(frame).isEmpty, "\(frame.text)")
        }
    }

    /// The Tiles daily of `date` on its play screen over a memory store, cleared with the
    /// solver's own clearing at a person's pace (the human envelope holds a faster one).
    struct TilesDaily {
        let challenge = DailyTilesChallenge(date: DailyResultPanelTests.date)
        let store = MemoryLeaderboardStore()
        let clock = ManualClock(wall: DailyResultPanelTests.wall)
        var context: ScreenContext
        var screen: TilesPlayScreen

        init(size: ScreenSize) {
            var environment = Fixtures.environment(clock: clock)
            environment.leaderboards = RankingPanelFixtures.access(store)
            environment.player = CurrentPlayer(identity: RankingPanelFixtures.player, keeper: nil)
            environment.resultSharing = DailyResultShare.sharing(games: .clearfield)
            context = Fixtures.context(environment, size: size)
            screen = TilesPlayScreen(daily: challenge.level, params: challenge.params, origin: .dealt)
            screen.activate(context: context)
        }

        /// Plays the clearing moves 0.7 s apart, then runs the ranking job the clear asked for.
        mutating func clear() throws {
            var commands: [ScreenCommand] = []
            for move in challenge.solution {
                clock.advance(milliseconds: 700)
                context.now = clock.now()
                screen.cursor = move.point
                commands.append(screen.handle(.key(.enter), context: context))
            }
            #expect(screen.state.isCleared)
            let job = try #require(commands.compactMap(\.work).first)
            _ = screen.receive(.finished(title: job.title, result: job.run(WorkProgress())), context: context)
        }

        mutating func press(_ character: Character) -> ScreenCommand {
            screen.handle(.char(character), context: context)
        }
    }

    /// The Tiles daily cleared: the line has its score, its moves against par and its place.
    @Test(arguments: sizes)
    func theRankedTilesDailyShowsItsLineAndCCopiesIt(size: ScreenSize) throws {
        var daily = TilesDaily(size: size)
        try daily.clear()
        let par = daily.challenge.par
        let line = try #require(daily.screen.ranking.shareLine)
        #expect(line.hasPrefix("Clearfield daily 2026-11-26 · Tiles "), "\(line)")
        #expect(line.contains("\(par) moves (par \(par))") && line.hasSuffix(" · 1st of 1"), "\(line)")
        let frame = daily.screen.frame(daily.context)
        // The line's parts go whole onto the panel's lines: "1st of 1" is never broken.
        #expect(frame.row(containing: "Clearfield daily 2026-11-26") != nil && frame.text.contains("Tiles "), "\(frame.text)")
        #expect(frame.row(containing: "\(par) moves (par \(par))") != nil, "\(frame.text)")
        #expect(frame.row(containing: " 1st of 1 ") != nil && frame.row(containing: "c: copy this line to share") != nil,
                "\(frame.text)")
        #expect(Self.cuts(frame).isEmpty, "\(frame.text)")
        #expect(daily.press("c").clipboard == line)
    }

    /// The ranked Tiles daily cleared, `R` (or `u`) on its panel starts another attempt: practice,
    /// never ranked on the day's board, with no line to share (before, it kept the dealt origin
    /// and ranked again).
    @Test func anotherAttemptAtTheTilesDailyIsPractice() throws {
        var daily = TilesDaily(size: Self.sizes[0])
        try daily.clear()
        #expect(daily.store.runs.count == 1)
        for key: Character in ["R", "u"] {
            _ = daily.press(key)
            #expect(daily.screen.play.origin == .chosen, "after \(key)")
            #expect(daily.screen.frame(daily.context).text.contains("practice attempt at the daily"), "after \(key)")
            if key == "u" { _ = daily.press("R") }
            try daily.clear()
            #expect(daily.store.runs.count == 1, "another attempt (\(key)) ranked on the daily board")
            #expect(daily.screen.ranking.shareLine == nil)
        }
    }

    /// A game that is no daily has no line, and `c` stays a chord on the Mines panel's board.
    @Test func anOrdinaryGameHasNoLine() throws {
        var harness = MinesScreenHarness(seed: 21, origin: .dealt, leaderboards: RankingPanelFixtures.access(MemoryLeaderboardStore()),
                                         player: RankingPanelFixtures.player)
        harness.context.environment.resultSharing = DailyResultShare.sharing(games: .clearfield)
        let commands = RankingPanelFixtures.won(&harness)
        try RankingPanelFixtures.runJob(of: commands, on: &harness)
        #expect(harness.screen.ranking.shareLine == nil)
        #expect(!harness.text.contains("copy this line"))
    }
}
