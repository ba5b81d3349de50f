import BoardAPI
import Foundation
import Testing

/// Moderation through the service, logged with who and when; names checked at every change
/// (issue 29, points 7 and 8's service side).
@Suite(.serialized) struct ModerationTests {
    @Test func aModeratorBlocksBlanksAndEveryActionIsLogged() async throws {
        try await ServiceHarness.withService { client in
            let mod = try await client.join(nickname: "Mod")
            try await client.database.rows("UPDATE clearfield.player SET role = 'moderator' WHERE id = \(mod.account.playerID)")
            let eve = try await client.join(nickname: "Champion")
            for action in ["block", "clear-name"] {
                let answer = try await client.send(.post, BoardAPI.Path.moderation,
                                                   json: ModerationRequest(action: action, player: "#\(eve.account.playerID)",
                                                                           reason: "rude"), key: mod.key)
                #expect(answer.status == .noContent, "\(String(decoding: answer.body, as: UTF8.self))")
            }
            let log = try await client.get(BoardAPI.Path.moderationLog, as: Page<ModerationEntry>.self, by: mod)
            #expect(log.items.map(\.action) == ["clear-name", "block"])
            #expect(log.items.allSatisfy { $0.moderator.playerID == mod.account.playerID && $0.target == "#\(eve.account.playerID)" })
            #expect(log.items.first?.at == client.clock.now)
            // A blanked name cannot be taken again, by its player or anyone.
            let again = try await client.send(.put, BoardAPI.Path.myNickname, json: NicknameChange(nickname: "Champion"), key: eve.key)
            #expect(again.status == .conflict)
            #expect(again.problem?.code == .nameRefused)
            // The blocked player is on no list.
            let list = try await client.get(BoardAPI.Path.playerList, as: Page<PublicPlayer>.self,
                                            by: try await client.join(nickname: "Bob"))
            #expect(!list.items.map(\.playerID).contains(eve.account.playerID))
        }
    }

    @Test func aPlayerIsNotAModerator() async throws {
        try await ServiceHarness.withService { client in
            let ada = try await client.join(nickname: "Ada")
            let bob = try await client.join(nickname: "Bob")
            let answer = try await client.send(.post, BoardAPI.Path.moderation,
                                               json: ModerationRequest(action: "block", player: "Bob"), key: ada.key)
            #expect(answer.status == .forbidden)
            #expect(try await client.get(BoardAPI.Path.me, as: PlayerAccount.self, by: bob).blocked == false)
            let moderatorOnly = try await client.send(.post, BoardAPI.Path.moderation,
                                                      json: ModerationRequest(action: "moderator-add", player: "Bob"), key: ada.key)
            #expect(moderatorOnly.status == .forbidden)
        }
    }

    @Test func namesThatReadAlikeAreOneName() async throws {
        try await ServiceHarness.withService { client in
            _ = try await client.join(nickname: "Champion")
            let eve = try await client.join()
            for lookAlike in ["Champion ", "\u{00A0}Champion", "CHAMPION", "Сhampion"] {
                let answer = try await client.send(.put, BoardAPI.Path.myNickname, json: NicknameChange(nickname: lookAlike),
                                                   key: eve.key)
                #expect(answer.status == .conflict, "\(lookAlike)")
                #expect(answer.problem?.code == .nameTaken)
            }
        }
    }
}
