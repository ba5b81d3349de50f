import Shell
import ReplayUI
import TilesPacksUI
import Foundation
import GameCore
import Midend
import SaveFiles
import Terminal
import Tiles

/// How a Tiles save is described on the Continue line; the saving itself is the runner's.
extension TilesPlayScreen: SavingPlayScreen {
    package static let gameName = TilesBackEnd.title

    /// The summary's place ("Level 12", or "Level 3 of <pack>" for a level of another pack than
    /// the shipped one), which the level list reads back to mark the saved level.
    package static func summaryDetail(level number: Int, pack: String = ShippedPack.name) -> String {
        pack == ShippedPack.name ? "Level \(number)" : "Level \(number) of \(pack)"
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
        runner.writeSave(services: context.playServices)
    }
}
