import Shell
import Foundation
import GameCore
import LocalDatabase
import TilesLevels
import Tiles

/// A pack of generated levels for timing the import (the PackBenchmarks target): clearable
/// boards in the campaign's range of sizes and colours, built from a seed, with par left to the
/// solver.
public enum GeneratedPack {
    /// A pack of `levels` levels, widths 5–12, heights 4–10, 3–5 colours, par NULL.
    public static func sql(levels: Int, seed: UInt64) -> String {
        var generator = SeededGenerator(seed: seed)
        var records: [LevelRecord] = []
        while records.count < levels {
            let width = Int.random(in: 5...12, using: &generator), height = Int.random(in: 4...10, using: &generator)
            let colours = Array(TileColor.allCases.shuffled(using: &generator).prefix(Int.random(in: 3...5, using: &generator)))
            let builder = ClearableBoardBuilder(width: width, height: height, colours: colours)
            guard let board = builder.build(using: &generator)?.board else { continue }
            records.append(LevelRecord(number: records.count + 1, background: "default", map: board.mapRows.joined(separator: "\n"),
                                       name: "Bench \(records.count + 1)", par: 1))
        }
        let pack = LevelPack(name: "Benchmark", author: "clearfield debug", version: "\(seed)",
                             description: "\(levels) generated levels", installedAt: Date(timeIntervalSince1970: 0))
        // par NULL: the import computes every level's par, as a pack without pars asks.
        return PackExporter.sql(for: pack, levels: records).replacingOccurrences(of: "'default', 1, '", with: "'default', NULL, '")
    }
}
