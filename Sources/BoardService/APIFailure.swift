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
        let body = (try? APICoding.encoder().encode(problem)) ?? Data()
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }

    static func badRequest(_ message: String) -> APIFailure { APIFailure(.badRequest, .badRequest, message) }
    static func notFound(_ message: String) -> APIFailure { APIFailure(.notFound, .notFound, message) }
    static func forbidden(_ message: String) -> APIFailure { APIFailure(.forbidden, .forbidden, message) }
    static func conflict(_ message: String) -> APIFailure { APIFailure(.conflict, .conflict, message) }
    static func unauthenticated(_ message: String) -> APIFailure { APIFailure(.unauthorized, .unauthenticated, message) }
    static let tooLarge = APIFailure(.contentTooLarge, .tooLarge,
                                     "the request is larger than the board takes (\(BoardAPI.maximumBodyBytes) bytes)")
}
