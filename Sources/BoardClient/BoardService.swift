import BoardAPI
import Foundation
import NIOCore

/// The board service as this computer speaks to it: every call a signed request (method, path,
/// time, a fresh nonce and the body's digest, `RequestSignature`), its answer decoded, a refusal
/// turned into `BoardClientError.refused` with the service's sentence.
///
/// Every call waits for its answer (bounded by the transport's time-out): call it from background
/// work or a command, never from the input loop.
public struct BoardService: Sendable {
    public let address: ServiceAddress
    let transport: any BoardTransport
    /// Nil only for the calls that need no signature (`status`).
    let key: BoardKey?
    /// The clock the signatures are dated by (injected for tests).
    let now: @Sendable () -> Date

    public init(address: ServiceAddress, key: BoardKey?, transport: (any BoardTransport)? = nil,
                now: @escaping @Sendable () -> Date = { Date() }) {
        self.address = address
        self.key = key
        self.transport = transport ?? HTTPBoardTransport(address: address)
        self.now = now
    }

    /// The same service with each request bounded by `timeout` (a game's key waits on the deal:
    /// a short bound, after which the game is played unranked on the board).
    public func bounded(by timeout: TimeAmount) -> BoardService {
        guard let http = transport as? HTTPBoardTransport else { return self }
        return BoardService(address: address, key: key, transport: HTTPBoardTransport(address: http.address, timeout: timeout),
                            now: now)
    }

    // MARK: Players

    public func status() throws -> ServiceStatus {
        try call("GET", BoardAPI.Path.status, signed: false)
    }

    /// Registers this computer's key (a new player, or with a link code another computer of one).
    public func join(_ request: JoinRequest) throws -> PlayerAccount {
        try call("POST", BoardAPI.Path.players, body: request, announcesKey: true)
    }

    public func me() throws -> PlayerAccount {
        try call("GET", BoardAPI.Path.me)
    }

    /// Forgets this computer's key on the board.
    public func leave() throws {
        let _: Nothing = try call("DELETE", BoardAPI.Path.me)
    }

    /// Takes over an account of the board made for direct database logins, once, with its role
    /// name and password (before this computer's player has played there). The answer is the old
    /// account, which this computer's key now signs for.
    public func claim(roleName: String, password: String) throws -> PlayerAccount {
        try call("POST", BoardAPI.Path.myClaim, body: ClaimRequest(roleName: roleName, password: password))
    }

    public func link() throws -> LinkCode {
        try call("POST", BoardAPI.Path.myLinks, body: Nothing())
    }

    public func setNickname(_ nickname: String) throws -> PlayerAccount {
        try call("PUT", BoardAPI.Path.myNickname, body: NicknameChange(nickname: nickname))
    }

    public func setAvatar(_ pixels: Data?) throws {
        if let pixels {
            let _: Nothing = try call("PUT", BoardAPI.Path.myAvatar, body: AvatarChange(pixels: pixels))
        } else {
            let _: Nothing = try call("DELETE", BoardAPI.Path.myAvatar)
        }
    }

    public func profile(_ player: String) throws -> PlayerProfileAnswer {
        try call("GET", BoardAPI.Path.profile(player))
    }

    public func players(offset: Int = 0, limit: Int = BoardAPI.maximumPageSize) throws -> Page<PublicPlayer> {
        try call("GET", BoardAPI.Path.playerList + "?offset=\(offset)&limit=\(limit)")
    }

    // MARK: Deals and runs

    public func deal(board: String) throws -> Deal {
        try call("POST", BoardAPI.Path.deals, body: DealRequest(board: board))
    }

    public func dailyDeal(game: String) throws -> Deal {
        try call("POST", BoardAPI.Path.dailyDeals, body: DailyDealRequest(game: game))
    }

    public func start(deal: Int64, firstAction: Data) throws -> StartAnswer {
        try call("POST", BoardAPI.Path.start(deal: deal), body: StartRequest(firstAction: firstAction))
    }

    public func finish(deal: Int64, _ request: FinishRequest) throws -> FinishAnswer {
        try call("POST", BoardAPI.Path.finish(deal: deal), body: request)
    }

    public func submit(_ run: RunSubmission) throws -> RunVerdict {
        try call("POST", BoardAPI.Path.runs, body: run)
    }

    public func run(_ id: String) throws -> RunDetail {
        try call("GET", BoardAPI.Path.run(id))
    }

