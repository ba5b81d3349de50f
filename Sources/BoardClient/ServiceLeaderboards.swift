import BoardAPI
import Foundation
import GameCore
import GameRules
import Leaderboards
import Players
import SharedBoard
import Synchronization

/// The leaderboard store the game uses when it has joined a board service: never in the
/// player's way. A finished run is kept in the player's own database (their replays and placement
/// at once) and, when the service dealt and timed it, put in the outbox, which the background
/// worker sends; boards are read from the service (its stored verdicts: nothing is replayed
/// here), and when it cannot be reached, from the last copy read, with the state saying
/// "offline — N results waiting". Call the reads from background jobs.
///
/// Player ids in the rows are the service's; the viewer is this computer's player there.
///
/// `@unchecked` for one member only: the local store, an `any LeaderboardStore`, which that
/// protocol (in Leaderboards) does not declare Sendable; the SQLite store behind it is.
public final class ServiceLeaderboards: LeaderboardStore, @unchecked Sendable {
    private let local: any LeaderboardStore
    private let outbox: Outbox
    private let service: BoardService
    /// What the input thread reads (the state, the copies): held only for moments.
    private let shared = Mutex(Shared())

    private struct Shared {
        var lastReadFailure: String?
        var copies: [String: (value: any Sendable, readAt: Date)] = [:]
        /// This computer's player on the board, once read.
        var me: Int64?
        var notSent: String?
        var notSentRuns: [String: String] = [:]
    }

    /// The sentence for a game the service did not deal (it was out of reach when it started).
    public static let notDealt = "the board did not deal this game (it could not be reached when the game began): "
        + "it is ranked on this computer only"

    public init(local: any LeaderboardStore, outbox: Outbox, service: BoardService) {
        self.local = local
        self.outbox = outbox
        self.service = service
    }

    /// The service's address (its web pages are there too).
    var serviceAddress: ServiceAddress { service.address }

    /// Why a run of this session is not sent, nil for one that was (or is not known here). Never waits.
    public func notSentReason(runID: String) -> String? {
        shared.withLock { $0.notSentRuns[runID] }
    }

    /// Why the last finished game is not on the board, nil when it was sent.
    public var notSent: String? { shared.withLock { $0.notSent } }

    public func repairBoardRows() throws -> BoardRowRepair { try local.repairBoardRows() }

    /// For the board screen's header: offline (and why) when the last read or send failed.
    public var state: SharedBoardState {
        let sending = outbox.state
        let failure = shared.withLock { $0.lastReadFailure }
        if let failure, !sending.isOffline { return .offline(waiting: sending.waiting, reason: failure) }
        return sending
    }

    /// Ranked here at once. What goes to the service went at the game's end
    /// (`ServiceBoardClient.finished`), whatever the verdict here.
    @discardableResult
    public func submit(_ run: RankedRun) throws -> Placement {
        try local.submit(run)
    }

    /// A game of this session that will not reach the service, and why (its panel says so).
    func noteNotSent(runID: String, reason: String) {
        shared.withLock {
            $0.notSent = "the last game is ranked on this computer only: " + reason
            $0.notSentRuns[runID] = reason
        }
    }

    /// The last game went to the service.
    func noteSent() {
        shared.withLock { $0.notSent = nil }
    }

    // MARK: Reads

    public func rows(board: BoardID, window: RankWindow, now: Date, offset: Int, limit: Int,
                     viewer: PlayerID?) throws -> [Leaderboards.BoardRow] {
        let key = "\(board.rawValue)|\(window.rawValue)|\(offset)|\(limit)"
        return try reading(copyKey: key, fallback: []) {
            let page = try service.rows(board: board.rawValue, period: Self.period(window), offset: offset,
                                                   limit: min(limit, BoardAPI.maximumPageSize))
            let me = viewer == nil ? nil : try self.myID()
            return page.items.map { Self.row($0, viewer: me) }
        }
    }

    public func rowCount(board: BoardID, window: RankWindow, now: Date, viewer: PlayerID?) throws -> Int {
        try reading(copyKey: "count|\(board.rawValue)|\(window.rawValue)", fallback: 0) {
            try self.service.rows(board: board.rawValue, period: Self.period(window), offset: 0, limit: 1).total
        }
    }

    public func rank(of player: PlayerID, board: BoardID, window: RankWindow, now: Date) throws -> Leaderboards.BoardRow? {
        try around(player: player, board: board, window: window, now: now, radius: 0).first { $0.isViewer }
    }

    public func around(player: PlayerID, board: BoardID, window: RankWindow, now: Date,
                       radius: Int) throws -> [Leaderboards.BoardRow] {
        try reading(copyKey: "around|\(board.rawValue)|\(window.rawValue)|\(radius)", fallback: []) {
            let rows = try self.service.around(board: board.rawValue, period: Self.period(window), radius: radius)
            let me = try self.myID()
            return rows.map { Self.row($0, viewer: me) }
        }
    }

