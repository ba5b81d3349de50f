import Foundation
import GameCore
import GameRules
import Leaderboards
import Mines
import LocalDatabase
import Testing

/// `leaderboard verify` and the human envelope (issue 19): a genuine beginner game whose log was
/// rewritten to 1 ms apart replays and verifies, but no person plays that fast: kept by a game
/// without the envelope, it ranked; `leaderboard verify` now holds it for review and says so.
@Suite struct HeldRunCommandTests {
    @Test func verifyHoldsARunFasterThanAnyRecordedGame() throws {
        let scratch = try ProgressCommandTests.Scratch()
        let home = scratch.dataDirectory.path
        func run(_ arguments: [String]) throws -> ProgressCommandResult {
            try runClearfieldForProgressTest(arguments + ["--data-dir", home],
                                             environment: ["CLEARFIELD_RESOURCES": scratch.resources.path, "USER": "viewer"])
        }
        _ = try run(["leaderboard"])
        let database = try AppDatabase.open(at: scratch.dataDirectory.appendingPathComponent("data/clearfield.sqlite"))
        let viewer = try database.currentPlayer(named: "viewer")
        var seed: UInt64 = 60
        var genuine: RankedRun?
        while genuine == nil {
            seed += 1
            genuine = try? LeaderboardCommandTests.wonBeginnerGame(seed: seed, pace: 1, id: "genuine", player: viewer.id)
        }
        let real = try #require(genuine)
        var log = try TimedLog<MinesMove>(packed: real.log)
        for index in log.entries.indices { log.entries[index].offset = index + 1 }
        let forged = try #require(LeaderboardCommandTests.registry.assess(FinishedGame(
            id: "forged", playerID: viewer.id, kind: .mines, setup: real.setup, log: log.packed(),
            claimedPlayMilliseconds: log.entries.count, origin: .dealt, finishedAt: Date())).run)
        // Kept as a version of the game without the envelope kept it: ranked.
        try database.leaderboards(periods: .fixed(secondsFromGMT: 0)).submit(forged)
        let before = try run(["leaderboard", LeaderboardCommandTests.board.rawValue])
        #expect(before.output.split(separator: "\n").contains { $0.hasPrefix(" >     1  viewer") }, "\(before.output)")

        let verified = try run(["leaderboard", "verify"])
        #expect(verified.status == 0, "\(verified.output) \(verified.errorOutput)")
        #expect(verified.output.contains("forged on \(LeaderboardCommandTests.board), player \(viewer.id) (viewer): held for review, "
                                         + "faster than any recorded game"), "\(verified.output)")
        #expect(verified.output.contains("1 ranked game checked, all verified; 1 held for review"), "\(verified.output)")
        let after = try run(["leaderboard", LeaderboardCommandTests.board.rawValue])
        #expect(after.output.contains("No one is on this board yet."), "\(after.output)")
        // Asked again, the run is still held (and still listed), nothing changes.
        let again = try run(["leaderboard", "verify"])
        #expect(again.output.contains("1 held for review"))
    }
}
