import Foundation
import GameCore
import GameRules
import Midend
import Mines
import Storage

/// What a Mines save holds, and how a saved Mines game is rebuilt; the saving itself is
/// `SavingPlayScreen`'s.
extension MinesPlayScreen: SavingPlayScreen {
    static let gameName = MinesBackEnd.title

    // MARK: The save's contents

    /// This game as a save holds it: its setup, the session's log, the level it reached, the
    /// board times the log cannot tell, the clock, the cursor and the pause, and its stats under
    /// its id. Nothing derived (boards, mines left, 3BV): resuming regenerates and replays.
    func savedGame(context: ScreenContext) -> SavedGame {
        let mines = SavedMinesGame(setup: setup, log: session.log, level: state.level,
                                   boardStartMilliseconds: Int64(boardStartMilliseconds),
                                   clearedMilliseconds: clearedBoards.map { Int64($0.milliseconds) }, cursor: cursor)
        return SavedGame(game: .mines(mines), playMilliseconds: Int64(play.playMilliseconds(at: context.now)),
                         paused: isPaused, progress: progressToSave(context: context))
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

    /// Rebuilds a saved Mines game through the back end's replay (`MinesBackEnd.replay`, the
    /// replay `verify` makes): the first board from the setup, then every logged action through
    /// the normal rules (the generator lays each board out again from its seed and first cell).
    /// Beyond what the replay checks, the save must reach its level with the game still in play,
    /// and clear as many boards as it has times for, within its play time.
    static func restoring(_ saved: SavedMinesGame, playMilliseconds: Int64,
                          paused: Bool) -> Result<MinesPlayScreen, RestoreFailure> {
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
        let log = TimedLog<MinesMove>(untimed: actions)
        let interface = MinesInterface(cursor: saved.cursor)
        let play: GamePlay<MinesBackEnd>
        switch GamePlay<MinesBackEnd>.resume(saved.setup.gameSetup, log: log, interface: interface,
                                               playMilliseconds: Int(playMilliseconds), paused: paused) {
        case .success(let resumed): play = resumed
        case .failure(.illegalAction(let index)):
            return .failure(RestoreFailure(
                reason: "its action \(index + 1) of \(count) does not play on its board (seed \(saved.setup.seed))"))
        case .failure(let failure):
            return .failure(RestoreFailure(reason: failure.reason))
        }
        let state = play.state
        guard state.level == saved.level else {
            return .failure(RestoreFailure(reason: "its moves reach level \(state.level), not the saved \(saved.level)"))
        }
        guard !state.isOver else {
            let how = state.board.outcome == .lost ? "a mine is hit" : "the board is cleared"
            return .failure(RestoreFailure(reason: "its moves end the game (\(how)), so there is nothing to continue"))
        }
        // The boards an endless run cleared on the way, with their 3BV and clicks: Mines keeps no
        // history, so the run's log is played once more to hear them. (A classic or custom game
        // has none: clearing its board would have ended it.)
        var session = GameSession(initial: saved.setup.initialState)
        var won: [(level: Int, threeBV: Int, clicks: Int)] = []
        for action in saved.setup.mode.isEndless ? actions : [] {
            for case let .boardCleared(level, threeBV, clicks) in session.perform(action) ?? [] {
                won.append((level, threeBV, clicks))
            }
        }
        guard won.count == saved.clearedMilliseconds.count else {
            func boards(_ count: Int) -> String { count == 1 ? "1 board" : "\(count) boards" }
            return .failure(RestoreFailure(reason: "its moves clear \(boards(won.count)) but it has the times of "
                                           + boards(saved.clearedMilliseconds.count)))
        }
        // Each time is at most a century, and the sum stops growing past the play time: no overflow.
        let clearedTotal = saved.clearedMilliseconds.reduce(Int64(0)) { $0 > playMilliseconds ? $0 : $0 + $1 }
        guard saved.boardStartMilliseconds <= playMilliseconds, clearedTotal <= playMilliseconds else {
            return .failure(RestoreFailure(reason: "its board times run past its play time"))
        }
        let cleared = zip(won, saved.clearedMilliseconds).map { board, milliseconds in
            ClearedBoard(level: board.level, milliseconds: Int(milliseconds), threeBV: board.threeBV, clicks: board.clicks)
        }
        return .success(MinesPlayScreen(resuming: play, boardStartMilliseconds: Int(saved.boardStartMilliseconds),
                                        clearedBoards: cleared))
    }
}

/// Why a saved game cannot be rebuilt, in the words that follow "cannot be resumed".
struct RestoreFailure: Error, Equatable {
    var reason: String
}
