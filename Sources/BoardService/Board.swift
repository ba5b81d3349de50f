import BoardAPI
import Daily
import Foundation
import Hummingbird
import Leaderboards
import Logging
import PostgresNIO

/// One instance of the board service: the pool, the rules it judges by and its settings. It keeps
/// no state of its own between requests (limits, nonces and deals are in the database), so any
/// number of instances can serve one board (docs/SCALING.md says what each keeps and why it may).
public struct Board: Sendable {
    /// The primary; a read sent to the replica runs on a copy of the board holding the replica's pool.
    public internal(set) var database: PostgresClient
    /// The streaming standby board reads may go to (`--read-database`), nil without one.
    public let replica: ReadReplica?
    public let settings: ServiceSettings
    public let rankings: RankingRegistry
    /// The games with a daily challenge (their boards, deals and pages).
    let dailies: DailyGames
    let dailySeeds: SharedDailySeeds
    public let calendar: BoardCalendar
    let signatures: SignatureCheck
    let limits: RateLimit

    public init(database: PostgresClient, games: ServiceGames, settings: ServiceSettings, timeZone: TimeZone,
                replica: ReadReplica? = nil) {
        self.database = database
        self.replica = replica
        self.settings = settings
        let seeds = SharedDailySeeds.service()
        dailySeeds = seeds
        rankings = games.rankings(dailySeeds: seeds)
        dailies = games.dailies
        calendar = BoardCalendar(timeZone: timeZone)
        signatures = SignatureCheck(database: database, settings: settings)
        limits = RateLimit(database: database, now: settings.now)
    }

    /// The board's zone (`board_setting`), read once at start.
    public static func timeZone(of database: PostgresClient) async throws -> TimeZone {
        let name = try await database.value(
            "SELECT value FROM clearfield.board_setting WHERE name = 'time_zone'", as: String.self) ?? "UTC"
        return TimeZone(identifier: name) ?? TimeZone(identifier: "UTC")!
    }

    var now: Date { settings.now() }

    // MARK: Requests

    /// The body, at most `BoardAPI.maximumBodyBytes`: a larger declared length is refused before a
    /// byte of it is read, a longer stream as soon as it passes the cap, a slow one after
    /// `bodyTimeout`.
    func body(of request: Request) async throws -> Data {
        if let length = request.headers[.contentLength].flatMap(Int.init), length > BoardAPI.maximumBodyBytes {
            throw APIFailure.tooLarge
        }
        let timeout = settings.bodyTimeout
        do {
            let buffer = try await withThrowingTaskGroup(of: ByteBuffer?.self) { group in
                group.addTask { try await request.body.collect(upTo: BoardAPI.maximumBodyBytes) }
                group.addTask {
                    try await Task.sleep(for: timeout)
                    return nil
                }
                let first = try await group.next() ?? nil
                group.cancelAll()
                return first
            }
            guard let buffer else {
                throw APIFailure(.requestTimeout, .badRequest, "the request's body did not arrive in time")
            }
            return Data(buffer.readableBytesView)
        } catch let error as HTTPResponseError where error.status == .contentTooLarge {
            // HTTPError, or NIOTooManyBytesError for a body with no length (chunked) past the cap.
            throw APIFailure.tooLarge
        } catch let failure as APIFailure {
            throw failure
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            // The client hung up or broke its framing mid-body: its fault, not the board's (it
            // was logged as an error and answered 503 before).
            throw APIFailure.badRequest("the request's body did not arrive whole")
        }
    }

    func decode<T: Decodable>(_ type: T.Type, from body: Data) throws -> T {
        do {
            return try APICoding.decoder().decode(T.self, from: body)
        } catch {
            throw APIFailure.badRequest("the request's body is not a \(T.self) message")
        }
    }

    /// A signed request: its body and who sent it (rate-limited per player).
    func signed(_ request: Request) async throws -> (Caller, Data) {
        let body = try await body(of: request)
        let caller = try await signatures.caller(of: request, body: body, limits: limits,
                                                 perMinute: settings.playerRequestsPerMinute)
        return (caller, body)
    }

    func json<T: Encodable>(_ value: T, status: HTTPResponse.Status = .ok) throws -> Response {
        let data = try APICoding.encoder().encode(value)
        return Response(status: status, headers: [.contentType: "application/json"],
                        body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    static func noContent() -> Response { Response(status: .noContent) }

    /// `offset` and `limit` of a list (limit at most `BoardAPI.maximumPageSize`).
    func page(_ request: Request) throws -> (offset: Int, limit: Int) {
        let query = request.uri.queryParameters
        let offset = query.get("offset", as: Int.self) ?? 0
        let limit = query.get("limit", as: Int.self) ?? 20
        guard offset >= 0, offset <= 10_000_000, limit >= 1 else {
            throw APIFailure.badRequest("offset is 0 or more and limit 1 or more")
        }
        return (offset, min(limit, BoardAPI.maximumPageSize))
    }

    static func nextOffset(offset: Int, count: Int, total: Int) -> Int? {
        offset + count < total ? offset + count : nil
    }
}
