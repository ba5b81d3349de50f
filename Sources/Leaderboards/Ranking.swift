import Foundation
import Players

/// The boards worked out from the runs themselves, in memory: the reference every store must
/// agree with (the property tests compare them), and small enough to read as the definition of
/// the rules.
///
/// - One row per player: their best verified run in the window: the lowest sort key, then the
///   earlier finish, then the lower run id. An aggregate board sums each player's member bests.
/// - Rows in order of sort key, ties by player id; rank = 1 + rows with a strictly better key.
/// - A blocked player's row is left out, except for that player, who sees it marked hidden.
public struct Ranking: Sendable {
    public var runs: [RankedRun]
    public var periods: RankPeriods
    /// The aggregate boards by id (the Tiles total); every other board is a board of runs.
    public var aggregates: [BoardID: BoardAggregate]
    public var blocked: Set<PlayerID>
    /// The shown name of a player.
    public var displayName: @Sendable (PlayerID) -> String

    public init(runs: [RankedRun], periods: RankPeriods, aggregates: [BoardID: BoardAggregate] = [:],
                blocked: Set<PlayerID> = [], displayName: @escaping @Sendable (PlayerID) -> String = { "Player \($0)" }) {
        self.runs = runs
        self.periods = periods
        self.aggregates = aggregates
        self.blocked = blocked
        self.displayName = displayName
    }

    /// Each player's best in the window: the row they would have if nobody were blocked.
    public func bests(board: BoardID, window: RankWindow, now: Date) -> [PlayerID: Best] {
        if let aggregate = aggregates[board] {
            return aggregateBests(aggregate, window: window, now: now)
        }
        let period = periods.period(window, at: now)
        var bests: [PlayerID: Best] = [:]
        for run in runs where run.board == board && run.verification.isVerified
            && periods.periods(of: run.finishedAt).contains(period) {
            let candidate = Best(run: run)
            if let current = bests[run.playerID], !candidate.isBetter(than: current) { continue }
            bests[run.playerID] = candidate
        }
        return bests
    }

    /// Every row the viewer sees, best first, ranked.
    public func rows(board: BoardID, window: RankWindow, now: Date, viewer: PlayerID?) -> [BoardRow] {
        let visible = bests(board: board, window: window, now: now).values
            .filter { !blocked.contains($0.playerID) || $0.playerID == viewer }
            .sorted { lhs, rhs in
                lhs.sortKey != rhs.sortKey ? lhs.sortKey.lexicographicallyPrecedes(rhs.sortKey) : lhs.playerID < rhs.playerID
            }
        var rows: [BoardRow] = []
        rows.reserveCapacity(visible.count)
        for (index, best) in visible.enumerated() {
            // Ties share the rank of the first row with their key.
            let rank = index > 0 && visible[index - 1].sortKey == best.sortKey ? rows[index - 1].rank : index + 1
            rows.append(BoardRow(rank: rank, playerID: best.playerID, displayName: displayName(best.playerID),
                                 avatarPixels: nil, figures: best.figures, sortKey: best.sortKey, runID: best.runID,
                                 finishedAt: best.finishedAt, isViewer: best.playerID == viewer,
                                 isHidden: blocked.contains(best.playerID)))
        }
        return rows
    }

    /// The first `limit` rows.
    public func top(board: BoardID, window: RankWindow, now: Date, limit: Int, viewer: PlayerID?) -> [BoardRow] {
        Array(rows(board: board, window: window, now: now, viewer: viewer).prefix(max(0, limit)))
    }

    /// The player's own row, as they see it.
    public func rank(of player: PlayerID, board: BoardID, window: RankWindow, now: Date) -> BoardRow? {
        rows(board: board, window: window, now: now, viewer: player).first { $0.playerID == player }
    }

    /// The player's row with up to `radius` rows on each side, as they see it.
    public func around(player: PlayerID, board: BoardID, window: RankWindow, now: Date, radius: Int) -> [BoardRow] {
        let all = rows(board: board, window: window, now: now, viewer: player)
        guard let index = all.firstIndex(where: { $0.playerID == player }) else { return [] }
        let radius = max(0, radius)
        return Array(all[max(0, index - radius)...min(all.count - 1, index + radius)])
    }

    private func aggregateBests(_ aggregate: BoardAggregate, window: RankWindow, now: Date) -> [PlayerID: Best] {
        let members = Set(runs.map(\.board).filter(aggregate.isMember))
        var parts: [PlayerID: [Best]] = [:]
        for member in members {
            for (player, best) in bests(board: member, window: window, now: now) {
                parts[player, default: []].append(best)
            }
        }
        return parts.mapValues { Best.aggregate(of: $0, by: aggregate) }
    }
}

extension Ranking {
    /// One player's standing on a board: the run (or runs summed) that counts.
    public struct Best: Hashable, Sendable {
        public var playerID: PlayerID
        /// Always three values.
        public var sortKey: [Int64]
        public var figures: [String: Int64]
        public var runID: String
        public var finishedAt: Date

        public init(playerID: PlayerID, sortKey: [Int64], figures: [String: Int64], runID: String, finishedAt: Date) {
            self.playerID = playerID
            self.sortKey = RankedScore.padded(sortKey)
            self.figures = figures
            self.runID = runID
            // Whole milliseconds, as stores keep dates, so a date read back compares equal.
            self.finishedAt = Date(timeIntervalSince1970: (finishedAt.timeIntervalSince1970 * 1000).rounded() / 1000)
        }

        init(run: RankedRun) {
            self.init(playerID: run.playerID, sortKey: run.sortKey, figures: run.figures, runID: run.id,
                      finishedAt: run.finishedAt)
        }

        /// The same player's better run: lower key, then earlier, then the lower id.
        public func isBetter(than other: Best) -> Bool {
            if sortKey != other.sortKey { return sortKey.lexicographicallyPrecedes(other.sortKey) }
            if finishedAt != other.finishedAt { return finishedAt < other.finishedAt }
            return runID < other.runID
        }

        /// A player's member bests summed: key (Σ first keys, −members, 0), dated by the latest
        /// member (ties: the higher run id), whose run it names.
        public static func aggregate(of parts: [Best], by aggregate: BoardAggregate) -> Best {
            let latest = parts.max { lhs, rhs in
                lhs.finishedAt != rhs.finishedAt ? lhs.finishedAt < rhs.finishedAt : lhs.runID < rhs.runID
            }!
            let sum = parts.reduce(Int64(0)) { $0 + $1.sortKey[0] }
            let figureSum = parts.reduce(Int64(0)) { $0 + ($1.figures[aggregate.summedFigure] ?? 0) }
            return Best(playerID: latest.playerID, sortKey: [sum, -Int64(parts.count), 0],
                        figures: [aggregate.summedFigure: figureSum, aggregate.countFigure: Int64(parts.count)],
                        runID: latest.runID, finishedAt: latest.finishedAt)
        }
    }
}
