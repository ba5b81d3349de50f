@testable import Shell
@testable import MinesUI
@testable import TilesUI
@testable import DailyUI
import Daily
import Foundation
import Midend
import Tiles
import LightsOutGame
import Mines
import Synchronization
import Testing
@testable import UITestSupport

/// The Daily screen on a shared board (issue 23): the board's seeds are shown and played, the
/// board deals each attempt (its second deal of the day is practice, whatever this computer saw),
/// and a board out of reach leaves the documented seeds, ranked here only, saying so.
@Suite struct SharedDailyScreenTests {
    static let date = DailyDate("2026-11-26")!

    /// A board in memory: fixed seeds, and a deal counter per game (first deal ranked).
    final class FakeBoard: Sendable {
        let seeds: [DailyGame: UInt64] = [.mines: 777_000_111, .tiles: 555_000_333]
        let reachable: Bool
        private let deals = Mutex<[DailyGame: Int]>([:])

        init(reachable: Bool = true) {
            self.reachable = reachable
        }

        struct Away: Error, CustomStringConvertible {
            var description: String { "the shared board cannot be reached (connection refused)" }
        }

        /// As the board service gives the daily (issue 29): a day's seed only with a deal, and
        /// each daily dealt before its game is built.
        var service: SharedDailyAccess {
            var access = access
            let seeds = self.seeds
            let dealt = Mutex<Set<DailyGame>>([])
            let deal = access.deal
            access.seed = { game, _ in dealt.withLock { $0.contains(game) } ? seeds[game] : nil }
            access.deal = { game in
                let answer = try deal(game)
                dealt.withLock { _ = $0.insert(game) }
                return answer
            }
            access.dealtBeforePlay = nil
            return access
        }

        /// How many deals of `game` were asked.
        func dealCount(_ game: DailyGame) -> Int { deals.withLock { $0[game] ?? 0 } }

        var access: SharedDailyAccess {
            SharedDailyAccess(
                seed: { game, _ in
                    guard self.reachable else { throw Away() }
                    return self.seeds[game]!
                },
                deal: { game in
                    guard self.reachable else { throw Away() }
                    let count = self.deals.withLock { deals -> Int in
                        deals[game, default: 0] += 1
                        return deals[game]!
                    }
                    return SharedDailyDeal(date: SharedDailyScreenTests.date, seed: self.seeds[game]!, ranked: count == 1)
                })
        }
    }

    /// Enter on the Daily screen: the dealing work run and its answer delivered.
    func enter(_ screen: inout DailyScreen, _ context: ScreenContext) -> ScreenCommand {
        let asked = screen.handle(.key(.enter), context: context)
        guard let job = asked.work else { return asked }
        return screen.receive(.finished(title: job.title, result: job.run(WorkProgress())), context: context)
    }

    @Test func theBoardsSeedsAreShownAndPlayedAndItsSecondDealIsPractice() throws {
        var world = try DailyWorld()
        let board = FakeBoard()
        world.environment.daily.shared = board.access
        for size in DailyWorld.sizes {
            let (screen, context) = world.opened(size: size)
            #expect(screen.frame(context).text.contains("Board's seeds: Mines 777000111, Tiles 555000333"), "\(size)")
        }
        var (screen, context) = world.opened()
        #expect(screen.shown?.prepared[.tiles]?.seed == 555_000_333)
        #expect(screen.shown?.prepared[.mines]?.seed == 777_000_111)

        let first = try #require(enter(&screen, context).pushedScreen as? MinesPlayScreen)
        #expect(first.play.origin == .dealt)
        #expect(first.play.setup == DailyMinesChallenge(date: Self.date, seed: 777_000_111).setup())
        let second = try #require(enter(&screen, context).pushedScreen as? MinesPlayScreen)
        #expect(second.play.origin == .chosen)
        #expect(second.play.setup.seed == 777_000_111)

        _ = screen.handle(.key(.down), context: context)
        let tiles = try #require(enter(&screen, context).pushedScreen as? TilesPlayScreen)
        #expect(tiles.play.origin == .dealt)
        #expect(tiles.play.setup.seed == 555_000_333)
        #expect(tiles.play.setup.params == DailyTilesChallenge(date: Self.date, seed: 555_000_333).params)
    }

