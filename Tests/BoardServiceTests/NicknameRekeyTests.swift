import ClearfieldServiceGames
import BoardAPI
import Crypto
import Foundation
import SharedBoard
import Testing
@testable import BoardService

/// Issue 29 point 8 on a board migrated in place: the nicknames chosen on the old board were keyed
/// in SQL by version 9's frozen table, which reads Cherokee "Ꮯhampion" as its own name; `migrate`
/// re-keys them by the service's rules, so the look-alike holds its name against newcomers and
/// the later of two old names that now read as one is cleared and reported.
@Suite(.serialized, .tags(.postgres)) struct NicknameRekeyTests {
    @Test func migrateKeysOldNicknamesByTheFullConfusablesData() async throws {
        let url = try ServiceHarness.freshBoard(upTo: BoardMigration.serviceVersion - 1)
        let admin = try ServiceHarness.connection(url)
        let suffix = String(UUID().uuidString.prefix(6)).lowercased()
        let administration = BoardAdministration(connection: admin)
        let first = try administration.addPlayer(role: "first_" + suffix, password: "first-secret")
        let second = try administration.addPlayer(role: "second_" + suffix, password: "second-secret")
        // As the old naming trigger stored them (written past the triggers, as MigrationClaimTests does).
        try admin.rows("SET session_replication_role = replica")
        for (id, name) in [(first, "Ꮯhampion"), (second, "Champion")] {
            try admin.rows("""
                UPDATE clearfield.player SET nickname = \(name), nickname_skeleton = clearfield.name_skeleton(\(name))
                WHERE id = \(id)
                """)
        }
        try admin.rows("RESET session_replication_role")
        let report = try BoardAdmin(connection: admin, games: .clearfield).migrate()
        #expect(report.nicknamesCleared == ["Champion"])
        let names = try admin.rows("SELECT nickname FROM clearfield.player WHERE nickname IS NOT NULL ORDER BY id")
            .map { try $0.decode(String.self) }
        #expect(names == ["Ꮯhampion"])
        // A second run changes nothing.
        #expect(try BoardAdmin(connection: admin, games: .clearfield).migrate().nicknamesCleared.isEmpty)
        admin.close()
        try await ServiceHarness.withService(url: url) { client in
            let joining = try await client.send(.post, BoardAPI.Path.players, json: JoinRequest(nickname: "Champion"),
                                                key: Curve25519.Signing.PrivateKey(), joining: true)
            #expect(joining.status == .conflict)
            #expect(joining.problem?.code == .nameTaken)
        }
    }

    /// A service board from before the key of the name as written: the service keyed names by
    /// the case-folded key alone, which let "MaIIory" (capital I) in beside "Mallory". `migrate`
    /// keys both spellings, the later name is cleared and reported, and a Greek "Μallory" is
    /// refused afterwards.
    @Test func migrateKeysNamesAsWrittenAndClearsALaterCapitalLookAlike() async throws {
        let url = try ServiceHarness.freshBoard(upTo: BoardMigration.serviceVersion)
        let admin = try ServiceHarness.connection(url)
        for name in ["Mallory", "MaIIory"] {
            // As the service stored them before: the case-folded key only.
            try admin.rows("""
                INSERT INTO clearfield.player (nickname, nickname_skeleton) VALUES (\(name), \(try NicknamePolicy.keys(of: name).skeleton))
                """)
        }
        let report = try BoardAdmin(connection: admin, games: .clearfield).migrate()
        #expect(report.nicknamesCleared == ["MaIIory"])
        let kept = try admin.rows("""
            SELECT nickname, nickname_written_key FROM clearfield.player WHERE nickname IS NOT NULL
            """).map { try $0.decode((String, String?).self) }
        #expect(kept.count == 1 && kept.first?.0 == "Mallory" && kept.first?.1 != nil)
        #expect(try BoardAdmin(connection: admin, games: .clearfield).migrate().nicknamesCleared.isEmpty)
        admin.close()
        try await ServiceHarness.withService(url: url) { client in
            let joining = try await client.send(.post, BoardAPI.Path.players, json: JoinRequest(nickname: "\u{039C}allory"),
                                                key: Curve25519.Signing.PrivateKey(), joining: true)
            #expect(joining.problem?.code == .nameTaken)
        }
    }
}
