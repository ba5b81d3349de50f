import Foundation
import Players

/// Where ranked runs are kept and boards are read: SQLite now (Storage's
/// `DatabaseLeaderboardStore`), a server's PostgreSQL later. Synchronous and throwing: callers
/// run it from a background job. A store knows its local time zone (`RankPeriods`), so `now`
/// and a run's `finishedAt` fall in the same local day and week for everyone who asks.
///
/// A board has one row per player: their best verified run in the window (or, for an aggregate
/// board, their bests summed). Rows are ordered by sort key (lower first), ties by player id;
/// a row's rank is 1 + the rows with a strictly better key. A blocked player's rows are left
/// out, except for that player as viewer, who sees them marked hidden (and ranked among the
/// others as if shown).
public protocol LeaderboardStore {
    /// Keeps a finished run (every one, not only bests) and, when it is verified, places it in
    /// the all-time, day and week bests of its player in one transaction. Submitting a run id
    /// already kept changes nothing and answers its placement again.
    @discardableResult
    func submit(_ run: RankedRun) throws -> Placement

    /// Rows `offset` ..< `offset + limit` of a board in the window at `now`, best first.
    func rows(board: BoardID, window: RankWindow, now: Date, offset: Int, limit: Int,
              viewer: PlayerID?) throws -> [BoardRow]

    /// How many rows the board has in the window for `viewer` (hidden ones count only for their owner).
    func rowCount(board: BoardID, window: RankWindow, now: Date, viewer: PlayerID?) throws -> Int

    /// The player's row (their rank) on the board in the window; nil when they have none.
    func rank(of player: PlayerID, board: BoardID, window: RankWindow, now: Date) throws -> BoardRow?

    /// The player's row with up to `radius` rows before and after it, in order; empty when the
    /// player has no row. The viewer is the player.
    func around(player: PlayerID, board: BoardID, window: RankWindow, now: Date, radius: Int) throws -> [BoardRow]

    /// A kept run, or nil.
    func run(id: String) throws -> RankedRun?

    /// Every kept run, oldest first (for `leaderboard verify`).
    func allRuns() throws -> [RankedRun]

    /// The ids of every kept run, oldest first: for walking many runs one at a time.
    func runIDs() throws -> [String]

    /// Records a run's verification; its player's bests are worked out again, so a run found
    /// not to verify leaves every board at once.
    func markVerification(runID: String, state: VerificationState) throws

    /// Checks every board row against its run (kept, its player's, verified, that key) and works
    /// out again each row that fails, so none ranks without its run; `leaderboard verify` runs it.
    func repairBoardRows() throws -> BoardRowRepair
}

/// What `repairBoardRows` found: rows checked, and rows that had no run backing them (each
/// worked out again from its player's verified runs, or removed).
public struct BoardRowRepair: Hashable, Sendable {
    public var checked: Int
    public var repaired: Int

    public init(checked: Int, repaired: Int) {
        self.checked = checked
        self.repaired = repaired
    }
}

extension LeaderboardStore {
    /// A store whose rows are worked out from its runs at every read has none to repair.
    public func repairBoardRows() throws -> BoardRowRepair { BoardRowRepair(checked: 0, repaired: 0) }

    /// The first `limit` rows.
    public func top(board: BoardID, window: RankWindow, now: Date, limit: Int, viewer: PlayerID?) throws -> [BoardRow] {
        try rows(board: board, window: window, now: now, offset: 0, limit: limit, viewer: viewer)
    }
}

/// Why a store refused something, in words.
public struct LeaderboardStoreError: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