    /// The board dealt its ranked attempt elsewhere (another computer, or a game left): this
    /// computer's first attempt is practice, and is kept as practice.
    @Test func theBoardsWordDecidesWhenThisComputerHasNotPlayed() throws {
        var world = try DailyWorld()
        let board = FakeBoard()
        _ = try board.access.deal(.mines)
        world.environment.daily.shared = board.access
        var (screen, context) = world.opened()
        let game = try #require(enter(&screen, context).pushedScreen as? MinesPlayScreen)
        #expect(game.play.origin == .chosen)
        let attempts = try #require(world.environment.daily.ledger()).attempts(from: Self.date, through: Self.date)
        #expect(attempts.count == 1 && attempts.allSatisfy { !$0.ranked })
    }

    @Test func aBoardOutOfReachLeavesTheDocumentedSeedsAndSaysWhy() throws {
        var world = try DailyWorld()
        world.environment.daily.shared = FakeBoard(reachable: false).access
        for size in DailyWorld.sizes {
            let (screen, context) = world.opened(size: size)
            let text = screen.frame(context).text
            #expect(text.contains("The shared board's seeds could not be read"), "\(size)")
            #expect(!text.contains("Board's seeds"))
        }
        var (screen, context) = world.opened()
        #expect(screen.shown?.prepared[.mines]?.seed == DailySeed.seed(.mines, on: Self.date))
        let game = try #require(enter(&screen, context).pushedScreen as? MinesPlayScreen)
        #expect(game.play.origin == .dealt, "ranked on this computer")
        #expect(game.play.setup == DailyMinesChallenge(date: Self.date).setup())
        #expect(screen.problem?.contains("Not on the shared board") == true)
        #expect(screen.frame(context).text.contains("Not on the shared board"))
    }

    /// A saved game stops a daily before the board deals it: a deal taken is the day's attempt.
    @Test func nothingIsDealtWhileAGameIsSaved() throws {
        var world = try DailyWorld()
        let board = FakeBoard()
        world.environment.daily.shared = board.access
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("daily-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        world.environment.saveSlot = SaveSlot(stateDirectory: directory)
        var (screen, context) = world.opened()
        try MinesSavingProblemTests.write(MinesSavingProblemTests.endless([]), to: try #require(world.environment.saveSlot))
        let notice = screen.handle(.key(.enter), context: context)
        #expect(notice.pushedScreen is NoticeScreen)
        #expect(notice.work == nil)
        #expect(try board.access.deal(.mines).ranked, "the board's first deal is still to come")
    }

    /// The results panel after a daily the board dealt: its ranked attempt ranks on the day's
    /// board (on the board's seed, learned with the deal); its practice deal says "practice", as a
    /// second local attempt does, and nothing is submitted.
    @Test(arguments: [true, false])
    func theResultsPanelSaysWhatTheBoardsDealWas(ranked: Bool) throws {
        let world = try DailyWorld()
        let store = MemoryLeaderboardStore()
        // A date and seed of its own for each case: the process's book holds one seed a board.
        let seed: UInt64 = ranked ? 313_000_001 : 313_000_002
        let date = ranked ? DailyDate("2026-10-01")! : DailyDate("2026-10-02")!
        SharedDailySeeds.process.record(seed, game: .mines, date: date)
        var harness = MinesScreenHarness(leaderboards: RankingPanelFixtures.access(store), player: RankingPanelFixtures.player)
        harness.context.environment.daily.ledger = world.environment.daily.ledger
        let deal = SharedDailyDeal(date: date, seed: seed, ranked: ranked)
        harness.screen = try #require(DailyStart.screen(.mines, date: date, environment: harness.context.environment,
                                                        dealt: deal) as? MinesPlayScreen)
        harness.screen.activate(context: harness.context)
        let commands = RankingPanelFixtures.won(&harness)
        #expect(harness.board.outcome == .won)
        try RankingPanelFixtures.runJob(of: commands, on: &harness)
        let text = harness.text
        if ranked {
            #expect(text.contains("Ranked: 1st"), "\(text)")
            #expect(store.runs.first?.board.rawValue == "mines.daily.2026-10-01")
        } else {
            // The panel wraps the reason (NotRankedReason.dailyPractice) where it needs to.
            #expect(text.contains("Not ranked: practice") && text.contains("only its first attempt"), "\(text)")
            #expect(store.submissions.isEmpty)
        }
    }

