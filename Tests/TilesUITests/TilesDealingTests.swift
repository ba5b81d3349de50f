@testable import Shell
@testable import TilesUI
import Foundation
import GameCore
import GameRules
import Leaderboards
import LightsOutGame
@testable import Midend
import Synchronization
import Terminal
import Testing
import Tiles
@testable import UITestSupport

/// A ranked Tiles game on a board service (issue 29), as Mines' first reveal: its first move is
/// held until the service deals the game, the setup takes the seed the service answers (the map
/// is the level's whatever the seed), the finish goes to the service with that seed; no answer in
/// time plays on the game's own seed and says why. The input loop is never blocked: the deal is
/// background work, and "Dealing…" shows only after a blink.
@Suite struct TilesDealingTests {
    /// What the fake service was asked, and the finished games it heard of.
    final class Service: Sendable {
        let calls = Mutex<[(BoardDeal, Data)]>([])
        let finished = Mutex<[FinishedGame]>([])
        let answer: BoardDealAnswer

        init(answer: BoardDealAnswer) {
            self.answer = answer
        }

        var link: SharedBoardLink {
            var link = SharedBoardLink(statusLine: { nil }, moderate: { _, _, _ in "" })
            link.startRanked = { wanted, action in
                self.calls.withLock { $0.append((wanted, action)) }
                return self.answer
            }
            link.finished = { game in self.finished.withLock { $0.append(game) } }
            return link
        }
    }

    /// Two pairs and two single tiles: R at (0,0)-(1,0), B at (2,0)-(2,1), G and Y alone.
    static let level = Fixtures.level(3, "Pairs", "RRB\nGYB", par: 2)

    /// The play screen of `screen` (the level's own by default) over a memory store and `service`.
    static func harness(_ service: Service, screen: TilesPlayScreen? = nil,
                        size: ScreenSize = ScreenSize(columns: 80, rows: 24)) -> TilesPlayTests.Setup {
        TilesPlayTests.Setup(level: level, campaign: [level], screen: screen, size: size) { environment in
            var access = RankingPanelFixtures.access(MemoryLeaderboardStore())
            access.shared = service.link
            environment.leaderboards = access
            environment.player = CurrentPlayer(identity: RankingPanelFixtures.player, keeper: nil)
        }
    }

