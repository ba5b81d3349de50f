import Foundation
import PostgresNIO
import Testing
@testable import SharedBoard

extension SharedBoardServerTests {
    /// The database refuses, whatever the client sends: each test talks SQL straight to the server
    /// as a player's own role, as a player with psql would.
    @Suite struct Security {
        @Test func aPlayerCannotInsertARunAsAnotherPlayer() throws {
            let admin = try TestServer.board()
            defer { admin.close() }
            let ann = try TestServer.player(on: admin)
            let bob = try TestServer.player(on: admin)
            defer { ann.connection.close(); bob.connection.close() }

            #expect(try BoardServer(connection: ann.connection).insertDealt(.sample(player: ann.id, keys: [5, 0, 0])))
            let forged = ServerRun.sample(player: bob.id, keys: [1, 0, 0])
            let error = #expect(throws: BoardError.self) {
                try BoardServer(connection: ann.connection).insertDealt(forged)
            }
            #expect(error?.sqlState == "42501")
            #expect(try BoardServer(connection: admin).run(id: forged.id) == nil)
        }

        @Test func nobodyUpdatesOrDeletesARun() throws {
            let admin = try TestServer.board()
            defer { admin.close() }
            let ann = try TestServer.player(on: admin)
            defer { ann.connection.close() }
            let run = ServerRun.sample(player: ann.id, keys: [50, 0, 0])
            try BoardServer(connection: ann.connection).insertDealt(run)

            for statement: PostgresQuery in [
                "UPDATE clearfield.run SET sort_key1 = 1 WHERE id = \(run.id)",
                "DELETE FROM clearfield.run WHERE id = \(run.id)",
            ] {
                // Not even its own player, nor the administrator (the trigger refuses everyone).
                for connection in [ann.connection, admin] {
                    let error = #expect(throws: BoardError.self) { try connection.rows(statement) }
                    #expect(error?.sqlState == "42501")
                }
            }
            #expect(try BoardServer(connection: admin).run(id: run.id)?.run.sortKey.first == 50)
        }

        @Test func aPlayerChangesOnlyTheirOwnNickname() throws {
            let admin = try TestServer.board()
            defer { admin.close() }
            let ann = try TestServer.player(on: admin)
            let bob = try TestServer.player(on: admin)
            defer { ann.connection.close(); bob.connection.close() }

            try BoardServer(connection: ann.connection).setOwnNickname("Annie")
            // Bob's update of Ann's row matches no row his policies let him see.
            let changed = try bob.connection.rows(
                "UPDATE clearfield.player SET nickname = 'owned' WHERE id = \(ann.id) RETURNING id")
            #expect(changed.isEmpty)
            #expect(try BoardServer(connection: admin).player(id: ann.id)?.nickname == "Annie")
            // Nor can a player unblock themselves.
            #expect(throws: BoardError.self) {
                try ann.connection.rows("UPDATE clearfield.player SET blocked = false WHERE id = \(ann.id)")
            }
        }

        @Test func aNonModeratorCannotBlankANameBlockOrRemoveAnAvatar() throws {
            let admin = try TestServer.board()
            defer { admin.close() }
            let ann = try TestServer.player(on: admin)
            let bob = try TestServer.player(on: admin)
            defer { ann.connection.close(); bob.connection.close() }
            try BoardServer(connection: ann.connection).setOwnNickname("Annie")
            try BoardServer(connection: ann.connection).setOwnAvatar(Data(repeating: 3, count: 64))

            let bobServer = BoardServer(connection: bob.connection)
            #expect(throws: BoardError.self) { try bobServer.blankNickname(of: ann.id, reason: "spite") }
            #expect(throws: BoardError.self) { try bobServer.setBlocked(true, player: ann.id, reason: nil) }
            #expect(throws: BoardError.self) { try bobServer.removeAvatar(of: ann.id, reason: nil) }

            let annNow = try #require(try BoardServer(connection: admin).player(id: ann.id))
            #expect(annNow.nickname == "Annie" && !annNow.nicknameBlanked && !annNow.blocked)
            #expect(annNow.avatar == Data(repeating: 3, count: 64))
            // Nor may a player read the moderation log.
            #expect(throws: BoardError.self) { try bobServer.moderationLog() }
        }

        @Test func aModeratorsActionsAreLoggedByTheDatabase() throws {
            let admin = try TestServer.board()
            defer { admin.close() }
            let ann = try TestServer.player(on: admin)
            let mod = try TestServer.player(on: admin, prefix: "m")
            defer { ann.connection.close(); mod.connection.close() }
            try BoardServer(connection: ann.connection).setOwnNickname("Annie")
            try BoardServer(connection: ann.connection).setOwnAvatar(Data(repeating: 2, count: 64))
            let modRole = try #require(try BoardServer(connection: admin).player(id: mod.id)?.roleName)
            try BoardAdministration(connection: admin).setModerator(role: modRole, appointed: true)

            let server = BoardServer(connection: mod.connection)
            try server.blankNickname(of: ann.id, reason: "rude")
            try server.removeAvatar(of: ann.id, reason: nil)
            try server.setBlocked(true, player: ann.id, reason: "cheating")
            // A moderator blanks; choosing a name for someone else is refused.
            #expect(throws: BoardError.self) {
                try mod.connection.rows("UPDATE clearfield.player SET nickname = 'Mine' WHERE id = \(ann.id)")
            }

            let annNow = try #require(try BoardServer(connection: admin).player(id: ann.id))
            #expect(annNow.nickname == nil && annNow.nicknameBlanked && annNow.blocked && annNow.avatar == nil)
            // (The moderator's appointment is logged too, under their own id.)
            let log = try server.moderationLog().filter { $0.target == ann.id }
            #expect(log.map(\.action) == ["block", "clear-avatar", "clear-name"])
            #expect(log.allSatisfy { $0.actor == modRole && $0.target == ann.id })
            #expect(log.map(\.reason) == ["cheating", nil, "rude"])

            // The player picks a new name: no longer blanked.
            try BoardServer(connection: ann.connection).setOwnNickname("Ann again")
            let renamed = try #require(try BoardServer(connection: admin).player(id: ann.id))
            #expect(renamed.nickname == "Ann again" && !renamed.nicknameBlanked)
        }

        @Test func aRetriedInsertAddsNothing() throws {
            let admin = try TestServer.board()
            defer { admin.close() }
            let ann = try TestServer.player(on: admin)
            defer { ann.connection.close() }
            let run = ServerRun.sample(player: ann.id, keys: [7, 0, 0])
            let server = BoardServer(connection: ann.connection)
            #expect(try server.insertDealt(run))
            #expect(try !server.insertDealt(run))
            #expect(try admin.rows("SELECT count(*) FROM clearfield.run")[0].decode(Int64.self) == 1)
        }
    }
}
