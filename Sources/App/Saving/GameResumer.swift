import Foundation
import GameCore
import GameRules
import Midend
import Mines
import Progress
import Storage
import Tiles

/// Brings the saved game back: Continue in the main menu, and `clearfield --continue`.
///
/// Nothing is installed until everything has been checked: the archive (envelope, version,
/// checksum, payload), then the game itself (Tiles: its level still exists with the same map,
/// its log replays through the rules to the same undo position; Mines: its log replays on the
/// boards its seed lays out, to the saved level, with the game still in play), and its stats
/// belong to it. Only then are its stats handed back to Progress (`resumeGame`, which grants
/// nothing again) and its screen built. A save that fails any check is moved aside and the
/// player gets one sentence.
public enum GameResumer {
    public enum Outcome {
        /// There is no saved game (no save slot in this run, or no file).
        case nothingSaved
        /// The screens to push: the level list (or the Mines menu), then the game on top.
        case resumed([any Screen])
        /// The save could not be used; it was moved aside (or could not be) as this sentence says.
        case failed(String)
    }

    public static func resume(environment: AppEnvironment, now: Instant) -> Outcome {
        guard let slot = environment.saveSlot else { return .nothingSaved }
        let date = environment.clock.wallTime()
        let loaded: LoadedArchive<SavedGame>
        switch slot.load() {
        case .success(let archive): loaded = archive
        case .failure(let problem) where problem.isMissing: return .nothingSaved
        case .failure(let problem): return .failed(slot.setAside(problem, at: date))
        }
        let file = loaded.header.file
        let saved = loaded.payload
        func unusable(_ reason: String) -> Outcome {
            .failed(slot.setAside(ArchiveProblem(.unusable(reason: reason), file: file), at: date))
        }
        guard loaded.header.kind == saved.archiveKind else {
            return unusable("its header says \(loaded.header.kind) but it holds a \(saved.archiveKind) game")
        }

        switch saved.game {
        case .tiles(let tiles):
            let levels: [Level]
            do {
                levels = try environment.levels()
            } catch {
                // The levels are not readable now; the save itself may be fine, so it stays.
                return .failed("Your saved game cannot be resumed now: the levels could not be loaded (\(error)).")
            }
            var screen: TilesPlayScreen
            switch TilesPlayScreen.restoring(tiles, levels: levels, playMilliseconds: saved.playMilliseconds,
                                             paused: saved.paused) {
            case .success(let restored): screen = restored
            case .failure(let failure): return unusable(failure.reason)
            }
            if let reason = progressProblem(saved.progress, expected: .tiles(level: tiles.levelIx),
                                            logCount: tiles.log.actions.count) {
                return unusable(reason)
            }
            // Checked: install.
            screen.saving = SaveProgress(hasArchive: true)
            screen.pendingBanners += installProgress(saved, environment: environment, now: now, date: date,
                                                     carried: &screen.carriedProgress)
            return .resumed([LevelSelectScreen(), screen])

        case .mines(let mines):
            var screen: MinesPlayScreen
            switch MinesPlayScreen.restoring(mines, playMilliseconds: saved.playMilliseconds, paused: saved.paused) {
            case .success(let restored): screen = restored
            case .failure(let failure): return unusable(failure.reason)
            }
            if let reason = progressProblem(saved.progress, expected: .mines(board: MinesStatsBoard(mode: mines.setup.mode)),
                                            logCount: mines.log.actions.count) {
                return unusable(reason)
            }
            // Checked: install.
            screen.saving = SaveProgress(hasArchive: true)
            screen.pendingBanners += installProgress(saved, environment: environment, now: now, date: date,
                                                     carried: &screen.carriedProgress)
            return .resumed([MinesMenuScreen(), screen])
        }
    }

    /// Why the saved stats cannot be those of this game, or nil when they can.
    static func progressProblem(_ progress: SavedGameProgress?, expected: StatsContext, logCount: Int) -> String? {
        guard let progress else { return nil }
        if progress.game.context != expected { return "its stats belong to another game" }
        if progress.game.isFinished { return "its stats say the game has already ended" }
        if progress.game.tracker.lastTurn > logCount { return "its stats are ahead of its moves" }
        if progress.gameId.isEmpty { return "its stats have no game id" }
        return nil
    }

    /// Hands the saved stats back to Progress under the game's id; with none saved, the game's
    /// stats begin now (it was never counted). Without Progress in this run, the saved stats are
    /// carried by the screen to its next save. Returns banner lines.
    private static func installProgress(_ saved: SavedGame, environment: AppEnvironment, now: Instant, date: Date,
                                        carried: inout SavedGameProgress?) -> [String] {
        guard let keeper = environment.progress else {
            carried = saved.progress
            return []
        }
        if let progress = saved.progress {
            return keeper.resumeGame(id: progress.gameId, progress: progress.game, at: now, date: date)
        }
        return environment.reportGame(saved.report(.started, instant: now, date: date))
    }
}

extension TilesPlayScreen {
    /// Rebuilds a saved Tiles game through the back end's replay (`TilesBackEnd.replay`, the
    /// replay `verify` makes): the level from the campaign (it must still exist, with the same
    /// map), then every logged action through the normal rules, which must end at the saved undo
    /// position. An undo after a clear is another game, so a log that clears the board does not
    /// replay (the game ended there and has no save).
    static func restoring(_ saved: SavedTilesGame, levels: [Level], playMilliseconds: Int64,
                          paused: Bool) -> Result<TilesPlayScreen, RestoreFailure> {
        let ix = saved.levelIx
        guard let level = levels.first(where: { $0.ix == ix }) else {
            return .failure(RestoreFailure(reason: "level \(ix) no longer exists"))
        }
        let params = TilesParams(level: level)
        guard params.mapHash == saved.mapHash else {
            return .failure(RestoreFailure(reason: "level \(ix) has changed since the game was saved"))
        }
        let count = saved.log.actions.count
        let board = level.board
        let cursor = Point(x: min(max(0, saved.cursor.x), board.width - 1),
                           y: min(max(0, saved.cursor.y), board.height - 1))
        let play: GamePlay<TilesBackEnd>
        switch GamePlay<TilesBackEnd>.resume(GameSetup(params: params, seed: 0), log: TimedLog(untimed: saved.log.actions),
                                             interface: TilesInterface(cursor: cursor),
                                             playMilliseconds: Int(playMilliseconds), paused: paused) {
        case .success(let resumed): play = resumed
        case .failure(.illegalAction(let index)):
            return .failure(RestoreFailure(reason: "its action \(index + 1) of \(count) no longer plays on level \(ix)"))
        case .failure(.actionAfterEnd(let index, _)):
            return .failure(RestoreFailure(
                reason: "its action \(index + 1) of \(count) comes after the level was cleared, which ends a game"))
        case .failure(let failure):
            return .failure(RestoreFailure(reason: failure.reason))
        }
        guard play.session.position == saved.position else {
            return .failure(RestoreFailure(
                reason: "its moves lead to undo position \(play.session.position), not the saved \(saved.position)"))
        }
        guard play.isUnderWay else {
            return .failure(RestoreFailure(reason: "its moves clear the level, so there is nothing to continue"))
        }
        return .success(TilesPlayScreen(level: level, campaign: levels, resuming: play))
    }
}
