import BoardAPI
import Foundation
import PostgresNIO

extension Board {
    /// `POST /players/me/claim`: this computer's player becomes the old account of the board made
    /// for logins, once, on proof of its role name and password. Claimed before playing: the new
    /// player (made by `join`) must have no games; it is then removed and its keys go to the old one.
    func claim(_ claim: ClaimRequest, by caller: Caller) async throws -> PlayerAccount {
        try await limits.hit("claim", String(caller.playerID), limit: 10, window: 3600)
        let account: Int64 = try await database.transaction { sql in
            guard let row = try await sql.rows("""
                SELECT player_id, verifier, claimed_at FROM clearfield.legacy_login WHERE role_name = \(claim.roleName) FOR UPDATE
                """).first else { throw APIFailure.forbidden("the role name or the password is not right") }
            let (old, verifierText, claimedAt) = try row.decode((Int64, String?, Date?).self)
            guard let verifierText, let verifier = SCRAMVerifier(verifierText), verifier.accepts(claim.password) else {
                throw APIFailure.forbidden("the role name or the password is not right")
            }
            guard claimedAt == nil else { throw APIFailure.conflict("this account was already claimed") }
            guard old != caller.playerID else { return old }
            let games = try await sql.value("""
                SELECT (SELECT count(*) FROM clearfield.deal WHERE player_id = \(caller.playerID))
                     + (SELECT count(*) FROM clearfield.run WHERE player_id = \(caller.playerID))
                """, as: Int64.self) ?? 0
            guard games == 0 else {
                throw APIFailure.conflict("claim the old account before playing on this board (this player already has games)")
            }
            try await sql.rows("UPDATE clearfield.player_key SET player_id = \(old) WHERE player_id = \(caller.playerID)")
            try await sql.rows("UPDATE clearfield.legacy_login SET claimed_at = \(now), verifier = NULL WHERE player_id = \(old)")
            try await sql.rows("DELETE FROM clearfield.avatar WHERE player_id = \(caller.playerID)")
            try await sql.rows("DELETE FROM clearfield.link_code WHERE player_id = \(caller.playerID)")
            try await sql.rows("DELETE FROM clearfield.player WHERE id = \(caller.playerID)")
            return old
        }
        return try await self.account(account)
    }
}
