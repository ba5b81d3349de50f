import BoardAPI
import Crypto
import Foundation
import HTTPTypes
import Testing

/// Nothing a player sends fills or floods the board: bodies are capped, requests counted per
/// player and per address (issue 29, point 6).
@Suite(.serialized, .tags(.postgres)) struct LimitTests {
    @Test func anOversizedBodyIsRefusedWith413() async throws {
        try await ServiceHarness.withService { client in
            let ada = try await client.join(nickname: "Ada")
            let huge = Data(repeating: 0x41, count: BoardAPI.maximumBodyBytes + 1)
            let answer = try await client.send(.post, BoardAPI.Path.runs, body: huge, key: ada.key)
            #expect(answer.status == .contentTooLarge)
            #expect(answer.problem?.code == .tooLarge)
        }
    }

    @Test func aPlayerPastTheirLimitIsAnswered429WithRetryAfter() async throws {
        try await ServiceHarness.withService(configure: { $0.playerRequestsPerMinute = 5 }) { client in
            let ada = try await client.join(nickname: "Ada")
            var statuses: [Int] = []
            for _ in 0..<7 { statuses.append(try await client.send(.get, BoardAPI.Path.me, key: ada.key).status.code) }
            #expect(statuses == [200, 200, 200, 200, 200, 429, 429])
            let refused = try await client.send(.get, BoardAPI.Path.me, key: ada.key)
            let wait = try #require(refused.headers[.retryAfter].flatMap(Int.init))
            #expect((1...60).contains(wait))
            #expect(refused.problem?.retryAfter == wait)
            // Another player is not slowed by Ada.
            let bob = try await client.join(nickname: "Bob")
            #expect(try await client.send(.get, BoardAPI.Path.me, key: bob.key).status == .ok)
        }
    }

    @Test func anAddressPastItsLimitIsAnswered429EvenUnsigned() async throws {
        try await ServiceHarness.withService(configure: { $0.addressRequestsPerMinute = 3 }) { client in
            var statuses: [Int] = []
            for _ in 0..<5 { statuses.append(try await client.send(.get, BoardAPI.Path.status, key: nil).status.code) }
            #expect(statuses == [200, 200, 200, 429, 429])
        }
    }

    @Test func behindATrustedProxyEachForwardedClientHasItsOwnAddressLimit() async throws {
        try await ServiceHarness.withService(configure: {
            $0.addressRequestsPerMinute = 2
            $0.trustedProxies = ["127.0.0.1"]
        }) { client in
            func status(from forwarded: String) async throws -> Int {
                try await client.send(.get, BoardAPI.Path.status, key: nil,
                                      extraHeaders: [HTTPField.Name("X-Forwarded-For")!: forwarded]).status.code
            }
            var statuses: [Int] = []
            for _ in 0..<3 { statuses.append(try await status(from: "203.0.113.7")) }
            #expect(statuses == [200, 200, 429])
            // Another client behind the same proxy is counted apart, and only the proxy's own
            // (last) entry names the client: what the client wrote before it proves nothing.
            #expect(try await status(from: "203.0.113.7, 198.51.100.9") == 200)
            #expect(try await status(from: "2001:db8::1") == 200)
        }
    }

    @Test func fromAnUntrustedPeerXForwardedForIsIgnored() async throws {
        try await ServiceHarness.withService(configure: { $0.addressRequestsPerMinute = 2 }) { client in
            var statuses: [Int] = []
            for index in 0..<3 {
                statuses.append(try await client.send(.get, BoardAPI.Path.status, key: nil,
                                                      extraHeaders: [HTTPField.Name("X-Forwarded-For")!: "203.0.113.\(index)"]).status.code)
            }
            #expect(statuses == [200, 200, 429])
        }
    }

    @Test func dealsArePerPlayerAndLimited() async throws {
        try await ServiceHarness.withService(configure: { $0.dealsPerHour = 2 }) { client in
            let ada = try await client.join(nickname: "Ada")
            var statuses: [Int] = []
            for _ in 0..<3 {
                statuses.append(try await client.send(.post, BoardAPI.Path.deals, json: DealRequest(board: Games.minesBeginner),
                                                      key: ada.key).status.code)
            }
            #expect(statuses == [201, 201, 429])
        }
    }

    @Test func listsArePaged() async throws {
        try await ServiceHarness.withService { client in
            let ada = try await client.join(nickname: "Ada")
            for index in 0..<3 { _ = try await client.join(nickname: "P\(index)x") }
            let page = try await client.get(BoardAPI.Path.playerList + "?limit=2", as: Page<PublicPlayer>.self, by: ada)
            #expect(page.items.count == 2 && page.total == 4 && page.next == 2)
            let last = try await client.get(BoardAPI.Path.playerList + "?offset=2&limit=1000", as: Page<PublicPlayer>.self, by: ada)
            #expect(last.items.count == 2 && last.next == nil)
        }
    }
}
