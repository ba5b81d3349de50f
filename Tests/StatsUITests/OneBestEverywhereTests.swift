@testable import Shell
@testable import StatsUI
@testable import MinesUI
@testable import Midend
import Foundation
import GameCore
import Mines
import Progress
import Terminal
import Testing
@testable import UITestSupport

/// One best per board, everywhere (issue 31 point 2): after a ranked win, a faster hinted win and
/// a faster practice win (a chosen seed) on the same board, the Mines menu, the Stats screen, the
/// history's "Fastest" and what `clearfield stats --json` prints (the stored totals and
/// `history.mines`) all give the ranked win's time.
@Suite struct OneBestEverywhereTests {
    static let sizes = [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 60, rows: 20)]
    static let rankedTime: Int64 = 60_000

    /// The three games played through the app into one keeper and database.
    static func played() throws -> ProgressFixture {
        let fixture = try ProgressFixture()
        let board = MinesBoard(params: .beginner, seed: 21)
        let hints = MinesFixtures.hints(81).map { ScriptStep.event($0) }
        // Ranked (a dealt seed), 1:00.00; then Enter, a new dealt board cleared with hints at once.
        let ranked = try ProgressHarness(steps: MinesFixtures.sweep(board, playing: UInt64(rankedTime))
                                            + [.event(.key(.enter))] + hints + [.event(.char("q"))],
                                         start: .minesDealtGame(.classic(.beginner), seed: 21), fixture: fixture)
        ranked.controller.run()
        // The same board again on a chosen seed: practice, 5.00 s.
        let practice = try ProgressHarness(steps: MinesFixtures.sweep(board, playing: 5_000) + [.event(.char("q"))],
                                           start: .minesGame(.classic(.beginner), seed: 21), fixture: fixture)
        practice.controller.run()
        #expect(practice.frames.contains { $0.contains("Board cleared") })
        return fixture
    }

    static func context(_ fixture: ProgressFixture, size: ScreenSize) -> ScreenContext {
        var environment = fixture.environment(clock: ManualClock())
        let database = fixture.database, player = fixture.player.id
        environment.gameHistory = { kind in try database.playedGames(player: player, game: kind.rawValue) }
        return Fixtures.context(environment, size: size)
    }

    @Test(arguments: sizes)
    func theMenuStatsHistoryAndJSONAgreeOnTheBest(size: ScreenSize) throws {
        let fixture = try Self.played()
        let games = try fixture.database.playedGames(player: fixture.player.id, game: "mines")
        #expect(games.filter(\.isWin).count == 3, "three wins were played")
        let best = MinesPlayScreen.recordTime(Int(Self.rankedTime))
        let faster = [MinesPlayScreen.recordTime(5_000), MinesPlayScreen.recordTime(0)]

        // `stats --json`: the totals and history.mines.
        #expect(try fixture.totals(.mines)["mines.bestTime.beginner"] == Self.rankedTime)
        let json = try JSONEncoder().encode(HistoryBox(listing: MinesHistoryListing(games: games)))
        let history = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let boards = try #require(history["boards"] as? [[String: Any]])
        let beginner = try #require(boards.first { $0["board"] as? String == "beginner" })
        #expect(beginner["bestTimeMs"] as? Int == Int(Self.rankedTime), "\(beginner)")
        #expect(beginner["wins"] as? Int == 3)

        let context = Self.context(fixture, size: size)
        // The Mines menu.
        let menu = MinesMenuScreen().frame(context)
        let menuLine = try #require(menu.lines.first { $0.contains("Beginner") }, "\(menu.text)")
        #expect(menuLine.contains("best \(best)"), "\(menuLine)")
        // The Stats screen, scrolled through: the beginner best shows the ranked time, and no
        // line naming a best shows a faster one.
        var stats = StatsScreen(kind: .mines)
        stats.activate(context: context)
        var lines = stats.frame(context).lines
        for _ in 0..<80 {
            _ = stats.handle(.key(.down), context: context)
            lines += stats.frame(context).lines
        }
        let bestLines = lines.filter { $0.lowercased().contains("best") }
        #expect(bestLines.contains { $0.contains("Beginner best") && $0.contains(best) }, "\(Set(bestLines))")
        #expect(!bestLines.contains { line in faster.contains { line.contains($0) } }, "\(Set(bestLines))")
        // The history's "Fastest".
        let historyScreen = try StatsHistoryScreenTests.openHistory(&stats, context: context)
        let historyFrame = historyScreen.frame(context)
        let row = try #require(historyFrame.lines.first { $0.contains("Beginner") && $0.contains("%") }, "\(historyFrame.text)")
        #expect(row.hasSuffix(best) || row.trimmingCharacters(in: .whitespaces).hasSuffix(best), "\(row)")
    }

    /// Encodes a listing as `stats --json` does (through the game's own encoder).
    struct HistoryBox: Encodable {
        let listing: MinesHistoryListing
        func encode(to encoder: any Encoder) throws { try listing.encode(to: encoder) }
    }
}

/// Dailies named in the history and its JSON (issue 31 point 9): "Daily 2026-11-26" in the
/// latest games (the table is Mines' own), `"name": "Daily 2026-11-26 · Mines"` in `stats
/// --json`, and "practice" on a later attempt.
@Suite struct DailyHistoryNamingTests {
    static let wall = Date(timeIntervalSince1970: 1_795_687_200)

    static func play(_ context: StatsContext, on keeper: ProgressKeeper, at second: UInt64) {
        let instant = Instant(nanoseconds: second * 1_000_000_000)
        for moment in [GameReport.Moment.started, .ended(.won)] {
            _ = keeper.report(GameReport(context: context, moment: moment, turn: 0, playMilliseconds: 30_000,
                                         instant: instant, date: wall))
        }
    }

    @Test(arguments: OneBestEverywhereTests.sizes)
    func theHistoryAndTheJSONNameTheDaily(size: ScreenSize) throws {
        let fixture = try ProgressFixture()
        let daily = StatsContext.mines(board: .intermediate, style: .noGuess).daily("2026-11-26")
        Self.play(daily, on: fixture.keeper, at: 1)
        Self.play(daily.practice(), on: fixture.keeper, at: 100)
        Self.play(.mines(board: .intermediate, style: .noGuess), on: fixture.keeper, at: 200)
        let games = try fixture.database.playedGames(player: fixture.player.id, game: "mines")

        let json = try JSONEncoder().encode(OneBestEverywhereTests.HistoryBox(listing: MinesHistoryListing(games: games)))
        let history = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let recent = try #require(history["recent"] as? [[String: Any]])
        #expect(recent.map { $0["name"] as? String } == [
            "Intermediate, no-guess", "Daily 2026-11-26 · Mines · practice", "Daily 2026-11-26 · Mines",
        ], "newest first: \(recent)")
        #expect(recent.map { $0["daily"] as? String } == [nil, "2026-11-26", "2026-11-26"])

        let text = MinesHistoryListing(games: games).lines
        #expect(text.contains { $0.contains("Daily 2026-11-26") && !$0.contains(" P") }, "\(text)")
        #expect(text.contains { $0.contains("Daily 11-26 P") }, "\(text)")

        let context = OneBestEverywhereTests.context(fixture, size: size)
        var stats = StatsScreen(kind: .mines)
        stats.activate(context: context)
        let frame = try StatsHistoryScreenTests.openHistory(&stats, context: context).frame(context)
        #expect(frame.row(containing: "Daily 2026-11-26") != nil, "\(frame.text)")
        #expect(frame.row(containing: "Daily 11-26 P") != nil, "\(frame.text)")
    }
}
