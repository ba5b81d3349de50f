import Foundation
import GameCore
import GameRules
import PropertyBased
import Testing
@testable import Mines

/// The move chooser behind the hint, the odds overlay and `mines autoplay` (issue 32).
@Suite struct MoveChooserTests {
    /// A random board after its first reveal and a few random safe reveals (the layout is the
    /// test's to know, never the chooser's).
    static func position(width: Int, height: Int, density: Int, seed: UInt64, reveals: Int) throws -> MinesBoard? {
        let mines = max(1, width * height * density / 100)
        guard let params = try? MinesParams(width: width, height: height, mines: mines) else { return nil }
        var random = SeededGenerator(seed: seed)
        var board = MinesBoard(params: params, seed: seed, style: .random)
        board = try #require(board.revealing(Point(x: random.uniform(below: width), y: random.uniform(below: height)))).board
        let layout = try #require(board.layout)
        for _ in 0..<reveals where board.outcome == .playing {
            let safe = (0..<params.cellCount).map { Point(x: $0 % width, y: $0 / width) }
                .filter { board.mark(at: $0) == .covered && !layout.isMine(at: $0) }
            guard !safe.isEmpty else { break }
            board = board.revealing(safe[random.uniform(below: safe.count)])?.board ?? board
        }
        return board.outcome == .playing ? board : nil
    }

    private static let positions = zip(Gen.int(in: 5...12), Gen.int(in: 5...12), Gen.int(in: 10...25), Gen.uint64(),
                                       Gen.int(in: 0...6))

    @Test func whatTheChooserTakesHoldsNoLayout() {
        // The type: a view (numbers and mine count) and the flags; no layout, no board.
        let visible = MinesBoard(params: .beginner, seed: 3).visible
        #expect(Mirror(reflecting: visible).children.map(\.label) == ["view", "flagged"])
        #expect(Mirror(reflecting: visible.view).children.map(\.label) == ["width", "height", "totalMines", "numbers"])
        for child in Mirror(reflecting: visible).children {
            #expect(!(child.value is MineLayout) && !(child.value is MinesBoard))
        }
    }

    @Test func twoLayoutsThatLookTheSameGetTheSameAdvice() throws {
        // Revealing the left end shows 0 and 1 on both; the mines differ beyond.
        let first = try #require(MinesBoard(layout: layout("..*.*")).revealing(Point(x: 0, y: 0))).board
        let second = try #require(MinesBoard(layout: layout("..**.")).revealing(Point(x: 0, y: 0))).board
        #expect(first.visible == second.visible)
        #expect(first.layout != second.layout)
        let advice = try #require(MinesMoveChooser.advice(for: first.visible))
        #expect(MinesMoveChooser.advice(for: second.visible) == advice)
    }