    /// The Tiles daily on a board service: its map is not shown before the board deals it (the
    /// documented map is not the day's), Enter asks for the deal first ("Dealing the daily…" after
    /// a blink) and the game is the map of the dealt seed; the Mines daily likewise (its opening
    /// is the dealt seed's: before, it was dealt at its first reveal, on a board shown from the
    /// documented seed, and the held reveal could land on a mine of the dealt board).
    @Test func theTilesDailyIsDealtBeforeItsMapIsBuilt() throws {
        var world = try DailyWorld()
        let board = FakeBoard()
        world.environment.daily.shared = board.service
        let documented = DailyTilesChallenge(date: Self.date)
        for size in DailyWorld.sizes {
            let (screen, context) = world.opened(size: size)
            let text = screen.frame(context).text
            #expect(text.contains("colours, map dealt when played"), "\(size): \(text)")
            #expect(!text.contains("par \(documented.par)") && !text.contains("Board's seeds"), "\(size)")
        }
        var (screen, context) = world.opened()
        let minesAsked = screen.handle(.key(.enter), context: context)
        #expect(minesAsked.pushedScreen == nil, "the Mines daily waits for its deal too")
        let minesJob = try #require(minesAsked.work)
        let minesStart = screen.receive(.finished(title: minesJob.title, result: minesJob.run(WorkProgress())), context: context)
        let mines = try #require(minesStart.pushedScreen as? MinesPlayScreen)
        #expect(mines.play.setup == DailyMinesChallenge(date: Self.date, seed: 777_000_111).setup() && board.dealCount(.mines) == 1)
        #expect(mines.play.origin == .dealt)

        _ = screen.handle(.key(.down), context: context)
        let asked = screen.handle(.key(.enter), context: context)
        #expect(asked.pushedScreen == nil)
        let job = try #require(asked.work)
        #expect(job.title.isEmpty, "quiet: the screen says it is dealing, after a blink")
        #expect(!screen.frame(context).text.contains("Dealing the daily"))
        var later = context
        later.now = context.now.adding(milliseconds: 200)
        #expect(screen.nextChange(after: context.now) == context.now.adding(milliseconds: 150))
        for size in DailyWorld.sizes {
            later.size = size
            #expect(screen.frame(later).text.contains("Dealing the daily\u{2026}"), "\(size)")
        }
        let again = screen.handle(.key(.enter), context: context)
        #expect(again.pushedScreen == nil && again.work == nil, "one deal at a time")
        let delivered = screen.receive(.finished(title: job.title, result: job.run(WorkProgress())), context: context)
        let tiles = try #require(delivered.pushedScreen as? TilesPlayScreen)
        let dealt = DailyTilesChallenge(date: Self.date, seed: 555_000_333)
        #expect(tiles.play.origin == .dealt && tiles.play.setup.seed == 555_000_333)
        #expect(tiles.play.setup.params == dealt.params && dealt.mapHash != documented.mapHash)
        #expect(board.dealCount(.tiles) == 1)
        // Back on the Daily screen the day's map is the dealt one (its par, for the line to share).
        #expect(screen.frame(context).text.contains("par \(dealt.par)") && !screen.frame(context).text.contains("Dealing"))
    }

    @Test func aBoardOutOfReachLeavesTheDocumentedTilesDailyAndSaysWhy() throws {
        var world = try DailyWorld()
        world.environment.daily.shared = FakeBoard(reachable: false).service
        var (screen, context) = world.opened()
        _ = screen.handle(.key(.down), context: context)
        let started = enter(&screen, context)
        let game = try #require(started.pushedScreen as? TilesPlayScreen)
        #expect(game.play.origin == .dealt, "ranked on this computer")
        #expect(game.play.setup.params == DailyTilesChallenge(date: Self.date).params)
        for size in DailyWorld.sizes {
            var sized = context
            sized.size = size
            #expect(screen.frame(sized).text.contains("Not on the shared board"), "\(size)")
        }
    }
}
