@testable import Shell
@testable import MinesUI
import Foundation
import GameRules
import Leaderboards
import LightsOutGame
import Midend
import Mines
import Synchronization
import Testing
@testable import UITestSupport

/// A ranked Mines game on a board service (issue 29): its first play is held until the service
/// deals the game, and the board is laid out from the seed the service answers; no answer in
/// time plays on the game's own seed and says why. The input loop is never blocked: the deal is
/// background work, and "Dealing…" shows only after a blink.
@Suite struct MinesDealingTests {
    /// What the fake service was asked.
    final class Asked: Sendable {
        let calls = Mutex<[(BoardDeal, Data)]>([])
    }

    static func harness(origin: SeedOrigin, answer: BoardDealAnswer, asked: Asked) -> MinesScreenHarness {
        var access = RankingPanelFixtures.access(MemoryLeaderboardStore())
        var link = SharedBoardLink(statusLine: { nil }, moderate: { _, _, _ in "" })
        link.startRanked = { wanted, action in
            asked.calls.withLock { $0.append((wanted, action)) }
            return answer
        }
        access.shared = link
        return MinesScreenHarness(seed: 21, origin: origin, leaderboards: access, player: RankingPanelFixtures.player)
    }

    @Test func theFirstRevealIsHeldUntilTheServiceDealsThenTheBoardIsLaidOutOnItsSeed() throws {
        let asked = Asked()
        var harness = Self.harness(origin: .dealt, answer: .dealt(seed: 77, ranked: true), asked: asked)
        let centre = harness.screen.cursor
        let command = harness.press(.key(.character(" ")))
        let job = try #require(command.work)
        #expect(job.title.isEmpty, "a quiet job: the screen says Dealing… itself")
        #expect(!harness.board.isStarted && harness.screen.play.playCount == 0)
        // Other keys wait while the play is held; the input loop itself is not blocked.
        harness.press(.key(.character("f")), .key(.right))
        #expect(harness.screen.play.playCount == 0 && harness.screen.cursor == centre)
        harness.wait(milliseconds: 100)
        harness.screen.tick(context: harness.context)
        #expect(!harness.text.contains("Dealing"))
        #expect(harness.screen.nextChange(after: harness.context.now) != nil)
        harness.wait(milliseconds: 100)
        harness.screen.tick(context: harness.context)
        #expect(harness.text.contains("Dealing\u{2026}"), "\(harness.text)")

        _ = harness.screen.receive(.finished(title: job.title, result: job.run(WorkProgress())), context: harness.context)
        #expect(harness.screen.play.setup.seed == 77)
        #expect(harness.screen.play.origin == .dealt)
        var expected = MinesState(setup: MinesGameParams(mode: .classic(.beginner)).setup(seed: 77))
        expected = try #require(expected.applying(.reveal(centre))).state
        #expect(harness.board.layout == expected.board.layout)
        #expect(harness.board.isStarted && harness.screen.play.playCount == 1)
        #expect(!harness.text.contains("Dealing"))

        let (wanted, action) = try #require(asked.calls.withLock { $0.first })
        #expect(wanted == .board(MinesRanking.board(.beginner, MinesSettings().style)))
        #expect(try TimedLog<MinesMove>(packed: action).entries.map(\.action) == [.move(.reveal(centre))])
        #expect(asked.calls.withLock { $0.count } == 1)
    }

    @Test func noDealPlaysOnTheGamesOwnSeedAndSaysWhy() throws {
        let asked = Asked()
        let reason = "the board could not deal this game in time: it is ranked on this computer only"
        var harness = Self.harness(origin: .dealt, answer: .local(reason), asked: asked)
        let job = try #require(harness.press(.key(.character(" "))).work)
        _ = harness.screen.receive(.finished(title: job.title, result: job.run(WorkProgress())), context: harness.context)
        #expect(harness.screen.play.setup.seed == 21 && harness.board.isStarted)
        #expect(harness.text.contains("could not deal this game"), "\(harness.text)")
        // The game goes on at once: the next play is not held again.
        harness.press(.key(.character("f")))
        #expect(asked.calls.withLock { $0.count } == 1)
    }

    @Test func aChosenSeedIsNeverDealt() {
        let asked = Asked()
        var harness = Self.harness(origin: .chosen, answer: .dealt(seed: 77, ranked: true), asked: asked)
        let command = harness.press(.key(.character(" ")))
        #expect(command.work == nil && harness.board.isStarted && harness.screen.play.setup.seed == 21)
        #expect(asked.calls.withLock { $0.isEmpty })
    }

    @Test func aDealtGameWonOnTheServicesSeedIsRankedOnItsSeed() throws {
        let asked = Asked()
        var harness = Self.harness(origin: .dealt, answer: .dealt(seed: 77, ranked: true), asked: asked)
        let job = try #require(harness.press(.key(.character(" "))).work)
        _ = harness.screen.receive(.finished(title: job.title, result: job.run(WorkProgress())), context: harness.context)
        // The sweep of the service's board, its first reveal (at the centre) already made.
        let fresh = MinesState(setup: MinesGameParams(mode: .classic(.beginner)).setup(seed: 77)).board
        let commands = MinesFixtures.sweep(fresh).dropFirst().map { key in
            harness.wait(milliseconds: 40)
            return harness.press(key)
        }
        #expect(harness.board.outcome == .won)
        try RankingPanelFixtures.runJob(of: commands, on: &harness)
        #expect(harness.text.contains("Ranked: 1st"), "\(harness.text)")
    }

    /// A daily on a board service is dealt before its board is built (its opening is the dealt
    /// seed's): its first play is made at once, and no deal is asked at it. Before, the first
    /// reveal was held and dealt, and the board changed under it.
    @Test func aDailysFirstPlayIsNotDealtAgain() throws {
        let asked = Asked()
        var harness = Self.harness(origin: .dealt, answer: .dealt(seed: 77, ranked: false), asked: asked)
        let params = MinesGameParams(mode: .classic(.beginner), daily: "2026-11-28")
        harness.screen = MinesPlayScreen(daily: GameSetup(params: params, seed: 5), origin: .dealt)
        harness.screen.activate(context: harness.context)
        let pressed = harness.press(.key(.character(" ")))
        #expect(pressed.work == nil)
        #expect(asked.calls.withLock { $0.isEmpty })
        #expect(harness.screen.play.setup.seed == 5 && harness.screen.play.playCount == 1)
    }
}
