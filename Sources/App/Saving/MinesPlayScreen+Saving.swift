import Foundation
import GameCore
import Midend
import Mines
import Storage

/// What a Mines save holds, and how a saved Mines game is rebuilt; the saving itself is
/// `SavingPlayScreen`'s.
extension MinesPlayScreen: SavingPlayScreen {
    static let gameName = GameKind.mines.title

    var isUnderWay: Bool { started && !ended && !saving.suspended }
    var loggedActions: Int { session.log.count }

    /// Put away, the game is this screen's to end no more.
    mutating func markPutAway() {
        ended = true
    }

    // MARK: The save's contents

    /// This game as a save holds it: its setup, the session's log, the level it reached, the
    /// board times the log cannot tell, the clock, the cursor and the pause, and its stats under
    /// its id. Nothing derived (boards, mines left, 3BV): resuming regenerates and replays.
    func savedGame(context: ScreenContext) -> SavedGame {
        let mines = SavedMinesGame(setup: setup, log: session.log, level: state.level,
                                   boardStartMilliseconds: Int64(boardStartMilliseconds),
                                   clearedMilliseconds: clearedBoards.map { Int64($0.milliseconds) }, cursor: cursor)
        return SavedGame(game: .mines(mines), playMilliseconds: Int64(clock.elapsedMilliseconds(at: context.now)),
                         paused: isPaused, progress: progressToSave(context: context, carried: carriedProgress))
    }

    /// "Endless level 4", "Expert", "Custom 40x20/9": the Continue line lowercases it after
    /// the game's name.
    func saveSummary(of game: SavedGame, context: ScreenContext) -> SaveSummary {
        SaveSummary(game: Self.gameName, detail: Self.summaryDetail(mode: mode, level: state.level),
                    playTimeMilliseconds: game.playMilliseconds, savedAt: context.environment.clock.wallTime())
    }

    static func summaryDetail(mode: MinesMode, level: Int) -> String {
        mode.isEndless ? "Endless level \(level)" : mode.title
    }

    /// Writes the save; nil when it worked (or there is nowhere to save), else why not. Public
    /// for `clearfield debug save-bench`, which times exactly what a save costs the game.
    public mutating func save(context: ScreenContext) -> ArchiveFileError? {
        writeSave(context: context)
    }

    // MARK: Resuming

    /// Rebuilds a saved Mines game the way a new one is built: the first board from the setup,
    /// then every logged action replayed through the session's normal rules (the generator lays
    /// out each board again from its seed and first cell; an endless run makes each next level's
    /// board from the run's seed). The replay must reach the saved level with the game still in
    /// play, and clear as many boards as the save has times for.
    static func restoring(_ saved: SavedMinesGame, clock: PlayClock) -> Result<MinesPlayScreen, RestoreFailure> {
        let actions = saved.log.actions
        let count = actions.count
        for (index, action) in actions.enumerated() {
            let name: String
            switch action {
            case .move, .hint: continue
            case .undo: name = "an undo"
            case .redo: name = "a redo"
            case .restart: name = "a restart"
            }
            return .failure(RestoreFailure(reason: "its action \(index + 1) of \(count) is \(name), which Mines does not have"))
        }
        // Replayed action by action (as `GameSession.replaying` does) to hear of each board
        // cleared on the way: its level, 3BV and clicks come with it.
        var session = GameSession(initial: saved.setup.initialState)
        var won: [(level: Int, threeBV: Int, clicks: Int)] = []
        for (index, action) in actions.enumerated() {
            guard let events = session.perform(action) else {
                return .failure(RestoreFailure(
                    reason: "its action \(index + 1) of \(count) does not play on its board (seed \(saved.setup.seed))"))
            }
            for case let .boardCleared(level, threeBV, clicks) in events { won.append((level, threeBV, clicks)) }
        }
        let state = session.current
        guard state.level == saved.level else {
            return .failure(RestoreFailure(reason: "its moves reach level \(state.level), not the saved \(saved.level)"))
        }
        guard !state.isOver else {
            let how = state.board.outcome == .lost ? "a mine is hit" : "the board is cleared"
            return .failure(RestoreFailure(reason: "its moves end the game (\(how)), so there is nothing to continue"))
        }
        guard won.count == saved.clearedMilliseconds.count else {
            func boards(_ count: Int) -> String { count == 1 ? "1 board" : "\(count) boards" }
            return .failure(RestoreFailure(reason: "its moves clear \(boards(won.count)) but it has the times of "
                                           + boards(saved.clearedMilliseconds.count)))
        }
        let played = Int64(clock.accumulatedNanoseconds / 1_000_000)
        // Each time is at most a century, and the sum stops growing past the play time: no overflow.
        let clearedTotal = saved.clearedMilliseconds.reduce(Int64(0)) { $0 > played ? $0 : $0 + $1 }
        guard saved.boardStartMilliseconds <= played, clearedTotal <= played else {
            return .failure(RestoreFailure(reason: "its board times run past its play time"))
        }
        let cleared = zip(won, saved.clearedMilliseconds).map { board, milliseconds in
            ClearedBoard(level: board.level, milliseconds: Int(milliseconds), threeBV: board.threeBV, clicks: board.clicks)
        }
        return .success(MinesPlayScreen(resuming: session, clock: clock, cursor: saved.cursor,
                                        boardStartMilliseconds: Int(saved.boardStartMilliseconds),
                                        clearedBoards: cleared))
    }
}

/// Why a saved game cannot be rebuilt, in the words that follow "cannot be resumed".
struct RestoreFailure: Error, Equatable {
    var reason: String
}
