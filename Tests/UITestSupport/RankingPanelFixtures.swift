@testable import ClearfieldGames
@testable import Shell
@testable import Midend
import Foundation
import Mines
import Testing
import LightsOutGame

/// A Mines game won on the results panel and its ranking job run (shared by the ranking, daily,
/// dealing and standing tests).
enum RankingPanelFixtures {
    static let board = MinesRanking.board(.beginner, MinesSettings().style)
    static let player = PlayerIdentity(id: 5, name: "ann")

    /// The shipped games' ranking rules over an in-memory store.
    static func access(_ store: MemoryLeaderboardStore) -> LeaderboardAccess {
        LeaderboardAccess(store: store, registry: .clearfield(levels: []))
    }

    /// The board swept to a win without hints; the command of every key press, in order.
    static func won(_ harness: inout MinesScreenHarness) -> [ScreenCommand] {
        let keys = MinesFixtures.sweep(harness.board)
        return keys.map { key in
            harness.wait(milliseconds: 40)
            return harness.press(key)
        }
    }

    /// Runs the job a command carries, as the main loop would, and hands its answer back.
    static func runJob(of commands: [ScreenCommand], on harness: inout MinesScreenHarness) throws {
        let jobs = commands.compactMap(\.work)
        #expect(jobs.count == 1, "one ranking job per game")
        let job = try #require(jobs.first)
        #expect(job.title == GameRunner<MinesBackEnd>.rankingJobTitle)
        _ = harness.screen.receive(.finished(title: job.title, result: job.run(WorkProgress())), context: harness.context)
    }
}
