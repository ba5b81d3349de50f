import Shell
import ReplayUI
import PacksUI
import Foundation
import GameCore
import Midend
import Storage
import Terminal
import Tiles

/// What a Tiles save holds; the saving itself is `SavingPlayScreen`'s.
extension TilesPlayScreen: SavingPlayScreen {
    package static let gameName = TilesBackEnd.title

    // MARK: The save's contents

    /// This game as a save holds it: the level (number, par, map and its fingerprint), the timed
    /// log, the clock, the cursor and the pause, and its stats under its id. Nothing derived
    /// (board, score, undo position): resuming replays the log.
    package func savedGame(context: ScreenContext) throws -> SavedGame {
        try savedGame(of: play, context: context)
    }

    package func saveSummary(of game: SavedGame, context: ScreenContext) -> SaveSummary {
        SaveSummary(game: Self.gameName, detail: Self.summaryDetail(level: level.ix, pack: level.pack),
                    playTimeMilliseconds: game.playMilliseconds, savedAt: context.environment.clock.wallTime())
    }

    /// The summary's place ("Level 12", or "Level 3 of <pack>" for a level of another pack than
    /// the shipped one), which the level list reads back to mark the saved level.
    package static func summaryDetail(level ix: Int, pack: String = ShippedPack.name) -> String {
        pack == ShippedPack.name ? "Level \(ix)" : "Level \(ix) of \(pack)"
    }

    /// The Tiles level (pack and number) a save's header names, read from its summary alone (the
    /// game inside is not decoded: Continue checks it); nil for another game's save.
    package static func savedLevel(in header: ArchiveHeader) -> (pack: String, number: Int)? {
        guard header.kind == TilesBackEnd.kind.rawValue, header.summary.game == gameName else { return nil }
        let detail = header.summary.detail
        guard detail.hasPrefix("Level ") else { return nil }
        let rest = detail.dropFirst("Level ".count)
        if let of = rest.range(of: " of ") {
            return Int(rest[..<of.lowerBound]).map { (String(rest[of.upperBound...]), $0) }
        }
        return Int(rest).map { (ShippedPack.name, $0) }
    }

    /// Writes the save; nil when it worked (or there is nowhere to save), else why not. Public
    /// for the SaveBenchmarks target, which times exactly what a save costs the game.
    public mutating func save(context: ScreenContext) -> ArchiveFileError? {
        writeSave(context: context)
    }
}
