import Foundation
import Leaderboards
import Testing
@testable import SharedBoard

extension SharedBoardServerTests {
    /// Issue 23: the board of streaks on a shared board reads every player's daily clears (their
    /// rows on the daily boards) in one bounded statement, as a player role.
    @Suite struct SharedDailyClearsReading {
        static func file(_ player: Int64, _ board: String, on admin: BoardConnection) throws {
            var run = StandInReplay.run(keys: [60_000, 0, 0], finishedAt: Date())
            run.playerID = player
            run.board = BoardID(board)
            try TestServer.file(run, on: admin, periods: .fixed(secondsFromGMT: 0))
        }

        @Test func everyPlayerWithTheirDailyBoardsFromTheFirstDayInOneStatement() throws {
            let admin = try TestServer.board()
            defer { admin.close() }
            let ann = try TestServer.player(on: admin)
            let bob = try TestServer.player(on: admin, prefix: "b")
            let quiet = try TestServer.player(on: admin, prefix: "q")
            defer { ann.connection.close(); bob.connection.close(); quiet.connection.close() }
            for board in ["mines.daily.2026-11-25", "tiles.daily.2026-11-26", "mines.daily.2026-10-01",
                          "mines.beginner", "minesweeper.daily.2026-11-26", "tiles.level.3"] {
                try Self.file(ann.id, board, on: admin)
            }
            try Self.file(bob.id, "tiles.daily.2026-11-24", on: admin)
            try BoardServer(connection: admin).setBlocked(true, player: bob.id, reason: "junk")

            let server = BoardServer(connection: ann.connection)
            let before = ann.connection.statementCount
            let reading = try server.dailyClears(games: ["mines", "tiles"], from: "2026-11-01")
            #expect(ann.connection.statementCount - before == 1)
            #expect(reading.isComplete && reading.viewer == ann.id)
            #expect(reading.players.map(\.playerID) == [ann.id, bob.id, quiet.id])
            // Only the daily boards of the two games, from the first day on.
            #expect(reading.players[0].boards == ["mines.daily.2026-11-25", "tiles.daily.2026-11-26"])
            #expect(reading.players[1].boards == ["tiles.daily.2026-11-24"] && reading.players[1].isBlocked)
            #expect(reading.players[2].boards.isEmpty && !reading.players[2].isBlocked)
            #expect(reading.players.map(\.displayName) == [ann, bob, quiet].map(\.connection.settings.user))

            // Bounded: past the limit the reading says it is not complete.
            let cut = try server.dailyClears(games: ["mines", "tiles"], from: "2026-11-01", limit: 2)
            #expect(!cut.isComplete && cut.players.map(\.playerID) == [ann.id])
            // A player whose rows the limit cuts is left out rather than shown with part of their clears.
            let inside = try server.dailyClears(games: ["mines", "tiles"], from: "2026-11-01", limit: 1)
            #expect(!inside.isComplete && inside.players.isEmpty)
        }
    }
}
