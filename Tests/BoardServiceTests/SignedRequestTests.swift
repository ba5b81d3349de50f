import BoardAPI
import Crypto
import Foundation
import Testing

/// Joining and the signatures every request carries: a tampered, replayed or stale request is
/// refused, and what the database keeps lets nobody sign as a player.
@Suite(.serialized, .tags(.postgres)) struct SignedRequestTests {
    @Test func aPlayerJoinsWithTheirOwnKeyAndIsKnownByIt() async throws {
        try await ServiceHarness.withService { client in
            let ada = try await client.join(nickname: "Ada")
            #expect(ada.account.nickname == "Ada")
            let me = try await client.get(BoardAPI.Path.me, as: PlayerAccount.self, by: ada)
            #expect(me.playerID == ada.account.playerID)
            // Only the public key is stored.
            let stored = try await client.database.rows("SELECT public_key FROM clearfield.player_key")
            let keys = try stored.map { try $0.decode(Data.self) }
            #expect(keys == [ada.key.publicKey.rawRepresentation])
        }
    }

    @Test func anUnsignedOrUnknownKeyIsRefused() async throws {
        try await ServiceHarness.withService { client in
            let unsigned = try await client.send(.get, BoardAPI.Path.me, key: nil)
            #expect(unsigned.status == .unauthorized)
            #expect(unsigned.problem?.code == .unauthenticated)
            let stranger = try await client.send(.get, BoardAPI.Path.me, key: Curve25519.Signing.PrivateKey())
            #expect(stranger.status == .unauthorized)
        }
    }

    @Test func aTamperedBodyIsRefused() async throws {
        try await ServiceHarness.withService { client in
            let ada = try await client.join(nickname: "Ada")
            let body = try APICoding.encoder().encode(NicknameChange(nickname: "Ada2"))
            let answer = try await client.send(.put, BoardAPI.Path.myNickname, body: body, key: ada.key) { sent in
                sent = try! APICoding.encoder().encode(NicknameChange(nickname: "Mallory"))
            }
            #expect(answer.status == .unauthorized)
            let me = try await client.get(BoardAPI.Path.me, as: PlayerAccount.self, by: ada)
            #expect(me.nickname == "Ada")
        }
    }

    @Test func aReplayedRequestIsRefused() async throws {
        try await ServiceHarness.withService { client in
            let ada = try await client.join(nickname: "Ada")
            let nonce = RequestSignature.freshNonce()
            let time = Int64(client.clock.now.timeIntervalSince1970 * 1000)
            let first = try await client.send(.post, BoardAPI.Path.myLinks, key: ada.key, time: time, nonce: nonce)
            #expect(first.status == .created)
            let again = try await client.send(.post, BoardAPI.Path.myLinks, key: ada.key, time: time, nonce: nonce)
            #expect(again.status == .unauthorized)
            #expect(again.problem?.message.contains("already received") == true)
        }
    }

    @Test func aRefusedSignatureOrReplayWritesNothingAndIsNotCounted() async throws {
        try await ServiceHarness.withService { client in
            let ada = try await client.join(nickname: "Ada")
            let time = Int64(client.clock.now.timeIntervalSince1970 * 1000)
            let nonce = RequestSignature.freshNonce()
            #expect(try await client.send(.get, BoardAPI.Path.me, key: ada.key, time: time, nonce: nonce).status == .ok)
            let before = try await Self.written(client, player: ada.account.playerID)
            let tampered = try await client.send(.get, BoardAPI.Path.me, key: ada.key) { sent in sent = Data("x".utf8) }
            #expect(tampered.status == .unauthorized)
            let replayed = try await client.send(.get, BoardAPI.Path.me, key: ada.key, time: time, nonce: nonce)
            #expect(replayed.status == .unauthorized)
            let after = try await Self.written(client, player: ada.account.playerID)
            #expect(after.nonces == before.nonces)
            #expect(after.counted == before.counted)
            #expect(before.counted >= 1)
        }
    }

    @Test func aKeyRemovedFromTheBoardIsRefusedAtOnceOnAnInstanceThatKnewIt() async throws {
        try await ServiceHarness.withService { client in
            let ada = try await client.join(nickname: "Ada")
            #expect(try await client.send(.get, BoardAPI.Path.me, key: ada.key).status == .ok)
            try await client.database.rows("DELETE FROM clearfield.player_key")
            let answer = try await client.send(.get, BoardAPI.Path.me, key: ada.key)
            #expect(answer.status == .unauthorized)
            #expect(answer.problem?.message.contains("not known") == true)
        }
    }

    @Test func aKeyThatLeftAndJoinedAgainActsAsItsNewPlayerOnAnInstanceThatKnewItBefore() async throws {
        try await ServiceHarness.withService { client in
            let ada = try await client.join(nickname: "Ada")
            #expect(try await client.send(.get, BoardAPI.Path.me, key: ada.key).status == .ok)
            #expect(try await client.send(.delete, BoardAPI.Path.me, key: ada.key).status == .noContent)
            let again = try await client.send(.post, BoardAPI.Path.players, json: JoinRequest(nickname: "Bea"),
                                              key: ada.key, joining: true)
            #expect(again.status == .created)
            let bea = try again.decode(PlayerAccount.self)
            #expect(bea.playerID != ada.account.playerID)
            let me = try await client.send(.get, BoardAPI.Path.me, key: ada.key)
            #expect(try me.decode(PlayerAccount.self).playerID == bea.playerID)
            #expect(try me.decode(PlayerAccount.self).nickname == "Bea")
        }
    }

    @Test func spentNoncesAndRequestCountersWriteNoWAL() async throws {
        try await ServiceHarness.withService { client in
            let rows = try await client.database.rows("""
                SELECT relname, relpersistence FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                WHERE n.nspname = 'clearfield' AND relname IN ('request_nonce', 'rate_window') ORDER BY relname
                """)
            let found = try rows.map { try $0.decode((String, String).self) }
            #expect(found.map(\.0) == ["rate_window", "request_nonce"])
            #expect(found.allSatisfy { $0.1 == "u" })
        }
    }

    /// The spent nonces, and the requests counted against `player`'s limit.
    static func written(_ client: ServiceClient, player: Int64) async throws -> (nonces: Int64, counted: Int64) {
        let nonces = try await client.database.rows("SELECT count(*) FROM clearfield.request_nonce")
        let counted = try await client.database.rows("""
            SELECT coalesce(sum(hits), 0)::bigint FROM clearfield.rate_window WHERE scope = 'player' AND subject = \(String(player))
            """)
        return (try nonces.first!.decode(Int64.self), try counted.first!.decode(Int64.self))
    }

    @Test func aRequestFromOutsideTheClocksWindowIsRefused() async throws {
        try await ServiceHarness.withService { client in
            let ada = try await client.join(nickname: "Ada")
            let stale = Int64(client.clock.now.timeIntervalSince1970 * 1000) - RequestSignature.allowedSkew - 1_000
            let answer = try await client.send(.get, BoardAPI.Path.me, key: ada.key, time: stale)
            #expect(answer.status == .unauthorized)
            #expect(answer.problem?.message.contains("clock") == true)
        }
    }

    @Test func aLinkCodeAddsAComputerOnceAndLeaveForgetsIt() async throws {
        try await ServiceHarness.withService { client in
            let ada = try await client.join(nickname: "Ada")
            let link = try await client.post(BoardAPI.Path.myLinks, Data(), as: LinkCode.self, by: ada, expect: .created)
            let laptop = Curve25519.Signing.PrivateKey()
            let joined = try await client.send(.post, BoardAPI.Path.players, json: JoinRequest(linkCode: link.code),
                                               key: laptop, joining: true)
            #expect(joined.status == .created)
            #expect(try joined.decode(PlayerAccount.self).playerID == ada.account.playerID)
            let twice = try await client.send(.post, BoardAPI.Path.players, json: JoinRequest(linkCode: link.code),
                                              key: Curve25519.Signing.PrivateKey(), joining: true)
            #expect(twice.status == .forbidden)
            let left = try await client.send(.delete, BoardAPI.Path.me, key: laptop)
            #expect(left.status == .noContent)
            #expect(try await client.send(.get, BoardAPI.Path.me, key: laptop).status == .unauthorized)
        }
    }

    @Test func anInviteOnlyBoardTakesPlayersWithACodeOnly() async throws {
        let url = try ServiceHarness.freshBoard()
        let admin = try ServiceHarness.connection(url)
        let code = try BoardServiceAdmin.invite(on: admin, uses: 1)
        admin.close()
        try await ServiceHarness.withService(url: url, configure: { $0.inviteOnly = true }) { client in
            let refused = try await client.send(.post, BoardAPI.Path.players, json: JoinRequest(nickname: "Eve"),
                                                key: Curve25519.Signing.PrivateKey(), joining: true)
            #expect(refused.status == .forbidden)
            #expect(refused.problem?.code == .inviteRequired)
            _ = try await client.join(nickname: "Ada", invite: code)
            let spent = try await client.send(.post, BoardAPI.Path.players, json: JoinRequest(nickname: "Bob", invite: code),
                                              key: Curve25519.Signing.PrivateKey(), joining: true)
            #expect(spent.problem?.code == .inviteRequired)
        }
    }
}
