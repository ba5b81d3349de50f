import PropertyBased
import Testing
import Progress

/// Games, wins and streaks of a run of results.
@Suite struct WinRecordTests {
    static func results(_ text: String) -> [Bool] { text.map { $0 == "W" } }

    @Test func streaksCountWinsInARowAndAnythingElseEndsThem() {
        let record = WinRecord(results: Self.results("WWLWWWLW"))
        #expect(record == WinRecord(games: 8, wins: 6, currentStreak: 1, longestStreak: 3))
        #expect(record.winPercentage == 75)
        #expect(WinRecord(results: Self.results("LWW")).currentStreak == 2)
        #expect(WinRecord(results: Self.results("WWL")) == WinRecord(games: 3, wins: 2, currentStreak: 0, longestStreak: 2))
        #expect(WinRecord(results: []).winPercentage == nil, "no rate before the first game")
    }

    /// The streaks by another route: split the results at every non-win.
    static func runsOfWins(_ results: [Bool]) -> [Int] {
        results.split(separator: false, omittingEmptySubsequences: false).map(\.count)
    }

    @Test func theStreaksAreTheRunsOfWinsBetweenOtherResults() async {
        await propertyCheck(input: Gen.int(in: 0...1).array(of: 0...80)) { bits in
            let results = bits.map { $0 == 1 }
            let record = WinRecord(results: results)
            let runs = Self.runsOfWins(results)
            #expect(record.games == results.count)
            #expect(record.wins == results.filter { $0 }.count)
            #expect(record.longestStreak == (runs.max() ?? 0))
            #expect(record.currentStreak == (runs.last ?? 0))
            #expect(record.currentStreak <= record.longestStreak && record.longestStreak <= record.wins)

            var plusWin = record
            plusWin.add(won: true)
            #expect(plusWin.currentStreak == record.currentStreak + 1)
            #expect(plusWin.longestStreak == max(record.longestStreak, record.currentStreak + 1))
            var plusLoss = record
            plusLoss.add(won: false)
            #expect(plusLoss.currentStreak == 0 && plusLoss.longestStreak == record.longestStreak)
        }
    }
}
