import BoardAPI
import Foundation
import HTTPTypes
import Crypto
import Testing

/// The running service against docs/board-api.yaml: every documented operation is called over
/// real HTTP (signed, by a player and by a moderator, with the documented bodies), and each
/// answer's status must be one the document lists for it, with the keys its schema requires;
/// every path of `BoardAPI.Path` must be documented.
@Suite(.serialized) struct OpenAPIConformanceTests {
    @Test func theDocumentNamesEveryPathOfTheContract() throws {
        let document = try OpenAPIDocument.load()
        let documented = Set(document.operations.map(\.path))
        let contract: Set<String> = [
            BoardAPI.Path.players, BoardAPI.Path.me, BoardAPI.Path.myNickname, BoardAPI.Path.myAvatar, BoardAPI.Path.myLinks,
            BoardAPI.Path.myClaim, "/v1/players/{player}", BoardAPI.Path.deals, "/v1/deals/{deal}/start",
            "/v1/deals/{deal}/finish", BoardAPI.Path.runs, "/v1/runs/{run}", BoardAPI.Path.boards, "/v1/boards/{board}",
            "/v1/boards/{board}/around", BoardAPI.Path.dailyDeals, BoardAPI.Path.streaks, BoardAPI.Path.moderation,
            BoardAPI.Path.held, "/v1/moderation/held/{run}", BoardAPI.Path.moderationLog, BoardAPI.Path.status,
        ]
        #expect(documented == contract)
        #expect(document.operations.count == 25)
        #expect(document.operations.allSatisfy { !$0.responses.isEmpty })
    }

    @Test func everyDocumentedOperationAnswersAsDocumented() async throws {
        let document = try OpenAPIDocument.load()
        try await ServiceHarness.withService { client in
            let ada = try await client.join(nickname: "Ada")
            let mod = try await client.join(nickname: "Mod")
            try await client.database.rows("UPDATE clearfield.player SET role = 'owner' WHERE id = \(mod.account.playerID)")
            let (ranked, _) = try await client.playRanked(ada, board: Games.minesBeginner, first: Games.minesFirstAction) {
                try Games.wonBeginner(seed: $0)
            }
            let runID = try ranked.decode(RunVerdict.self).runID
            let deal = try await client.post(BoardAPI.Path.deals, DealRequest(board: Games.minesBeginner), as: Deal.self,
                                             by: ada, expect: .created)
            let bodies: [String: Data] = try [
                "POST " + BoardAPI.Path.players: APICoding.encoder().encode(JoinRequest(nickname: "Newcomer")),
                "PUT " + BoardAPI.Path.myNickname: APICoding.encoder().encode(NicknameChange(nickname: "Ada Again")),
                "PUT " + BoardAPI.Path.myAvatar: APICoding.encoder().encode(AvatarChange(pixels: Data(repeating: 1, count: 64))),
                "POST " + BoardAPI.Path.myClaim: APICoding.encoder().encode(ClaimRequest(roleName: "nobody", password: "x")),
                "POST " + BoardAPI.Path.deals: APICoding.encoder().encode(DealRequest(board: Games.minesBeginner)),
                "POST /v1/deals/{deal}/start": APICoding.encoder().encode(StartRequest(firstAction: Games.minesFirstAction)),
                "POST /v1/deals/{deal}/finish": APICoding.encoder().encode(
                    FinishRequest(logDigest: String(repeating: "a", count: 64), claimedMilliseconds: 10)),
                "POST " + BoardAPI.Path.runs: APICoding.encoder().encode(
                    RunSubmission(runID: "doc-run", dealID: deal.dealID, board: Games.minesBeginner, setup: Data("{}".utf8),
                                  log: Data([1]), claimedMilliseconds: 10)),
                "POST " + BoardAPI.Path.dailyDeals: APICoding.encoder().encode(DailyDealRequest(game: "tiles")),
                "POST " + BoardAPI.Path.moderation: APICoding.encoder().encode(
                    ModerationRequest(action: "clear-avatar", player: "#\(ada.account.playerID)")),
                "POST /v1/moderation/held/{run}": APICoding.encoder().encode(ReviewRequest(approve: true)),
            ]
            // Leaving is walked last (it forgets the key the others are signed with).
            let ordered = document.operations.sorted { ($0.method == "DELETE" && $0.path == BoardAPI.Path.me ? 1 : 0,
                                                        $0.path) < ($1.method == "DELETE" && $1.path == BoardAPI.Path.me ? 1 : 0, $1.path) }
            for operation in ordered {
                let path = operation.path.replacingOccurrences(of: "{player}", with: "Ada")
                    .replacingOccurrences(of: "{deal}", with: String(deal.dealID))
                    .replacingOccurrences(of: "{run}", with: runID)
                    .replacingOccurrences(of: "{board}", with: Games.minesBeginner)
                let key = operation.path == BoardAPI.Path.players && operation.method == "POST" ? nil
                    : operation.path.hasPrefix("/v1/moderation") ? mod.key : ada.key
                let body = bodies[operation.method + " " + operation.path] ?? Data()
                let answer: ServiceClient.Answer
                if key == nil, operation.path == BoardAPI.Path.players {
                    let newcomer = Crypto.Curve25519.Signing.PrivateKey()
                    answer = try await client.send(.post, path, body: body, key: newcomer, joining: true)
                } else {
                    answer = try await client.send(HTTPRequest.Method(operation.method)!, path, body: body, key: key)
                }
                let code = answer.status.code
                #expect(operation.responses.keys.contains(code),
                        "\(operation.method) \(operation.path) answered \(code), documented \(operation.responses.keys.sorted()): \(String(decoding: answer.body, as: UTF8.self))")
                if let required = operation.responses[code] ?? nil {
                    let json = try? JSONSerialization.jsonObject(with: answer.body)
                    let objects: [[String: Any]?]
                    if operation.listed.contains(code) {
                        let list = json as? [Any]
                        #expect(list != nil, "\(operation.method) \(operation.path) \(code) is documented as a list")
                        objects = (list ?? []).map { $0 as? [String: Any] }
                    } else {
                        objects = [json as? [String: Any]]
                    }
                    for object in objects {
                        for name in required {
                            #expect(object?[name] != nil, "\(operation.method) \(operation.path) \(code) lacks \(name)")
                        }
                    }
                }
            }
        }
    }
}
