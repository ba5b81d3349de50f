import ArgumentParser
import Shell

/// `clearfield play tiles [--level N]`: a level by its number, or the level list.
package struct TilesPlayOptions: GamePlayOptions {
    package static var commandName: String { "tiles" }
    package static var abstract: String { "Play Tiles: a level by its number, or the level list." }

    // `.unconditional`: `--level -1` is a number out of range, not a missing value.
    @Option(parsing: .unconditional, help: ArgumentHelp("The level to play (its number in the level list).", valueName: "N"))
    var level: Int?

    package init() {}

    package func validate() throws {
        if let level, level < 1 {
            throw ValidationError("--level \(level) is out of range: levels are numbered from 1 (see `clearfield levels list`)")
        }
    }

    package func startPoint() throws -> StartPoint {
        level.map { .tilesLevel($0) } ?? .tilesLevels
    }
}
