import Foundation
import Leaderboards
import Players
import Synchronization

/// The leaderboard store the game uses when a shared board is configured: never in the player's
/// way. A finished run is kept in the player's own database (the local store: their replays and
/// placement at once) and put in the outbox, which the background worker sends; boards are read
/// from the shared board, and when it cannot be reached, from the last copy fetched, with the
/// state saying "offline — N results waiting". Call it from background jobs (reads wait at most
/// the board's time-out).
///
/// Player ids in the rows are the shared board's; the viewer given is the local player, who on
/// the board is the connected role's player.
///
/// `@unchecked` for one member only: the local store, an `any LeaderboardStore`, which that
/// protocol (in Leaderboards) does not yet declare Sendable; the SQLite store behind it is.
/// Everything else here is a `Mutex` or immutable.
public final class SharedBoardLeaderboards: LeaderboardStore, @unchecked Sendable {
    private let local: any LeaderboardStore
    private let outbox: Outbox
    private let worker: OutboxWorker?
    private let periods: RankPeriods
    private let connect: @Sendable () throws -> PostgresLeaderboardStore
    /// What the input thread reads (the state, the copies): held only for moments, never across
    /// a network wait.
    private let shared = Mutex(Shared())
    /// The connection in use; one connection attempt at a time (held across the attempt's wait).
    private let remote = Mutex<PostgresLeaderboardStore?>(nil)

    private struct Shared {
        var lastReadFailure: String?
        /// The last read found the board busy (a lock held, a time-out): when the copy shown was read.
        var busyCopy: (from: Date?, failure: String)?
        /// The last answer to each read, by what was asked, and when: shown while the board is out
        /// of reach or busy.
        var copies: [String: (value: any Sendable, readAt: Date)] = [:]
        /// Why the last finished game was not sent to the board, nil once one was.
        var notSent: String?
        /// Why each run of this session that was not sent was not (its results panel says so).
        var notSentRuns: [String: String] = [:]
    }

    /// The sentence for a game that had no deal from the board.
    public static let startedOffline = "the last game is ranked on this computer only: "
        + "it started while the shared board could not be reached"

    /// The sentence for a daily the board did not deal (it could not be reached when it started).
    public static let dailyNotDealt = "the last daily is ranked on this computer only: "
        + "the shared board could not deal it when it started"
    /// The same on the daily's results panel.
    public static let dailyNotDealtRun = "the shared board could not deal this daily when it started "
        + "(it is ranked on this computer only)"

    /// Why a run of this session was not sent to the board (a daily the board did not deal), nil
    /// for one that was sent or is not known here. Never waits.
    public func notSentReason(runID: String) -> String? {
        shared.withLock { $0.notSentRuns[runID] }
    }

    /// The local rows are the ones a local database can hold forged; the server checks its own.
    public func repairBoardRows() throws -> BoardRowRepair { try local.repairBoardRows() }

    public init(local: any LeaderboardStore, outbox: Outbox, worker: OutboxWorker?, periods: RankPeriods,
                connect: @escaping @Sendable () throws -> PostgresLeaderboardStore) {
        self.local = local
        self.outbox = outbox
        self.worker = worker
        self.periods = periods
        self.connect = connect
    }

    /// For the board screen's header: offline (and why) when the last read or send failed.
    public var state: SharedBoardState {
        let sending = outbox.state
        let (failure, busy) = shared.withLock { ($0.lastReadFailure, $0.busyCopy) }
        if let failure, !sending.isOffline {
            return .offline(waiting: sending.waiting, reason: failure)
        }
        if let busy, !sending.isOffline {
            return .busy(waiting: sending.waiting, copyFrom: busy.from.map(Self.clockTime))
        }
        return sending
    }

    /// Why the last finished game is not on the shared board (it had no deal), nil when it was sent.
    public var notSent: String? {
        shared.withLock { $0.notSent }
    }

    /// Ranked here at once; sent to the board (through the outbox) only when it was played from a
    /// deal the board issued, which it names.
    @discardableResult
    public func submit(_ run: RankedRun) throws -> Placement {
        // The same game ranked again (its id already kept): already on its way, or never to go.
        let again = try local.run(id: run.id) != nil
        let placement = try local.submit(run)
        if again { return placement }
        var row = try ServerRowCheck.serverRun(from: run, periods: periods)
        if let outboxDeals = outbox.deals, SharedDailyBoardName(run.board.rawValue) != nil {
            // A daily ranks on the board only from the day's ranked daily deal (schema 14).
            guard let deal = outboxDeals.claimDailyDeal(board: run.board.rawValue) else {
                shared.withLock {
                    $0.notSent = Self.dailyNotDealt
                    $0.notSentRuns[run.id] = Self.dailyNotDealtRun
                }
                return placement
            }
            row.dealID = deal.id
        } else if let outboxDeals = outbox.deals {
            let started = run.finishedAt.addingTimeInterval(-Double(run.claimedPlayClockMilliseconds ?? 0) / 1000)
            guard let deal = outboxDeals.claimDeal(game: run.kind.rawValue, seed: DealtSetup.seed(of: run.setup),
                                                   startedAt: started) else {
                shared.withLock { $0.notSent = Self.startedOffline }
                return placement
            }
            row.dealID = deal.id
        }
        shared.withLock { $0.notSent = nil }
        try outbox.enqueue(row, queuedAt: run.finishedAt)
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
    private func reading<T: Sendable>(copyKey: String?, fallback: T,
                                      _ read: (PostgresLeaderboardStore) throws -> T) throws -> T {
        do {
            let value = try read(try remoteStore())
            shared.withLock { shared in
                shared.lastReadFailure = nil
                shared.busyCopy = nil
                if let copyKey { shared.copies[copyKey] = (value, Date()) }
            }
            return value
        } catch let stopped as ReadCancelled {
            // Esc: the wait was cut short and its connection closed (`remoteStore` connects again
            // for the next read); the board is not offline for that.
            throw stopped
        } catch let error as BoardError where error.isBusy {
            // Answered, but busy or slow: the connection is fine; the copy is shown, marked.
            return shared.withLock { shared in
                let copy = copyKey.flatMap { shared.copies[$0] }
                shared.busyCopy = (copy?.readAt, error.description)
                return (copy?.value as? T) ?? fallback
            }
        } catch let error as BoardError where error.isTransient {
            let broken = remote.withLock { remote in
                defer { remote = nil }
                return remote
            }
            let copy = shared.withLock { shared in
                shared.lastReadFailure = error.description
                return copyKey.flatMap { shared.copies[$0]?.value as? T }
            }
            broken?.server.connection.close()
            return copy ?? fallback
        }
    }

    private func remoteStore() throws -> PostgresLeaderboardStore {
        try remote.withLock { remote in
            // A connection closed under a read that was stopped (Esc) is replaced, not reported.
            if let remote, !remote.server.connection.isClosed { return remote }
            let made = try connect()
            remote = made
            return made
        }
    }

    /// "14:05": when a copy was read, on this computer's clock.
    static func clockTime(_ date: Date) -> String {
        let parts = Calendar.current.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }

    /// Closes the board's connection (at exit).
    public func close() {
        let open = remote.withLock { remote in
            defer { remote = nil }
            return remote
        }
        open?.server.connection.close()
    }
}

/// The seed a game's setup was dealt (`GameSetup`'s JSON), nil when it has none.
enum DealtSetup {
    private struct Seeded: Decodable {
        var seed: UInt64?
    }

    static func seed(of setup: Data) -> UInt64? {
        (try? JSONDecoder().decode(Seeded.self, from: setup))?.seed
    }
}
