import Shell
import ReplayUI
import Foundation
import GameCore
import GameRules
import Leaderboards
import Midend
import Mines
import SaveFiles

/// How a saved Mines game is described and rebuilt; what a save holds is the game's own values
/// (`GamePlay.savedPlay`) and the saving itself is the runner's.
extension MinesPlayScreen: SavingPlayScreen, ResumedPlayScreen {
    package static let gameName = MinesBackEnd.title

    // MARK: The save's contents

    /// "Endless level 4", "Expert", "Custom 40x20/9": the Continue line lowercases it after
    /// the game's name.
    package static func summaryDetail(mode: MinesMode, level: Int) -> String {
        mode.isEndless ? "Endless level \(level)" : mode.title
    }

    /// Writes the save; nil when it worked (or there is nowhere to save), else why not. Public
    /// for the SaveBenchmarks target, which times exactly what a save costs the game.
    public mutating func save(context: ScreenContext) -> ArchiveFileError? {
        runner.writeSave(services: context.playServices)
    }

    // MARK: Resuming

    package static var kind: GameKind { MinesBackEnd.kind }

    /// Mines' entry among the app's front ends: a save in format 2 or its format-1 section.
    package static func resume(_ saved: SavedGame, environment: AppEnvironment) -> Result<ResumedGame, ResumeRefusal> {
        let (playMilliseconds, paused) = (saved.playMilliseconds, saved.paused)
        return saved.rebuild(MinesBackEnd.self, format1: SavedMinesGame.self,
                             fromSection: { restoring($0, playMilliseconds: playMilliseconds, paused: paused) },
                             fromPlay: { decoded in
                                 restoring(decoded.setup, log: decoded.log, interface: decoded.interface, savedLevel: nil,
                                           playMilliseconds: playMilliseconds, paused: paused, origin: decoded.origin)
                             })
            .map { ResumedGame(below: MinesMenuScreen(), screen: $0) }
    }

    /// Rebuilds a format-1 Mines save: its section's log (with unknown offsets), cursor and board
    /// times, and the level it reached as a check.
    package static func restoring(_ saved: SavedMinesGame, playMilliseconds: Int64,
                          paused: Bool) -> Result<MinesPlayScreen, RestoreFailure> {
        let interface = MinesInterface(cursor: saved.cursor,
                                       boardStartMilliseconds: Int(saved.boardStartMilliseconds),
                                       clearedMilliseconds: saved.clearedMilliseconds.map { Int($0) })
        return restoring(saved.setup.gameSetup, log: TimedLog(untimed: saved.log.actions), interface: interface,
                         savedLevel: saved.level, playMilliseconds: playMilliseconds, paused: paused, origin: nil)
    }

    /// Rebuilds a saved Mines game through the back end's replay (`MinesBackEnd.replay`, the
    /// replay `verify` makes): the first board from the setup, then every logged action through
    /// the normal rules (the generator lays each board out again from its seed and first cell).
    /// Beyond what the replay checks, the game must still be in play (at the saved level, when
    /// the save names one), and have cleared as many boards as it has times for, within its play
    /// time.
    package static func restoring(_ setup: GameSetup<MinesGameParams>, log: TimedLog<MinesMove>, interface: MinesInterface,
                          savedLevel: Int?, playMilliseconds: Int64, paused: Bool,
                          origin: SeedOrigin?) -> Result<MinesPlayScreen, RestoreFailure> {
        let actions = log.actions
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
        let play: GamePlay<MinesBackEnd>
        switch GamePlay<MinesBackEnd>.resume(setup, log: log, interface: interface,
                                               playMilliseconds: Int(playMilliseconds), paused: paused, origin: origin) {
        case .success(let resumed): play = resumed
        case .failure(.illegalAction(let index)):
            return .failure(RestoreFailure(
                reason: "its action \(index + 1) of \(count) does not play on its board (seed \(setup.seed))"))
        case .failure(let failure):
            return .failure(RestoreFailure(reason: failure.reason))
        }
        let state = play.state
        if let savedLevel, state.level != savedLevel {
            return .failure(RestoreFailure(reason: "its moves reach level \(state.level), not the saved \(savedLevel)"))
        }
        guard !state.isOver else {
            let how = state.board.outcome == .lost ? "a mine is hit" : "the board is cleared"
            return .failure(RestoreFailure(reason: "its moves end the game (\(how)), so there is nothing to continue"))
        }
        // The boards an endless run cleared on the way, with their 3BV and clicks: Mines keeps no
        // history, so the run's log is played once more to hear them. (A classic or custom game
        // has none: clearing its board would have ended it.)
        var session = GameSession(initial: setup.params.setup(seed: setup.seed).initialState)
        var won: [(level: Int, threeBV: Int, clicks: Int)] = []
        for action in state.setup.mode.isEndless ? actions : [] {
            won += (session.perform(action) ?? []).compactMap(\.boardCleared)
        }
        let times = interface.clearedMilliseconds
        guard won.count == times.count else {
            func boards(_ count: Int) -> String { count == 1 ? "1 board" : "\(count) boards" }
            return .failure(RestoreFailure(reason: "its moves clear \(boards(won.count)) but it has the times of "
                                           + boards(times.count)))
        }
        // Each time is at most a century, and the sum stops growing past the play time: no overflow.
        let clearedTotal = times.reduce(Int64(0)) { $0 > playMilliseconds ? $0 : $0 + Int64($1) }
        guard (0...playMilliseconds).contains(Int64(interface.boardStartMilliseconds)), clearedTotal <= playMilliseconds,
              times.allSatisfy({ $0 >= 0 }) else {
            return .failure(RestoreFailure(reason: "its board times run past its play time"))
        }
        var restored = play
        restored.interface = play.interface.restoringFigures(won)
        return .success(MinesPlayScreen(resuming: restored))
    }
}

