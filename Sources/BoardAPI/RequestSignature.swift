import Crypto
import Foundation

/// How a request proves which player sends it, so that no password or token ever travels and a
/// captured request cannot be sent again.
///
/// The client signs, with its Ed25519 secret key, a canonical text of the request: method, path
/// with its query, the time (Unix milliseconds), a nonce (random, used once) and the SHA-256 of the
/// body. The service keeps only public keys: someone who reads its database can check signatures
/// but cannot make one. It refuses a time further than `allowedSkew` from its own clock, and a nonce
/// it has seen within that window (so a replay inside the window fails on the nonce and one outside
/// it on the time).
public struct RequestSignature: Equatable, Sendable {
    /// The header names.
    public enum Header {
        /// The key's id (base64url of the SHA-256 of the public key, first 16 bytes).
        public static let key = "X-Clearfield-Key"
        public static let time = "X-Clearfield-Time"
        public static let nonce = "X-Clearfield-Nonce"
        public static let signature = "X-Clearfield-Signature"
        /// On `POST /players` only: the whole public key (raw 32 bytes, base64url).
        public static let publicKey = "X-Clearfield-Public-Key"
    }

    /// How far a request's time may be from the service's clock.
    public static let allowedSkew: Int64 = 120_000

    public var keyID: String
    public var timeMilliseconds: Int64
    public var nonce: String
    public var signature: Data

    public init(keyID: String, timeMilliseconds: Int64, nonce: String, signature: Data) {
        self.keyID = keyID
        self.timeMilliseconds = timeMilliseconds
        self.nonce = nonce
        self.signature = signature
    }

    /// The text that is signed. The path is sent as is (already percent-encoded, query included).
    public static func canonical(method: String, pathAndQuery: String, timeMilliseconds: Int64, nonce: String,
                                 body: Data) -> Data {
        let digest = SHA256.hash(data: body).map { String(format: "%02x", $0) }.joined()
        let text = ["clearfield-board-v1", method.uppercased(), pathAndQuery, String(timeMilliseconds), nonce, digest]
            .joined(separator: "\n")
        return Data(text.utf8)
    }

    /// Signs a request with `key`.
    public static func sign(method: String, pathAndQuery: String, body: Data, key: Curve25519.Signing.PrivateKey,
                            timeMilliseconds: Int64, nonce: String = RequestSignature.freshNonce()) throws -> RequestSignature {
        let message = canonical(method: method, pathAndQuery: pathAndQuery, timeMilliseconds: timeMilliseconds,
                                nonce: nonce, body: body)
        return RequestSignature(keyID: keyID(of: key.publicKey), timeMilliseconds: timeMilliseconds, nonce: nonce,
                                signature: try key.signature(for: message))
    }

    /// Whether this signature was made by `publicKey` over the request (the time and nonce are the
    /// service's to check against its clock and its record of nonces).
    public func isValid(method: String, pathAndQuery: String, body: Data, publicKey: Curve25519.Signing.PublicKey) -> Bool {
        guard Self.keyID(of: publicKey) == keyID, Self.isWellFormedNonce(nonce) else { return false }
        let message = Self.canonical(method: method, pathAndQuery: pathAndQuery, timeMilliseconds: timeMilliseconds,
                                     nonce: nonce, body: body)
        return publicKey.isValidSignature(signature, for: message)
    }

    /// The headers that carry it.
    public var headers: [(String, String)] {
        [(Header.key, keyID), (Header.time, String(timeMilliseconds)), (Header.nonce, nonce),
         (Header.signature, Base64URL.encode(signature))]
    }

    /// Reads it back from headers (`value(name)` answers a header's value); nil when a part is
    /// missing or malformed.
    public init?(header value: (String) -> String?) {
        guard let keyID = value(Header.key), keyID.count <= 64,
              let timeText = value(Header.time), let time = Int64(timeText),
              let nonce = value(Header.nonce), Self.isWellFormedNonce(nonce),
              let signatureText = value(Header.signature), signatureText.count <= 128,
              let signature = Base64URL.decode(signatureText), signature.count == 64 else { return nil }
        self.init(keyID: keyID, timeMilliseconds: time, nonce: nonce, signature: signature)
    }

    /// The id of a public key: short, printable, the same on both sides.
    public static func keyID(of key: Curve25519.Signing.PublicKey) -> String {
        Base64URL.encode(Data(SHA256.hash(data: key.rawRepresentation).prefix(16)))
    }

    /// 16 random bytes, hex.
    public static func freshNonce() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<16).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }

    static func isWellFormedNonce(_ nonce: String) -> Bool {
        nonce.utf8.count == 32 && nonce.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}

/// Base64 with the URL alphabet and no padding (headers and ids).
public enum Base64URL {
    public static func encode(_ data: Data) -> String {
        data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    public static func decode(_ text: String) -> Data? {
        guard text.utf8.allSatisfy({ $0 < 128 }) else { return nil }
        var base = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while base.utf8.count % 4 != 0 { base += "=" }
        return Data(base64Encoded: base)
    }
}
