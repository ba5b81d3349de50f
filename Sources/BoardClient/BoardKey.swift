import BoardAPI
import Crypto
import Foundation

/// This computer's credential on a board: an Ed25519 key pair it made itself. The secret part
/// signs every request and never leaves the key file; what the board keeps is the public part.
///
/// Nothing prints it: its description and mirror name only the key's id.
public struct BoardKey: Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    let secret: Curve25519.Signing.PrivateKey

    public init() {
        secret = Curve25519.Signing.PrivateKey()
    }

    init(secret: Curve25519.Signing.PrivateKey) {
        self.secret = secret
    }

    /// The public part (raw 32 bytes), sent once, when joining.
    public var publicKey: Data { secret.publicKey.rawRepresentation }
    /// The short id the board knows the key by.
    public var id: String { RequestSignature.keyID(of: secret.publicKey) }

    /// Signs one request (its method, path with query, body; the time and a fresh nonce).
    public func sign(method: String, pathAndQuery: String, body: Data, at time: Date) throws -> RequestSignature {
        try RequestSignature.sign(method: method, pathAndQuery: pathAndQuery, body: body, key: secret,
                                  timeMilliseconds: Int64((time.timeIntervalSince1970 * 1000).rounded()))
    }

    public var description: String { "board key \(id)" }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: ["id": id]) }
}
