import Foundation
import Players
import PostgresNIO
import Testing
@testable import SharedBoard

extension SharedBoardServerTests {
    /// Issue 19: a nickname cannot pass for another player's name, whatever the client sends.
    @Suite struct NamesCannotImpersonate {
        @Test func lookAlikeNamesAreRefusedSayingWhichNameTheyCollideWith() throws {
            let admin = try TestServer.board()
            defer { admin.close() }
            let ann = try TestServer.player(on: admin)
            let bob = try TestServer.player(on: admin)
            defer { ann.connection.close(); bob.connection.close() }
            try BoardServer(connection: ann.connection).setOwnNickname("Mallory")
            let annRole = ann.connection.settings.user

            for (name, collidesWith) in [("Mallory", "Mallory"), ("mallory", "Mallory"), ("Mаllory", "Mallory"),
                                         ("MaIIory", "Mallory"), (annRole.uppercased(), annRole), ("Player 2", "Player N")] {
                // As Bob would with psql: an UPDATE of his own row.
                let refusal = #expect(throws: BoardError.self, "\(name)") {
                    try bob.connection.rows("UPDATE clearfield.player SET nickname = \(name) WHERE role_name = current_user")
                }
                #expect(refusal?.description.contains(collidesWith) == true, "\(name): \(String(describing: refusal))")
            }
            #expect(try BoardServer(connection: admin).player(id: bob.id)?.nickname == nil)
            try BoardServer(connection: bob.connection).setOwnNickname("Bobby")
            #expect(try BoardServer(connection: admin).player(id: bob.id)?.nickname == "Bobby")
        }

        @Test func theDatabaseComputesVersion9sSkeleton() throws {
            let admin = try TestServer.board()
            defer { admin.close() }
            let names = ["Mallory", "Mаllory", "Ｍａｌｌｏｒｙ", "Zoë", "Ma\u{200B}IIory", "Игорь", "Ωmega 1", "rnax", "Μax", "ǅemal"]
            for name in names {
                let computed = try admin.rows("SELECT clearfield.name_skeleton(\(name))")[0].decode(String.self)
                #expect(computed == BoardMigration.V9Skeleton.of(name), "\(name)")
            }
        }
    }
}
