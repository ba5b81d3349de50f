import Foundation
import GameCore
import Mines
import PropertyBased
import Testing
import Tiles
@testable import Daily

/// The board of current streaks, over random players and clears (issue 23, point 3).
@Suite struct DailyStreakBoardTests {
    static let today = DailyDate("2026-11-26")!

    /// Up to 12 players, some blocked, each with clears of either game within the last 40 days;
    /// names drawn from a few, so ties by streak and by name both happen.
    static func players(seed: UInt64) -> [DailyStreakPlayer] {
        var generator = SeededGenerator(seed: seed)
        let names = ["ada", "Ada", "bob", "cy", "dee"]
        return (0..<Int.random(in: 0...12, using: &generator)).map { index in
            var cleared: [DailyGame: Set<DailyDate>] = [:]
            for game in [DailyGame.mines, .tiles] {
                // A run ending near today, plus scattered days: current streaks of every length.
                let end = Int.random(in: 0...3, using: &generator), length = Int.random(in: 0...6, using: &generator)
                var days = Set((0..<length).map { today.adding(days: -end - $0) })
                for _ in 0..<Int.random(in: 0...8, using: &generator) {
                    days.insert(today.adding(days: -Int.random(in: 0...40, using: &generator)))
                }
                cleared[game] = days
            }
            return DailyStreakPlayer(playerID: Int64(index + 1), name: names.randomElement(using: &generator)!,
                                     isBlocked: Int.random(in: 0...5, using: &generator) == 0, cleared: cleared)
        }
    }

    /// The current run counted the slow way: back from today, or from yesterday when today has no clear.
    static func current(_ player: DailyStreakPlayer) -> Int {
        let days = (player.cleared[.mines] ?? []).union(player.cleared[.tiles] ?? [])
        var day = days.contains(today) ? today : today.adding(days: -1)
        var count = 0
        while days.contains(day) {
            count += 1
            day = day.adding(days: -1)
        }
        return count
    }

    @Test func rowsAreRankedByCurrentThenLongestThenNameAndLeaveTheBlockedOut() async {
        await propertyCheck(count: 200, input: Gen.uint64(), Gen.int(in: 0...13)) { seed, viewerNumber in
            let players = Self.players(seed: seed)
            let viewer = Int64(viewerNumber)
            let rows = DailyStreakBoard.rows(players, today: Self.today, viewer: viewer)
            // Everyone not blocked, once; a blocked player only as the viewer, marked hidden.
            let expected = players.filter { !$0.isBlocked || $0.playerID == viewer }.map(\.playerID)
            #expect(rows.map(\.playerID).sorted() == expected.sorted())
            for row in rows {
                let player = players.first { $0.playerID == row.playerID }!
                #expect(row.isHidden == player.isBlocked)
                #expect(row.isViewer == (row.playerID == viewer))
                #expect(row.name == player.name)
                #expect(row.streak.current == Self.current(player))
                #expect(row.streak.longest >= row.streak.current)
                #expect(row.rank == 1 + rows.filter {
                    ($0.streak.current, $0.streak.longest) > (row.streak.current, row.streak.longest)
                }.count)
            }
            for (upper, lower) in zip(rows, rows.dropFirst()) {
                let upperKey = (upper.streak.current, upper.streak.longest)
                let lowerKey = (lower.streak.current, lower.streak.longest)
                #expect(upperKey >= lowerKey)
                if upperKey == lowerKey { #expect(upper.name.lowercased() <= lower.name.lowercased()) }
            }
        }
    }

    /// A run of `length` days ending `end` days ago: alive while it ends today or yesterday
    /// (today not played yet), over once a whole day passed without a clear.
    @Test func aRunIsCurrentUntilADayIsMissed() async {
        await propertyCheck(count: 200, input: Gen.int(in: 1...30), Gen.int(in: 0...5), Gen.bool) { length, end, mines in
            let run = Set((0..<length).map { Self.today.adding(days: -end - $0) })
            let player = DailyStreakPlayer(playerID: 1, name: "ada", cleared: [mines ? .mines : .tiles: run])
            let row = DailyStreakBoard.rows([player], today: Self.today, viewer: nil)[0]
            #expect(row.streak == DailyStreak(current: end <= 1 ? length : 0, longest: length))
        }
    }

    /// A day missed inside a run ending today leaves only the days after it current.
    @Test func aMissedDayBreaksTheStreak() async {
        await propertyCheck(count: 200, input: Gen.int(in: 2...30), Gen.int(in: 1...29)) { length, gap in
            let missed = min(gap, length - 1)
            var run = Set((0..<length).map { Self.today.adding(days: -$0) })
            run.remove(Self.today.adding(days: -missed))
            let player = DailyStreakPlayer(playerID: 1, name: "ada", cleared: [.tiles: run])
            let row = DailyStreakBoard.rows([player], today: Self.today, viewer: nil)[0]
            #expect(row.streak.current == missed)
            #expect(row.streak.longest == max(missed, length - missed - 1))
        }
    }

    /// Either game's clear keeps the day: Mines on one day and Tiles on the next are one streak.
    @Test func aDayCountsWithEitherGameCleared() {
        let mines = DailyStreakPlayer(playerID: 1, name: "ada",
                                      cleared: [.mines: [Self.today.adding(days: -1)], .tiles: [Self.today.adding(days: -2)]])
        let both = DailyStreakPlayer(playerID: 2, name: "bob", cleared: [.mines: [Self.today], .tiles: [Self.today]])
        let rows = DailyStreakBoard.rows([both, mines], today: Self.today, viewer: 2)
        #expect(rows.map(\.playerID) == [1, 2])
        #expect(rows.map(\.streak) == [DailyStreak(current: 2, longest: 2), DailyStreak(current: 1, longest: 1)])
        #expect(rows.map(\.rank) == [1, 2])
        #expect(rows.map(\.isViewer) == [false, true])
    }
}
