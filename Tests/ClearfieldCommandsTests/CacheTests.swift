import Foundation
import Leaderboards
import Storage
import Testing
@testable import ClearfieldCommands

/// The caches the live environment keeps between frames: read once, read again when what they
/// hold may have changed.
@Suite struct CacheTests {
    /// Counts calls from a closure the cache owns.
    final class Counter {
        var count = 0
    }

    @Test func theBoardListIsReadOnceUntilAPackChangesIt() {
        let reads = Counter()
        let board = BoardDefinition(id: BoardID("tiles.total"), title: "Tiles: Total", columns: [],
                                    sortKeysDescription: "", howToEnter: "")
        let cache = BoardListCache { reads.count += 1; return [board] }
        #expect(cache.get() == [board])
        #expect(cache.get() == [board])
        #expect(reads.count == 1)
        cache.invalidate()
        _ = cache.get()
        #expect(reads.count == 2)
    }

    @Test func levelsInstalledByAnotherCopyAreReadAgain() throws {
        let database = try AppDatabase.inMemory()
        let cache = LevelCache(database: database)
        let before = try cache.get()
        // Another copy of the game (or `levels import`) installs a pack behind this one's back.
        let pack = LevelPack(name: "Elsewhere", installedAt: Date(timeIntervalSince1970: 1_000))
        try database.installPack(pack, levels: [
            LevelRecord(ix: 1, background: "default", map: "RRGG\nRRGG", name: "One", par: 2, pack: "Elsewhere"),
        ])
        let after = try cache.get()
        #expect(after.count == before.count + 1)
        #expect(after.contains { $0.pack == "Elsewhere" && $0.ix == 1 })
    }

    @Test func keptLevelsAreServedWithoutAChange() throws {
        let database = try AppDatabase.inMemory()
        let cache = LevelCache(database: database)
        let pack = LevelPack(name: "Kept", installedAt: Date(timeIntervalSince1970: 1_000))
        try database.installPack(pack, levels: [
            LevelRecord(ix: 1, background: "default", map: "RRGG\nRRGG", name: "One", par: 2, pack: "Kept"),
        ])
        let first = try cache.get()
        let second = try cache.get()
        #expect(first == second)
        cache.invalidate()
        #expect(try cache.get() == first)
    }
}
