import BoardAPI
import Foundation
import Hummingbird

/// A refusal as the service answers it: the status and the `APIProblem` body (plus Retry-After on
/// a 429). Every error a handler throws becomes one of these; nothing raw reaches a player.
public struct APIFailure: HTTPResponseError {
    public var status: HTTPResponse.Status
    public var problem: APIProblem

    public init(_ status: HTTPResponse.Status, _ code: APIProblem.Code, _ message: String, retryAfter: Int? = nil) {
        self.status = status
        problem = APIProblem(code: code, message: message, retryAfter: retryAfter)
    }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var headers: HTTPFields = [.contentType: "application/json"]
        if let retryAfter = problem.retryAfter { headers[.retryAfter] = String(retryAfter) }
        if closesConnection(after: request) { headers[.connection] = "close" }
        let body = (try? APICoding.encoder().encode(problem)) ?? Data()
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }

    /// Whether the refusal leaves a body unread that the connection would otherwise have to read
    /// to its end before the next request (`CloseWhenRefused`): one too large or too slow, or a
    /// large or unbounded one behind a rate limit (refused before it is read). A small body is
    /// read and dropped instead, so that the client, likely an honest one told to wait, gets its
    /// answer and keeps its connection: closing on unread bytes makes the kernel reset the
    /// connection, and a reset can overtake the answer.
    func closesConnection(after request: Request) -> Bool {
        switch status {
        case .contentTooLarge, .requestTimeout: return true
        case .tooManyRequests:
            if request.headers[.transferEncoding] != nil { return true }
            return (request.headers[.contentLength].flatMap(Int.init) ?? 0) > Self.smallBodyBytes
        default: return false
        }
    }

    /// The most of a refused body the service reads to keep the connection.
    static let smallBodyBytes = 16 << 10

    static func badRequest(_ message: String) -> APIFailure { APIFailure(.badRequest, .badRequest, message) }
    static func notFound(_ message: String) -> APIFailure { APIFailure(.notFound, .notFound, message) }
    static func forbidden(_ message: String) -> APIFailure { APIFailure(.forbidden, .forbidden, message) }
    static func conflict(_ message: String) -> APIFailure { APIFailure(.conflict, .conflict, message) }
    static func unauthenticated(_ message: String) -> APIFailure { APIFailure(.unauthorized, .unauthenticated, message) }
    static let tooLarge = APIFailure(.contentTooLarge, .tooLarge,
                                     "the request is larger than the board takes (\(BoardAPI.maximumBodyBytes) bytes)")
}
