import Foundation
import Leaderboards
import Players

/// The leaderboard store the game uses when a shared board is configured: never in the player's
/// way. A finished run is kept in the player's own database (the local store: their replays and
/// placement at once) and put in the outbox, which the background worker sends; boards are read
/// from the shared board, and when it cannot be reached, from the last copy fetched, with the
/// state saying "offline — N results waiting". Call it from background jobs (reads wait at most
/// the board's time-out).
///
/// Player ids in the rows are the shared board's; the viewer given is the local player, who on
/// the board is the connected role's player.
public final class SharedBoardLeaderboards: LeaderboardStore, @unchecked Sendable {
    private let local: any LeaderboardStore
    private let outbox: Outbox
    private let worker: OutboxWorker?
    private let periods: RankPeriods
    private let connect: () throws -> PostgresLeaderboardStore
    /// The state, the copies and the connection in use: held only for moments (the input thread
    /// reads the state), never across a network wait.
    private let lock = NSLock()
    /// One connection attempt at a time (held across the attempt's wait).
    private let connectLock = NSLock()
    private var remote: PostgresLeaderboardStore?
    private var lastReadFailure: String?
    /// The last answer to each read, by what was asked: shown while the board is out of reach.
    private var copies: [String: Any] = [:]

    /// The local rows are the ones a local database can hold forged; the server checks its own.
    public func repairBoardRows() throws -> BoardRowRepair { try local.repairBoardRows() }

    public init(local: any LeaderboardStore, outbox: Outbox, worker: OutboxWorker?, periods: RankPeriods,
                connect: @escaping () throws -> PostgresLeaderboardStore) {
        self.local = local
        self.outbox = outbox
        self.worker = worker
        self.periods = periods
        self.connect = connect
    }

    /// For the board screen's header: offline (and why) when the last read or send failed.
    public var state: SharedBoardState {
        let sending = outbox.state
        lock.lock()
        defer { lock.unlock() }
        if let failure = lastReadFailure, !sending.isOffline {
            return .offline(waiting: sending.waiting, reason: failure)
        }
        return sending
    }

    @discardableResult
    public func submit(_ run: RankedRun) throws -> Placement {
        let placement = try local.submit(run)
        try outbox.enqueue(try ServerRowCheck.serverRun(from: run, periods: periods), queuedAt: run.finishedAt)
        worker?.wake()
        return placement
    }

    public func rows(board: BoardID, window: RankWindow, now: Date, offset: Int, limit: Int,
                     viewer: PlayerID?) throws -> [BoardRow] {
        let key = "\(board.rawValue)|\(periods.period(window, at: now))|\(offset)|\(limit)"
        return try reading(copyKey: key, fallback: []) { store in
            try store.rows(board: board, window: window, now: now, offset: offset, limit: limit,
                           viewer: viewer.map { _ in try store.currentPlayer() })
        }
    }

    public func rowCount(board: BoardID, window: RankWindow, now: Date, viewer: PlayerID?) throws -> Int {
        try reading(copyKey: "count|\(board.rawValue)|\(periods.period(window, at: now))", fallback: 0) { store in
            try store.rowCount(board: board, window: window, now: now, viewer: viewer.map { _ in try store.currentPlayer() })
        }
    }

    public func rank(of player: PlayerID, board: BoardID, window: RankWindow, now: Date) throws -> BoardRow? {
        try reading(copyKey: "rank|\(board.rawValue)|\(periods.period(window, at: now))", fallback: nil) { store in
            try store.rank(of: try store.currentPlayer(), board: board, window: window, now: now)
        }
    }

    public func around(player: PlayerID, board: BoardID, window: RankWindow, now: Date, radius: Int) throws -> [BoardRow] {
        let key = "around|\(board.rawValue)|\(periods.period(window, at: now))|\(radius)"
        return try reading(copyKey: key, fallback: []) { store in
            try store.around(player: try store.currentPlayer(), board: board, window: window, now: now, radius: radius)
        }
    }

    public func run(id: String) throws -> RankedRun? {
        if let mine = try local.run(id: id) { return mine }
        return try reading(copyKey: nil, fallback: nil) { try $0.run(id: id) }
    }

    public func allRuns() throws -> [RankedRun] {
        try remoteStore().allRuns()
    }

    public func runIDs() throws -> [String] {
        try remoteStore().runIDs()
    }

    public func markVerification(runID: String, state: VerificationState) throws {
        try remoteStore().markVerification(runID: runID, state: state)
    }

    /// A read from the board; when it is out of reach, the last copy of the same read (or
    /// `fallback`), and the state turns offline until a read works again.
    private func reading<T>(copyKey: String?, fallback: T, _ read: (PostgresLeaderboardStore) throws -> T) throws -> T {
        do {
            let value = try read(try remoteStore())
            lock.lock()
            lastReadFailure = nil
            if let copyKey { copies[copyKey] = value }
            lock.unlock()
            return value
        } catch let error as BoardError where error.isTransient {
            lock.lock()
            let broken = remote
            remote = nil
            lastReadFailure = error.description
            let copy = copyKey.flatMap { copies[$0] as? T }
            lock.unlock()
            broken?.server.connection.close()
            return copy ?? fallback
        }
    }

    private func remoteStore() throws -> PostgresLeaderboardStore {
        connectLock.lock()
        defer { connectLock.unlock() }
        lock.lock()
        let current = remote
        lock.unlock()
        if let current { return current }
        let made = try connect()
        lock.lock()
        remote = made
        lock.unlock()
        return made
    }

    /// Closes the board's connection (at exit).
    public func close() {
        lock.lock()
        let open = remote
        remote = nil
        lock.unlock()
        open?.server.connection.close()
    }
}
