import Foundation
import Logging
import PostgresNIO
import ServiceLifecycle
import Synchronization

/// A PostgreSQL streaming standby the board's reads may go to (`serve --read-database`, issue 30
/// point 2; docs/SCALING.md, "Read replica"). Each instance watches it for itself, a few times a
/// second, and sends a read there only when all of these hold:
///
/// - the standby answered its last check (else it is down: the primary answers);
/// - it lags the primary by at most `lagLimit`: it has replayed every WAL position the primary had
///   `lagLimit` ago (the primary's position is sampled with the time at each check);
/// - it has replayed the reader's own last write (`player.last_write_lsn`, set after each submit
///   and profile change, read with the request's key on the primary): a player always sees their
///   own run.
///
/// What it keeps is per instance and only decides where a read goes; every instance reaches the same
/// answer from the database's own positions, so nothing another instance needs lives here.
public final class ReadReplica: Service, Sendable {
    let pool: PostgresClient
    let primary: PostgresClient
    let lagLimit: Duration
    let interval: Duration
    /// A read the standby has not answered by then is asked of the primary.
    let readTimeout: Duration
    let logger: Logger
    private let state = Mutex(State())

    struct State {
        /// The standby's replay position at its last check; nil before the first.
        var replayed: Int64?
        var lag: Duration = .zero
        var checkedAt: ContinuousClock.Instant?
        var down = true
        /// The primary's positions not yet replayed by the standby, oldest first, with when each was seen.
        var pending: [(at: ContinuousClock.Instant, position: Int64)] = []
    }

    public init(pool: PostgresClient, primary: PostgresClient, lagLimit: Duration, interval: Duration = .milliseconds(200),
                readTimeout: Duration = .seconds(2), logger: Logger) {
        self.pool = pool
        self.primary = primary
        self.lagLimit = lagLimit
        self.interval = interval
        self.readTimeout = readTimeout
        self.logger = logger
    }

    /// The standby's pool for a read by a player whose last write is at `lastWrite` (nil: none
    /// known, or a stranger), or nil when the primary must answer.
    func pool(after lastWrite: Int64?) -> PostgresClient? {
        let now = ContinuousClock.now
        let usable = state.withLock { state -> Bool in
            guard !state.down, let replayed = state.replayed, let checked = state.checkedAt,
                  now - checked <= interval * 3 + .seconds(1), state.lag <= lagLimit else { return false }
            return lastWrite.map { replayed >= $0 } ?? true
        }
        return usable ? pool : nil
    }

    /// A read on the standby failed or took too long: the primary answers until the next check says otherwise.
    func markDown() {
        state.withLock { $0.down = true }
    }

    /// Where the standby stands now (the tests and the log).
    var isUsable: Bool { pool(after: nil) != nil }

    public func run() async throws {
        var wasUsable = false
        while !Task.isCancelled && !Task.isShuttingDownGracefully {
            await check()
            let usable = isUsable
            if usable != wasUsable {
                logger.info(usable ? "reading from the replica" : "reading from the primary (the replica is down or lags)")
                wasUsable = usable
            }
            try? await cancelWhenGracefulShutdown { try await Task.sleep(for: self.interval) }
        }
    }

    /// One check: the primary's position now, then the standby's replayed position.
    func check() async {
        guard let position = try? await primary.value("SELECT (pg_current_wal_insert_lsn() - '0/0')::bigint", as: Int64.self) else {
            return
        }
        let sampled = ContinuousClock.now
        state.withLock { state in
            state.pending.append((sampled, position))
            // Bounded while the standby is down: the oldest stays (it says how far behind it is).
            if state.pending.count > 1_000 { state.pending.remove(at: 1) }
        }
        let replayed: Int64? = try? await within(readTimeout) {
            try await self.pool.value("SELECT (pg_last_wal_replay_lsn() - '0/0')::bigint", as: Int64.self)
        }
        state.withLock { state in
            state.checkedAt = ContinuousClock.now
            // NULL: the server is not a standby (a copy is not a replica): never read from it.
            guard let replayed else {
                state.down = true
                return
            }
            state.down = false
            state.replayed = replayed
            state.pending.removeAll { $0.position <= replayed }
            state.lag = state.pending.first.map { ContinuousClock.now - $0.at } ?? .zero
        }
    }

    /// `body`'s answer, or an error once `limit` has passed.
    func within<T: Sendable>(_ limit: Duration, _ body: @escaping @Sendable () async throws -> T) async throws -> T {
        try await withThrowingTaskGroup(of: T?.self) { group in
            group.addTask { try await body() }
            group.addTask {
                try await Task.sleep(for: limit)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let answer = first else { throw ReplicaTimeout() }
            return answer
        }
    }

    struct ReplicaTimeout: Error {}
}

extension Board {
    /// Runs a read (`body`, given the board reading through the chosen pool) on the replica when it
    /// may answer for a reader whose last write is at `lastWrite`, else on the primary; a read the
    /// replica fails or is slow to answer is asked of the primary again.
    func reads<T: Sendable>(after lastWrite: Int64?, _ body: @escaping @Sendable (Board) async throws -> T) async throws -> T {
        guard let replica, let pool = replica.pool(after: lastWrite) else { return try await body(self) }
        var copy = self
        copy.database = pool
        let reader = copy
        do {
            return try await replica.within(replica.readTimeout) { try await body(reader) }
        } catch let failure as APIFailure {
            throw failure
        } catch {
            replica.markDown()
            replica.logger.warning("a read failed on the replica, asked of the primary: \(String(reflecting: error))")
            return try await body(self)
        }
    }

    /// The primary's WAL position after the caller's write, kept with the player so that their
    /// next reads wait for a replica that has replayed it (read your own writes, on any instance).
    func noteWrite(by player: Int64) async throws {
        try await database.rows("""
            UPDATE clearfield.player SET last_write_lsn = (pg_current_wal_insert_lsn() - '0/0')::bigint WHERE id = \(player)
            """)
    }
}
