import Foundation
import Leaderboards
import Players

// A run is kept marked verified, and a board row counts only with such a run (`BoardRowCheck`).
// A mark written into the database by hand over a log that does not replay would rank until
// `leaderboard verify` ran. So every read that returns rows first replays the runs behind them
// (`replayCheck`), each at most once in a process (`ReplayedRuns`): a read costs one replay per
// row it returns the first time, then one lookup per row. A run that fails is marked so, as
// `verify` would mark it (its player's rows are worked out again), and the read is made again.
//
// Limit, by design of the bound: ranks are counted over the rows above, which are not replayed
// unless they are read; a forged run ranks nowhere on the rows shown, and reading the top of its
// board (which the Leaderboards screen and `leaderboard` do) removes it from the counts too.
extension DatabaseLeaderboardStore {
    /// Reads made again after a run failed; each round fails at least one run for good.
    static let replayRounds = 8

    public func rows(board: BoardID, window: RankWindow, now: Date, offset: Int, limit: Int,
                     viewer: PlayerID?) throws -> [BoardRow] {
        try replayChecked {
            try storedRows(board: board, window: window, now: now, offset: offset, limit: limit, viewer: viewer)
        }
    }

    public func rank(of player: PlayerID, board: BoardID, window: RankWindow, now: Date) throws -> BoardRow? {
        try replayChecked {
            try storedRank(of: player, board: board, window: window, now: now).map { [$0] } ?? []
        }.first
    }

    public func around(player: PlayerID, board: BoardID, window: RankWindow, now: Date, radius: Int) throws -> [BoardRow] {
        try replayChecked {
            try storedAround(player: player, board: board, window: window, now: now, radius: radius)
        }
    }

    /// The rows `read` returns once every run behind them replays.
    func replayChecked(_ read: () throws -> [BoardRow]) throws -> [BoardRow] {
        var rows = try read()
        guard let replayCheck else { return rows }
        for _ in 0..<Self.replayRounds {
            var failed = false
            for runID in Set(rows.map(\.runID)) {
                guard let run = try run(id: runID), run.verification.isVerified,
                      !ReplayedRuns.shared.contains(run) else { continue }
                let state = replayCheck(run)
                if state.isVerified {
                    ReplayedRuns.shared.insert(run)
                } else {
                    try markVerification(runID: runID, state: state)
                    failed = true
                }
            }
            guard failed else { return rows }
            rows = try read()
        }
        return rows
    }
}
