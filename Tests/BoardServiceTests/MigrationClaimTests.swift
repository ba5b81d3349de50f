import ClearfieldServiceGames
import BoardAPI
import Crypto
import Foundation
import PostgresNIO
import SharedBoard
import Testing
@testable import BoardService

/// A board made for direct logins, migrated in place: players carry over, no player role can
/// log in afterwards, and a player claims their old account once with its password.
@Suite(.serialized, .tags(.postgres)) struct MigrationClaimTests {
    /// A version-14 board: "ann" took the nickname "lee" before the administrator added a player
    /// whose login name is "lee" (two "lee" on the old board).
    static func loginBoard() throws -> String {
        let url = try ServiceHarness.freshBoard(upTo: BoardMigration.serviceVersion - 1)
        let admin = try ServiceHarness.connection(url)
        defer { admin.close() }
        let suffix = String(UUID().uuidString.prefix(6)).lowercased()
        let administration = BoardAdministration(connection: admin)
        let ann = try administration.addPlayer(role: "ann_" + suffix, password: "ann-secret")
        // As ann chose it on the old board (its skeleton as the naming trigger keeps it): the fixture
        // writes the row past the triggers (a superuser's replica mode), because the superuser here
        // counts as a moderator, who may not choose names.
        try admin.rows("SET session_replication_role = replica")
        try admin.rows("""
            UPDATE clearfield.player SET nickname = 'lee', nickname_skeleton = clearfield.name_skeleton('lee')
            WHERE id = \(ann)
            """)
        try admin.rows("RESET session_replication_role")
        try administration.addPlayer(role: "lee", password: "lee-secret")
        return url
    }

    @Test func migrationClosesLoginsKeepsPlayersAndLeavesOneLee() async throws {
        let url = try Self.loginBoard()
        let admin = try ServiceHarness.connection(url)
        let report = try BoardAdmin(connection: admin, games: .clearfield).migrate()
        #expect(report.applied == BoardMigration.all.filter { $0.version >= BoardMigration.serviceVersion }.map(\.name))
        #expect(report.loginsClosed.contains("lee"))
        let canLogIn = try admin.rows("SELECT rolcanlogin FROM pg_roles WHERE rolname = 'lee'").first?.decode(Bool.self)
        #expect(canLogIn == false)
        let names = try admin.rows("SELECT nickname FROM clearfield.player WHERE nickname IS NOT NULL")
            .map { try $0.decode(String.self) }
        #expect(names == ["lee"])
        admin.close()
        try await ServiceHarness.withService(url: url) { client in
            let viewer = try await client.join(nickname: "Viewer")
            let list = try await client.get(BoardAPI.Path.playerList, as: Page<PublicPlayer>.self, by: viewer)
            #expect(list.items.compactMap(\.nickname).filter { $0 == "lee" }.count == 1)
        }
    }

    @Test func aPlayerClaimsTheirOldAccountOnceWithItsPassword() async throws {
        let url = try Self.loginBoard()
        let admin = try ServiceHarness.connection(url)
        _ = try BoardAdmin(connection: admin, games: .clearfield).migrate()
        let old = try admin.rows("SELECT id FROM clearfield.player WHERE role_name = 'lee'").first?.decode(Int64.self)
        admin.close()
        try await ServiceHarness.withService(url: url) { client in
            let lee = try await client.join()
            let wrong = try await client.send(.post, BoardAPI.Path.myClaim,
                                              json: ClaimRequest(roleName: "lee", password: "guess"), key: lee.key)
            #expect(wrong.status == .forbidden)
            let claimed = try await client.post(BoardAPI.Path.myClaim, ClaimRequest(roleName: "lee", password: "lee-secret"),
                                                as: PlayerAccount.self, by: lee)
            #expect(claimed.playerID == old)
            #expect(try await client.get(BoardAPI.Path.me, as: PlayerAccount.self, by: lee).playerID == old)
            let thief = try await client.join()
            let twice = try await client.send(.post, BoardAPI.Path.myClaim,
                                              json: ClaimRequest(roleName: "lee", password: "lee-secret"), key: thief.key)
            #expect(twice.status == .forbidden || twice.status == .conflict)
            // No password is kept once claimed.
            let verifier = try await client.database.rows("SELECT verifier FROM clearfield.legacy_login WHERE role_name = 'lee'")
                .first?.decode(String?.self)
            #expect(verifier == .some(nil))
        }
    }
}
