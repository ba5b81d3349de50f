import Foundation
import GameCore
import GameRules
import GRDB
import Leaderboards
import Players
import Synchronization
import Testing

/// Issue 21, point 4's gap: a run marked verified (by hand, in the database) whose log does not
/// replay ranks nowhere, before anyone runs `leaderboard verify`: a read replays the runs behind
/// the rows it returns, each once in a process.
@Suite struct UnreplayableRunTests {
    /// A replay check that believes only the log `[2]`, counting the replays it is asked for.
    final class CountingCheck: Sendable {
        let replays = Mutex<[String]>([])
        var check: RunReplayCheck {
            { run in
                self.replays.withLock { $0.append(run.id) }
                return run.log == Data([2]) ? .verified : .unverified("its log does not replay")
            }
        }
    }

    @Test func aRunMarkedVerifiedThatDoesNotReplayRanksNowhereAndIsMarked() throws {
        let database = try makeDatabase()
        for index in 1...2 { _ = try database.currentPlayer(named: "p\(index)") }
        let counting = CountingCheck()
        // Runs with ids of this test's own, so another test's replays (the memo is per process) do not count.
        let prefix = UUID().uuidString
        let plain = database.leaderboards(periods: .fixed(secondsFromGMT: 0))
        let fixture = try ForgedBoardRowTests.Fixture()
        var genuine = fixture.run("\(prefix)-real", player: 1, key: -100)
        genuine.log = Data([2])  // the one log the check believes
        var forged = fixture.run("\(prefix)-forged", player: 2, key: -1_000_000)
        forged.log = Data([9])   // kept as verified, as a hand-written UPDATE would leave it
        try plain.submit(genuine)
        try plain.submit(forged)
        let now = ForgedBoardRowTests.now
        #expect(try plain.top(board: "tiles.level.1", window: .allTime, now: now, limit: 20, viewer: nil).map(\.playerID) == [2, 1],
                "without the check the forged run ranks first")

        let checked = database.leaderboards(periods: .fixed(secondsFromGMT: 0), replayCheck: counting.check)
        #expect(try checked.top(board: "tiles.level.1", window: .allTime, now: now, limit: 20, viewer: nil).map(\.playerID) == [1])
        #expect(try checked.run(id: forged.id)?.verification == .unverified("its log does not replay"))
        #expect(try checked.rank(of: 1, board: "tiles.level.1", window: .allTime, now: now)?.rank == 1)
        // Bounded: drawn again and again, each run was replayed once.
        for _ in 1...5 { _ = try checked.top(board: "tiles.level.1", window: .allTime, now: now, limit: 20, viewer: nil) }
        _ = try checked.around(player: 1, board: "tiles.level.1", window: .allTime, now: now, radius: 3)
        #expect(counting.replays.withLock { $0.sorted() } == [forged.id, genuine.id].sorted())
    }
}
