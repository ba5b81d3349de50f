import Foundation
@testable import Shell
@testable import TilesUI
import Progress
import Terminal
import Testing
import Tiles
@testable import UITestSupport

/// Same Game free play on screen, at 80×24 and 60×20: its title, its end panel (cleared or not,
/// the penalty, the best on the shape), Enter for a new board, undo after the end as practice,
/// the fallback hint, Free play in the Tiles menu and the Stats page of bests.
@Suite struct FreePlayScreenTests {
    static let sizes = [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 60, rows: 20)]

    private func context(_ size: ScreenSize, history: [PlayedGame] = [], seed: UInt64 = 77) -> ScreenContext {
        var environment = Fixtures.environment()
        environment.gameHistory = { kind in kind == .tiles ? history : [] }
        environment.makeSeed = { seed }
        return Fixtures.context(environment, size: size)
    }

    /// Plays the largest group until the game ends.
    private func playToTheEnd(_ screen: inout TilesPlayScreen, context: ScreenContext) {
        while let group = screen.state.board.removableGroups().max(by: { $0.count < $1.count }) {
            screen.cursor = group[0]
            _ = screen.handle(.key(.enter), context: context)
        }
    }

    private func game(score: Int64, shape: FreePlayShape = .small, practice: Bool = false, hints: Int64 = 0) -> PlayedGame {
        let context = StatsContext.tilesFree(shape)
        return PlayedGame(gameID: "g\(score)", kind: .tiles, outcome: .lost, finishedAt: Date(timeIntervalSince1970: 0),
                          context: practice ? context.practice() : context,
                          stats: ["tiles.freeScore": score, "tiles.hints": hints])
    }

    @Test(arguments: sizes)
    func theTitleNamesFreePlayItsShapeAndSeedNeverALevel(size: ScreenSize) {
        let context = context(size)
        var screen = TilesPlayScreen(free: FreePlayDeal(shape: .small, seed: 5), origin: .chosen)
        screen.activate(context: context)
        let frame = screen.frame(context)
        #expect(frame.lines[0].contains("Free play · 6×5, 3 colours · seed 5"), "\(frame.lines[0])")
        #expect(!frame.text.contains("Level"))
        #expect(frame.lines[1].contains("(par \(screen.state.par))"))
        #expect(frame.lines[size.rows - 1].contains(size.columns >= 80 ? "H hint" : "Enter remove"))
    }

    @Test(arguments: sizes)
    func theEndPanelSaysHowItEndedWithTheBestAndEnterDealsANewBoard(size: ScreenSize) throws {
        // A practice game (a chosen seed): the best of the dealt, unhinted games is shown, not beaten.
        let history = [game(score: 3), game(score: 99_999, practice: true), game(score: 88_888, hints: 1), game(score: 12)]
        let context = context(size, history: history)
        var screen = TilesPlayScreen(free: FreePlayDeal(shape: .small, seed: 9), origin: .chosen)
        screen.activate(context: context)
        playToTheEnd(&screen, context: context)
        let frame = screen.frame(context)
        let text = frame.text
        if screen.state.isCleared {
            #expect(text.contains("Board cleared!"))
            #expect(text.contains("Score \(TextLayout.number(screen.state.score)) (clear bonus 1,000)"))
        } else {
            let left = screen.state.board.tileCount
            #expect(text.contains("Game over: no group of 2 is left"))
            #expect(text.contains("\(left) tile\(left == 1 ? "" : "s") left: —\(screen.state.penalty)"))
        }
        #expect(text.contains("Best for 6×5, 3 colours: 12"), "practice and hinted games set no best")
        #expect(!text.contains("New best"))
        #expect(text.contains("Enter: a new board"))
        #expect(frame.lines[size.rows - 1].contains("Enter new board"))
        #expect(!text.contains("Stuck:"), "free play's end is the panel, not a level's stuck line")

        let command = screen.handle(.key(.enter), context: context)
        guard case .replace(let next) = command.navigation else {
            Issue.record("Enter after the end deals a new board")
            return
        }
        let dealt = try #require(next as? TilesPlayScreen)
        #expect(dealt.play.setup.seed == 77 && dealt.freeShape == .small)
        #expect(dealt.play.origin == .dealt)
    }

    @Test(arguments: sizes)
    func aGameOverOnABoardOfSinglesShowsThePenalty(size: ScreenSize) throws {
        // Seeds are searched for one whose greedy play ends with tiles left: the panel's other branch.
        let context = context(size)
        for seed: UInt64 in 1...60 {
            var screen = TilesPlayScreen(free: FreePlayDeal(shape: .small, seed: seed, improvingPar: false), origin: .dealt)
            screen.activate(context: context)
            playToTheEnd(&screen, context: context)
            guard !screen.state.isCleared else { continue }
            let text = screen.frame(context).text
            #expect(text.contains("Game over: no group of 2 is left"))
            #expect(text.contains("left: —\(screen.state.penalty))"))
            #expect(text.contains("New best for 6×5, 3 colours!"), "a dealt game with no best before sets one")
            #expect(screen.play.lifecycle == .ended, "the classic rules end the game")
            return
        }
        Issue.record("no seed in 1...60 ends with tiles left under greedy play")
    }

    @Test func aDealtGameAboveTheBestSaysNewBest() {
        let context = context(ScreenSize(columns: 80, rows: 24), history: [game(score: -500)])
        var screen = TilesPlayScreen(free: FreePlayDeal(shape: .small, seed: 9), origin: .dealt)
        screen.activate(context: context)
        playToTheEnd(&screen, context: context)
        #expect(screen.state.score > -500)
        #expect(screen.frame(context).text.contains("New best for 6×5, 3 colours!"))
    }

    @Test func undoAfterTheEndIsAPracticeAttempt() {
        let context = context(ScreenSize(columns: 80, rows: 24))
        var screen = TilesPlayScreen(free: FreePlayDeal(shape: .small, seed: 9), origin: .dealt)
        screen.activate(context: context)
        playToTheEnd(&screen, context: context)
        let moves = screen.state.moves
        _ = screen.handle(.char("u"), context: context)
        #expect(screen.state.moves == moves - 1)
        #expect(screen.play.origin == .chosen, "the board is known now: practice")
        #expect(screen.frame(context).text.contains("a practice attempt at this board"))
    }

    @Test func theHintFallsBackToTheBiggestGroupWhenNoClearingIsFound() {
        // The fixtures' solver finds no clearing anywhere: free play still hints a move.
        let context = context(ScreenSize(columns: 80, rows: 24))
        var screen = TilesPlayScreen(free: FreePlayDeal(shape: .small, seed: 9), origin: .dealt)
        screen.activate(context: context)
        _ = screen.handle(.char("H"), context: context)
        let biggest = screen.state.board.removableGroups().map(\.count).max() ?? 0
        #expect(screen.state.board.group(at: screen.cursor).count == biggest)
        #expect(screen.session.hintsUsed == 1)
        #expect(screen.frame(context).text.contains("Hint: no clearing found; the biggest group, \(biggest)"))
    }

    @Test(arguments: sizes)
    func theTilesMenuOpensFreePlayWithItsSizesAndBests(size: ScreenSize) throws {
        let context = context(size, history: [game(score: 40), game(score: 1_234, shape: .normal)])
        var list = LevelSelectScreen()
        list.activate(context: context)
        #expect(list.frame(context).lines[size.rows - 1].contains("f free play"))
        guard case .push(let pushed) = list.handle(.char("f"), context: context).navigation else {
            Issue.record("f opens free play")
            return
        }
        var menu = try #require(pushed as? FreePlayMenuScreen)
        menu.activate(context: context)
        let text = menu.frame(context).text
        #expect(text.contains("Small  6×5, 3 colours  ranked  best 40"))
        #expect(text.contains("Normal 15×10, 3 colours  ranked  best 1,234"))
        #expect(text.contains("Large  20×15, 3 colours  ranked  no best yet"))
        #expect(text.contains("Same Game"))
        #expect(menu.chosenShape == .normal)
        guard case .replace(let play) = menu.handle(.key(.enter), context: context).navigation else {
            Issue.record("Enter plays the chosen size")
            return
        }
        let game = try #require(play as? TilesPlayScreen)
        #expect(game.freeShape == .normal && game.play.origin == .dealt && game.play.setup.seed == 77)
    }

    @Test func theCustomBoardGrowsOnlyAsFarAsTheTerminalShows() {
        let context = context(ScreenSize(columns: 60, rows: 20))
        var menu = FreePlayMenuScreen()
        menu.activate(context: context)
        for _ in 0..<3 { _ = menu.handle(.key(.down), context: context) }
        #expect(menu.chosenShape == .small, "the custom board starts small")
        for _ in 0..<30 { _ = menu.handle(.key(.right), context: context) }
        #expect(menu.chosenShape.height == 14, "14 rows is the most a 60×20 terminal shows")
        #expect(FreePlayMenuScreen.fits(menu.chosenShape, in: context.size))
        _ = menu.handle(.key(.down), context: context)
        for _ in 0..<9 { _ = menu.handle(.key(.right), context: context) }
        #expect(menu.chosenShape.colours == 6)
        for _ in 0..<9 { _ = menu.handle(.key(.left), context: context) }
        #expect(menu.chosenShape.colours == 2)
    }

    @Test(arguments: sizes)
    func theStatsPageListsTheBestOfEachShape(size: ScreenSize) throws {
        let custom = try FreePlayShape(width: 9, height: 7, colours: 5)
        let context = context(size, history: [game(score: 40), game(score: 700, practice: true),
                                              game(score: 2_345, shape: custom)])
        var page = FreePlayBestsScreen()
        page.activate(context: context)
        let frame = page.frame(context)
        let small = try #require(frame.line(containing: "6×5, 3 colours"))
        #expect(small.contains("ranked") && small.contains("40") && !small.contains("700"))
        let other = try #require(frame.line(containing: "9×7, 5 colours"))
        #expect(other.contains("2,345") && !other.contains("ranked"))
        #expect(frame.row(containing: "6×5")! < frame.row(containing: "9×7")!, "the ranked sizes first")
    }
}
