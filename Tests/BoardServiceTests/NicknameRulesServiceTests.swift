import BoardAPI
import Crypto
import Foundation
import Testing

/// Issue 29 point 8 on the service, over HTTP: names are normalised before they are stored and
/// compared by the UTS #39 skeleton of the shipped confusables data, at join and at every change,
/// and a blanked name stays refused in any spelling.
@Suite(.serialized, .tags(.postgres)) struct NicknameRulesServiceTests {
    @Test func aNameIsStoredWithoutItsTrailingSpaceOrLeadingNoBreakSpace() async throws {
        try await ServiceHarness.withService { client in
            let eve = try await client.join(nickname: "\u{00A0}Champion ")
            #expect(eve.account.nickname == "Champion")
            let other = try await client.send(.post, BoardAPI.Path.players, json: JoinRequest(nickname: "Champion\u{3000}"),
                                              key: Curve25519.Signing.PrivateKey(), joining: true)
            #expect(other.status == .conflict)
            #expect(other.problem?.code == .nameTaken)
        }
    }

    /// Armenian օ and ո, Cherokee Ꮯ and Latin ɑ, which a hand-made table missed.
    @Test(arguments: [("John", "Jօhn"), ("Anna", "Aոna"), ("Champion", "Ꮯhampion"), ("alice", "ɑlice")])
    func aLookAlikeIsRefusedAtJoinAndAtAChange(taken: String, lookAlike: String) async throws {
        try await ServiceHarness.withService { client in
            _ = try await client.join(nickname: taken)
            let joining = try await client.send(.post, BoardAPI.Path.players, json: JoinRequest(nickname: lookAlike),
                                                key: Curve25519.Signing.PrivateKey(), joining: true)
            #expect(joining.status == .conflict, "\(lookAlike)")
            #expect(joining.problem?.code == .nameTaken)
            let eve = try await client.join()
            let change = try await client.send(.put, BoardAPI.Path.myNickname, json: NicknameChange(nickname: lookAlike),
                                               key: eve.key)
            #expect(change.status == .conflict, "\(lookAlike)")
            #expect(change.problem?.code == .nameTaken)
            // Refused means nothing was set.
            #expect(try await client.get(BoardAPI.Path.me, as: PlayerAccount.self, by: eve).nickname == nil)
        }
    }

    @Test func aBlankedNameIsRefusedInAnySpellingToItsPlayerAndToOthers() async throws {
        try await ServiceHarness.withService { client in
            let mod = try await client.join(nickname: "Mod")
            try await client.database.rows("UPDATE clearfield.player SET role = 'moderator' WHERE id = \(mod.account.playerID)")
            let eve = try await client.join(nickname: "Champion")
            let blank = try await client.send(.post, BoardAPI.Path.moderation,
                                              json: ModerationRequest(action: "clear-name", player: "#\(eve.account.playerID)",
                                                                      reason: "rude"), key: mod.key)
            #expect(blank.status == .noContent)
            for spelling in ["Champion", " Ꮯhampion\u{00A0}", "CHAMPION"] {
                let again = try await client.send(.put, BoardAPI.Path.myNickname, json: NicknameChange(nickname: spelling),
                                                  key: eve.key)
                #expect(again.status == .conflict, "\(spelling)")
                #expect(again.problem?.code == .nameRefused)
                let joining = try await client.send(.post, BoardAPI.Path.players, json: JoinRequest(nickname: spelling),
                                                    key: Curve25519.Signing.PrivateKey(), joining: true)
                #expect(joining.problem?.code == .nameRefused, "\(spelling)")
            }
            #expect(try await client.get(BoardAPI.Path.me, as: PlayerAccount.self, by: eve).nickname == nil)
        }
    }

    /// Names that look alike only in capitals (Greek capital Mu, capital I for l), whichever came
    /// first, at join and at a change; and a blanked "Mallory" stays refused in those spellings.
    @Test(arguments: [("Mallory", "\u{039C}allory"), ("Mallory", "MaIIory"), ("MaIIory", "Mallory"),
                      ("\u{039C}allory", "Mallory")])
    func aCapitalLookAlikeIsRefusedWhicheverCameFirst(taken: String, lookAlike: String) async throws {
        try await ServiceHarness.withService { client in
            _ = try await client.join(nickname: taken)
            let joining = try await client.send(.post, BoardAPI.Path.players, json: JoinRequest(nickname: lookAlike),
                                                key: Curve25519.Signing.PrivateKey(), joining: true)
            #expect(joining.status == .conflict && joining.problem?.code == .nameTaken, "\(lookAlike) after \(taken)")
            let eve = try await client.join()
            let change = try await client.send(.put, BoardAPI.Path.myNickname, json: NicknameChange(nickname: lookAlike),
                                               key: eve.key)
            #expect(change.problem?.code == .nameTaken, "\(lookAlike) after \(taken)")
            // The look-alike finds the player who holds the name.
            let found = try await client.get(BoardAPI.Path.profile(lookAlike), as: PlayerProfileAnswer.self, by: eve)
            #expect(found.player.nickname == taken)
        }
    }

    @Test func aBlankedNameIsRefusedInItsCapitalLookAlikes() async throws {
        try await ServiceHarness.withService { client in
            let mod = try await client.join(nickname: "Mod")
            try await client.database.rows("UPDATE clearfield.player SET role = 'moderator' WHERE id = \(mod.account.playerID)")
            let eve = try await client.join(nickname: "Mallory")
            let blank = try await client.send(.post, BoardAPI.Path.moderation,
                                              json: ModerationRequest(action: "clear-name", player: "#\(eve.account.playerID)",
                                                                      reason: "rude"), key: mod.key)
            #expect(blank.status == .noContent)
            for spelling in ["\u{039C}allory", "MaIIory"] {
                let again = try await client.send(.put, BoardAPI.Path.myNickname, json: NicknameChange(nickname: spelling),
                                                  key: eve.key)
                #expect(again.problem?.code == .nameRefused, "\(spelling)")
            }
        }
    }
}
