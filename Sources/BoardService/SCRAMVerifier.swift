import Crypto
import Foundation

/// A PostgreSQL SCRAM-SHA-256 password verifier (`pg_authid.rolpassword`:
/// `SCRAM-SHA-256$ITERATIONS:SALT$STOREDKEY:SERVERKEY`), kept at migration so a player can
/// claim their old account once with its password; the password itself is never stored.
struct SCRAMVerifier: Sendable {
    var iterations: Int
    var salt: Data
    var storedKey: Data

    init?(_ text: String) {
        let parts = text.split(separator: "$", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "SCRAM-SHA-256" else { return nil }
        let cost = parts[1].split(separator: ":")
        let keys = parts[2].split(separator: ":")
        guard cost.count == 2, keys.count == 2, let iterations = Int(cost[0]), (1...1_000_000).contains(iterations),
              let salt = Data(base64Encoded: String(cost[1])), let stored = Data(base64Encoded: String(keys[0])) else { return nil }
        self.iterations = iterations
        self.salt = salt
        storedKey = stored
    }

    /// Whether `password` is the one the verifier was made from (RFC 5802: StoredKey =
    /// H(HMAC(SaltedPassword, "Client Key")), SaltedPassword = PBKDF2-HMAC-SHA-256).
    func accepts(_ password: String) -> Bool {
        let salted = Self.pbkdf2(password: Data(password.utf8), salt: salt, iterations: iterations)
        let clientKey = Data(HMAC<SHA256>.authenticationCode(for: Data("Client Key".utf8), using: SymmetricKey(data: salted)))
        let stored = Data(SHA256.hash(data: clientKey))
        // Compared whole, not stopping at the first difference.
        return stored.count == storedKey.count && zip(stored, storedKey).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }

    /// PBKDF2 with HMAC-SHA-256, one block (32 bytes, SCRAM's length).
    static func pbkdf2(password: Data, salt: Data, iterations: Int) -> Data {
        let key = SymmetricKey(data: password)
        var block = Data(HMAC<SHA256>.authenticationCode(for: salt + Data([0, 0, 0, 1]), using: key))
        var result = [UInt8](block)
        for _ in 1..<iterations {
            block = Data(HMAC<SHA256>.authenticationCode(for: block, using: key))
            for (index, byte) in block.enumerated() { result[index] ^= byte }
        }
        return Data(result)
    }
}
