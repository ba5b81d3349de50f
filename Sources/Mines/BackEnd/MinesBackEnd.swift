import GameCore
import GameRules
import Progress

/// Mines as a game back end: one classic or custom board, or an endless run of boards.
///
/// The first reveal lays a board out (the seed and the first cell decide where the mines go),
/// so a log replays to the same boards; a daily's board is laid out at the start from its
/// opening cell (`MinesGameParams.opening`), the same for every player. A hit mine loses; a cleared classic or custom board
/// wins; an endless run is never won, it goes on with `nextBoard` until a mine ends it. Mines
/// has no stuck position. Timed play starts at the first reveal (the competitive rule).
public enum MinesBackEnd: StatsKeepingBackEnd {
    public typealias State = MinesState

    public static var kind: GameKind { .mines }
    public static var title: String { "Mines" }

    /// Every `MinesGameParams` value is a board the game can lay out (`MinesParams` checks its
    /// sizes when it is made or decoded), so this does not throw.
    public static func newGame(_ setup: GameSetup<MinesGameParams>) throws -> MinesState {
        MinesState(setup: setup.params.setup(seed: setup.seed))
    }

    public static func status(of state: MinesState) -> GameStatus {
        switch state.board.outcome {
        case .lost: .lost
        case .won: state.mode.isEndless ? .playing : .won
        case .playing: .playing
        }
    }

    /// The middle of the board, where a first reveal opens the most.
    public static func initialInterface(for state: MinesState) -> MinesInterface {
        MinesInterface(cursor: Point(x: state.board.width / 2, y: state.board.height / 2))
    }

    /// A cleared board joins the interface's list with the time it took; the next board of an
    /// endless run begins at the moment it is asked for (the clock stood still since the clear),
    /// with the cursor in its middle.
    public static func interface(_ interface: MinesInterface, after action: SessionAction<MinesMove>,
                                 events: [GameEvent], in state: MinesState, atMilliseconds offset: Int) -> MinesInterface {
        var next = interface
        for board in events.compactMap(\.boardCleared) {
            next.clearedBoards.append(ClearedBoard(level: board.level, milliseconds: offset - interface.boardStartMilliseconds,
                                                   threeBV: board.threeBV, clicks: board.clicks))
        }
        if case .move(.nextBoard) = action {
            next.boardStartMilliseconds = offset
            next.cursor = initialInterface(for: state).cursor
        }
        return next
    }

    /// A cleared board of an endless run (won, not the end) and the next board begun are saved
    /// at once: a kill never takes the player back over a board already cleared.
    public static func isCheckpoint(after action: SessionAction<MinesMove>, in state: MinesState) -> Bool {
        if case .move(.nextBoard) = action { return true }
        return state.board.outcome == .won
    }

    public static func statsCatalog() throws -> GameStatsCatalog {
        try MinesStats.catalog()
    }

    public static var eventDeclarations: [EventDeclaration] { EventDeclaration.minesEvents }

    /// The board and, but for an endless run (always no-guess), how its mines were laid out:
    /// no-guess and random boards are counted apart, as the leaderboards rank them apart.
    public static func statsContext(for params: MinesGameParams) -> StatsContext {
        let board = MinesStatsBoard(rawValue: params.mode.key) ?? .custom
        let context: StatsContext = board == .endless ? .mines(board: board) : .mines(board: board, style: params.settings.style)
        // A daily game says which date's: its attempt's outcome is read from its finished row.
        return params.daily.map(context.daily) ?? context
    }

    public static func replay(_ setup: GameSetup<MinesGameParams>, log: TimedLog<MinesMove>,
                              claimedPlayMilliseconds: Int?) -> Result<ReplayedGame<MinesState>, VerificationFailure> {
        let initial = MinesState(setup: setup.params.setup(seed: setup.seed))
        var tally = Tally()
        return LogReplay.run(log, from: initial, claimedPlayMilliseconds: claimedPlayMilliseconds,
                             status: status(of:)) { index, before, after in
            tally.count(index: index, action: log.entries[index].action, before: before, after: after)
        }.map { session, timing in
            let state = session.current
            let start = tally.firstRevealIndex.flatMap { log.entries[$0].offset }
            var verified = VerifiedGame(
                kind: kind, status: status(of: state), level: state.mode.isEndless ? state.level : nil,
                boardsCleared: state.boardsCleared, moves: tally.moves, threeBV: state.board.threeBV,
                threeBVCleared: tally.threeBVCleared, hintsUsed: session.hintsUsed, undosUsed: session.undosUsed,
                actionCount: log.playCount, timingStartOffset: start, lastOffset: timing.lastOffset,
                playMilliseconds: timing.playMilliseconds(from: start))
            if let start, let cleared = tally.lastClearIndex.flatMap({ log.entries[$0].offset }) {
                verified.clearedPlayMilliseconds = max(0, cleared - start)
            }
            return ReplayedGame(session: session, verified: verified)
        }
    }

    /// What the replay counts on the way.
    private struct Tally {
        /// The action that laid out the first board: where timed play starts.
        var firstRevealIndex: Int?
        var moves = 0
        var threeBVCleared = 0
        /// The action that cleared the last board cleared: where a run's time ends.
        var lastClearIndex: Int?

        mutating func count(index: Int, action: SessionAction<MinesMove>, before: MinesState, after: MinesState) {
            if case .move(let move) = action, move != .nextBoard { moves += 1 }
            if firstRevealIndex == nil, after.board.hasBegun { firstRevealIndex = index }
            if before.board.outcome == .playing, after.board.outcome == .won, after.level == before.level {
                threeBVCleared += after.board.threeBV ?? 0
                lastClearIndex = index
            }
        }
    }
}
