import Foundation
import PostgresNIO
import Testing
@testable import SharedBoard

extension SharedBoardServerTests {
    /// Issue 19: every moderation change is written to the log by the database itself, whoever
    /// makes it and by whatever path (the game's functions, or SQL typed by hand).
    @Suite struct CompleteModerationLog {
        static func log(_ admin: BoardConnection) throws -> [(actor: String, action: String, target: Int64, reason: String?)] {
            try BoardServer(connection: admin).moderationLog().reversed()
        }

        @Test func unBlankingANicknameIsLogged() throws {
            let admin = try TestServer.board()
            defer { admin.close() }
            let ann = try TestServer.player(on: admin)
            let mod = try TestServer.player(on: admin, prefix: "m")
            defer { ann.connection.close(); mod.connection.close() }
            let modRole = mod.connection.settings.user
            try BoardAdministration(connection: admin).setModerator(role: modRole, appointed: true)
            try BoardServer(connection: ann.connection).setOwnNickname("Annie")
            let moderator = BoardServer(connection: mod.connection)
            try moderator.blankNickname(of: ann.id, reason: "rude")
            try moderator.restoreNickname(of: ann.id, reason: "appeal upheld")
            // By hand, as the moderator's role, with psql: logged all the same.
            try mod.connection.rows("UPDATE clearfield.player SET nickname_blanked = true WHERE id = \(ann.id)")
            try mod.connection.rows("UPDATE clearfield.player SET nickname_blanked = false WHERE id = \(ann.id)")

            let lines = try Self.log(admin).filter { $0.target == ann.id }
            #expect(lines.map(\.action) == ["clear-name", "restore-name", "clear-name", "restore-name"])
            #expect(lines.allSatisfy { $0.actor == modRole })
            #expect(lines.map(\.reason) == ["rude", "appeal upheld", nil, nil])
        }

        @Test func appointingAndRemovingAModeratorIsLogged() throws {
            let admin = try TestServer.board()
            defer { admin.close() }
            let ann = try TestServer.player(on: admin)
            defer { ann.connection.close() }
            let role = ann.connection.settings.user
            let administration = BoardAdministration(connection: admin)
            try administration.setModerator(role: role, appointed: true, reason: "trusted")
            try administration.setModerator(role: role, appointed: true)  // already one: no change, no line
            try administration.setModerator(role: role, appointed: false)

            let lines = try Self.log(admin).filter { $0.target == ann.id }
            #expect(lines.map(\.action) == ["appoint-moderator", "remove-moderator"])
            #expect(lines.map(\.reason) == ["trusted", nil])
            #expect(lines.allSatisfy { $0.actor == admin.settings.user })
        }

        @Test func theAdministratorsHandEditsAreLoggedToo() throws {
            let admin = try TestServer.board()
            defer { admin.close() }
            let ann = try TestServer.player(on: admin)
            defer { ann.connection.close() }
            try BoardServer(connection: ann.connection).setOwnNickname("Annie")
            try BoardServer(connection: ann.connection).setOwnAvatar(Data(repeating: 2, count: 64))
            try admin.rows("UPDATE clearfield.player SET nickname = NULL WHERE id = \(ann.id)")
            try admin.rows("DELETE FROM clearfield.avatar WHERE player_id = \(ann.id)")
            try admin.rows("UPDATE clearfield.player SET blocked = true WHERE id = \(ann.id)")
            try admin.rows("UPDATE clearfield.player SET blocked = false WHERE id = \(ann.id)")
            let lines = try Self.log(admin).filter { $0.target == ann.id }
            #expect(lines.map(\.action) == ["clear-name", "clear-avatar", "block", "unblock"])
        }
    }
}
