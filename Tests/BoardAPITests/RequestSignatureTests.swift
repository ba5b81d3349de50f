import BoardAPI
import Crypto
import Foundation
import PropertyBased
import Testing

@Suite struct RequestSignatureTests {
    let key = Curve25519.Signing.PrivateKey()
    let body = Data(#"{"board":"mines.expert"}"#.utf8)

    func signed(_ body: Data, path: String = "/v1/deals", nonce: String = RequestSignature.freshNonce()) throws -> RequestSignature {
        try RequestSignature.sign(method: "POST", pathAndQuery: path, body: body, key: key,
                                  timeMilliseconds: 1_764_000_000_000, nonce: nonce)
    }

    @Test func aSignatureIsValidForTheRequestItSigned() throws {
        let signature = try signed(body)
        #expect(signature.isValid(method: "POST", pathAndQuery: "/v1/deals", body: body, publicKey: key.publicKey))
    }

    @Test func anyChangeToTheRequestBreaksIt() throws {
        let signature = try signed(body)
        let other = Curve25519.Signing.PrivateKey().publicKey
        #expect(!signature.isValid(method: "GET", pathAndQuery: "/v1/deals", body: body, publicKey: key.publicKey))
        #expect(!signature.isValid(method: "POST", pathAndQuery: "/v1/runs", body: body, publicKey: key.publicKey))
        #expect(!signature.isValid(method: "POST", pathAndQuery: "/v1/deals", body: Data("{}".utf8), publicKey: key.publicKey))
        #expect(!signature.isValid(method: "POST", pathAndQuery: "/v1/deals", body: body, publicKey: other))
        var later = signature
        later.timeMilliseconds += 1
        #expect(!later.isValid(method: "POST", pathAndQuery: "/v1/deals", body: body, publicKey: key.publicKey))
        var renonced = signature
        renonced.nonce = RequestSignature.freshNonce()
        #expect(!renonced.isValid(method: "POST", pathAndQuery: "/v1/deals", body: body, publicKey: key.publicKey))
    }

    @Test func theHeadersCarryItWhole() throws {
        let signature = try signed(body)
        let headers = Dictionary(uniqueKeysWithValues: signature.headers)
        #expect(RequestSignature(header: { headers[$0] }) == signature)
    }

    @Test func malformedHeadersAreNoSignature() throws {
        var headers = Dictionary(uniqueKeysWithValues: try signed(body).headers)
        headers[RequestSignature.Header.nonce] = "not-hex-and-too-short"
        #expect(RequestSignature(header: { headers[$0] }) == nil)
        headers = Dictionary(uniqueKeysWithValues: try signed(body).headers)
        headers[RequestSignature.Header.signature] = "AAAA"
        #expect(RequestSignature(header: { headers[$0] }) == nil)
        headers = Dictionary(uniqueKeysWithValues: try signed(body).headers)
        headers[RequestSignature.Header.time] = "soon"
        #expect(RequestSignature(header: { headers[$0] }) == nil)
    }

    @Test func base64URLRoundTripsAnyBytes() async {
        await propertyCheck(input: Gen.int(in: 0...255).array(of: 0...80)) { values in
            let data = Data(values.map { UInt8($0) })
            let text = Base64URL.encode(data)
            #expect(!text.contains("=") && !text.contains("+") && !text.contains("/"))
            #expect(Base64URL.decode(text) == data)
        }
    }
}

@Suite struct APICodingTests {
    @Test func datesTravelAsMilliseconds() throws {
        let answer = StartAnswer(seed: 42, startedAt: Date(timeIntervalSince1970: 1_764_000_000.123))
        let data = try APICoding.encoder().encode(answer)
        #expect(String(decoding: data, as: UTF8.self) == #"{"seed":42,"startedAt":1764000000123}"#)
        #expect(try APICoding.decoder().decode(StartAnswer.self, from: data) == answer)
    }

    @Test func pathsEscapeWhatAPlayerTyped() {
        #expect(BoardAPI.Path.profile("a/b?c#d") == "/v1/players/a%2Fb%3Fc%23d")
        #expect(BoardAPI.Path.board("mines.expert") == "/v1/boards/mines.expert")
    }
}
