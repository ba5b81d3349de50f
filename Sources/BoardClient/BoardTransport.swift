import AsyncHTTPClient
import BoardAPI
import Foundation
import NIOCore
import NIOHTTP1

/// One request to the service, as it travels: method, path with query, headers, body.
public struct BoardHTTPRequest: Equatable, Sendable {
    public var method: String
    /// The path as signed (the service's base path included), query included.
    public var pathAndQuery: String
    public var headers: [String: String]
    public var body: Data

    public init(method: String, pathAndQuery: String, headers: [String: String], body: Data) {
        self.method = method
        self.pathAndQuery = pathAndQuery
        self.headers = headers
        self.body = body
    }
}

/// The service's answer: status, headers (names lower-cased) and body.
public struct BoardHTTPResponse: Equatable, Sendable {
    public var status: Int
    public var headers: [String: String]
    public var body: Data

    public init(status: Int, headers: [String: String] = [:], body: Data) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}

/// How requests reach the service: over HTTP for the game (`HTTPBoardTransport`), in memory for
/// tests. Each call waits for its answer on the calling thread (background work or a command);
/// a failure to reach the service throws `BoardClientError.unreachable`.
public protocol BoardTransport: Sendable {
    func send(_ request: BoardHTTPRequest) throws -> BoardHTTPResponse
}

/// The live transport: async-http-client, certificates verified (its default), no redirects
/// followed (a signed request is for one path), each request bounded by `timeout`. The caller's
/// thread waits on the answer's future, which completes on NIO's own threads: no thread of
/// Swift's cooperative pool is ever needed, so a wait cannot starve it.
public struct HTTPBoardTransport: BoardTransport {
    public let address: ServiceAddress
    public let timeout: TimeAmount

    /// The largest answer read (a page of rows, a run with its log).
    static let maximumAnswerBytes = 4 * 1024 * 1024

    /// One client for the process (its connection pool is shared by every board request); never
    /// shut down, it lives as long as the program.
    private static let client: HTTPClient = {
        var configuration = HTTPClient.Configuration(redirectConfiguration: .disallow)
        configuration.timeout = .init(connect: .seconds(5), read: .seconds(15))
        configuration.decompression = .disabled
        return HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    }()

    public init(address: ServiceAddress, timeout: TimeAmount = .seconds(15)) {
        self.address = address
        self.timeout = timeout
    }

    public func send(_ request: BoardHTTPRequest) throws -> BoardHTTPResponse {
        do {
            var headers = HTTPHeaders()
            for (name, value) in request.headers { headers.add(name: name, value: value) }
            let outgoing = try HTTPClient.Request(url: address.origin + request.pathAndQuery,
                                                  method: HTTPMethod(rawValue: request.method), headers: headers,
                                                  body: request.body.isEmpty ? nil : .bytes(request.body))
            let accumulator = ResponseAccumulator(request: outgoing, maxBodySize: Self.maximumAnswerBytes)
            let response = try Self.client.execute(request: outgoing, delegate: accumulator, deadline: .now() + timeout)
                .futureResult.wait()
            var answerHeaders: [String: String] = [:]
            for header in response.headers { answerHeaders[header.name.lowercased()] = header.value }
            return BoardHTTPResponse(status: Int(response.status.code), headers: answerHeaders,
                                     body: response.body.map { Data($0.readableBytesView) } ?? Data())
        } catch {
            throw BoardClientError.unreachable("\(address) could not be reached (\(Self.describe(error)))")
        }
    }

    /// A network error in a few words (no stack of NIO types).
    static func describe(_ error: any Error) -> String {
        if let client = error as? HTTPClientError {
            switch client {
            case .deadlineExceeded, .readTimeout, .connectTimeout: return "no answer in time"
            case .remoteConnectionClosed: return "the connection was closed"
            default: return String(describing: client)
            }
        }
        let text = String(describing: error)
        if text.contains("connectionRefused") || text.contains("Connection refused") { return "connection refused" }
        if text.contains("certificate") || text.contains("handshake") { return "its certificate could not be verified: \(text)" }
        return text.count > 160 ? String(text.prefix(160)) + "…" : text
    }
}
