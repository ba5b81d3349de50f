import Foundation
import Leaderboards
import Testing
@testable import SharedBoard

extension SharedBoardServerTests {
    /// Issue 19: the board lists its players (schema 12) — each once, with their role, whether
    /// or not they have runs, in one statement whatever the runs — and its moderation log gives
    /// each line's time. Read as a player role and as a moderator, logged in with a password.
    @Suite struct PlayerList {
        @Test func theBoardListsEveryPlayerWithTheirRoleInOneStatement() throws {
            let admin = try TestServer.board()
            defer { admin.close() }
            let ann = try TestServer.player(on: admin)
            let mod = try TestServer.player(on: admin, prefix: "m")
            let quiet = try TestServer.player(on: admin, prefix: "q")
            defer { ann.connection.close(); mod.connection.close(); quiet.connection.close() }
            try BoardAdministration(connection: admin).setModerator(role: mod.connection.settings.user, appointed: true)
            let periods = RankPeriods.fixed(secondsFromGMT: 0)
            let now = Date()
            for number in 0..<50 {
                var run = StandInReplay.run(keys: [Int64(1_000 + number), 0, 0], finishedAt: now)
                run.playerID = ann.id
                try TestServer.file(run, on: admin, periods: periods)
            }

            let server = BoardServer(connection: ann.connection)
            let before = ann.connection.statementCount
            let listed = try server.listedPlayers()
            #expect(ann.connection.statementCount - before == 1)
            // Players without a run are there too (the list is not read from the runs).
            #expect(listed.map(\.player.id) == [ann.id, mod.id, quiet.id])
            #expect(listed.map(\.isModerator) == [false, true, false])
            #expect(listed.map(\.player.roleName) == [ann, mod, quiet].map(\.connection.settings.user))
            #expect(try server.listedPlayer(id: mod.id)?.isModerator == true)
            #expect(try server.listedPlayer(id: 987_654) == nil)

            // Removed as moderator: a plain player again on the list.
            try BoardAdministration(connection: admin).setModerator(role: mod.connection.settings.user, appointed: false)
            #expect(try server.listedPlayer(id: mod.id)?.isModerator == false)
        }

        @Test func theModerationLogGivesEachLinesTime() throws {
            let admin = try TestServer.board()
            defer { admin.close() }
            let ann = try TestServer.player(on: admin)
            let mod = try TestServer.player(on: admin, prefix: "m")
            defer { ann.connection.close(); mod.connection.close() }
            try BoardAdministration(connection: admin).setModerator(role: mod.connection.settings.user, appointed: true)
            let moderator = BoardServer(connection: mod.connection)
            let serverNow = try admin.rows("SELECT now()")[0].decode(Date.self)
            try moderator.setBlocked(true, player: ann.id, reason: "junk")
            let lines = try moderator.moderationLogLines()
            let block = try #require(lines.first)
            #expect(block.action == "block" && block.target == ann.id && block.reason == "junk")
            #expect(block.actor == mod.connection.settings.user)
            // The database's own time of the change, not the reader's.
            #expect(block.at >= serverNow.addingTimeInterval(-0.001))
            #expect(lines.map(\.action) == ["block", "appoint-moderator"])
            // Players are refused the log.
            #expect(throws: BoardError.self) { try BoardServer(connection: ann.connection).moderationLogLines() }
        }
    }
}
