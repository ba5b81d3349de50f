import BoardAPI
import Crypto
import Foundation
import Testing
@testable import BoardClient

/// Every request the client makes is signed by this computer's key, over the path as it
/// travels (base path and query included) and the body; the join carries the public key.
@Suite struct SigningTests {
    static let address = try! ServiceAddress.parse("http://127.0.0.1:9/board")

    @Test func everyCallIsSignedByTheKeyAndCheckedByTheService() throws {
        let fake = FakeService()
        let key = BoardKey()
        let service = BoardService(address: Self.address, key: key, transport: fake)
        _ = try service.join(JoinRequest(nickname: "ada"))
        _ = try service.me()
        try service.moderate(ModerationRequest(action: "block", player: "#3"))
        _ = try service.submit(RunSubmission(runID: "r1", dealID: 1, board: "mines.beginner", setup: Data("{}".utf8),
                                                   log: Data([1, 2]), claimedMilliseconds: 900))
        try service.leave()
        let requests = fake.state.withLock { $0.requests }
        #expect(requests.count == 5)
        for request in requests {
            let signature = try #require(RequestSignature(header: { request.headers[$0] }))
            #expect(request.pathAndQuery.hasPrefix("/board/v1/"))
            #expect(signature.isValid(method: request.method, pathAndQuery: request.pathAndQuery, body: request.body,
                                      publicKey: key.secret.publicKey))
        }
        #expect(requests[0].headers[RequestSignature.Header.publicKey] == Base64URL.encode(key.publicKey))
        #expect(requests.dropFirst().allSatisfy { $0.headers[RequestSignature.Header.publicKey] == nil })
        #expect(Set(requests.map { $0.headers[RequestSignature.Header.nonce] }).count == requests.count)
    }

    @Test func anotherKeysSignatureIsRefused() throws {
        let fake = FakeService()
        _ = try BoardService(address: Self.address, key: BoardKey(), transport: fake).join(JoinRequest())
        let stranger = BoardService(address: Self.address, key: BoardKey(), transport: fake)
        #expect(throws: BoardClientError.self) { _ = try stranger.me() }
    }

    @Test func signaturesAreDatedByTheInjectedClock() throws {
        let fake = FakeService()
        let moment = Date(timeIntervalSince1970: 1_800_000_000)
        let service = BoardService(address: Self.address, key: BoardKey(), transport: fake, now: { moment })
        _ = try service.join(JoinRequest())
        let request = try #require(fake.state.withLock { $0.requests.first })
        #expect(request.headers[RequestSignature.Header.time] == "1800000000000")
    }

    @Test func aRefusalIsTheServicesSentence() throws {
        let fake = FakeService()
        let service = BoardService(address: Self.address, key: BoardKey(), transport: fake)
        // Not joined: the fake knows no such key.
        do {
            _ = try service.me()
            Issue.record("an unknown key was accepted")
        } catch let error as BoardClientError {
            #expect(error.code == .unauthenticated)
            #expect(error.description == "bad signature")
            #expect(!error.isTransient)
        }
    }

    @Test func anUnjoinedClientSignsNothing() throws {
        let service = BoardService(address: Self.address, key: nil, transport: FakeService())
        #expect(throws: BoardClientError.notJoined) { _ = try service.me() }
        // The status needs no signature.
        #expect(try service.status().apiVersion == "v1")
    }
}
