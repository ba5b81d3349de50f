import Foundation
import GameCore
import Midend
import Mines
import Progress
import Storage

/// Giving up the saved game when another one starts in its place.
enum SavedGameRetirement {
    /// Ends the saved game as abandoned (in Progress, under its own id, so it is rolled over once)
    /// and removes its save. A save that cannot be read is moved aside, never overwritten. Returns
    /// banner lines.
    static func retire(slot: SaveSlot, context: ScreenContext) -> [String] {
        let environment = context.environment
        let date = environment.clock.wallTime()
        switch slot.load() {
        case .failure(let problem) where problem.isMissing:
            return []
        case .failure(let problem):
            return [slot.setAsideTelling(problem, at: date).brief]
        case .success(let loaded):
            var banners: [String] = []
            let saved = loaded.payload
            if let progress = saved.progress, !progress.game.isFinished, progress.game.context.kind == saved.kind,
               let keeper = environment.progress {
                banners += keeper.resumeGame(id: progress.gameId, progress: progress.game, at: context.now, date: date)
                banners += environment.reportGame(saved.report(.ended(.abandoned), instant: context.now, date: date))
            }
            if let failure = slot.remove() { banners.append(failure) }
            return banners
        }
    }
}

extension SavedGame {
    /// What the stats know the saved game by: its Tiles level or its Mines board.
    var statsContext: StatsContext {
        switch game {
        case .tiles(let tiles): .tiles(level: tiles.levelIx)
        case .mines(let mines): .mines(board: MinesStatsBoard(mode: mines.setup.mode))
        }
    }

    var logCount: Int {
        switch game {
        case .tiles(let tiles): tiles.log.actions.count
        case .mines(let mines): mines.log.actions.count
        }
    }

    /// A report about the saved game as its play screen would make it, at the point it was saved.
    func report(_ moment: GameReport.Moment, instant: Instant, date: Date) -> GameReport {
        GameReport(context: statsContext, moment: moment, turn: logCount,
                   playMilliseconds: Int(playMilliseconds), instant: instant, date: date)
    }
}
