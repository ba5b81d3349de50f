import Foundation
import GameCore
import Midend
import Progress
import Storage

/// Giving up the saved game when another one starts in its place.
package enum SavedGameRetirement {
    /// Ends the saved game as abandoned (in Progress, under its own id, so it is rolled over once)
    /// and removes its save. A save that cannot be read is moved aside, never overwritten. Returns
    /// banner lines.
    package static func retire(slot: SaveSlot, context: ScreenContext) -> [String] {
        let environment = context.environment
        let date = environment.clock.wallTime()
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
               environment.progress?.hasFinished(gameId: progress.gameId) != true, progress.game.context.kind.rawValue == saved.kind,
               let keeper = environment.progress {
                banners += keeper.resumeGame(id: progress.gameId, progress: progress.game, at: context.now, date: date)
                // As its play screen would report the end, at the point it was saved.
                let ended = GameReport(context: progress.game.context, moment: .ended(.abandoned),
                                       turn: progress.game.tracker.lastTurn, playMilliseconds: Int(saved.playMilliseconds),
                                       instant: context.now, date: date)
                banners += environment.reportGame(ended)
            }
            if let failure = slot.remove(holding: saved.progress?.gameId) { banners.append(failure) }
            return banners
        }
    }
}
