import BoardAPI
import Crypto
import Foundation
import Synchronization
@testable import BoardClient

/// A board service in memory behind the `BoardTransport` protocol: it checks every request's
/// signature against the keys that joined (as the real service does), stores runs by id, and can
/// lose the answer to the next `loseAnswers` submissions after storing them (a reply lost on the
/// way back) or be out of reach for `unreachable` requests.
final class FakeService: BoardTransport {
    struct State {
        var keys: [String: Curve25519.Signing.PublicKey] = [:]
        var requests: [BoardHTTPRequest] = []
        var stored: [String: RunSubmission] = [:]
        var submissions = 0
        var loseAnswers = 0
        var unreachable = 0
        var refuseRuns: APIProblem?
        var nonces: Set<String> = []
        var nextDeal: Int64 = 100
        var deals: [Int64: DealRequest] = [:]
        var starts: [Int64: Data] = [:]
        var finishes: [Int64: FinishRequest] = [:]
        var refuseDeals = false
    }

    /// The seed a deal is started on.
    static func seed(of deal: Int64) -> UInt64 { UInt64(deal) * 1_000 + 7 }

    let state = Mutex(State())

    func send(_ request: BoardHTTPRequest) throws -> BoardHTTPResponse {
        try state.withLock { state in
            state.requests.append(request)
            if state.unreachable > 0 {
                state.unreachable -= 1
                throw BoardClientError.unreachable("the fake service is out of reach")
            }
            return try answer(request, &state)
        }
    }

    private func answer(_ request: BoardHTTPRequest, _ state: inout State) throws -> BoardHTTPResponse {
        if request.pathAndQuery.hasSuffix(BoardAPI.Path.status) {
            return try Self.json(ServiceStatus(apiVersion: "v1", serverTime: Date(), timeZone: "UTC", inviteOnly: false, games: []))
        }
        guard let signature = RequestSignature(header: { request.headers[$0] }) else {
            return try Self.problem(401, .unauthenticated, "unsigned")
        }
        if request.method == "POST", request.pathAndQuery.hasSuffix(BoardAPI.Path.players),
           let announced = request.headers[RequestSignature.Header.publicKey].flatMap(Base64URL.decode),
           let key = try? Curve25519.Signing.PublicKey(rawRepresentation: announced) {
            state.keys[RequestSignature.keyID(of: key)] = key
        }
        guard let key = state.keys[signature.keyID],
              signature.isValid(method: request.method, pathAndQuery: request.pathAndQuery, body: request.body, publicKey: key),
              state.nonces.insert(signature.nonce).inserted else {
            return try Self.problem(401, .unauthenticated, "bad signature")
        }
        if request.pathAndQuery.hasSuffix(BoardAPI.Path.runs) {
            state.submissions += 1
            if let refusal = state.refuseRuns { return try Self.problem(400, refusal.code, refusal.message) }
            let run = try APICoding.decoder().decode(RunSubmission.self, from: request.body)
            if state.stored[run.runID] == nil { state.stored[run.runID] = run }
            if state.loseAnswers > 0 {
                state.loseAnswers -= 1
                throw BoardClientError.unreachable("the answer was lost")
            }
            return try Self.json(RunVerdict(runID: run.runID, status: .ranked, rankToday: state.stored.count))
        }
        if request.pathAndQuery.hasSuffix(BoardAPI.Path.deals) {
            if state.refuseDeals { return try Self.problem(429, .rateLimited, "too many deals") }
            let asked = try APICoding.decoder().decode(DealRequest.self, from: request.body)
            state.nextDeal += 1
            state.deals[state.nextDeal] = asked
            return try Self.json(Deal(dealID: state.nextDeal, board: asked.board, game: "mines",
                                      expiresAt: Date(timeIntervalSinceNow: 600)))
        }
        if let deal = state.deals.keys.first(where: { request.pathAndQuery.hasSuffix(BoardAPI.Path.start(deal: $0)) }) {
            state.starts[deal] = try APICoding.decoder().decode(StartRequest.self, from: request.body).firstAction
            return try Self.json(StartAnswer(seed: Self.seed(of: deal), startedAt: Date()))
        }
        if let deal = state.deals.keys.first(where: { request.pathAndQuery.hasSuffix(BoardAPI.Path.finish(deal: $0)) }) {
            state.finishes[deal] = try APICoding.decoder().decode(FinishRequest.self, from: request.body)
            return try Self.json(FinishAnswer(finishedAt: Date()))
        }
        if request.pathAndQuery.hasSuffix(BoardAPI.Path.players) || request.pathAndQuery.hasSuffix(BoardAPI.Path.me) {
            return try Self.json(PlayerAccount(playerID: 7, nickname: "ada", role: "player", blocked: false,
                                               memberSince: Date(timeIntervalSince1970: 0)))
        }
        return BoardHTTPResponse(status: 204, body: Data())
    }

    static func json(_ value: some Encodable) throws -> BoardHTTPResponse {
        BoardHTTPResponse(status: 200, body: try APICoding.encoder().encode(value))
    }

    static func problem(_ status: Int, _ code: APIProblem.Code, _ message: String) throws -> BoardHTTPResponse {
        BoardHTTPResponse(status: status, body: try APICoding.encoder().encode(APIProblem(code: code, message: message)))
    }
}
