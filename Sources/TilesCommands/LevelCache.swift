import LocalDatabase
import Synchronization
import Tiles
import TilesLevels

/// The levels read from the database on first use and kept until the editor or an import changes them.
/// Read from the main loop and from background work (the boards listed, best ranks): what is
/// kept is locked, the database is read outside the lock so a reader never waits on another's read.
package final class LevelCache: Sendable {
    private struct Kept {
        var levels: [Level]?
        /// The stamp the kept levels were read at: another copy of the game (or `clearfield levels
        /// import`) may change them while this one runs, and play must not use an older map than
        /// the one its result is recorded against.
        var stamp: String?
        /// Counts invalidations, so a read that started before one is not kept after it.
        var generation = 0
    }

    private let database: AppDatabase
    private let kept = Mutex(Kept())

    package init(database: AppDatabase) {
        self.database = database
    }

    /// Levels were saved, a pack made or imported: the next `get` reads them again.
    package func invalidate() {
        kept.withLock { kept in
            kept.levels = nil
            kept.generation += 1
        }
    }

    package func get() throws -> [Level] {
        let current = try? database.levelsStamp()
        let (levels, stamp, generation) = kept.withLock { ($0.levels, $0.stamp, $0.generation) }
        if let levels, current != nil, current == stamp { return levels }
        let loaded = try database.levels()
        kept.withLock { kept in
            guard kept.generation == generation else { return }
            kept.levels = loaded
            kept.stamp = current
        }
        return loaded
    }
}
