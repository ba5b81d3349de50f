import Foundation
import GameCore
import Leaderboards
import Players
import Synchronization

/// The leaderboard store over a shared PostgreSQL board: the same boards and the same order as
/// the SQLite store (one row per player, their best in the window; lower keys first, ties by
/// player id; rank = 1 + strictly better rows), with every row read checked and its run replayed
/// here before it is ranked. A row whose replay fails (forged by someone writing to the tables
/// directly) is left out of the ranking and reads back as unverified (`run(id:)`).
///
/// Player ids are the board's (`clearfield.player.id`); a submitted run is the connected role's,
/// whatever player id it carries. Synchronous: call it from a background job.
public final class PostgresLeaderboardStore: LeaderboardStore, Sendable {
    public let server: BoardServer
    let periods: RankPeriods
    let verifier: RunVerdicts
    /// The boards summed from others' bests (the Tiles total), as the ranking registry names them.
    let aggregates: [BoardID: BoardAggregate]
    /// Each aggregate's member boards this game knows (`RankingRegistry.knownMembers`): only these
    /// are read and summed. An aggregate without a list here is read by its prefix.
    let members: [BoardID: [BoardID]]
    /// The deal a run was played from (the board refuses a player's run without one).
    let deal: @Sendable (RankedRun) -> Int64?

    public init(connection: BoardConnection, periods: RankPeriods, aggregates: [BoardID: BoardAggregate] = [:],
                members: [BoardID: [BoardID]] = [:],
                verify: @escaping @Sendable (RankedRun) -> VerificationState,
                hold: @escaping @Sendable (RankedRun) -> String? = { _ in nil },
                deal: @escaping @Sendable (RankedRun) -> Int64? = { _ in nil }) {
        let server = BoardServer(connection: connection)
        self.server = server
        self.deal = deal
        self.periods = periods
        self.aggregates = aggregates
        self.members = members
        // A held run (the human envelope, `hold`) ranks once a moderator approved it on the board.
        verifier = RunVerdicts(verify: verify, hold: hold, reviewed: { try server.reviews(of: [$0])[$0]?.approved })
    }

    private let connectedPlayer = Mutex<PlayerID?>(nil)

    /// The board's id of the connected player (asked once per connection).
    public func currentPlayer() throws -> PlayerID {
        try connectedPlayer.withLock { connectedPlayer in
            if let connectedPlayer { return connectedPlayer }
            guard let id = try server.currentPlayerID() else {
                throw BoardError.refused("the role \(server.connection.settings.user) is not a player of this board",
                                         sqlState: "42501")
            }
            connectedPlayer = id
            return id
        }
    }

    @discardableResult
    public func submit(_ run: RankedRun) throws -> Placement {
        var mine = run
        mine.playerID = try currentPlayer()
        var row = try ServerRowCheck.serverRun(from: mine, periods: periods)
        row.dealID = deal(run)
        try server.insert(row)
        // Our own run: verified here like anyone's (the game verified it before submitting).
        if run.verification.isVerified { verifier.record(run.id, .verified) }
        var ranks: [RankWindow: Int] = [:]
        var personalBest = false
        for window in RankWindow.allCases {
            let period = periods.period(window, at: run.finishedAt)
            guard let best = try server.best(of: mine.playerID, board: run.board.rawValue, period: period),
                  best.run.id == run.id, verifier.verdict(best).isVerified else { continue }
            ranks[window] = try rank(keys: best.run.sortKey, board: run.board.rawValue, period: period)
            if window == .allTime { personalBest = true }
        }
        return Placement(board: run.board, ranks: ranks, isPersonalBest: personalBest)
    }

    public func rows(board: BoardID, window: RankWindow, now: Date, offset: Int, limit: Int,
                     viewer: PlayerID?) throws -> [BoardRow] {
        guard limit > 0 else { return [] }
        if let aggregate = aggregates[board] {
            let all = try aggregateRows(aggregate, board: board, window: window, now: now, viewer: viewer)
            return Array(all.dropFirst(max(0, offset)).prefix(limit))
        }
        let period = periods.period(window, at: now)
        // A few more than asked, so rows that fail their replay can be left out.
        let fetched = try server.top(board: board.rawValue, period: period, offset: offset, limit: limit + 8, viewer: viewer)
        let kept = Array(fetched.filter { verifier.verdict($0).isVerified }.prefix(limit))
        return try ranked(kept, board: board.rawValue, period: period, viewer: viewer)
    }

    public func rowCount(board: BoardID, window: RankWindow, now: Date, viewer: PlayerID?) throws -> Int {
        if let aggregate = aggregates[board] {
            return try aggregateRows(aggregate, board: board, window: window, now: now, viewer: viewer).count
        }
        return try server.count(board: board.rawValue, period: periods.period(window, at: now), viewer: viewer,
                                excluding: verifier.refuted, leavingOut: verifier.distrusted)
    }

