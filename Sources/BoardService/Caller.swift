import BoardAPI
import Crypto
import Foundation
import GameCore
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
    let keys = KnownKeys()

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
        let inserted = try await database.rows("""
            INSERT INTO clearfield.request_nonce (nonce, expires_at) VALUES (\(signature.nonce), \(expiry(of: signature)))
            ON CONFLICT (nonce) DO NOTHING RETURNING 1
            """)
        guard !inserted.isEmpty else {
            throw APIFailure.unauthenticated("this request was already received once (a replayed request is refused)")
        }
    }

    /// The player who signed the request, with the request counted against the player's limit
    /// (`perMinute`). The signature is checked before anything is written (a flood of bad
    /// signatures costs the database nothing once its keys are known here); then one statement
    /// spends the nonce, counts the request and reads the player, where three round trips did.
    func caller(of request: Request, body: Data, limits: RateLimit, perMinute: Int) async throws -> Caller {
        let signature = try parts(of: request)
        let known = try await knownKey(signature.keyID)
        try verify(signature, request: request, body: body, key: known.key)
        let window = try limits.window("player", String(known.playerID), limit: perMinute)
        let rows = try await database.rows("""
            WITH spent AS (
                INSERT INTO clearfield.request_nonce (nonce, expires_at) VALUES (\(signature.nonce), \(expiry(of: signature)))
                ON CONFLICT (nonce) DO NOTHING RETURNING 1
            ), player AS (
                SELECT p.id, p.role, p.blocked, p.last_write_lsn FROM clearfield.player_key k
                JOIN clearfield.player p ON p.id = k.player_id WHERE k.key_id = \(signature.keyID)
            ), counted AS (
                INSERT INTO clearfield.rate_window AS w (scope, subject, window_start, hits)
                SELECT 'player', id::text, \(window.start), 1 FROM player WHERE EXISTS (SELECT 1 FROM spent)
                ON CONFLICT (scope, subject, window_start) DO UPDATE SET hits = w.hits + 1
                RETURNING w.hits
            )
            SELECT p.id, p.role, p.blocked, p.last_write_lsn, EXISTS (SELECT 1 FROM spent), (SELECT hits FROM counted)
            FROM player p
            """)
        // No row: the key was removed since this instance read it (the player left the board).
        guard let row = rows.first else {
            keys.forget(signature.keyID)
            throw APIFailure.unauthenticated("this computer's key is not known to the board: join it again")
        }
        let (id, role, blocked, lastWrite, fresh, hits) = try row.decode((Int64, String, Bool, Int64?, Bool, Int32?).self)
        guard fresh else {
            throw APIFailure.unauthenticated("this request was already received once (a replayed request is refused)")
        }
        // The same key may have left and joined again as another player since this instance read it.
        var counted = window
        if id != known.playerID {
            keys.remember(signature.keyID, KnownKeys.Entry(key: known.key, playerID: id))
            counted = try limits.window("player", String(id), limit: perMinute)
        }
        try limits.check(counted, hits: Int(hits ?? 0))
        return Caller(playerID: id, keyID: signature.keyID, role: role, blocked: blocked, lastWrite: lastWrite)
    }

    /// The key `keyID` names and its player, from this instance's memory or the database.
    func knownKey(_ keyID: String) async throws -> KnownKeys.Entry {
        if let entry = keys.entry(keyID) { return entry }
        let rows = try await database.rows("SELECT public_key, player_id FROM clearfield.player_key WHERE key_id = \(keyID)")
        guard let row = rows.first, let (raw, playerID) = try? row.decode((Data, Int64).self),
              let key = try? Curve25519.Signing.PublicKey(rawRepresentation: raw) else {
            throw APIFailure.unauthenticated("this computer's key is not known to the board: join it again")
        }
        let entry = KnownKeys.Entry(key: key, playerID: playerID)
        keys.remember(keyID, entry)
        return entry
    }

    /// Until when a nonce must be remembered: past it, the request's time is refused anyway.
    func expiry(of signature: RequestSignature) -> Date {
        Date(timeIntervalSince1970: Double(signature.timeMilliseconds + 2 * RequestSignature.allowedSkew) / 1000)
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
///
/// A limit counted `leased` claims its requests from the database in blocks (`leaseSize`) and
/// spends the rest of a block from this instance's memory: one write for every block instead of
/// every request, for the per-address limit every request goes through. The count in the database
/// is then what the instances have claimed: an instance that claimed a block it does not use up
/// before the window ends makes the others refuse that subject up to a block early, never late.
struct RateLimit: Sendable {
    let database: PostgresClient
    let now: @Sendable () -> Date
    let refused = RefusedSubjects()
    let leases = Leases()

    /// Requests claimed at once for a leased limit: a twentieth of it, at most 50; 1 (an exact
    /// count) for limits under 40.
    static func leaseSize(limit: Int) -> Int { max(1, min(50, limit / 20)) }

    /// One subject's current window of one limit.
    struct Window: Sendable {
        var key: RefusedSubjects.Key
        var limit: Int
        /// When the window began and when the count was asked (Unix seconds).
        var startSeconds: Double
        var nowSeconds: Double
        var start: Date { Date(timeIntervalSince1970: startSeconds) }
    }

    func hit(_ scope: String, _ subject: String, limit: Int, window: Int = 60, leased: Bool = false) async throws {
        let current = try self.window(scope, subject, limit: limit, window: window)
        if leased, leases.take(current.key, windowStart: current.startSeconds) { return }
        let claim = leased ? Self.leaseSize(limit: limit) : 1
        let hits = Int(try await database.value("""
            INSERT INTO clearfield.rate_window AS w (scope, subject, window_start, hits)
            VALUES (\(scope), \(subject), \(current.start), \(Int32(claim)))
            ON CONFLICT (scope, subject, window_start) DO UPDATE SET hits = w.hits + \(Int32(claim))
            RETURNING w.hits
            """, as: Int32.self) ?? 0)
        // Of the block claimed, what was still under the limit is this request and the lease;
        // nothing of it was: the subject is past its limit (refused, and remembered).
        let granted = min(claim, limit - (hits - claim))
        if granted < 1 { try check(current, hits: hits) }
        if granted > 1 { leases.grant(current.key, windowStart: current.startSeconds, count: granted - 1) }
    }

    /// The subject's current window; 429 at once, without counting, when this instance already
    /// knows the subject is past its limit in it.
    func window(_ scope: String, _ subject: String, limit: Int, window: Int = 60) throws -> Window {
        let seconds = now().timeIntervalSince1970
        let start = Self.windowStart(at: seconds, scope: scope, subject: subject, window: window)
        let key = RefusedSubjects.Key(scope: scope, subject: subject, window: window)
        if let until = refused.until(key, now: seconds) {
            throw refusal(limit: limit, window: window, wait: until - seconds)
        }
        return Window(key: key, limit: limit, startSeconds: start, nowSeconds: seconds)
    }

    /// Where the subject's window around `seconds` begins. Each subject's windows are shifted by
    /// whole seconds drawn from its name (the same on every instance): were they all to turn over
    /// at :00, every address past its limit would be let in again at once, and the honest reads
    /// of the first seconds of each minute queued behind that wave (board-service-stress.sh saw
    /// its slowest reads there).
    static func windowStart(at seconds: Double, scope: String, subject: String, window: Int) -> Double {
        let shift = Double(FNV1a.hash("\(scope) \(subject)".utf8) % UInt64(window))
        return ((seconds - shift) / Double(window)).rounded(.down) * Double(window) + shift
    }

    /// 429 when the count of the window's requests (this one included) is past the limit.
    func check(_ window: Window, hits: Int) throws {
        guard hits > window.limit else { return }
        let end = window.startSeconds + Double(window.key.window)
        refused.remember(window.key, until: end, now: window.nowSeconds)
        throw refusal(limit: window.limit, window: window.key.window, wait: end - window.nowSeconds)
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

/// Public keys this instance has read, by key id, with their players. A key id names one key's
/// bytes for good (it is derived from them: `RequestSignature.keyID(of:)`), so a signature is
/// checked without asking the database. Which player the key belongs to can change (the key left
/// the board and joined again): the statement that spends the nonce reads the player and the
/// key's existence each time, forgets a removed key and corrects the player.
/// Bounded: emptied when full (the database answers again).
final class KnownKeys: Sendable {
    struct Entry: Sendable {
        var key: Curve25519.Signing.PublicKey
        var playerID: Int64
    }

    static let capacity = 100_000
    private let entries = Mutex<[String: Entry]>([:])

    func entry(_ keyID: String) -> Entry? {
        entries.withLock { $0[keyID] }
    }

    func remember(_ keyID: String, _ entry: Entry) {
        entries.withLock { entries in
            if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
            entries[keyID] = entry
        }
    }

    func forget(_ keyID: String) {
        entries.withLock { _ = $0.removeValue(forKey: keyID) }
    }
}

/// The requests this instance has claimed for a subject's current window and not yet spent
/// (`RateLimit`, leased limits). Bounded like `RefusedSubjects`: a lapsed window's lease goes when
/// it grows past `capacity`, and if that is not enough all go (a lease lost only costs a claim).
final class Leases: Sendable {
    static let capacity = 10_000
    private let entries = Mutex<[RefusedSubjects.Key: (windowStart: Double, left: Int)]>([:])

    /// Spends one request of the subject's lease for this window, if one is left.
    func take(_ key: RefusedSubjects.Key, windowStart: Double) -> Bool {
        entries.withLock { entries in
            guard let lease = entries[key], lease.windowStart == windowStart, lease.left > 0 else { return false }
            entries[key] = lease.left > 1 ? (windowStart, lease.left - 1) : nil
            return true
        }
    }

    func grant(_ key: RefusedSubjects.Key, windowStart: Double, count: Int) {
        entries.withLock { entries in
            if entries.count >= Self.capacity {
                entries = entries.filter { $0.value.windowStart >= windowStart }
                if entries.count >= Self.capacity { entries.removeAll() }
            }
            entries[key] = (windowStart, count)
        }
    }
}
