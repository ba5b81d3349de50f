import Foundation
import GameCore
import Leaderboards
import Players
import PropertyBased
import Testing

@Suite struct RankingPropertyTests {
    private let inputs = zip(Gen.uint64(), Gen.int(in: 0...60), Gen.int(in: -12...14))

    private func ranking(_ runs: [RankedRun], offsetHours: Int, blocked: Set<PlayerID> = []) -> Ranking {
        Ranking(runs: runs, periods: .fixed(secondsFromGMT: offsetHours * 3600),
                aggregates: [RandomRuns.totalBoard: RandomRuns.total], blocked: blocked)
    }

    @Test func rowsAreOrderedAndRankedByStrictlyBetterKeys() async {
        await propertyCheck(count: 100, input: inputs) { seed, count, offset in
            var random = RandomRuns(seed: seed)
            let ranking = ranking(random.runs(count: count), offsetHours: offset)
            for board in RandomRuns.boards + [RandomRuns.totalBoard] {
                for window in RankWindow.allCases {
                    let rows = ranking.rows(board: board, window: window, now: RandomRuns.now, viewer: nil)
                    for (lhs, rhs) in zip(rows, rows.dropFirst()) {
                        #expect(!RankedScore.isBetter(rhs.sortKey, than: lhs.sortKey))
                        if lhs.sortKey == rhs.sortKey { #expect(lhs.playerID < rhs.playerID) }
                    }
                    for row in rows {
                        let better = rows.filter { RankedScore.isBetter($0.sortKey, than: row.sortKey) }.count
                        #expect(row.rank == better + 1)
                    }
                }
            }
        }
    }

    @Test func eachPlayerHasOneRowHoldingTheirBestVerifiedRunOfTheWindow() async {
        await propertyCheck(count: 100, input: inputs) { seed, count, offset in
            var random = RandomRuns(seed: seed)
            let runs = random.runs(count: count)
            let ranking = ranking(runs, offsetHours: offset)
            for board in RandomRuns.boards {
                for window in RankWindow.allCases {
                    let rows = ranking.rows(board: board, window: window, now: RandomRuns.now, viewer: nil)
                    let counted = runs.filter {
                        $0.board == board && $0.verification == .verified
                            && RandomRuns.isInWindow($0, window, periods: ranking.periods)
                    }
                    #expect(Set(rows.map(\.playerID)).count == rows.count)
                    #expect(Set(rows.map(\.playerID)) == Set(counted.map(\.playerID)))
                    for row in rows {
                        let own = counted.filter { $0.playerID == row.playerID }
                        let shown = own.first { $0.id == row.runID }
                        #expect(shown != nil, "the row shows one of the player's counted runs")
                        #expect(own.allSatisfy { !RankedScore.isBetter($0.sortKey, than: row.sortKey) })
                        #expect(shown.map { RankedScore.padded($0.sortKey) } == row.sortKey)
                    }
                }
            }
        }
    }

    @Test func theTotalSumsEachPlayersBestLevelScores() async {
        await propertyCheck(count: 60, input: inputs) { seed, count, offset in
            var random = RandomRuns(seed: seed)
            let ranking = ranking(random.runs(count: count), offsetHours: offset)
            for window in RankWindow.allCases {
                let levels = RandomRuns.boards.filter { RandomRuns.total.isMember($0) }.map {
                    ranking.rows(board: $0, window: window, now: RandomRuns.now, viewer: nil)
                }
                for row in ranking.rows(board: RandomRuns.totalBoard, window: window, now: RandomRuns.now, viewer: nil) {
                    let own = levels.compactMap { rows in rows.first { $0.playerID == row.playerID } }
                    #expect(row.figures["score"] == own.reduce(0) { $0 + ($1.figures["score"] ?? 0) })
                    #expect(row.figures["levels"] == Int64(own.count))
                }
            }
        }
    }

    @Test func blockedPlayersVanishForOthersAndSeeTheirOwnRowHidden() async {
        await propertyCheck(count: 80, input: zip(Gen.uint64(), Gen.int(in: 1...60), Gen.int(in: 1...8))) { seed, count, blockedID in
            var random = RandomRuns(seed: seed)
            let runs = random.runs(count: count)
            let open = ranking(runs, offsetHours: 0)
            let blocking = ranking(runs, offsetHours: 0, blocked: [Int64(blockedID)])
            for board in RandomRuns.boards {
                let everyone = open.rows(board: board, window: .allTime, now: RandomRuns.now, viewer: nil)
                let others = blocking.rows(board: board, window: .allTime, now: RandomRuns.now, viewer: nil)
                #expect(others.map(\.playerID) == everyone.map(\.playerID).filter { $0 != Int64(blockedID) })
                let own = blocking.rows(board: board, window: .allTime, now: RandomRuns.now, viewer: Int64(blockedID))
                #expect(own.map(\.playerID) == everyone.map(\.playerID))
                #expect(own.filter(\.isHidden).map(\.playerID) == own.filter(\.isViewer).map(\.playerID))
            }
        }
    }

    @Test func aroundMeIsTheSliceOfTheBoardCentredOnThePlayer() async {
        await propertyCheck(count: 80, input: zip(Gen.uint64(), Gen.int(in: 0...60), Gen.int(in: 0...4))) { seed, count, radius in
            var random = RandomRuns(seed: seed)
            let ranking = ranking(random.runs(count: count), offsetHours: 0)
            for player in Int64(1)...8 {
                let all = ranking.rows(board: "test.a", window: .allTime, now: RandomRuns.now, viewer: player)
                let around = ranking.around(player: player, board: "test.a", window: .allTime, now: RandomRuns.now,
                                            radius: radius)
                guard let index = all.firstIndex(where: { $0.playerID == player }) else {
                    #expect(around.isEmpty)
                    continue
                }
                #expect(around == Array(all[max(0, index - radius)...min(all.count - 1, index + radius)]))
                #expect(around.filter(\.isViewer).map(\.playerID) == [player])
                #expect(ranking.rank(of: player, board: "test.a", window: .allTime, now: RandomRuns.now) == all[index])
            }
        }
    }

    @Test func daysAndWeeksMatchTheISOCalendarInAnyZone() async {
        let moments = zip(Gen.int(in: -2_000_000_000...4_000_000_000), Gen.int(in: -14 * 4...14 * 4))
        await propertyCheck(count: 300, input: moments) { seconds, quarterHours in
            let offset = quarterHours * 15 * 60
            let date = Date(timeIntervalSince1970: Double(seconds))
            var calendar = Calendar(identifier: .iso8601)
            calendar.timeZone = TimeZone(secondsFromGMT: offset)!
            let parts = calendar.dateComponents([.year, .month, .day, .yearForWeekOfYear, .weekOfYear], from: date)
            let periods = RankPeriods.fixed(secondsFromGMT: offset)
            #expect(periods.day(of: date) == String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!))
            #expect(periods.week(of: date) == String(format: "%04d-W%02d", parts.yearForWeekOfYear!, parts.weekOfYear!))
        }
    }

    @Test func aRunCountsTodayOnlyOnItsOwnLocalDate() {
        // 23:30 UTC on Tuesday is already Wednesday two hours east: the same run is today's
        // there and yesterday's in UTC.
        let now = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18 08:26:40 UTC
        let lateYesterday = Date(timeIntervalSince1970: 1_794_958_200)  // 2026-11-17 23:30 UTC
        var random = RandomRuns(seed: 1)
        var run = random.runs(count: 1)[0]
        run.finishedAt = lateYesterday
        run.verification = .verified
        let utc = Ranking(runs: [run], periods: .fixed(secondsFromGMT: 0))
        let east = Ranking(runs: [run], periods: .fixed(secondsFromGMT: 2 * 3600))
        #expect(utc.rows(board: run.board, window: .today, now: now, viewer: nil).isEmpty)
        #expect(east.rows(board: run.board, window: .today, now: now, viewer: nil).map(\.runID) == [run.id])
        #expect(utc.rows(board: run.board, window: .week, now: now, viewer: nil).map(\.runID) == [run.id])
    }
}
