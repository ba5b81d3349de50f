import BoardAPI
import Foundation
import Testing

/// A refused body is not read (issue 29, point 6): the answer says `Connection: close` and the
/// service closes the connection, where it used to read a declared 8 MiB to its end to find the
/// next request on the connection (a third of its CPU under the stress script's flood).
@Suite(.serialized, .tags(.postgres)) struct RefusedBodyTests {
    @Test func aBodyDeclaredTooLargeIsAnswered413AndTheConnectionClosedUnread() async throws {
        try await ServiceHarness.withService { client in
            let port = try #require(client.http.port)
            let connection = try RawConnection(port: port)
            defer { connection.close() }
            // The head declares 8 MiB; a little of it follows, and the rest never will. (Only a
            // little: bytes still unread when the service closes would reset the connection,
            // and a reset may overtake the answer this test reads.)
            try connection.send("POST \(BoardAPI.Path.runs) HTTP/1.1\r\nHost: board\r\nContent-Type: application/json\r\n"
                + "Content-Length: \(8 << 20)\r\n\r\n" + String(repeating: "A", count: 1024))
            let answer = try connection.readToEnd()
            #expect(answer.hasPrefix("HTTP/1.1 413"), "\(answer.prefix(200))")
            #expect(answer.lowercased().contains("connection: close"))
            #expect(connection.endedByService, "the service kept the connection to read the rest of the body")
        }
    }

    @Test func aBodyPastTheAddressLimitIsAnswered429AndTheConnectionClosed() async throws {
        try await ServiceHarness.withService(configure: { $0.addressRequestsPerMinute = 1 }) { client in
            #expect(try await client.send(.get, BoardAPI.Path.status, key: nil).status == .ok)
            let port = try #require(client.http.port)
            let connection = try RawConnection(port: port)
            defer { connection.close() }
            try connection.send("POST \(BoardAPI.Path.runs) HTTP/1.1\r\nHost: board\r\nContent-Type: application/json\r\n"
                + "Content-Length: 100000\r\n\r\n{")
            let answer = try connection.readToEnd()
            #expect(answer.hasPrefix("HTTP/1.1 429"), "\(answer.prefix(200))")
            #expect(answer.lowercased().contains("retry-after:"))
            #expect(connection.endedByService)
        }
    }

    @Test func aSmallBodyPastTheLimitIsReadAndItsConnectionKept() async throws {
        try await ServiceHarness.withService(configure: { $0.addressRequestsPerMinute = 1 }) { client in
            #expect(try await client.send(.get, BoardAPI.Path.status, key: nil).status == .ok)
            let port = try #require(client.http.port)
            let connection = try RawConnection(port: port)
            defer { connection.close() }
            let run = "POST \(BoardAPI.Path.runs) HTTP/1.1\r\nHost: board\r\nContent-Type: application/json\r\n"
                + "Content-Length: 2\r\n\r\n{}"
            try connection.send(run + run)
            let answers = try connection.read(until: { $0.components(separatedBy: "HTTP/1.1 429").count == 3 })
            #expect(answers.components(separatedBy: "HTTP/1.1 429").count == 3, "\(answers.prefix(300))")
            #expect(!answers.lowercased().contains("connection: close"))
        }
    }

    @Test func aBodilessRefusalKeepsItsConnection() async throws {
        try await ServiceHarness.withService(configure: { $0.addressRequestsPerMinute = 1 }) { client in
            #expect(try await client.send(.get, BoardAPI.Path.status, key: nil).status == .ok)
            let port = try #require(client.http.port)
            let connection = try RawConnection(port: port)
            defer { connection.close() }
            let request = "GET \(BoardAPI.Path.status) HTTP/1.1\r\nHost: board\r\n\r\n"
            try connection.send(request + request)
            // Both answers come back on the one connection: a client told to wait keeps it.
            let answers = try connection.read(until: { $0.components(separatedBy: "HTTP/1.1 429").count == 3 })
            #expect(answers.components(separatedBy: "HTTP/1.1 429").count == 3, "\(answers.prefix(300))")
            #expect(!answers.lowercased().contains("connection: close"))
        }
    }
}

/// A TCP connection to the service on loopback, by hand: what a hostile client sends is not what
/// an HTTP client library would let a test send. Reads give up after 10 s (a service that keeps
/// the connection open then shows as `endedByService == false`, not as a hung test).
final class RawConnection {
    private let socket: Int32
    private(set) var endedByService = false

    init(port: Int) throws {
        socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
    }

    func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Foundation.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            // The service may close while the body is still going out: what it answered is read next.
            guard count > 0 else { return }
            sent += count
        }
    }

    /// Everything until the service ends the connection (EOF or a reset), or 10 s of silence.
    func readToEnd() throws -> String { try read(until: { _ in false }) }

    func read(until done: (String) -> Bool) throws -> String {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while !done(String(decoding: received, as: UTF8.self)) {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                received += buffer[0..<count]
                continue
            }
            // 0: the service closed; ECONNRESET: it closed with the unread body still arriving.
            endedByService = count == 0 || errno == ECONNRESET
            break
        }
        return String(decoding: received, as: UTF8.self)
    }

    func close() { _ = Foundation.close(socket) }
}
