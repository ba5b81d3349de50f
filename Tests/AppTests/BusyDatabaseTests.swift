@testable import Shell
@testable import Midend
import Foundation
import GameCore
import LocalDatabase
import Testing
@testable import UITestSupport

/// Another connection holding the database's write lock at the end of a game: the writes the
/// player waits on give up within a fraction of a second, the results are kept (in memory and in
/// the pending file) and retried until they are written; nothing is lost and the screen says so.
@Suite struct BusyDatabaseTests {
    /// A database file in a scratch folder, and a second connection that can hold its write lock.
    final class SharedFile {
        let folder: URL
        let database: AppDatabase
        let other: AppDatabase
        private let locked = DispatchSemaphore(value: 0)
        private let release = DispatchSemaphore(value: 0)
        private let finished = DispatchSemaphore(value: 0)

        init() throws {
            folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("clearfield-busy-\(UUID().uuidString)", isDirectory: true)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let file = folder.appendingPathComponent("clearfield.sqlite")
            database = try AppDatabase.open(at: file)
            other = try AppDatabase.open(at: file)
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        var unsavedFile: URL { folder.appendingPathComponent("state/unsaved-progress.json") }

        /// The other connection takes the write lock (inside a rollover's IMMEDIATE transaction,
        /// which it then gives up) and keeps it until `unlock`.
        func lock(player: Player.ID) {
            let other = other, locked = locked, release = release, finished = finished
            Thread.detachNewThread {
                _ = try? other.rollOver(gameID: "held-by-another-copy", player: player, game: "tiles",
                                        outcome: "abandoned") { _ in
                    locked.signal()
                    release.wait()
                    throw CancellationError()  // rolls the holder's transaction back
                }
                finished.signal()
            }
            locked.wait()
        }

        func unlock() {
            release.signal()
            finished.wait()
        }
    }

    @Test func theWritesAGameEndsWithWaitAFractionOfASecondAndExitWaitsLonger() throws {
        let fixture = try ProgressFixture()
        _ = ProgressKeeperTests.clearLevelOne(fixture.keeper)
        #expect(!fixture.store.writeWaits.isEmpty)
        #expect(fixture.store.writeWaits.allSatisfy { $0 == ProgressKeeper.interactiveWriteWait },
                "\(fixture.store.writeWaits)")
        fixture.store.failing = true
        _ = ProgressKeeperTests.clearLevelOne(fixture.keeper)
        fixture.keeper.close()
        #expect(fixture.store.writeWaits.last == .some(nil), "at exit nobody waits on the screen")
    }

    @Test func aLockHeldByAnotherConnectionKeepsTheResultsUntilARetryWritesThem() throws {
        let shared = try SharedFile()
        let fixture = try ProgressFixture(database: shared.database, unsavedFile: shared.unsavedFile)
        shared.lock(player: fixture.player.id)
        let banners = ProgressKeeperTests.clearLevelOne(fixture.keeper)
        #expect(banners.contains("Database busy: results kept, will retry"), "\(banners)")
        #expect(fixture.keeper.pending.count == 1)
        #expect(FileManager.default.fileExists(atPath: shared.unsavedFile.path), "kept on disk at once")
        let due = try #require(fixture.keeper.nextRetry)
        #expect(due == Instant(nanoseconds: 2_000_000_000).adding(milliseconds: ProgressKeeper.retryMilliseconds))

        // Still locked when the retry comes: still kept, tried again later, told only once.
        #expect(fixture.keeper.retryPending(at: due).isEmpty)
        let later = try #require(fixture.keeper.nextRetry)
        #expect(later > due && fixture.keeper.pending.count == 1)

        shared.unlock()
        #expect(fixture.keeper.retryPending(at: later) == ["Results saved: the database is free again"])
        #expect(fixture.keeper.pending.isEmpty && fixture.keeper.nextRetry == nil)
        let totals = try fixture.totals()
        #expect(totals["tiles.gamesWon"] == 1 && totals["tiles.tilesCleared"] == 4)
        #expect(!FileManager.default.fileExists(atPath: shared.unsavedFile.path), "nothing left waiting")
    }

    /// The main loop retries on its own, at the menu, when the retry is due.
    @Test func theMainLoopRetriesWhileThePlayerIsAtTheMenu() throws {
        let fixture = try ProgressFixture()
        fixture.store.failing = true
        _ = ProgressKeeperTests.clearLevelOne(fixture.keeper)
        let due = try #require(fixture.keeper.nextRetry)
        fixture.store.failing = false
        let clock = ManualClock()
        clock.advance(milliseconds: due.nanoseconds / 1_000_000 - clock.now().nanoseconds / 1_000_000)
        let environment = fixture.environment(clock: clock)
        // The menu, then a wait the loop asked for (the retry's deadline), then the script ends.
        let terminal = ScriptedTerminal(clock: clock, steps: [.event(.timeout)])
        let controller = AppController(terminal: terminal, environment: environment, screens: [MainMenuScreen()])
        controller.run()
        #expect(fixture.keeper.pending.isEmpty)
        #expect(try fixture.totals()["tiles.gamesWon"] == 1)
        #expect(terminal.presented.contains { $0.text.contains("Results saved: the database is free again") })
    }
}
