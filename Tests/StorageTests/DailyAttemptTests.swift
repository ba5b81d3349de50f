import Foundation
import GameCore
import GRDB
import Progress
import Testing
@testable import LocalDatabase

/// The ranked-once rule of the daily challenges, in the local database.
@Suite struct DailyAttemptTests {
    private func finish(_ database: AppDatabase, _ id: String, player: Int64, game: String, date: String,
                        outcome: String, practice: Bool = false, ms: Int64 = 61_000) throws {
        var context = StatsContext(kind: GameKind(rawValue: game), detail: ["board": .name("intermediate")]).daily(date)
        if practice { context = context.practice() }
        try database.rollOver(gameID: id, player: player, game: game, outcome: outcome, totals: [:],
                              details: FinishedGameDetails(context: context, playTimeMilliseconds: ms, stats: [:]))
    }

    private func start(_ database: AppDatabase, _ player: Int64, _ game: String, _ date: String,
                       today: String = "2026-11-26") throws -> Bool {
        try database.startDailyAttempt(playerID: player, game: game, date: date, today: today).ranked
    }

    @Test func theFirstAttemptStartedTodayIsRankedAndEveryLaterOnePractice() throws {
        let database = try makeDatabase()
        let ada = try database.currentPlayer(named: "ada").id
        #expect(try start(database, ada, "mines", "2026-11-26"))
        #expect(try !start(database, ada, "mines", "2026-11-26"), "a second attempt the same day is practice")
        #expect(try start(database, ada, "tiles", "2026-11-26"), "each game has its own ranked attempt")
        #expect(try !start(database, ada, "mines", "2026-11-20"), "a past date is practice")
        #expect(try !start(database, ada, "tiles", "2026-11-27"), "so is a date that is not today")
        let bob = try database.currentPlayer(named: "bob").id
        #expect(try start(database, bob, "mines", "2026-11-26"), "each player has their own")
        let attempts = try database.dailyAttempts(playerID: ada, game: "mines")
        #expect(attempts.map(\.date) == ["2026-11-20", "2026-11-26", "2026-11-26"])
        #expect(attempts.map(\.ranked) == [false, true, false])
    }

    /// Leaving the ranked attempt is a loss: a later attempt the same day stays practice and its
    /// win neither changes the day's result nor keeps a streak.
    @Test func leavingTheRankedAttemptIsALossForTheDay() throws {
        let database = try makeDatabase()
        let ada = try database.currentPlayer(named: "ada").id
        #expect(try start(database, ada, "tiles", "2026-11-26"))
        #expect(try database.dailyAttempts(playerID: ada).first?.outcome == .open)
        try finish(database, "left", player: ada, game: "tiles", date: "2026-11-26", outcome: "abandoned")
        #expect(try database.dailyAttempts(playerID: ada).first?.outcome == .left)
        #expect(try !start(database, ada, "tiles", "2026-11-26"))
        try finish(database, "again", player: ada, game: "tiles", date: "2026-11-26", outcome: "won", practice: true)
        let attempts = try database.dailyAttempts(playerID: ada)
        #expect(attempts.map(\.outcome) == [.left, .open])
        #expect(attempts.first?.gameID == "left")
        #expect(try database.dailyClearedDates(playerID: ada).isEmpty)
    }

    @Test func wonRankedAttemptsAreTheStreaksDates() throws {
        let database = try makeDatabase()
        let ada = try database.currentPlayer(named: "ada").id
        for (id, game, date, outcome) in [("a", "mines", "2026-11-24", "won"), ("b", "mines", "2026-11-25", "lost"),
                                          ("c", "tiles", "2026-11-25", "won"), ("d", "mines", "2026-11-26", "won")] {
            #expect(try start(database, ada, game, date, today: date))
            try finish(database, id, player: ada, game: game, date: date, outcome: outcome)
        }
        // A practice win of a past date counts for nothing.
        #expect(try !start(database, ada, "tiles", "2026-11-24", today: "2026-11-26"))
        try finish(database, "e", player: ada, game: "tiles", date: "2026-11-24", outcome: "won", practice: true)
        #expect(try database.dailyClearedDates(playerID: ada) == ["mines": ["2026-11-24", "2026-11-26"], "tiles": ["2026-11-25"]])
        let ranked = try database.dailyAttempts(playerID: ada, game: "mines").filter(\.ranked)
        #expect(ranked.map(\.outcome) == [.won, .lost, .won])
        #expect(ranked.first?.playMilliseconds == 61_000)
    }

    /// The database itself holds the rule: a second ranked row cannot be written, whoever tries.
    @Test func theDatabaseRefusesASecondRankedRow() throws {
        let database = try makeDatabase()
        let ada = try database.currentPlayer(named: "ada").id
        _ = try start(database, ada, "mines", "2026-11-26")
        #expect(throws: DatabaseError.self) {
            try database.dbWriter.write { db in
                try db.execute(sql: """
                    INSERT INTO dailyAttempt (playerId, game, date, ranked, startedAt)
                    VALUES (?, 'mines', '2026-11-26', 1, '2026-11-26 10:00:00.000')
                    """, arguments: [ada])
            }
        }
    }
}