    @Test(arguments: [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 60, rows: 20)])
    func theFirstMoveIsHeldUntilTheServiceDealsThenPlayedOnItsSeed(size: ScreenSize) throws {
        let service = Service(answer: .dealt(seed: 77, ranked: true))
        var harness = Self.harness(service, size: size)
        harness.screen.cursor = Point(x: 0, y: 0)
        let job = try #require(harness.press(.key(.enter)).work)
        #expect(job.title.isEmpty, "a quiet job: the screen says Dealing… itself")
        #expect(harness.screen.play.playCount == 0 && harness.screen.state.board == Self.level.startState.board)
        // Other keys wait while the move is held; the input loop itself is not blocked.
        harness.press(.key(.right), .key(.enter))
        #expect(harness.screen.cursor == Point(x: 0, y: 0) && harness.screen.play.playCount == 0)
        harness.wait(milliseconds: 100)
        #expect(!harness.text.contains("Dealing"))
        #expect(harness.screen.nextChange(after: harness.context.now) != nil)
        harness.wait(milliseconds: 100)
        #expect(harness.text.contains("Dealing\u{2026}"), "\(harness.text)")

        harness.deliver(job)
        #expect(harness.screen.play.setup.seed == 77 && harness.screen.play.origin == .dealt)
        let expected = try #require(Self.level.startState.applying(TilesMove(Point(x: 0, y: 0)))).state
        #expect(harness.screen.state.board == expected.board && harness.screen.play.playCount == 1)
        #expect(!harness.text.contains("Dealing"))

        let calls = service.calls.withLock { $0 }
        #expect(calls.map(\.0) == [.board(TilesParams(level: Self.level).levelBoard.id)])
        let sent = try #require(calls.first?.1)
        #expect(try TimedLog<TilesMove>(packed: sent).entries.map(\.action) == [.move(TilesMove(Point(x: 0, y: 0)))])
    }

    @Test func aMoveThatCannotBeMadeIsNotSent() {
        let service = Service(answer: .dealt(seed: 77, ranked: true))
        var harness = Self.harness(service)
        harness.screen.cursor = Point(x: 0, y: 1)
        let command = harness.press(.key(.enter))
        #expect(command.work == nil && harness.text.contains("A single tile cannot be removed"))
        #expect(service.calls.withLock { $0.isEmpty } && harness.screen.dealing == .notAsked)
    }

    @Test func noDealPlaysOnTheGamesOwnSeedAndSaysWhy() throws {
        let reason = "the board could not deal this game in time: it is ranked on this computer only"
        let service = Service(answer: .local(reason))
        var harness = Self.harness(service)
        harness.screen.cursor = Point(x: 2, y: 0)
        let job = try #require(harness.press(.key(.enter)).work)
        harness.deliver(job)
        #expect(harness.screen.play.setup.seed == 0 && harness.screen.play.playCount == 1)
        #expect(harness.text.contains("could not deal this game"), "\(harness.text)")
        // The game goes on at once: the next move is not held again.
        harness.screen.cursor = Point(x: 0, y: 1)
        harness.press(.key(.enter))
        #expect(service.calls.withLock { $0.count } == 1)
    }

    @Test func aDealtLevelClearedGoesToTheServiceOnItsSeedAndIsRanked() throws {
        let pair = Fixtures.level(4, "Pair", "RR", par: 1)
        let service = Service(answer: .dealt(seed: 91, ranked: true))
        var harness = Self.harness(service, screen: TilesPlayScreen(level: pair, campaign: [pair]))
        let job = try #require(harness.press(.key(.enter)).work)
        harness.wait(milliseconds: 40)
        let ranking = try #require(harness.deliver(job).work, "the clearing move's ranking job is carried")
        #expect(harness.screen.state.isCleared)
        harness.deliver(ranking)
        let finished = try #require(service.finished.withLock { $0.first })
        let setup = try JSONDecoder().decode(GameSetup<TilesParams>.self, from: finished.setup)
        #expect(setup.seed == 91 && finished.origin == .dealt)
        #expect(harness.text.contains("Ranked: 1st"), "\(harness.text)")
        // Another attempt from the start is another game: dealt again at its first move.
        harness.press(.char("R"))
        let again = try #require(harness.press(.key(.enter)).work)
        #expect(again.title.isEmpty && harness.screen.play.playCount == 0)
        harness.deliver(again)
        #expect(service.calls.withLock { $0.count } == 2 && harness.screen.state.isCleared)
    }

    /// The Tiles daily's map is the board's seed's, so its deal came before the map was built
    /// (the Daily screen's): its first move asks for nothing and is made at once, on that seed.
    @Test func aDailysFirstMoveIsNotDealtAgain() throws {
        let service = Service(answer: .dealt(seed: 77, ranked: false))
        let params = TilesParams(level: Self.level, daily: "2026-11-28")
        let daily = TilesPlayScreen(daily: Self.level, params: params, origin: .dealt, seed: 5)
        var harness = Self.harness(service, screen: daily)
        harness.screen.cursor = Point(x: 0, y: 0)
        #expect(harness.press(.key(.enter)).work == nil && harness.screen.play.playCount == 1)
        #expect(service.calls.withLock { $0.isEmpty })
        #expect(harness.screen.play.setup.seed == 5 && harness.screen.play.setup.params == params)
        #expect(harness.screen.play.origin == .dealt)
    }

    @Test func aPracticeDailyOrTestPlayIsNeverDealt() {
        let service = Service(answer: .dealt(seed: 77, ranked: true))
        let params = TilesParams(level: Self.level, daily: "2026-11-28")
        var practice = Self.harness(service, screen: TilesPlayScreen(daily: Self.level, params: params, origin: .chosen, seed: 5))
        practice.screen.cursor = Point(x: 0, y: 0)
        #expect(practice.press(.key(.enter)).work == nil && practice.screen.play.playCount == 1)
        var testPlay = Self.harness(service)
        testPlay.screen.rankingNote = "Test play: not recorded, never ranked"
        testPlay.screen.cursor = Point(x: 0, y: 0)
        #expect(testPlay.press(.key(.enter)).work == nil && testPlay.screen.play.playCount == 1)
        #expect(service.calls.withLock { $0.isEmpty })
    }
}

extension TilesPlayTests.Setup {
    mutating func wait(milliseconds: UInt64) {
        clock.advance(milliseconds: milliseconds)
        context.now = clock.now()
        screen.tick(context: context)
    }

    /// Runs the job as the main loop would and hands its answer back; the command that follows.
    @discardableResult
    mutating func deliver(_ job: BackgroundJob) -> ScreenCommand {
        screen.receive(.finished(title: job.title, result: job.run(WorkProgress())), context: context)
    }
}
