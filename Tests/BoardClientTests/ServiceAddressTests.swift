import Foundation
import PropertyBased
import Testing
@testable import BoardClient

/// One transport's policy: https anywhere, plain http only to this computer, postgres:// refused
/// with a sentence pointing to `board join`.
@Suite struct ServiceAddressTests {
    @Test func plainHTTPGoesToAnyLoopbackAddress() async {
        await propertyCheck(input: Gen.uint8(), Gen.uint8(), Gen.uint8(), Gen.int(in: 1...65535)) { b, c, d, port in
            let address = try? ServiceAddress.parse("http://127.\(b).\(c).\(d):\(port)")
            #expect(address?.host == "127.\(b).\(c).\(d)")
            #expect(address?.port == port)
        }
    }

    @Test func plainHTTPToAnyOtherAddressIsRefused() async {
        await propertyCheck(input: Gen.uint8().filter { $0 != 127 }, Gen.uint8(), Gen.uint8(), Gen.uint8()) { a, b, c, d in
            let host = "\(a).\(b).\(c).\(d)"
            #expect(throws: ServiceAddressRefusal.plainHTTPNotLoopback(host)) { try ServiceAddress.parse("http://\(host)/") }
            // The same host over https is fine.
            #expect((try? ServiceAddress.parse("https://\(host)"))?.port == 443)
        }
    }

    @Test(arguments: ["http://localhost:8080", "http://[::1]:8080", "http://LOCALHOST", "http://127.0.0.1"])
    func loopbackNames(_ text: String) throws {
        #expect(try ServiceAddress.parse(text).scheme == "http")
    }

    @Test(arguments: ["http://board.example.org", "http://127.0.0.1.example.org", "http://[::2]", "http://10.0.0.1",
                      "http://localhost.example.org", "http://0x7f.0.0.1"])
    func notLoopback(_ text: String) {
        #expect(throws: ServiceAddressRefusal.self) { try ServiceAddress.parse(text) }
    }

    @Test(arguments: ["postgres://ada@db.example.org/board", "postgresql://db/board", " POSTGRES://x "])
    func theDirectModeIsRetiredWithASentence(_ text: String) {
        #expect(throws: ServiceAddressRefusal.directDatabase) { try ServiceAddress.parse(text) }
        #expect(ServiceAddressRefusal.directDatabase.description.contains("clearfield board join"))
    }

    @Test(arguments: ["ftp://board.example.org", "https://ada:secret@board.example.org", "board.example.org",
                      "https://board.example.org/?x=1", "https://"])
    func otherAddressesAreRefused(_ text: String) {
        #expect(throws: ServiceAddressRefusal.self) { try ServiceAddress.parse(text) }
    }

    @Test func theBasePathIsKeptAndSigned() throws {
        let address = try ServiceAddress.parse("https://Board.Example.org:8443/clearfield/")
        #expect(address.description == "https://board.example.org:8443/clearfield")
        #expect(address.requestPath("/v1/runs") == "/clearfield/v1/runs")
        #expect(try ServiceAddress.parse(address.description) == address)
    }
}