    /// A run for the replay viewer: this computer's copy, else the service's (with its stored verdict).
    public func run(id: String) throws -> RankedRun? {
        if let mine = try local.run(id: id) { return mine }
        do {
            return Self.rankedRun(try service.run(id))
        } catch let error as BoardClientError where error.code == .notFound {
            return nil
        }
    }

    /// A run the service keeps, as the replay viewer takes it. Its claim is the service's figures
    /// (the viewer replays the log itself); nothing here decides anything.
    static func rankedRun(_ detail: RunDetail) -> RankedRun {
        let kind = GameKind(rawValue: detail.game)
        let time = detail.figures["timeMs"].map { Int($0) }
        let claimed = VerifiedGame(kind: kind, status: .won, boardsCleared: 0, moves: 0, hintsUsed: 0, undosUsed: 0,
                                   actionCount: 0, timingStartOffset: nil, lastOffset: nil, playMilliseconds: time)
        let verification: VerificationState = detail.verdict.status == .ranked ? .verified : .pending
        return RankedRun(id: detail.runID, board: BoardID(detail.board), playerID: detail.player.playerID, kind: kind,
                         setup: detail.setup, log: detail.log, claimed: claimed, sortKey: [], figures: detail.figures,
                         finishedAt: detail.finishedAt, verification: verification)
    }

    public func allRuns() throws -> [RankedRun] { throw ServiceDecides() }
    public func runIDs() throws -> [String] { throw ServiceDecides() }
    public func markVerification(runID: String, state: VerificationState) throws { throw ServiceDecides() }

    /// The board service keeps its runs' verdicts itself.
    public struct ServiceDecides: Error, CustomStringConvertible {
        public var description: String {
            "the board service checks its runs itself (its owner runs `clearfield-board verify`)"
        }
    }

    /// This computer's player id on the board (read once).
    private func myID() throws -> Int64 {
        if let me = shared.withLock({ $0.me }) { return me }
        let account = try service.me()
        shared.withLock { $0.me = account.playerID }
        return account.playerID
    }

    /// A read from the service; when it is out of reach, the last copy of the same read (or
    /// `fallback`), and the state turns offline until a read works again.
    private func reading<T: Sendable>(copyKey: String, fallback: T,
                                      _ read: () throws -> T) throws -> T {
        do {
            let value = try read()
            shared.withLock { shared in
                shared.lastReadFailure = nil
                shared.copies[copyKey] = (value, Date())
            }
            return value
        } catch let error as BoardClientError where error.isTransient {
            return shared.withLock { shared in
                shared.lastReadFailure = error.description
                return (shared.copies[copyKey]?.value as? T) ?? fallback
            }
        }
    }

    static func period(_ window: RankWindow) -> BoardPeriod {
        switch window {
        case .today: .day
        case .week: .week
        case .allTime: .all
        }
    }

    /// A service row as the screens draw it (the name is raw text: the screens escape it).
    static func row(_ row: ServiceRow, viewer: Int64?) -> Leaderboards.BoardRow {
        Leaderboards.BoardRow(rank: row.rank, playerID: row.player.playerID,
                              displayName: row.player.nickname.flatMap(ServerRowCheck.acceptableName)
                                  ?? PlayerProfile.placeholderName(for: row.player.playerID),
                              avatarPixels: ServerRowCheck.avatarPixels(row.player.avatar), figures: row.figures,
                              sortKey: row.sortKey, runID: row.runID, finishedAt: row.finishedAt,
                              isViewer: row.player.playerID == viewer, isHidden: row.player.blocked == true)
    }
}

/// Held runs are the service's: a moderator reads them and decides through it (the service
/// logs who and when).
extension ServiceLeaderboards: RunReviewing {
    public func heldRuns(board: BoardID?) throws -> [HeldRun] {
        try service.held().items.filter { board == nil || $0.board == board?.rawValue }.map {
            HeldRun(run: Self.rankedRun($0), reason: $0.verdict.reason ?? "held for review")
        }
    }

    public func review(runID: String, decision: ReviewDecision, moderator: PlayerID) throws {
        try service.review(run: runID, ReviewRequest(approve: decision == .approve))
    }

    /// A run of this computer's stands as its own store says (its local ranking); another's as the
    /// service holds it.
    public func reviewState(runID: String) throws -> ReviewState? {
        if try local.run(id: runID) != nil { return try (local as? any RunReviewing)?.reviewState(runID: runID) }
        do {
            let verdict = try service.run(runID).verdict
            return verdict.status == .held ? .held(reason: verdict.reason ?? "held for review") : nil
        } catch let error as BoardClientError where error.code == .notFound {
            return nil
        }
    }

    /// The local ranking holds a too-fast run in this computer's store; the service judges its own copy.
    public func hold(runID: String, reason: String) throws {
        try (local as? any RunReviewing)?.hold(runID: runID, reason: reason)
    }
}

/// The seed a game's setup was dealt (`GameSetup`'s JSON), nil when it has none.
public enum DealtSetup {
    private struct Seeded: Decodable {
        var seed: UInt64?
    }

    public static func seed(of setup: Data) -> UInt64? {
        (try? JSONDecoder().decode(Seeded.self, from: setup))?.seed
    }
}

extension BoardClientError: BoardSessionFailure {}
