import ArgumentParser
import GameCore
import Shell
import Tiles

/// `clearfield play tiles [--level N | --free [--width W --height H --colors C] [--seed S]]`:
/// a level by its number, a Same Game free-play board, or the level list.
package struct TilesPlayOptions: GamePlayOptions {
    package static var commandName: String { "tiles" }
    package static var abstract: String { "Play Tiles: a level by its number, a free-play board, or the level list." }
    package static var discussion: String {
        """
        --free plays Same Game on a random board dealt from a seed (\(FreePlayShape.default.width)x\
        \(FreePlayShape.default.height), \(FreePlayShape.default.colours) colours unless --width, --height \
        and --colors say otherwise): the game ends when no group of two is left, tiles left cost (n-2)^2 \
        and clearing the board adds 1000. Boards of 6x5, 15x10 and 20x15 with 3 colours are ranked when \
        the game deals the seed; a chosen --seed is practice.
        """
    }

    // `.unconditional`: `--level -1` is a number out of range, not a missing value.
    @Option(parsing: .unconditional, help: ArgumentHelp("The level to play (its number in the level list).", valueName: "N"))
    var level: Int?

    @Flag(help: "Same Game free play on a random board.")
    var free = false

    @Option(parsing: .unconditional, help: "A free-play board's columns (\(FreePlayShape.widthRange.lowerBound)-\(FreePlayShape.widthRange.upperBound)).")
    var width: Int?

    @Option(parsing: .unconditional, help: "A free-play board's rows (\(FreePlayShape.heightRange.lowerBound)-\(FreePlayShape.heightRange.upperBound)).")
    var height: Int?

    @Option(name: .customLong("colors"), parsing: .unconditional,
            help: "A free-play board's colours (\(FreePlayShape.coloursRange.lowerBound)-\(FreePlayShape.coloursRange.upperBound)).")
    var colours: Int?

    // SeedArgument: a refusal that says what a seed may be.
    @Option(parsing: .unconditional, help: "The seed of a free-play board, to play it again (practice: not ranked).",
            transform: SeedArgument.parse)
    var seed: UInt64?

    package init() {}

    /// The free-play shape asked for; nil without --free.
    func freeShape() throws -> FreePlayShape? {
        guard free else {
            if width != nil || height != nil || colours != nil || seed != nil {
                throw ValidationError("--width, --height, --colors and --seed go with --free")
            }
            return nil
        }
        if level != nil { throw ValidationError("choose one of --level and --free") }
        let base = FreePlayShape.default
        do {
            return try FreePlayShape(width: width ?? base.width, height: height ?? base.height, colours: colours ?? base.colours)
        } catch {
            throw ValidationError("--free: \(error)")
        }
    }

    package func validate() throws {
        if let level, level < 1 {
            throw ValidationError("--level \(level) is out of range: levels are numbered from 1 (see `clearfield levels list`)")
        }
        _ = try freeShape()
    }

    package func startPoint() throws -> StartPoint {
        if let shape = try freeShape() { return .tilesFree(shape, seed: seed) }
        return level.map { .tilesLevel($0) } ?? .tilesLevels
    }
}
