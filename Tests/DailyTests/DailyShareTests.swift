import Testing
@testable import Daily
import Mines
import Tiles

@Suite struct DailyShareTests {
    private let date = DailyDate("2026-11-26")!

    @Test func aMinesWinReadsAsTheIssueShowsIt() {
        let result = DailyResult(outcome: .won, playMilliseconds: 62_500,
                                 standing: DailyStanding(rank: 3, players: 17,
                                                         figures: ["timeMs": 62_500, "threeBV": 151, "threeBVPerSecond": 2_416]),
                                 practiceAttempts: 0)
        #expect(DailyShare.line(date: date, game: .mines, result: result)
                == "Clearfield daily 2026-11-26 · Mines 1:02.50 · 3BV/s 2.42 · 3rd of 17")
    }

    @Test func aTilesWinNamesScoreMovesAndParButNoBoard() {
        let result = DailyResult(outcome: .won, playMilliseconds: 41_230,
                                 standing: DailyStanding(rank: 1, players: 2, figures: ["score": 880, "moves": 14, "timeMs": 41_230]),
                                 practiceAttempts: 1)
        #expect(DailyShare.line(date: date, game: .tiles, result: result, par: 12)
                == "Clearfield daily 2026-11-26 · Tiles 41.23 s · 880 points · 14 moves (par 12) · 1st of 2")
        // The score as the results panel writes it, thousands grouped.
        let high = DailyResult(outcome: .won, playMilliseconds: 10_500,
                               standing: DailyStanding(rank: 1, players: 1, figures: ["score": 1_201, "moves": 15]),
                               practiceAttempts: 0)
        #expect(DailyShare.line(date: date, game: .tiles, result: high, par: 15)
                == "Clearfield daily 2026-11-26 · Tiles 10.50 s · 1,201 points · 15 moves (par 15) · 1st of 1")
    }

    @Test func withABoardServiceTheLineEndsWithTheDaysPage() {
        let result = DailyResult(outcome: .won, playMilliseconds: 62_500,
                                 standing: DailyStanding(rank: 3, players: 17, figures: ["threeBVPerSecond": 2_416]),
                                 practiceAttempts: 0)
        #expect(DailyShare.line(date: date, game: .mines, result: result, boardAddress: "https://board.example.org/")
                == "Clearfield daily 2026-11-26 · Mines 1:02.50 · 3BV/s 2.42 · 3rd of 17 · https://board.example.org/daily/2026-11-26")
        let lost = DailyResult(outcome: .lost, playMilliseconds: nil, standing: nil, practiceAttempts: 0)
        #expect(DailyShare.line(date: date, game: .tiles, result: lost, boardAddress: "http://127.0.0.1:8080/board")
                == "Clearfield daily 2026-11-26 · Tiles lost · http://127.0.0.1:8080/board/daily/2026-11-26")
    }

    @Test func lossesAndPracticeSayNoMore() {
        let lost = DailyResult(outcome: .left, playMilliseconds: nil, standing: nil, practiceAttempts: 2)
        #expect(DailyShare.line(date: date, game: .mines, result: lost) == "Clearfield daily 2026-11-26 · Mines lost")
        #expect(lost.summary == "left (a loss), 2 practice")
    }

    @Test func ordinalsAndTimes() {
        #expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(DailyShare.ordinal)
                == ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st", "111th"])
        // One time style with its unit everywhere (issue 31): "9.99 s", never a bare "9.99".
        #expect(DailyShare.time(9_999) == "9.99 s" && DailyShare.time(60_000) == "1:00.00" && DailyShare.time(3_725_010) == "1:02:05.01")
    }
}