    public func rank(of player: PlayerID, board: BoardID, window: RankWindow, now: Date) throws -> BoardRow? {
        if let aggregate = aggregates[board] {
            return try aggregateRows(aggregate, board: board, window: window, now: now, viewer: player)
                .first { $0.playerID == player }
        }
        let period = periods.period(window, at: now)
        guard let best = try server.best(of: player, board: board.rawValue, period: period),
              verifier.verdict(best).isVerified else { return nil }
        return try ranked([best], board: board.rawValue, period: period, viewer: player).first
    }

    public func around(player: PlayerID, board: BoardID, window: RankWindow, now: Date, radius: Int) throws -> [BoardRow] {
        if let aggregate = aggregates[board] {
            let all = try aggregateRows(aggregate, board: board, window: window, now: now, viewer: player)
            guard let index = all.firstIndex(where: { $0.playerID == player }) else { return [] }
            return Array(all[max(0, index - radius)...min(all.count - 1, index + radius)])
        }
        let period = periods.period(window, at: now)
        guard let own = try server.best(of: player, board: board.rawValue, period: period),
              verifier.verdict(own).isVerified else { return [] }
        let (before, after) = try server.neighbours(of: own, board: board.rawValue, period: period, radius: radius + 4)
        let shownBefore = before.filter { verifier.verdict($0).isVerified }.suffix(radius)
        let shownAfter = after.filter { verifier.verdict($0).isVerified }.prefix(radius)
        return try ranked(Array(shownBefore) + [own] + Array(shownAfter), board: board.rawValue, period: period,
                          viewer: player)
    }

    public func run(id: String) throws -> RankedRun? {
        guard let row = try server.run(id: id), var run = ServerRowCheck.rankedRun(from: row.run) else { return nil }
        run.verification = verifier.verdict(row)
        return run
    }

    public func allRuns() throws -> [RankedRun] {
        var runs: [RankedRun] = []
        var cursor: (Date, String)?
        while true {
            let page = try server.runs(after: cursor, limit: 1000)
            for row in page {
                try ReadCancellation.check()
                guard var run = ServerRowCheck.rankedRun(from: row.run) else { continue }
                run.verification = verifier.known(row.run.id) ?? .pending
                runs.append(run)
            }
            guard let last = page.last, page.count == 1000 else { return runs }
            cursor = (last.run.finishedAt, last.run.id)
        }
    }

    public func runIDs() throws -> [String] {
        let rows = try server.connection.rows("SELECT id FROM clearfield.run ORDER BY finished_at, id")
        return rows.compactMap { try? $0.decode(String.self) }
    }

    /// The board's rows never change; the verdict is this client's (it ranks by its own replays).
    public func markVerification(runID: String, state: VerificationState) throws {
        verifier.record(runID, state)
    }

    /// Board rows with their ranks, from one count on the server: the rows better than the first
    /// (its rank) and those no worse than it; a later row's rank adds the rows of this contiguous
    /// slice between the two (ties share a rank; blocked rows never count, even the viewer's).
    func ranked(_ rows: [ServerBoardRow], board: String, period: String, viewer: PlayerID?) throws -> [BoardRow] {
        guard let first = rows.first else { return [] }
        let firstKeys = first.run.sortKey
        let counts = try server.countBetter(than: firstKeys, board: board, period: period, excluding: verifier.refuted,
                                            leavingOut: verifier.distrusted)
        // A blocked viewer sees their own row among the others: it counts for the rows after it.
        var hiddenViewer: [Int64]?
        if let viewer {
            let own = try rows.first { $0.player.id == viewer } ?? server.best(of: viewer, board: board, period: period)
            if let own, own.player.blocked, verifier.verdict(own).isVerified { hiddenViewer = own.run.sortKey }
        }
        var result: [BoardRow] = []
        for (index, row) in rows.enumerated() {
            let keys = row.run.sortKey
            let viewerBefore = hiddenViewer.map { $0.lexicographicallyPrecedes(keys) } ?? false
            var rank = counts.better + 1 + (viewerBefore ? 1 : 0)
            if firstKeys.lexicographicallyPrecedes(keys) {
                let between = rows[..<index].filter {
                    !$0.player.blocked && firstKeys.lexicographicallyPrecedes($0.run.sortKey)
                        && $0.run.sortKey.lexicographicallyPrecedes(keys)
                }
                rank = counts.atMost + between.count + 1 + (viewerBefore ? 1 : 0)
            }
            guard let run = ServerRowCheck.rankedRun(from: row.run) else { continue }
            result.append(BoardRow(
                rank: rank, playerID: row.player.id, displayName: ServerRowCheck.displayName(of: row.player),
                avatarPixels: ServerRowCheck.avatarPixels(row.player.avatar), figures: run.figures,
                sortKey: run.paddedSortKey, runID: run.id, finishedAt: run.finishedAt,
                isViewer: row.player.id == viewer, isHidden: row.player.blocked))
        }
        return result
    }

    func rank(keys: [Int64], board: String, period: String) throws -> Int {
        1 + (try server.countBetter(than: keys, board: board, period: period, excluding: verifier.refuted,
                                    leavingOut: verifier.distrusted).better)
    }
}
