import Foundation
import GameCore
import Progress
import SaveFiles

/// The runner's side of saved games that are not the one being played: the saved game a new one
/// replaces, and the stats of a save being continued. Their reports go through the runner too.
extension GameRunner {
    /// Giving up the saved game when another one starts in its place: it is ended as abandoned
    /// (in Progress, under its own id, so it is rolled over once) and its save removed. A save
    /// that cannot be read is moved aside, never overwritten. Returns banner lines.
    package static func retireSavedGame(slot: SaveSlot, services: PlayServices) -> [String] {
        let date = services.clock.wallTime()
        // A save another copy is playing is not this copy's to give up.
        if let holder = slot.claim() { return [holder] }
        switch slot.load() {
        case .failure(let problem) where problem.isMissing:
            return []
        case .failure(let problem):
            return [slot.setAsideTelling(problem, at: date).brief]
        case .success(let loaded):
            var banners: [String] = []
            let saved = loaded.payload
            if let progress = saved.progress, !progress.game.isFinished,
               services.progress?.hasFinished(gameID: progress.gameID) != true,
               progress.game.context.kind.rawValue == saved.kind, let keeper = services.progress {
                banners += keeper.resumeGame(id: progress.gameID, progress: progress.game, at: services.now, date: date)
                // As its play screen would report the end, at the point it was saved.
                let ended = GameReport(context: progress.game.context, moment: .ended(.abandoned),
                                       turn: progress.game.tracker.lastTurn, playMilliseconds: Int(saved.playMilliseconds),
                                       instant: services.now, date: date)
                banners += services.report(ended)
            }
            if let failure = slot.remove(holding: saved.progress?.gameID) { banners.append(failure) }
            return banners
        }
    }

    /// This game was rebuilt from `saved`, whose archive is on disk: its stats are handed back to
    /// Progress under the game's id (which grants nothing again); with none saved, the game's
    /// stats begin now (it was never counted). Without Progress in this run, the saved stats are
    /// carried to the next save. `banners` are the resumer's own lines, shown first.
    package mutating func adopt(_ saved: SavedGame, banners earlier: [String] = [], services: PlayServices) {
        saving = SaveProgress(hasArchive: true)
        effects.banners += earlier
        guard let keeper = services.progress else {
            carriedProgress = saved.progress
            return
        }
        let date = services.clock.wallTime()
        if let progress = saved.progress {
            effects.banners += keeper.resumeGame(id: progress.gameID, progress: progress.game, at: services.now, date: date)
        } else {
            effects.banners += services.report(GameReport(context: play.statsContext, moment: .started, turn: play.playCount,
                                                  playMilliseconds: Int(saved.playMilliseconds), instant: services.now,
                                                  date: date))
        }
    }
}
