import Foundation
import GameCore
import Midend
import Storage
import Terminal
import Tiles

/// What a Tiles save holds; the saving itself is `SavingPlayScreen`'s.
extension TilesPlayScreen: SavingPlayScreen {
    static let gameName = TilesBackEnd.title

    // MARK: The save's contents

    /// This game as a save holds it: the level, the session's log, the clock, the cursor and the
    /// pause, and its stats under its id. Nothing derived (board, score): resuming replays the log.
    func savedGame(context: ScreenContext) -> SavedGame {
        let tiles = SavedTilesGame(levelIx: level.ix, mapHash: play.setup.params.mapHash,
                                   log: session.log, position: session.position, cursor: cursor)
        return SavedGame(game: .tiles(tiles), playMilliseconds: Int64(play.playMilliseconds(at: context.now)),
                         paused: paused, progress: progressToSave(context: context))
    }

    func saveSummary(of game: SavedGame, context: ScreenContext) -> SaveSummary {
        SaveSummary(game: Self.gameName, detail: "Level \(level.ix)", playTimeMilliseconds: game.playMilliseconds,
                    savedAt: context.environment.clock.wallTime())
    }

    /// Writes the save; nil when it worked (or there is nowhere to save), else why not. Public
    /// for `clearfield debug save-bench`, which times exactly what a save costs the game.
    public mutating func save(context: ScreenContext) -> ArchiveFileError? {
        writeSave(context: context)
    }
}
