import Foundation
import Tiles

/// The files the benchmarks read from the repository they are built from: the shipped levels
/// (levels/*.sql) and the shipped assets (assets/). Found from this source file's path, so the
/// benchmarks measure exactly what is committed beside them, wherever they are run from.
/// Reading them needs `--disable-sandbox` (see README.md).
public enum Repository {
    /// The error a benchmark reports when the repository's files cannot be read.
    public struct Missing: Error, CustomStringConvertible {
        public let description: String

        public init(description: String) {
            self.description = description
        }
    }

    /// The repository root: the folder holding levels/schema.sql.
    public static func root() throws -> URL {
        guard let levels = LevelFileReader.levelsDirectory() else {
            throw Missing(description: "levels/schema.sql not found above \(#filePath)")
        }
        return levels.deletingLastPathComponent()
    }

    /// A file of the repository, by its path from the root ("assets/achievements.json").
    public static func file(_ path: String) throws -> URL {
        try root().appendingPathComponent(path)
    }

    /// Every shipped Tiles level, in file order, as the game plays them.
    public static func shippedLevels() throws -> [Level] {
        try LevelFileReader.allLevels().map { record in
            Level(number: record.number, name: record.name, background: record.background, par: record.par,
                  pack: record.pack, board: try TileMap.parse(record.map))
        }
    }

    /// The shipped level with the most tiles (the largest board the game ships).
    public static func largestLevel() throws -> Level {
        guard let largest = try shippedLevels().max(by: { $0.board.tileCount < $1.board.tileCount }) else {
            throw Missing(description: "no shipped levels")
        }
        return largest
    }
}
