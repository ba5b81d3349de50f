@testable import Shell
@testable import ReplayUI
import Foundation
import GameRules
import Leaderboards
import Midend
import Mines
import LocalDatabase
import Testing
@testable import UITestSupport

/// Held runs on screen (issue 19): a moderator sees how many runs of the board wait, opens the
/// oldest with `r`, and approves or rejects it in the replay viewer; the decision is kept in the
/// database with who made it.
@Suite struct HeldRunReviewTests {
    /// A database with the owner (1) and eve (2), and eve's won beginner game held by an envelope
    /// that holds every run.
    static func heldWorld() throws -> (database: AppDatabase, store: DatabaseLeaderboardStore) {
        let database = try AppDatabase.inMemory(now: { LeaderboardFixtures.now })
        _ = try database.currentPlayer(named: "owner")
        _ = try database.currentPlayer(named: "eve")
        let store = database.leaderboards(periods: .fixed(secondsFromGMT: 0), envelope: { _ in
            .held(HeldReason(.time, "0.01 s, under the floor of 0.06 s"))
        })
        let game = ReplayFixtures.minesWin()
        let run = RankedRun(
            id: "eve-fast", board: LeaderboardFixtures.beginner.id, playerID: 2, kind: .mines,
            setup: try MinesBackEnd.encode(game.setup), log: game.log.packed(),
            claimed: VerifiedGame(kind: .mines, status: .won, boardsCleared: 1, moves: game.log.count, hintsUsed: 0,
                                  undosUsed: 0, actionCount: game.log.count, timingStartOffset: 0, lastOffset: 0,
                                  playMilliseconds: 10),
            sortKey: [10], figures: ["timeMs": 10], finishedAt: LeaderboardFixtures.now, verification: .verified)
        try store.submit(run)
        return (database, store)
    }

    static func profiles(_ database: AppDatabase) -> PlayerProfiles {
        PlayerProfiles(profile: { try database.profile(of: $0) }, setNickname: { _, id in try database.profile(of: id) },
                       setAvatar: { _, id in try database.profile(of: id) },
                       moderate: { _, _, id, _ in try database.profile(of: id) }, finishedGames: { _ in 0 })
    }

    @Test func aModeratorSeesTheHeldRunAndApprovesItFromTheReplayViewer() throws {
        let (database, store) = try Self.heldWorld()
        var harness = LeaderboardHarness(store: store, viewer: 1, boards: [LeaderboardFixtures.beginner],
                                         profiles: Self.profiles(database))
        #expect(harness.text.contains("No one is on this board"))
        #expect(harness.line("1 held for review (r)") != nil, "\(harness.text)")

        harness.press(.char("r"))
        guard case .push(let pushed) = harness.lastCommand.navigation, var viewer = pushed as? ReplayScreen else {
            Issue.record("r did not open the replay viewer: \(harness.banners)")
            return
        }
        var context = harness.context
        context.now = harness.clock.now()
        #expect(viewer.frame(context).text.contains("Held for review: faster than any recorded game: 0.01 s"))
        #expect(viewer.frame(context).text.contains("a approve  x reject"))

        let asked = viewer.handle(.char("a"), context: context)
        #expect(viewer.frame(context).text.contains("Approve this run? It ranks on the board. (y/n)"))
        #expect(asked.work == nil)
        let job = try #require(viewer.handle(.char("y"), context: context).work)
        let command = viewer.receive(.finished(title: job.title, result: job.run(WorkProgress())), context: context)
        #expect(command.banners == ["Approved: the run ranks on its board"])
        #expect(viewer.frame(context).text.contains("Approved: the run ranks on its board"))
        #expect(try store.reviewState(runID: "eve-fast") == .decided(.approve, moderator: 1, at: LeaderboardFixtures.now))
        #expect(try store.reviewLog().map(\.moderator) == [1])

        // Back on the board: read again, the run on it, nothing held.
        harness.screen.deactivate(context: harness.context)
        if let work = harness.screen.activate(context: harness.context).jobs.first {
            _ = harness.screen.receive(.finished(title: work.title, result: work.run(WorkProgress())), context: harness.context)
        }
        #expect(harness.line("eve") != nil, "\(harness.text)")
        #expect(harness.line("held for review") == nil)
    }

    @Test func aRejectionIsAskedFirstAndKeepsTheRunOff() throws {
        let (database, store) = try Self.heldWorld()
        var harness = LeaderboardHarness(store: store, viewer: 1, boards: [LeaderboardFixtures.beginner],
                                         profiles: Self.profiles(database))
        harness.press(.char("r"))
        guard case .push(let pushed) = harness.lastCommand.navigation, var viewer = pushed as? ReplayScreen else {
            Issue.record("r did not open the replay viewer")
            return
        }
        let context = harness.context
        _ = viewer.handle(.char("x"), context: context)
        #expect(viewer.frame(context).text.contains("Reject this run? It stays off the boards. (y/n)"))
        let notNow = viewer.handle(.char("n"), context: context)
        #expect(notNow.work == nil)
        #expect(viewer.frame(context).text.contains("Held for review: faster than any recorded game"))
        _ = viewer.handle(.char("x"), context: context)
        let job = try #require(viewer.handle(.char("y"), context: context).work)
        _ = viewer.receive(.finished(title: job.title, result: job.run(WorkProgress())), context: context)
        #expect(try store.reviewState(runID: "eve-fast") == .decided(.reject, moderator: 1, at: LeaderboardFixtures.now))
        #expect(try store.top(board: LeaderboardFixtures.beginner.id, window: .allTime, now: LeaderboardFixtures.now,
                              limit: 5, viewer: nil).isEmpty)
    }

    @Test func aPlayerSeesNoHeldLineAndCannotReview() throws {
        let (database, store) = try Self.heldWorld()
        var harness = LeaderboardHarness(store: store, viewer: 2, boards: [LeaderboardFixtures.beginner],
                                         profiles: Self.profiles(database))
        #expect(harness.line("held for review") == nil)
        harness.press(.char("r"))
        #expect(harness.banners.last == "Only a moderator can review held runs")
        #expect(try store.reviewState(runID: "eve-fast") == .held(reason: "faster than any recorded game: 0.01 s, under the floor of 0.06 s"))
    }
}
