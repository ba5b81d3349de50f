@testable import Shell
@testable import StatsUI
@testable import MinesUI
import Foundation
import GameCore
import Mines
import Progress
import Terminal
import Testing
@testable import UITestSupport

/// The Stats screen's Mines game history (`g`), drawn into the FrameBuffer.
@Suite struct StatsHistoryScreenTests {
    /// 25 beginner games (every third lost), two expert wins, an endless run of 3 levels.
    static func games() -> [PlayedGame] {
        var games: [PlayedGame] = []
        func add(_ context: StatsContext, _ outcome: GameOutcome, ms: Int64, threeBV: Int64, boards: Int64,
                 cleared: Int64? = nil) {
            var stats = ["mines.threeBVCleared": threeBV, "mines.boardsCleared": boards, "mines.hints": 0]
            stats["mines.endlessClearedTime"] = cleared
            games.append(PlayedGame(
                gameID: "g\(games.count)", kind: .mines, outcome: outcome,
                finishedAt: Date(timeIntervalSince1970: 1_800_000_000 + Double(games.count) * 3_600), context: context,
                playTimeMilliseconds: ms, stats: stats))
        }
        add(.mines(board: .expert, style: .noGuess), .won, ms: 95_432, threeBV: 180, boards: 1)
        add(.mines(board: .expert, style: .noGuess), .won, ms: 88_010, threeBV: 170, boards: 1)
        for index in 0..<25 {
            let won = index % 3 != 0
            add(.mines(board: .beginner, style: .noGuess), won ? .won : .lost, ms: 7_000 + Int64(index) * 10,
                threeBV: won ? 20 : 0, boards: won ? 1 : 0)
        }
        // The run's time is the time to its last cleared board (2:30), not its whole play time.
        add(.mines(board: .endless), .lost, ms: 170_000, threeBV: 200, boards: 3, cleared: 150_000)
        return games
    }

    static func environment(_ games: [PlayedGame]) -> AppEnvironment {
        var environment = Fixtures.environment()
        environment.timeZone = .utc
        environment.gameHistory = { kind in kind == .mines ? games : [] }
        return environment
    }

    /// Presses `g` on the Stats screen and returns the history page it opens, shown.
    static func openHistory(_ stats: inout StatsScreen, context: ScreenContext) throws -> MinesHistoryScreen {
        guard case .push(let pushed) = stats.handle(.key(.character("g")), context: context).navigation else {
            throw HistoryNotOpened()
        }
        var history = try #require(pushed as? MinesHistoryScreen)
        history.activate(context: context)
        return history
    }

    struct HistoryNotOpened: Error {}

    @Test(arguments: [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 60, rows: 20)])
    func gOpensTheHistoryPerBoardAndTheLatestGames(size: ScreenSize) throws {
        let context = Fixtures.context(Self.environment(Self.games()), size: size)
        var stats = StatsScreen(kind: .mines)
        let screen = try Self.openHistory(&stats, context: context)
        let frame = screen.frame(context)
        let text = frame.text
        #expect(text.contains("Mines games"))
        #expect(!text.contains("…"), "nothing is cut at \(size.columns)×\(size.rows):\n\(text)")
        // 25 beginner games, 17 won; the last five results are W W L W W... index 24 is lost (24 % 3 == 0).
        let beginner = try #require(frame.lines.first { $0.contains("Beginner") && $0.contains("%") })
        #expect(beginner.contains("Beginner NG          25    16    64%      0       2   7.01 s"), "\(beginner)")
        let expert = try #require(frame.lines.first { $0.contains("Expert") && $0.contains("%") })
        #expect(expert.contains("2     2   100%      2       2  1:28.01"), "\(expert)")
        let endless = try #require(frame.lines.first { $0.contains("Endless") && $0.contains("level") })
        #expect(endless.contains("3 levels"))
        #expect(text.contains("Latest 20 games  1\u{2014}"), "the list says it scrolls")
        let newest = try #require(frame.lines.first { $0.contains("Endless") && $0.contains("2027") })
        #expect(newest.contains("3 levels  2:30.00"), "an endless run by its levels, time in hundredths: \(newest)")
        #expect(text.contains("lost") && text.contains("won"))
        #expect(text.contains("g Esc back to the totals"))
    }

    @Test func theLatestGamesScrollAndEscGoesBackToTheTotals() throws {
        let context = Fixtures.context(Self.environment(Self.games()), size: ScreenSize(columns: 80, rows: 24))
        var stats = StatsScreen(kind: .mines)
        var screen = try Self.openHistory(&stats, context: context)
        let before = screen.frame(context)
        let headingRow = try #require(before.row(containing: "Latest 20 games"))
        let firstGame = before.lines[headingRow + 2]
        _ = screen.handle(.key(.down), context: context)
        let after = screen.frame(context)
        #expect(after.lines[headingRow + 1] == before.lines[headingRow + 1], "the header stays")
        #expect(after.lines[headingRow + 2] != firstGame, "the list moved by one")
        #expect(after.lines[headingRow].contains("2\u{2014}"))
        _ = screen.handle(.key(.end), context: context)
        #expect(screen.frame(context).lines[headingRow].contains("of 20"))
        #expect(screen.frame(context).text.contains("Beginner") )
        guard case .pop = screen.handle(.key(.escape), context: context).navigation else {
            Issue.record("Esc leaves the history for the totals")
            return
        }
    }

    @Test func withNoGameFinishedThePageSaysSoAndAFailureIsReported() throws {
        let context = Fixtures.context(Self.environment([]))
        var stats = StatsScreen(kind: .mines)
        let screen = try Self.openHistory(&stats, context: context)
        #expect(screen.frame(context).text.contains("No Mines game finished yet."))

        struct Locked: Error, CustomStringConvertible { var description: String { "database is locked" } }
        var environment = Self.environment([])
        environment.gameHistory = { _ in throw Locked() }
        let failing = Fixtures.context(environment)
        var otherStats = StatsScreen(kind: .mines)
        let other = try Self.openHistory(&otherStats, context: failing)
        #expect(other.frame(failing).text.contains("The game history could not be read: the database is busy"))
    }

    @Test func tilesHasNoHistoryPage() {
        let context = Fixtures.context(Self.environment(Self.games()))
        var screen = StatsScreen(kind: .tiles)
        guard case .stay = screen.handle(.key(.character("g")), context: context).navigation else {
            Issue.record("g opened something for Tiles")
            return
        }
    }

    @Test func timesKeepHundredthsAndRatesTwoDecimals() {
        #expect(MinesHistoryTable.time(7_250) == "7.25 s")
        #expect(MinesHistoryTable.time(61_234) == "1:01.23")
        #expect(MinesHistoryTable.time(3_600_000) == "1:00:00.00")
        #expect(MinesHistoryTable.time(9) == "0.00 s")
        #expect(MinesHistoryTable.rate(2_154) == "2.15")
        #expect(MinesHistoryTable.rate(1_005) == "1.01")
        #expect(MinesHistoryTable.rate(90) == "0.09")
    }
}
