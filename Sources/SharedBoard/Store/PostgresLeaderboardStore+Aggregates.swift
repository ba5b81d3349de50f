import Foundation
import Leaderboards
import Players

/// Aggregate boards (the Tiles total) on the shared board: each player's member bests — those
/// whose replay verifies here — summed by the same `Ranking.Best.aggregate` the SQLite store and
/// the pure Ranking use, so the three agree. Membership is the `BoardAggregate`'s, narrowed to the
/// member boards this game knows (`members`, from `RankingRegistry.knownMembers`) where given.
///
/// Summed on the reading client from one read of the members' bests: a club's Tiles boards are
/// small. A member best that fails its replay gives way to the player's best run there that
/// verifies (as the SQLite store, whose bests hold verified runs only).
extension PostgresLeaderboardStore {
    /// The board's rows in ranking order, ranked, for `viewer`: blocked players are left out except
    /// the viewer, who is ranked among the others as if shown.
    func aggregateRows(_ aggregate: BoardAggregate, board: BoardID, window: RankWindow, now: Date,
                       viewer: PlayerID?) throws -> [BoardRow] {
        let period = periods.period(window, at: now)
        var parts: [PlayerID: [Ranking.Best]] = [:]
        var players: [PlayerID: ServerPlayer] = [:]
        var failed: [(player: Int64, board: String)] = []
        var failedRuns: [String] = []
        func take(_ row: ServerBoardRow) {
            guard let run = ServerRowCheck.rankedRun(from: row.run) else { return }
            players[row.player.id] = row.player
            parts[row.player.id, default: []].append(Ranking.Best(
                playerID: row.player.id, sortKey: run.sortKey, figures: run.figures, runID: run.id,
                finishedAt: run.finishedAt))
        }
        // Only the known members are sent: a player's junk on made-up member boards stays on the
        // server (one row per known board and player at most, however much they filed).
        let distrusted = verifier.distrusted
        let memberRows = try members[board].map {
            try server.memberBests(boards: $0.map(\.rawValue), period: period, leavingOut: distrusted)
        } ?? server.memberBests(prefix: aggregate.memberPrefix, period: period, leavingOut: distrusted)
        let known = members[board].map(Set.init)
        for kept in memberRows {
            try ReadCancellation.check()
            // A player whose runs fail too often here: none of theirs would count.
            if verifier.distrusts(kept.player.id) { continue }
            guard aggregate.isMember(BoardID(kept.run.board)), known?.contains(BoardID(kept.run.board)) ?? true,
                  !kept.player.blocked || kept.player.id == viewer else {
                continue
            }
            if verifier.verdict(kept).isVerified {
                take(kept)
            } else if !verifier.distrusts(kept.player.id) {
                // (A player whose runs fail too often gets no second look: none would verify.)
                failed.append((kept.player.id, kept.run.board))
                failedRuns.append(kept.run.id)
            }
        }
        // A best that fails its replay gives way to the player's best run there that verifies,
        // looked up for every such best at once: a bounded number of queries whatever the junk.
        var replaced: Set<String> = []
        for row in try server.runs(of: failed, period: period, excluding: failedRuns) {
            try ReadCancellation.check()
            let pair = "\(row.player.id)|\(row.run.board)"
            guard !replaced.contains(pair), verifier.verdict(row).isVerified else { continue }
            replaced.insert(pair)
            take(row)
        }
        let bests = parts.values.map { Ranking.Best.aggregate(of: $0, by: aggregate) }.sorted {
            $0.sortKey != $1.sortKey ? $0.sortKey.lexicographicallyPrecedes($1.sortKey) : $0.playerID < $1.playerID
        }
        var rows: [BoardRow] = []
        rows.reserveCapacity(bests.count)
        for (position, best) in bests.enumerated() {
            let tied = position > 0 && bests[position - 1].sortKey == best.sortKey
            guard let player = players[best.playerID] else { continue }
            rows.append(BoardRow(
                rank: tied ? rows[position - 1].rank : position + 1, playerID: best.playerID,
                displayName: ServerRowCheck.displayName(of: player),
                avatarPixels: ServerRowCheck.avatarPixels(player.avatar), figures: best.figures, sortKey: best.sortKey,
                runID: best.runID, finishedAt: best.finishedAt, isViewer: best.playerID == viewer,
                isHidden: player.blocked))
        }
        return rows
    }
}
