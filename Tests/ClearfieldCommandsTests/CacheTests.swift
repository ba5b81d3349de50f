import Foundation
import Leaderboards
import LocalDatabase
import TilesLevels
import Synchronization
import Testing
@testable import ClearfieldCommands
import TilesCommands

/// The caches the live environment keeps between frames: read once, read again when what they
/// hold may have changed.
@Suite struct CacheTests {
    /// Counts calls from a closure the cache owns (which may run on any thread).
    final class Counter: Sendable {
        private let value = Mutex(0)
        var count: Int { value.withLock { $0 } }
        /// Counts one more call and says which it is (1: the first).
        @discardableResult func next() -> Int { value.withLock { $0 += 1; return $0 } }
    }

    static let board = BoardDefinition(id: BoardID("tiles.total"), title: "Tiles: Total", columns: [],
                                       sortKeysDescription: "", howToEnter: "")

    @Test func theBoardListIsReadOnceUntilAPackChangesIt() {
        let reads = Counter()
        let board = Self.board
        let cache = BoardListCache { reads.next(); return [board] }
        #expect(cache.get() == [board])
        #expect(cache.get() == [board])
        #expect(reads.count == 1)
        cache.invalidate()
        _ = cache.get()
        #expect(reads.count == 2)
    }

    /// A pack imported while the list is being read (the read runs outside the cache's lock, from
    /// background work too): that read's boards may be missing the pack, so they are not kept.
    @Test func aListReadWhileAPackWasImportedIsReadAgain() {
        final class Later: Sendable {
            let cache = Mutex<BoardListCache?>(nil)
        }
        let reads = Counter(), later = Later()
        let board = Self.board
        let cache = BoardListCache {
            if reads.next() == 1 { later.cache.withLock { $0 }?.invalidate() }
            return [board]
        }
        later.cache.withLock { $0 = cache }
        #expect(cache.get() == [board])
        #expect(cache.get() == [board])
        #expect(reads.count == 2, "the first read overlapped an invalidation: the second get reads again")
        #expect(cache.get() == [board])
        #expect(reads.count == 2)
    }

    @Test func levelsInstalledByAnotherCopyAreReadAgain() throws {
        let database = try AppDatabase.inMemory()
        let cache = LevelCache(database: database)
        let before = try cache.get()
        // Another copy of the game (or `levels import`) installs a pack behind this one's back.
        let pack = LevelPack(name: "Elsewhere", installedAt: Date(timeIntervalSince1970: 1_000))
        try database.installPack(pack, levels: [
            LevelRecord(number: 1, background: "default", map: "RRGG\nRRGG", name: "One", par: 2, pack: "Elsewhere"),
        ])
        let after = try cache.get()
        #expect(after.count == before.count + 1)
        #expect(after.contains { $0.pack == "Elsewhere" && $0.number == 1 })
    }

    @Test func keptLevelsAreServedWithoutAChange() throws {
        let database = try AppDatabase.inMemory()
        let cache = LevelCache(database: database)
        let pack = LevelPack(name: "Kept", installedAt: Date(timeIntervalSince1970: 1_000))
        try database.installPack(pack, levels: [
            LevelRecord(number: 1, background: "default", map: "RRGG\nRRGG", name: "One", par: 2, pack: "Kept"),
        ])
        let first = try cache.get()
        let second = try cache.get()
        #expect(first == second)
        cache.invalidate()
        #expect(try cache.get() == first)
    }
}
