import BoardAPI
import Crypto
import Foundation
import Hummingbird
import PostgresNIO
import Synchronization

/// Who sent a signed request: the player its key belongs to.
public struct Caller: Sendable {
    public var playerID: Int64
    public var keyID: String
    public var role: String
    public var blocked: Bool
    /// The primary's WAL position after the player's last write (`ReadReplica`), nil if none kept.
    public var lastWrite: Int64? = nil

    var isModerator: Bool { role == "moderator" || role == "owner" }
    var isOwner: Bool { role == "owner" }
}

/// Checks a request's signature (`RequestSignature`): its time against the service's clock, its
/// key among the stored public keys, and its nonce against those seen (a replay is refused).
struct SignatureCheck: Sendable {
    let database: PostgresClient
    let settings: ServiceSettings

    /// The signature's parts, or 401.
    func parts(of request: Request) throws -> RequestSignature {
        guard let signature = RequestSignature(header: { Self.header($0, of: request) }) else {
            throw APIFailure.unauthenticated("the request is not signed: join the board first (clearfield board join URL)")
        }
        let now = Int64((settings.now().timeIntervalSince1970 * 1000).rounded())
        guard abs(now - signature.timeMilliseconds) <= RequestSignature.allowedSkew else {
            throw APIFailure.unauthenticated("the request's time is more than \(RequestSignature.allowedSkew / 1000) s "
                + "from the board's clock: check this computer's clock")
        }
        return signature
    }

    /// A header's value by its name (any case).
    static func header(_ name: String, of request: Request) -> String? {
        request.headers.first { $0.name.canonicalName == name.lowercased() }?.value
    }

    /// Whether `signature` signs this request with `key`.
    func verify(_ signature: RequestSignature, request: Request, body: Data,
                key: Curve25519.Signing.PublicKey) throws {
        guard signature.isValid(method: request.method.rawValue, pathAndQuery: request.uri.description, body: body,
                                publicKey: key) else {
            throw APIFailure.unauthenticated("the request's signature does not match its key")
        }
    }

    /// Records the nonce; a nonce seen before is a replayed request.
    func spend(_ signature: RequestSignature) async throws {
        let expires = Date(timeIntervalSince1970: Double(signature.timeMilliseconds + 2 * RequestSignature.allowedSkew) / 1000)
        let inserted = try await database.rows("""
            INSERT INTO clearfield.request_nonce (nonce, expires_at) VALUES (\(signature.nonce), \(expires))
            ON CONFLICT (nonce) DO NOTHING RETURNING 1
            """)
        guard !inserted.isEmpty else {
            throw APIFailure.unauthenticated("this request was already received once (a replayed request is refused)")
        }
    }

    /// The player who signed the request.
    func caller(of request: Request, body: Data) async throws -> Caller {
        let signature = try parts(of: request)
        let rows = try await database.rows("""
            SELECT k.public_key, p.id, p.role, p.blocked, p.last_write_lsn FROM clearfield.player_key k
            JOIN clearfield.player p ON p.id = k.player_id WHERE k.key_id = \(signature.keyID)
            """)
        guard let row = rows.first,
              let (raw, id, role, blocked, lastWrite) = try? row.decode((Data, Int64, String, Bool, Int64?).self),
              let key = try? Curve25519.Signing.PublicKey(rawRepresentation: raw) else {
            throw APIFailure.unauthenticated("this computer's key is not known to the board: join it again")
        }
        try verify(signature, request: request, body: body, key: key)
        try await spend(signature)
        return Caller(playerID: id, keyID: signature.keyID, role: role, blocked: blocked, lastWrite: lastWrite)
    }

    /// A joining request: signed by the key it registers, which travels whole in a header.
    func newKey(of request: Request, body: Data) async throws -> (Curve25519.Signing.PublicKey, RequestSignature) {
        let signature = try parts(of: request)
        guard let text = Self.header(RequestSignature.Header.publicKey, of: request),
              text.utf8.count <= 64, let raw = Base64URL.decode(text),
              let key = try? Curve25519.Signing.PublicKey(rawRepresentation: raw) else {
            throw APIFailure.unauthenticated("joining needs the new key in \(RequestSignature.Header.publicKey)")
        }
        try verify(signature, request: request, body: body, key: key)
        try await spend(signature)
        return (key, signature)
    }
}

/// Counting requests in fixed one-minute (or one-hour) windows in the database, so every instance
/// of the service counts the same: past the limit, 429 with the seconds to the window's end.
///
/// Once the database has said a subject is past its limit, this instance remembers it until the
/// window ends and refuses it without asking again: a flood from one address or player would
/// otherwise cost the database a write for every request it sends (board-service-stress.sh).
struct RateLimit: Sendable {
    let database: PostgresClient
    let now: @Sendable () -> Date
    let refused = RefusedSubjects()

    func hit(_ scope: String, _ subject: String, limit: Int, window: Int = 60) async throws {
        let seconds = now().timeIntervalSince1970
        let start = (seconds / Double(window)).rounded(.down) * Double(window)
        let key = RefusedSubjects.Key(scope: scope, subject: subject, window: window)
        if let until = refused.until(key, now: seconds) {
            throw refusal(limit: limit, window: window, wait: until - seconds)
        }
        let hits = try await database.value("""
            INSERT INTO clearfield.rate_window AS w (scope, subject, window_start, hits)
            VALUES (\(scope), \(subject), \(Date(timeIntervalSince1970: start)), 1)
            ON CONFLICT (scope, subject, window_start) DO UPDATE SET hits = w.hits + 1
            RETURNING w.hits
            """, as: Int32.self) ?? 0
        if Int(hits) > limit {
            refused.remember(key, until: start + Double(window), now: seconds)
            throw refusal(limit: limit, window: window, wait: start + Double(window) - seconds)
        }
    }

    private func refusal(limit: Int, window: Int, wait: Double) -> APIFailure {
        let seconds = max(1, Int(wait.rounded(.up)))
        return APIFailure(.tooManyRequests, .rateLimited,
                          "too many requests: the board takes \(limit) of these \(window == 60 ? "a minute" : "an hour"); "
                              + "try again in \(seconds) s", retryAfter: seconds)
    }
}

/// The subjects past their limit, each until its window ends (Unix seconds). Bounded: lapsed
/// entries go when it grows past `capacity`, and if a flood from that many subjects is still on,
/// all go (the database then decides again, as it would without this).
final class RefusedSubjects: Sendable {
    struct Key: Hashable, Sendable {
        var scope: String
        var subject: String
        var window: Int
    }

    static let capacity = 10_000
    private let entries = Mutex<[Key: Double]>([:])

    func until(_ key: Key, now: Double) -> Double? {
        entries.withLock { entries in
            guard let until = entries[key] else { return nil }
            if until > now { return until }
            entries[key] = nil
            return nil
        }
    }

    func remember(_ key: Key, until: Double, now: Double) {
        entries.withLock { entries in
            if entries.count >= Self.capacity {
                entries = entries.filter { $0.value > now }
                if entries.count >= Self.capacity { entries.removeAll() }
            }
            entries[key] = until
        }
    }
}
