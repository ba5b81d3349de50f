import Foundation
import GameCore
import Mines
import Progress
import Testing

/// The Mines history from finished games: one line per board, the latest games first.
@Suite struct MinesHistoryTests {
    static func game(_ context: StatsContext?, _ outcome: GameOutcome?, ms: Int64? = 10_000, threeBV: Int64 = 0,
                     boards: Int64 = 0, hints: Int64 = 0, at second: Int) -> PlayedGame {
        PlayedGame(gameID: "g\(second)", kind: .mines, outcome: outcome,
                   finishedAt: Date(timeIntervalSince1970: 1_800_000_000 + Double(second)), context: context,
                   playTimeMilliseconds: ms,
                   stats: ["mines.threeBVCleared": threeBV, "mines.boardsCleared": boards, "mines.hints": hints])
    }

    @Test func eachBoardHasItsGamesWinsRateAndStreaks() throws {
        let expert = StatsContext.mines(board: .expert)
        let games = [
            Self.game(expert, .won, ms: 90_000, threeBV: 150, boards: 1, at: 1),
            Self.game(expert, .won, ms: 80_500, threeBV: 161, boards: 1, at: 2),
            Self.game(.mines(board: .beginner), .lost, ms: 3_000, at: 3),
            Self.game(expert, .abandoned, ms: 20_000, at: 4),
            Self.game(expert, .won, ms: 99_000, threeBV: 140, boards: 1, at: 5),
            Self.game(.mines(board: .endless), .lost, ms: 200_000, threeBV: 300, boards: 4, at: 6),
            Self.game(.mines(board: .endless), .lost, ms: 20_000, threeBV: 30, boards: 1, at: 7),
            Self.game(nil, .won, ms: nil, at: 8),
        ]
        let history = MinesHistory(games: games)
        #expect(history.boards.map(\.key.board) == [.beginner, .expert, .endless], "in the menu's order")
        let expertLine = try #require(history.boards.first { $0.key.board == .expert })
        #expect(expertLine.record == WinRecord(games: 4, wins: 3, currentStreak: 1, longestStreak: 2),
                "a game left unfinished counts as played and ends the streak")
        #expect(expertLine.bestTimeMilliseconds == 80_500)
        #expect(history.boards.first { $0.key.board == .endless }?.mostLevels == 4)
        #expect(history.unrecorded == 1, "a game without its board is only counted apart")