    @Test func provenCellsAreTrueAndEveryChanceIsAChance() async {
        let guesses = Counter(), proofs = Counter()
        await propertyCheck(count: 300, input: Self.positions) { width, height, density, seed, reveals in
            guard let board = try Self.position(width: width, height: height, density: density, seed: seed, reveals: reveals),
                  let layout = board.layout else { return }
            let advice = try #require(MinesMoveChooser.advice(for: board.visible))
            for point in advice.provenSafe { #expect(!layout.isMine(at: point), "proven safe but a mine: \(point)") }
            for point in advice.provenMines { #expect(layout.isMine(at: point), "proven a mine but safe: \(point)") }
            #expect(board.mark(at: advice.point) != .revealed)
            switch advice.reason {
            case .opening:
                Issue.record("an opening advised on a started board")
            case .provenSafe:
                #expect(!layout.isMine(at: advice.point))
                proofs.add(1)
            case .guess(let guess):
                guesses.add(1)
                let safety = 1 - guess.mineChance
                for chance in [guess.mineChance, guess.leastMineChance, guess.progressChance, guess.secondarySafety] {
                    #expect((0...1).contains(chance), "\(guess)")
                }
                #expect(guess.leastMineChance <= guess.mineChance + 1e-12)
                #expect(guess.progressChance <= safety + 1e-9 && guess.secondarySafety <= safety + 1e-9, "\(guess)")
                #expect(guess.expectedOpened >= 1 - 1e-9)
                if case .endgame(let win) = guess.method { #expect(win <= safety + 1e-9 && win >= 0) }
            }
        }
        #expect(guesses.value >= 1 && proofs.value >= 10, "guesses \(guesses.value), proofs \(proofs.value)")
    }

    @Test func theChancesOfWhatACellShowsAddUpToItsSafety() async {
        let rated = Counter()
        await propertyCheck(count: 40, input: Self.positions) { width, height, density, seed, reveals in
            guard let board = try Self.position(width: width, height: height, density: density, seed: seed, reveals: reveals)
            else { return }
            let view = board.playerView
            let core = MinesSolver.solvedCore(for: view)
            let odds = MinesSolver.odds(from: core, view: view)
            guard odds.isExact, let count = odds.logLayoutCount else { return }
            let known = (0..<(width * height)).map { core.state(of: $0) == SolverCore.mine }
            for (cell, chance) in odds.mineChances.enumerated() {
                guard let chance, chance > 0, chance < 1 else { continue }
                // Nil when some number's position is past the counting budget (an impossible
                // number can be slow to refute): then no rating is claimed at all.
                guard let rating = MinesGuessRating(cell: cell, view: view, safety: 1 - chance, logLayoutCount: count,
                                                    knownMine: known) else { continue }
                #expect(abs(rating.survival - (1 - chance)) < 1e-9, "cell \(cell): \(rating.survival) against \(1 - chance)")
                rated.add(1)
            }
        }
        #expect(rated.value >= 30)
    }

    @Test func theLayoutCountIsTheBruteForceCount() async {
        let compared = Counter()
        await propertyCheck(count: 150, input: zip(Gen.int(in: 5...7), Gen.int(in: 5...7), Gen.int(in: 10...30), Gen.uint64(),
                                                    Gen.int(in: 0...8))) { width, height, density, seed, reveals in
            guard let board = try Self.position(width: width, height: height, density: density, seed: seed, reveals: reveals),
                  let truth = BruteForceMines(view: board.playerView), truth.layouts > 0,
                  let count = MinesSolver.odds(for: board.playerView).logLayoutCount else { return }
            #expect(abs(exp(count) - Double(truth.layouts)) < 1e-6 * Double(truth.layouts),
                    "\(exp(count)) against \(truth.layouts)")
            compared.add(1)
        }
        #expect(compared.value >= 40)
    }

    @Test func aLastFiftyFiftyIsAnEvenEndgame() throws {
        // The 1 at x = 1 proves x = 2 a mine; the last mine is at x = 3 or x = 4.
        let board = try #require(MinesBoard(layout: layout("..*.*")).revealing(Point(x: 0, y: 0))).board
        let advice = try #require(MinesMoveChooser.advice(for: board.visible))
        let guess = try #require(advice.guess)
        #expect(guess.method == .endgame(winChance: 0.5))
        #expect(abs(guess.mineChance - 0.5) < 1e-12)
        #expect(advice.provenMines == [Point(x: 2, y: 0)])
    }

    @Test func autoplayIsTheSameForTheSameSeed() {
        for seed in UInt64(40)..<UInt64(46) {
            let first = MinesAutoplay.play(.intermediate, first: Point(x: 3, y: 3), seed: seed)
            let again = MinesAutoplay.play(.intermediate, first: Point(x: 3, y: 3), seed: seed)
            #expect(first.log == again.log && first.won == again.won && first.guesses == again.guesses)
            #expect(first.setup.seed == seed)
        }
    }

    @Test func autoplayLogsVerifyWithTheGamesOwnVerification() throws {
        var outcomes: Set<Bool> = []
        for seed in UInt64(1)...UInt64(12) {
            let game = MinesAutoplay.play(.beginner, first: Point(x: 3, y: 3), seed: seed)
            let verified = try MinesBackEnd.verify(encodedSetup: MinesBackEnd.encode(game.setup), packedLog: game.log.packed(),
                                                   claimedPlayMilliseconds: nil).get()
            #expect(verified.status == (game.won ? .won : .lost))
            #expect(verified.hintsUsed == 0)
            outcomes.insert(game.won)
        }
        #expect(outcomes.contains(true), "no game won: the logs of wins are untested")
    }

    @Test func theWilsonIntervalMatchesPublishedValues() {
        // Wilson score intervals at 95 %: 5 of 10 is 0.2366-0.7634, 0 of 10 is 0-0.2775.
        var half = MinesAutoplaySummary()
        half.wins = 5
        half.losses = 5
        #expect(abs(half.winRateInterval.lowerBound - 0.2366) < 5e-4 && abs(half.winRateInterval.upperBound - 0.7634) < 5e-4)
        var none = MinesAutoplaySummary()
        none.losses = 10
        #expect(none.winRateInterval.lowerBound == 0 && abs(none.winRateInterval.upperBound - 0.2775) < 5e-4)
    }
}
