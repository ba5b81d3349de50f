@testable import Midend
import Foundation
import GameCore
import Progress
import LocalDatabase
import Testing
@testable import UITestSupport

/// The daily streaks through the keeper and the database (issue 23): written with the game's
/// totals in its one rollover, under their own key, read back at the next start, and counted
/// once whatever the retries.
@Suite struct DailyStreakKeeperTests {
    static let wall = Date(timeIntervalSince1970: 1_795_687_200)
    static let today = DailyStreakSchema.dayNumber("2026-11-26")!

    static func play(_ date: String, _ outcome: GameOutcome = .won, on keeper: ProgressKeeper, at second: UInt64) {
        let context = StatsContext.mines(board: .intermediate).daily(date)
        let instant = Instant(nanoseconds: second * 1_000_000_000)
        for moment in [GameReport.Moment.started, .ended(outcome)] {
            _ = keeper.report(GameReport(context: context, moment: moment, turn: 0, playMilliseconds: 1_000,
                                         instant: instant, date: wall))
        }
    }

    static func stored(_ fixture: ProgressFixture) throws -> [String: Int64] {
        try fixture.database.statTotals(player: fixture.player.id, game: DailyStreakSchema.kind.rawValue)
    }

    @Test func theStreaksAreWrittenWithTheGameAndReadAtTheNextStart() throws {
        let fixture = try ProgressFixture()
        Self.play("2026-11-25", on: fixture.keeper, at: 1)
        Self.play("2026-11-26", on: fixture.keeper, at: 2)
        #expect(try Self.stored(fixture)["daily.mines.longestStreak"] == 2)
        #expect(try fixture.totals(.mines)["mines.gamesWon"] == 2, "the game's own totals as ever")

        let next = try ProgressFixture(database: fixture.database)
        #expect(next.keeper.progress.dailyStreaks(today: Self.today) == fixture.keeper.progress.dailyStreaks(today: Self.today))
        #expect(next.keeper.progress.dailyStreaks(today: Self.today).either == .init(current: 2, longest: 2))
    }

    /// A rollover that failed is retried: the streak counts the game once, in memory and stored.
    @Test func aRetriedRolloverCountsTheDayOnce() throws {
        let fixture = try ProgressFixture()
        Self.play("2026-11-25", on: fixture.keeper, at: 1)
        fixture.store.failing = true
        Self.play("2026-11-26", on: fixture.keeper, at: 2)
        #expect(fixture.keeper.hasUnsavedChanges)
        #expect(try Self.stored(fixture)["daily.streak"] == 1, "not written yet")
        #expect(fixture.keeper.progress.dailyStreaks(today: Self.today).either.current == 2, "counted in memory")
        fixture.store.failing = false
        _ = fixture.keeper.retryPending(at: Instant(nanoseconds: 60_000_000_000))
        #expect(!fixture.keeper.hasUnsavedChanges)
        #expect(try Self.stored(fixture)["daily.streak"] == 2)
        #expect(fixture.keeper.progress.dailyStreaks(today: Self.today).either == .init(current: 2, longest: 2))
        // Rolling the same game over again writes nothing: its id was counted.
        let again = try ProgressFixture(database: fixture.database)
        #expect(again.keeper.progress.dailyStreaks(today: Self.today).either == .init(current: 2, longest: 2))
    }

    /// Dailies finished before the streaks were kept as totals (only the history has them): the
    /// next start counts them from the history, and the next daily goes on from there. Before,
    /// the Stats screen and the achievements started every such player from nothing.
    @Test func dailiesFinishedBeforeTheStreaksWereKeptCountFromTheHistory() throws {
        let fixture = try ProgressFixture()
        let player = fixture.player.id
        // As the previous version wrote them: the finished-game rows and the game's totals only.
        for (index, date) in ["2026-11-23", "2026-11-24", "2026-11-25"].enumerated() {
            let context = StatsContext.mines(board: .intermediate).daily(date)
            try fixture.database.rollOver(gameID: "old-\(index)", player: player, game: "mines", outcome: "won",
                                          details: FinishedGameDetails(context: context, playTimeMilliseconds: 60_000, stats: [:]),
                                          update: { $0 })
        }
        // A practice daily and a classic game in the history count for nothing.
        try fixture.database.rollOver(gameID: "practice", player: player, game: "mines", outcome: "won",
                                      details: FinishedGameDetails(context: StatsContext.mines(board: .intermediate)
                                        .daily("2026-11-22").practice(), playTimeMilliseconds: 60_000, stats: [:]),
                                      update: { $0 })
        #expect(try Self.stored(fixture).isEmpty)

        let next = try ProgressFixture(database: fixture.database)
        #expect(next.keeper.progress.dailyStreaks(today: Self.today).either == .init(current: 3, longest: 3))
        Self.play("2026-11-26", on: next.keeper, at: 5)
        #expect(try Self.stored(fixture)["daily.mines.longestStreak"] == 4, "the next daily goes on from the history's")
        #expect(next.keeper.progress.dailyStreaks(today: Self.today).either == .init(current: 4, longest: 4))
    }
}