        #expect(history.recent.map(\.finishedAt.timeIntervalSince1970) == [7, 6, 5, 4, 3, 2, 1].map { 1_800_000_000 + $0 })
        let latestWin = try #require(history.recent.first { $0.outcome == .won })
        #expect(latestWin.threeBV == 140 && latestWin.playTimeMilliseconds == 99_000)
        let expectedRate = Int64(140) * 1_000_000 / Int64(99_000)  // 1.414 3BV/s, in thousandths
        #expect(latestWin.threeBVPerSecondThousandths == .some(expectedRate), "3BV per second of play")
        #expect(history.recent.first { $0.outcome == .abandoned }?.threeBVPerSecondThousandths == nil,
                "no rate when nothing was cleared")
    }

    /// One best per board (issue 31): the history's "Fastest" (and `bestTimeMs`) is the best the
    /// menu and Stats keep, so a practice win (a chosen seed, a daily's later attempt) and an
    /// assisted one are counted as games and wins but are never the fastest.
    @Test func practiceAndAssistedWinsAreNeverTheFastest() throws {
        let intermediate = StatsContext.mines(board: .intermediate, style: .noGuess)
        let games = [
            Self.game(intermediate, .won, ms: 73_980, threeBV: 90, boards: 1, at: 1),
            Self.game(intermediate.practice(), .won, ms: 31_310, threeBV: 90, boards: 1, at: 2),
            Self.game(intermediate, .won, ms: 40_000, threeBV: 90, boards: 1, hints: 2, at: 3),
        ]
        let line = try #require(MinesHistory(games: games).boards.first)
        #expect(line.record.wins == 3, "every win still counts as a win")
        #expect(line.bestTimeMilliseconds == 73_980)
        #expect(MinesHistory(games: Array(games.dropFirst())).boards.first?.bestTimeMilliseconds == nil,
                "with only practice and assisted wins there is no fastest")
    }

    @Test func onlyTheLatestTwentyGamesAreListed() {
        let games = (0..<30).map { Self.game(.mines(board: .beginner), $0 % 3 == 0 ? .lost : .won, at: $0) }
        let history = MinesHistory(games: games)
        #expect(history.recent.count == MinesHistory.recentCount)
        #expect(history.recent.first?.finishedAt == games.last?.finishedAt)
        #expect(history.boards.first?.record.games == 30, "the rates count every game, not only those listed")
    }

    @Test func boardsAreToldApartByStyleWhenTheContextSaysIt() {
        let games = [
            Self.game(.mines(board: .expert, style: .noGuess), .won, at: 1),
            Self.game(.mines(board: .expert, style: .random), .lost, at: 2),
            Self.game(.mines(board: .expert), .won, at: 3),
        ]
        let history = MinesHistory(games: games)
        #expect(history.boards.map(\.key.title) == ["Expert, style not recorded", "Expert, no-guess", "Expert, random"])
        #expect(history.boards.map(\.record.games) == [1, 1, 1])
        #expect(history.boards.map(\.key.shortTitle) == ["Expert ?", "Expert NG", "Expert R"])
        #expect(StatsContext.mines(board: .custom, style: .random).minesStyle == .random)
        #expect(StatsContext.mines(board: .custom, style: .random).minesBoard == .custom)
        #expect(StatsContext.mines(board: .custom).minesStyle == nil)
    }

    @Test func theHistoryRoundTripsAsJSON() throws {
        let history = MinesHistory(games: [Self.game(.mines(board: .beginner), .won, ms: 7_250, threeBV: 20, at: 1)])
        let data = try JSONEncoder().encode(history)
        #expect(try JSONDecoder().decode(MinesHistory.self, from: data) == history)
    }

    /// Issue 22: a game's context names its board's style, so the history keeps the styles apart,
    /// and every line says its style in JSON (never null).
    @Test func theBackEndsContextNamesTheStyleAndEveryLineItsStyleName() {
        func context(_ mode: MinesMode, _ style: MinesGenerationStyle) -> StatsContext {
            MinesBackEnd.statsContext(for: MinesGameParams(mode: mode, settings: MinesSettings(style: style)))
        }
        #expect(context(.classic(.expert), .random).minesStyle == .random)
        #expect(context(.classic(.expert), .noGuess).minesStyle == .noGuess)
        #expect(context(.custom(MinesParams.beginner), .random).minesStyle == .random)
        let history = MinesHistory(games: [
            Self.game(context(.classic(.expert), .noGuess), .won, at: 1),
            Self.game(context(.classic(.expert), .random), .won, at: 2),
            Self.game(context(.endless, .random), .lost, at: 3),
            Self.game(.mines(board: .expert), .won, at: 4),
        ])
        #expect(history.boards.count == 4, "no-guess, random, older games and endless: \(history.boards.map(\.key))")
        #expect(history.boards.map(\.key.styleName) == ["unrecorded", "noGuess", "random", "noGuess"])
    }

    /// Issue 22: an endless run's time in the history is the time to clear the boards it
    /// cleared, as on the panel and the leaderboard; the board that ended it does not count.
    @Test func anEndlessRunsTimeIsTheTimeToItsLastClearedBoard() throws {
        var tracker = try GameStatsTracker(context: .mines(board: .endless), catalog: MinesStats.catalog())
        _ = tracker.record([.hintUsed], playTimeMilliseconds: 1_000)
        _ = tracker.record([.cellsRevealed(count: 40), .boardCleared(level: 1, threeBV: 10, clicks: 12)],
                           playTimeMilliseconds: 5_000)
        _ = tracker.record([.cellsRevealed(count: 60), .boardCleared(level: 2, threeBV: 20, clicks: 30)],
                           playTimeMilliseconds: 12_000)
        _ = tracker.record([.mineHit], playTimeMilliseconds: 19_000)
        let result = try tracker.finish(outcome: .lost, playTimeMilliseconds: 19_000)
        let played = PlayedGame(gameID: "run", kind: .mines, outcome: .lost, finishedAt: Date(timeIntervalSince1970: 0),
                                context: result.context, playTimeMilliseconds: result.playTimeMilliseconds,
                                stats: result.stats.storedValues)
        let run = try #require(MinesHistory(games: [played]).recent.first)
        #expect(run.playTimeMilliseconds == 12_000, "a hinted run too: the failed board's 7 s are not counted")
        #expect(run.threeBVPerSecondThousandths == Int64(2_500), "30 3BV in 12 s")

        // Runs finished before the time was kept: the best level's time when no hint cleared it.
        var older = Self.game(.mines(board: .endless), .lost, ms: 30_000, threeBV: 30, boards: 2, at: 1)
        older.stats["mines.endlessLevelTime"] = 20_000
        let nothingCleared = Self.game(.mines(board: .endless), .lost, ms: 4_000, at: 2)
        let assistedOlder = Self.game(.mines(board: .endless), .lost, ms: 9_000, threeBV: 10, boards: 1, hints: 1, at: 3)
        #expect(MinesHistory(games: [older, nothingCleared, assistedOlder]).recent.map(\.playTimeMilliseconds)
                == [nil, 0, 20_000], "unknown, none cleared, the best level's time")
    }
}