    // MARK: Boards

    public func boards() throws -> [BoardSummary] {
        try call("GET", BoardAPI.Path.boards)
    }

    public func rows(board: String, period: BoardPeriod, offset: Int, limit: Int) throws -> Page<BoardRow> {
        try call("GET", BoardAPI.Path.board(board) + "?period=\(period.rawValue)&offset=\(offset)&limit=\(limit)")
    }

    /// The rows around this computer's player (the service answers them as a list, not a page).
    public func around(board: String, period: BoardPeriod, radius: Int) throws -> [BoardRow] {
        try call("GET", BoardAPI.Path.around(board) + "?period=\(period.rawValue)&radius=\(radius)")
    }

    public func streaks(offset: Int = 0, limit: Int = BoardAPI.maximumPageSize) throws -> Page<StreakRow> {
        try call("GET", BoardAPI.Path.streaks + "?offset=\(offset)&limit=\(limit)")
    }

    // MARK: Moderation

    public func moderate(_ request: ModerationRequest) throws {
        let _: Nothing = try call("POST", BoardAPI.Path.moderation, body: request)
    }

    public func held(offset: Int = 0, limit: Int = BoardAPI.maximumPageSize) throws -> Page<RunDetail> {
        try call("GET", BoardAPI.Path.held + "?offset=\(offset)&limit=\(limit)")
    }

    public func review(run: String, _ request: ReviewRequest) throws {
        let _: Nothing = try call("POST", BoardAPI.Path.review(run), body: request)
    }

    public func moderationLog(offset: Int = 0, limit: Int = BoardAPI.maximumPageSize) throws -> Page<ModerationEntry> {
        try call("GET", BoardAPI.Path.moderationLog + "?offset=\(offset)&limit=\(limit)")
    }

    // MARK: The one way a request is made

    /// An answer whose body is not read (204, or one the client has no use for).
    struct Nothing: Codable, Sendable {}

    func call<Answer: Decodable>(_ method: String, _ path: String, signed: Bool = true,
                                 announcesKey: Bool = false) throws -> Answer {
        try send(method, path, body: Data(), signed: signed, announcesKey: announcesKey)
    }

    func call<Body: Encodable, Answer: Decodable>(_ method: String, _ path: String, body: Body,
                                                  announcesKey: Bool = false) throws -> Answer {
        try send(method, path, body: try APICoding.encoder().encode(body), signed: true, announcesKey: announcesKey)
    }

    /// Signs, sends, and reads the answer (or the refusal).
    func send<Answer: Decodable>(_ method: String, _ path: String, body: Data, signed: Bool,
                                 announcesKey: Bool) throws -> Answer {
        let travelling = address.requestPath(path)
        var headers = ["Accept": "application/json"]
        if !body.isEmpty { headers["Content-Type"] = "application/json" }
        if signed {
            guard let key else { throw BoardClientError.notJoined }
            let signature = try key.sign(method: method, pathAndQuery: travelling, body: body, at: now())
            for (name, value) in signature.headers { headers[name] = value }
            if announcesKey { headers[RequestSignature.Header.publicKey] = Base64URL.encode(key.publicKey) }
        }
        let response = try transport.send(BoardHTTPRequest(method: method, pathAndQuery: travelling,
                                                                 headers: headers, body: body))
        guard (200..<300).contains(response.status) else {
            throw Self.refusal(response)
        }
        if Answer.self == Nothing.self, let nothing = Nothing() as? Answer { return nothing }
        do {
            return try APICoding.decoder().decode(Answer.self, from: response.body)
        } catch {
            throw BoardClientError.unreadable("\(method) \(path): \(error)")
        }
    }

    static func refusal(_ response: BoardHTTPResponse) -> BoardClientError {
        if var problem = try? APICoding.decoder().decode(APIProblem.self, from: response.body) {
            if problem.retryAfter == nil, let after = response.headers["retry-after"].flatMap(Int.init) {
                problem.retryAfter = after
            }
            return .refused(problem, status: response.status)
        }
        let code: APIProblem.Code = switch response.status {
        case 401: .unauthenticated
        case 403: .forbidden
        case 404: .notFound
        case 413: .tooLarge
        case 429: .rateLimited
        case 500...: .unavailable
        default: .badRequest
        }
        return .refused(APIProblem(code: code, message: "the board answered \(response.status)"), status: response.status)
    }
}
