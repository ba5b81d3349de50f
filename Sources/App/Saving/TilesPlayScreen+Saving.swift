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

    /// This game as a save holds it: the level (number, par, map and its fingerprint), the timed
    /// log, the clock, the cursor and the pause, and its stats under its id. Nothing derived
    /// (board, score, undo position): resuming replays the log.
    func savedGame(context: ScreenContext) throws -> SavedGame {
        try savedGame(of: play, context: context)
    }

    func saveSummary(of game: SavedGame, context: ScreenContext) -> SaveSummary {
        SaveSummary(game: Self.gameName, detail: Self.summaryDetail(level: level.ix),
                    playTimeMilliseconds: game.playMilliseconds, savedAt: context.environment.clock.wallTime())
    }

    /// The summary's place ("Level 12"), which the level list reads back to mark the saved level.
    static func summaryDetail(level ix: Int) -> String { "Level \(ix)" }

    /// The Tiles level a save's header names, read from its summary alone (the game inside is
    /// not decoded: Continue checks it); nil for another game's save.
    static func savedLevel(in header: ArchiveHeader) -> Int? {
        guard header.kind == TilesBackEnd.kind.rawValue, header.summary.game == gameName else { return nil }
        let prefix = summaryDetail(level: 0).dropLast()
        guard header.summary.detail.hasPrefix(prefix) else { return nil }
        return Int(header.summary.detail.dropFirst(prefix.count))
    }

    /// Writes the save; nil when it worked (or there is nowhere to save), else why not. Public
    /// for `clearfield debug save-bench`, which times exactly what a save costs the game.
    public mutating func save(context: ScreenContext) -> ArchiveFileError? {
        writeSave(context: context)
    }
}
