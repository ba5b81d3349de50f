import Foundation
import GameCore
import GRDB
import Mines
import Progress
import Synchronization
import Testing
@testable import LocalDatabase

/// The finished-game rows as the game history: written with the rollover, read back in order.
@Suite struct GameHistoryTests {
    /// A database whose clock moves one second per reading, so games finish in order.
    static func database() throws -> AppDatabase {
        let tick = Ticker()
        return try AppDatabase.inMemory(now: { tick.next() })
    }

    final class Ticker: Sendable {
        private let seconds = Mutex(0.0)
        func next() -> Date {
            seconds.withLock { seconds in
                seconds += 1
                return Date(timeIntervalSince1970: 1_800_000_000 + seconds)
            }
        }
    }

    static func details(_ board: MinesStatsBoard, ms: Int64, threeBV: Int64 = 0) -> FinishedGameDetails {
        FinishedGameDetails(context: .mines(board: board), playTimeMilliseconds: ms,
                            stats: ["mines.threeBVCleared": threeBV, "mines.hints": 0])
    }

    @Test func aRolloverWritesTheGamesLineOfTheHistory() throws {
        let database = try Self.database()
        let player = try database.currentPlayer(named: "ada").id
        try database.rollOver(gameID: "a", player: player, game: "mines", outcome: "won",
                              totals: [:], details: Self.details(.expert, ms: 61_234, threeBV: 120))
        try database.rollOver(gameID: "b", player: player, game: "mines", outcome: "lost",
                              totals: [:], details: Self.details(.beginner, ms: 5_000))
        try database.rollOver(gameID: "c", player: player, game: "tiles", outcome: "won", totals: [:])

        let games = try database.playedGames(player: player, game: "mines")
        #expect(games.map(\.gameID) == ["a", "b"], "oldest first, this game only")
        let first = try #require(games.first)
        #expect(first.outcome == .won && first.kind == .mines)
        #expect(first.context == .mines(board: .expert))
        #expect(first.playTimeMilliseconds == 61_234)
        #expect(first.stats["mines.threeBVCleared"] == 120)
        #expect(try database.recentGames(player: player, game: "mines", limit: 1).map(\.gameID) == ["b"])
        #expect(try database.recentGames(player: player, game: "mines", limit: 5).map(\.gameID) == ["b", "a"])
    }

    @Test func aGameRolledOverTwiceHasOneLine() throws {
        let database = try Self.database()
        let player = try database.currentPlayer(named: "ada").id
        for _ in 0..<2 {
            try database.rollOver(gameID: "same", player: player, game: "mines", outcome: "won",
                                  totals: [:], details: Self.details(.beginner, ms: 9_000))
        }
        #expect(try database.playedGames(player: player, game: "mines").count == 1)
    }

    @Test func gamesFinishedInOneMillisecondKeepTheOrderTheyWereWrittenIn() throws {
        let database = try makeDatabase()  // a clock that never moves
        let player = try database.currentPlayer(named: "ada").id
        for id in ["x", "y", "z"] {
            try database.rollOver(gameID: id, player: player, game: "mines", outcome: "won", totals: [:])
        }
        #expect(try database.playedGames(player: player, game: "mines").map(\.gameID) == ["x", "y", "z"])
        #expect(try database.recentGames(player: player, game: "mines", limit: 2).map(\.gameID) == ["z", "y"])
    }

    @Test func rowsWrittenBeforeTheHistoryMigrationReadWithoutDetails() throws {
        let queue = try DatabaseQueue(configuration: AppDatabase.makeConfiguration())
        try AppDatabase.migrator.migrate(queue, upTo: "v1")
        try queue.write { db in
            try db.execute(sql: "INSERT INTO player (id, name, createdAt) VALUES (1, 'ada', '2027-01-01 00:00:00.000')")
            try db.execute(sql: """
                INSERT INTO finishedGame (gameId, playerId, game, outcome, finishedAt)
                VALUES ('old', 1, 'mines', 'won', '2027-01-02 00:00:00.000'),
                       ('odd', 1, 'mines', 'debug', '2027-01-03 00:00:00.000')
                """)
        }
        let database = try AppDatabase(queue)
        let games = try database.playedGames(player: 1, game: "mines")
        #expect(games.map(\.gameID) == ["old", "odd"], "the old rows survive the migration")
        #expect(games[0].context == nil && games[0].playTimeMilliseconds == nil && games[0].stats.isEmpty)
        #expect(games[0].outcome == .won && games[1].outcome == nil, "an outcome this version does not know")
    }
}
