import BoardAPI
import Crypto
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import PostgresNIO
import Testing

/// A player's computer talking to the service: its own key, every request signed.
struct ServiceClient: Sendable {
    let http: any TestClientProtocol
    let clock: TestClock
    /// The board's database (for tests that look behind the service).
    let url: String
    let database: PostgresClient

    struct Answer: Sendable {
        var status: HTTPResponse.Status
        var headers: HTTPFields
        var body: Data

        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            do {
                return try APICoding.decoder().decode(T.self, from: body)
            } catch {
                Issue.record("\(status): \(String(decoding: body, as: UTF8.self))")
                throw error
            }
        }

        var problem: APIProblem? { try? APICoding.decoder().decode(APIProblem.self, from: body) }
    }

    /// A request as it goes on the wire; `key` signs it (nil: unsigned), `publicKeyHeader` for a join.
    func send(_ method: HTTPRequest.Method, _ path: String, body: Data = Data(), key: Curve25519.Signing.PrivateKey?,
              joining: Bool = false, time: Int64? = nil, nonce: String = RequestSignature.freshNonce(),
              extraHeaders: HTTPFields = [:], tamper: ((inout Data) -> Void)? = nil) async throws -> Answer {
        var headers: HTTPFields = [.contentType: "application/json"]
        headers.append(contentsOf: extraHeaders)
        if let key {
            let now = time ?? Int64((clock.now.timeIntervalSince1970 * 1000).rounded())
            let signature = try RequestSignature.sign(method: method.rawValue, pathAndQuery: path, body: body, key: key,
                                                      timeMilliseconds: now, nonce: nonce)
            for (name, value) in signature.headers { headers[HTTPField.Name(name)!] = value }
            if joining {
                headers[HTTPField.Name(RequestSignature.Header.publicKey)!] = Base64URL.encode(key.publicKey.rawRepresentation)
            }
        }
        var sent = body
        tamper?(&sent)
        let response = try await http.execute(uri: path, method: method, headers: headers,
                                               body: sent.isEmpty ? nil : ByteBuffer(bytes: sent))
        return Answer(status: response.status, headers: response.headers, body: Data(response.body.readableBytesView))
    }

    func send<T: Encodable>(_ method: HTTPRequest.Method, _ path: String, json: T,
                            key: Curve25519.Signing.PrivateKey?, joining: Bool = false) async throws -> Answer {
        try await send(method, path, body: try APICoding.encoder().encode(json), key: key, joining: joining)
    }
}

/// A player: a key that joined the board.
struct TestPlayer: Sendable {
    let key: Curve25519.Signing.PrivateKey
    let account: PlayerAccount
}

extension ServiceClient {
    func join(nickname: String? = nil, invite: String? = nil) async throws -> TestPlayer {
        let key = Curve25519.Signing.PrivateKey()
        let answer = try await send(.post, BoardAPI.Path.players, json: JoinRequest(nickname: nickname, invite: invite),
                                    key: key, joining: true)
        #expect(answer.status == .created, "\(String(decoding: answer.body, as: UTF8.self))")
        return TestPlayer(key: key, account: try answer.decode(PlayerAccount.self))
    }

    func get<T: Decodable>(_ path: String, as type: T.Type, by player: TestPlayer) async throws -> T {
        let answer = try await send(.get, path, key: player.key)
        #expect(answer.status == .ok, "\(path): \(String(decoding: answer.body, as: UTF8.self))")
        return try answer.decode(T.self)
    }

    func post<T: Decodable>(_ path: String, _ message: some Encodable, as type: T.Type, by player: TestPlayer,
                            expect status: HTTPResponse.Status = .ok) async throws -> T {
        let answer = try await send(.post, path, json: message, key: player.key)
        #expect(answer.status == status, "\(path): \(String(decoding: answer.body, as: UTF8.self))")
        return try answer.decode(T.self)
    }
}
