@testable import MinesUI
@testable import Midend
import GameCore
import Mines
import Terminal
import Testing
@testable import UITestSupport

/// The Mines play screen on its own: moves, messages, the clock, the panels and what it reports.
@Suite struct MinesPlayTests {
    @Test func theFirstRevealOpensAnAreaAndTheGameIsReportedWithItsMode() throws {
        var harness = MinesScreenHarness()
        #expect(harness.screen.cursor == Point(x: 4, y: 4), "the cursor starts in the centre")
        harness.press(.char(" "))
        #expect(harness.board.isStarted && harness.board.revealedCount >= 9)
        let reports = harness.store.minesReports
        #expect(reports.first?.moment == .started)
        #expect(reports.allSatisfy { $0.context.withoutDetailsAddedLater == .mines(board: .beginner) })
        #expect(harness.store.events.contains(.cellsRevealed(count: harness.board.revealedCount)))
        #expect(harness.screen.clock.isRunning)
    }

    @Test func theStartHereHintBeforeTheFirstRevealIsNotCounted() throws {
        var harness = MinesScreenHarness(seed: 21)
        harness.press(.char("H"), .char("H"))
        #expect(harness.text.contains("Hint: start here"))
        #expect(harness.screen.session.hintsUsed == 0)
        #expect(!harness.store.events.contains(.hintUsed))
    }

    @Test func hintThenSpaceRepeatedClearsABoardAndShowsItsFigures() throws {
        var harness = MinesScreenHarness(seed: 21)
        harness.wait(milliseconds: 7_000)          // looking at the fresh board: not counted
        harness.press(.char("H"), .char(" "))      // the first reveal starts the clock
        harness.wait(milliseconds: 500)
        harness.playHints()
        #expect(harness.board.outcome == .won)
        let hints = harness.screen.session.hintsUsed
        #expect(hints > 0 && harness.store.events.filter { $0 == .hintUsed }.count == hints)
        let text = harness.text
        #expect(text.contains("Board cleared"))
        #expect(text.contains("Time 0.50 s   3BV \(harness.board.threeBV ?? -1)"))
        #expect(text.contains("IOE "))
        #expect(text.contains("Hints \(hints)"))
        #expect(text.contains("Enter: a new game"))
        #expect(!harness.screen.clock.isRunning, "the clock stops on a cleared board")
        #expect(harness.store.events.last == .gameEnded(.mines, .won))
        let cleared = try #require(harness.screen.clearedBoards.first)
        #expect(cleared.milliseconds == 500 && cleared.clicks == harness.board.clicks)
    }

    @Test func hittingAMineShowsGameOverWithEveryMineTheWrongFlagAndTheHitMine() throws {
        var harness = MinesScreenHarness(seed: 5)
        harness.press(.char(" "))
        let layout = try #require(harness.board.layout)
        let mine = try #require(MinesFixtures.mineNearCentre(layout))
        // A wrong flag on a covered safe cell away from the mine.
        let safe = try #require(harness.board.playerView.numbers.indices.lazy
            .map { Point(x: $0 % 9, y: $0 / 9) }
            .first { harness.board.mark(at: $0) == .covered && !layout.isMine(at: $0) })
        harness.go(to: safe)
        harness.press(.char("f"))
        harness.go(to: mine)
        harness.press(.char(" "))
        #expect(harness.board.outcome == .lost)
        let frame = harness.frame
        #expect(frame.text.contains("Game over"))
        #expect(frame.text.contains("Seed 5"))
        // The panel sits beside a 9×9 board at 80 columns: every cell is still in view.
        let view = harness.layout
        let cells = MinesGlyphs.unicode
        for point in layout.minePoints {
            let glyph = frame[view.column(ofCell: point.x), view.row(ofCell: point.y)].text
            #expect(glyph == (point == mine ? cells.hitMine : cells.mine), "mine at \(point)")
        }
        #expect(frame[view.column(ofCell: safe.x), view.row(ofCell: safe.y)].text == cells.wrongFlag)
        #expect(frame[view.column(ofCell: mine.x), view.row(ofCell: mine.y)].style.background == .red)
        #expect(harness.store.events.suffix(2) == [.mineHit, .gameEnded(.mines, .lost)])
        #expect(!harness.screen.clock.isRunning)
        // Tab puts the panel aside; the legend names the marks.
        harness.press(.key(.tab))
        #expect(!harness.text.contains("Game over"))
        #expect(harness.text.contains("✸ the mine hit   ✱ mines   ✗ wrong flags"))
    }

    @Test func spaceOnANumberChordsAndAWrongFlagMakesTheChordHitAMine() throws {
        var harness = MinesScreenHarness(seed: 8)
        harness.press(.char(" "))
        let chord = try #require(harness.chordableNumber())
        for mine in chord.mines {
            harness.go(to: mine)
            harness.press(.char("f"))
        }
        harness.go(to: chord.number)
        let revealedBefore = harness.board.revealedCount
        harness.press(.char(" "))
        #expect(harness.store.events.contains { $0.name == .chorded })
        #expect(harness.board.revealedCount > revealedBefore)
        for safe in chord.safe { #expect(harness.board.mark(at: safe) == .revealed) }

        // The same number with one flag moved onto a safe cell: `c` sets off the mine.
        var wrong = MinesScreenHarness(seed: 8)
        wrong.press(.char(" "))
        for mine in chord.mines.dropFirst() {
            wrong.go(to: mine)
            wrong.press(.char("f"))
        }
        wrong.go(to: chord.safe[0])
        wrong.press(.char("f"))
        wrong.go(to: chord.number)
        wrong.press(.char("c"))
        #expect(wrong.board.outcome == .lost)
        #expect(wrong.board.exploded == [chord.mines[0]])
    }

    @Test func fFlagsAndRightClickFlagsAndQuestionMarksCycleWhenOn() throws {
        var harness = MinesScreenHarness(seed: 3)
        // A flag goes down before the first reveal (issue 22); the clock waits for the reveal.
        harness.press(.char("f"))
        #expect(harness.board.mark(at: harness.screen.cursor) == .flagged)
        #expect(harness.text.contains("Mines left 9") && !harness.board.isStarted)
        harness.wait(milliseconds: 3_000)
        #expect(harness.text.contains("Time 0:00"), "the clock starts at the first reveal")
        harness.press(.char("f"))
        #expect(harness.board.mark(at: harness.screen.cursor) == .covered)
        harness.press(.char(" "))
        let covered = try #require((0..<81).lazy.map { Point(x: $0 % 9, y: $0 / 9) }
            .filter { harness.board.mark(at: $0) == .covered }.prefix(2).map { $0 } as [Point]?)
        harness.go(to: covered[0])
        harness.press(.char("f"))
        #expect(harness.board.mark(at: covered[0]) == .flagged)
        #expect(harness.text.contains("Mines left 9"))
        harness.press(.char(" "))
        #expect(harness.text.contains("Flagged: f takes the flag off first"))
        harness.press(.char("f"))
        #expect(harness.board.mark(at: covered[0]) == .covered, "without question marks a flag comes straight off")
        harness.click(covered[1], .right)
        #expect(harness.board.mark(at: covered[1]) == .flagged && harness.screen.cursor == covered[1])
        harness.click(covered[1], .right)
        #expect(harness.board.mark(at: covered[1]) == .covered)

        var marks = MinesScreenHarness(seed: 3, settings: MinesSettings(questionMarks: true))
        marks.press(.char(" "))
        marks.go(to: covered[0])
        marks.press(.char("f"))
        #expect(marks.board.mark(at: covered[0]) == .flagged)
        marks.press(.char("f"))
        #expect(marks.board.mark(at: covered[0]) == .questioned)
        #expect(marks.frame[marks.layout.column(ofCell: covered[0].x), marks.layout.row(ofCell: covered[0].y)].text == "?")
        marks.press(.char("f"))
        #expect(marks.board.mark(at: covered[0]) == .covered)
    }

    @Test func pauseHidesTheBoardAndStopsTheClock() throws {
        var harness = MinesScreenHarness(seed: 4)
        harness.press(.char(" "))
        harness.wait(milliseconds: 2_000)
        harness.press(.char("p"))
        #expect(harness.screen.isPaused && !harness.screen.clock.isRunning)
        #expect(harness.screen.nextChange(after: harness.clock.now()) == nil, "no timer while paused")
        harness.wait(milliseconds: 60_000)
        let paused = harness.text
        #expect(paused.contains("Paused") && paused.contains("p resumes"))
        #expect(!paused.contains("■") && !paused.contains("1 "), "no cell of the board shows")
        #expect(paused.contains("Time 0:02"))
        harness.press(.char(" "))
        #expect(!harness.screen.isPaused && harness.screen.clock.isRunning, "Space resumes too")
        #expect(harness.board.revealedCount > 0 && harness.text.contains("Time 0:02"))
        harness.wait(milliseconds: 1_000)
        #expect(harness.text.contains("Time 0:03"))
    }

    @Test func theClockAsksForATickEachWholeSecondOfPlay() {
        var harness = MinesScreenHarness()
        #expect(harness.screen.nextChange(after: harness.clock.now()) == nil, "no clock before the first reveal")
        harness.press(.char(" "))
        let start = harness.clock.now()
        #expect(harness.screen.nextChange(after: start) == start.adding(milliseconds: 1000))
        harness.wait(milliseconds: 300)
        #expect(harness.screen.nextChange(after: harness.clock.now()) == start.adding(milliseconds: 1000))
        harness.screen.tick(context: harness.context)
        #expect(harness.store.ticks == 1)
        harness.screen.deactivate(context: harness.context)   // help on top
        harness.screen.tick(context: harness.context)
        #expect(harness.store.ticks == 1, "no tick while the game is covered")
    }

    @Test func aTypedCountRepeatsTheMoveAndStopsAtTheEdge() {
        var harness = MinesScreenHarness()
        harness.press(.char("3"))
        #expect(harness.text.contains("Repeat 3: now a move"))
        harness.press(.char("h"))
        #expect(harness.screen.cursor == Point(x: 1, y: 4))
        harness.press(.char("1"), .char("2"), .key(.down))
        #expect(harness.screen.cursor == Point(x: 1, y: 8))
        harness.press(.char("w"), .char("d"), .char("a"), .char("s"), .char("k"), .char("l"), .key(.up), .key(.right))
        #expect(harness.screen.cursor == Point(x: 3, y: 6))
    }

    @Test func movesThatDoNothingSayWhy() throws {
        var harness = MinesScreenHarness(seed: 6)
        harness.press(.char("c"))
        #expect(harness.text.contains("Chord works on a revealed number"))
        harness.press(.char(" "))
        let zero = try #require((0..<81).lazy.map { Point(x: $0 % 9, y: $0 / 9) }
            .first { harness.board.appearance(at: $0) == .revealed(0) })
        harness.go(to: zero)
        harness.press(.char(" "))
        #expect(harness.text.contains("Nothing to chord: no mine is next to this cell"))
        harness.press(.char("f"))
        #expect(harness.text.contains("This cell is open: there is nothing to flag"))
        let number = try #require((0..<81).lazy.map { Point(x: $0 % 9, y: $0 / 9) }
            .first { if case .revealed(let n) = harness.board.appearance(at: $0) { n > 0 } else { false } })
        harness.go(to: number)
        harness.press(.char("c"))
        #expect(harness.text.contains("To chord, flag exactly"))
    }

    @Test func theHintPointsAtAMineOnlyWhenNoSafeCellCanBeProven() throws {
        // Classic boards that may need a guess: find one whose first opening proves no safe cell
        // but does prove a mine, and one that proves nothing at all.
        func board(seed: UInt64) -> MinesState? {
            var state = MinesState(mode: .classic(.beginner), seed: seed, settings: MinesSettings(style: .random))
            guard let next = state.applying(.reveal(Point(x: 4, y: 4)))?.state else { return nil }
            state = next
            return state.board.outcome == .playing ? state : nil
        }
        let mineSeed = try #require((1...2_000).lazy.map(UInt64.init).first { seed in
            if case .mine = board(seed: seed)?.hint() { true } else { false }
        })
        var harness = MinesScreenHarness(seed: mineSeed, settings: MinesSettings(style: .random))
        harness.press(.char(" "), .char("H"))
        guard case .mine(let point) = harness.state.hint() else {
            Issue.record("the board proves a mine and no safe cell")
            return
        }
        #expect(harness.screen.cursor == point)
        #expect(harness.board.layout?.isMine(at: point) == true)
        #expect(harness.text.contains("Hint: no safe cell can be proven; this cell is a mine — f flags it"))
        #expect(harness.screen.session.hintsUsed == 1)

        // Where nothing at all can be proven, the hint says so and names the least risky cell
        // (issue 24): a hint all the same, counted.
        let stuckSeed = try #require((1...2_000).lazy.map(UInt64.init).first { seed in
            if case .leastRisky = board(seed: seed)?.hint() { true } else { false }
        })
        var stuck = MinesScreenHarness(seed: stuckSeed, settings: MinesSettings(style: .random))
        stuck.press(.char(" "), .char("H"))
        guard case .leastRisky(let risky, let chance) = stuck.state.hint() else {
            Issue.record("the board proves nothing")
            return
        }
        #expect(stuck.screen.cursor == risky)
        // The hint says why (issue 32): the risk, and what the reveal likely opens or wins.
        #expect(stuck.text.contains(": \(MinesPlayScreen.percentText(chance)) a mine"), "\(stuck.text)")
        #expect(stuck.text.contains("o shows the odds"), "\(stuck.text)")
        #expect(stuck.screen.session.hintsUsed == 1)
    }

    @Test func aSafeHintSaysSoAndTheFirstHintIsTheCentre() {
        var harness = MinesScreenHarness(seed: 9)
        harness.press(.char("l"), .char("H"))
        #expect(harness.screen.cursor == Point(x: 4, y: 4))
        #expect(harness.text.contains("Hint: start here — the first reveal always opens an area (Space)"))
        harness.press(.char(" "), .char("H"))
        #expect(harness.text.contains("Hint: this cell is safe — Space reveals it"))
        #expect(harness.board.layout?.isMine(at: harness.screen.cursor) == false)
        #expect(harness.text.contains("Hints 1"), "start here is not counted")
    }

    @Test func theMouseRevealsFlagsAndChords() throws {
        var harness = MinesScreenHarness(seed: 8)
        harness.click(Point(x: 4, y: 4))
        #expect(harness.board.isStarted)
        let chord = try #require(harness.chordableNumber())
        for mine in chord.mines { harness.click(mine, .right) }
        harness.click(chord.number, .middle)
        for safe in chord.safe { #expect(harness.board.mark(at: safe) == .revealed) }
        let before = harness.screen.session.log.count
        harness.press(.mouse(MouseEvent(position: ScreenPosition(column: 0, row: 0), button: .left)))
        #expect(harness.screen.session.log.count == before, "a click off the board does nothing")
    }

    @Test func endlessRunsGoOnToTheNextLevelAndCountTimeOnlyOnABoardInPlay() throws {
        var harness = MinesScreenHarness(mode: .endless, seed: 7)
        #expect(harness.text.contains("Mines · Endless · Level 1"))
        harness.press(.char("H"), .char(" "))
        harness.wait(milliseconds: 1_500)
        harness.playHints()
        #expect(harness.board.outcome == .won)
        #expect(harness.text.contains("Board cleared") && harness.text.contains("Level 1 cleared"))
        #expect(harness.text.contains("Enter: on to Level 2"))
        #expect(harness.store.events.contains { $0.boardCleared?.level == 1 })
        #expect(!harness.store.events.contains(.gameEnded(.mines, .won)), "a cleared level does not end the run")
        harness.wait(milliseconds: 30_000)       // reading the results: not counted
        harness.press(.char(" "))
        #expect(harness.state.level == 1, "Space does not skip the results")
        harness.press(.key(.enter))
        #expect(harness.state.level == 2)
        #expect(harness.text.contains("Level 2"))
        #expect(harness.screen.boardStartMilliseconds == 1_500)
        #expect(harness.screen.cursor == Point(x: 4, y: 4))
        harness.wait(milliseconds: 5_000)         // before level 2's first reveal: not counted

        let layout = try #require(MinesFixtures.centreLayout(MinesFixtures.endlessBoard(seed: 7, level: 2)))
        harness.press(.char(" "))
        #expect(harness.board.layout == layout, "the run's seed fixes level 2's board")
        harness.wait(milliseconds: 2_000)
        #expect(harness.text.contains("Time 0:03"), "the run's time goes on from level 1")
        let mine = try #require(MinesFixtures.mineNearCentre(layout))
        harness.go(to: mine)
        harness.press(.char(" "))
        let text = harness.text
        #expect(text.contains("Game over"))
        #expect(text.contains("You hit a mine on Level 2"))
        #expect(text.contains("Run: 1 level cleared in 1.50 s"), "the time to clear level 1: the failed board is not counted")
        #expect(text.contains("Best 3BV/s this run"))
        #expect(text.contains("Enter: a new run"))
        #expect(harness.store.events.last == .gameEnded(.mines, .lost))
        guard case .replace(let next) = harness.press(.key(.enter)).navigation,
              let nextGame = next as? MinesPlayScreen else {
            Issue.record("Enter after the run starts a new one")
            return
        }
        #expect(nextGame.mode == .endless && nextGame.setup.seed != 7)
    }

    @Test func leavingEndsTheGameOnceAsAbandonedOrAsDecided() {
        var harness = MinesScreenHarness(seed: 2)
        harness.press(.char(" "))
        guard case .pop = harness.press(.char("q")).navigation else {
            Issue.record("q leaves the game")
            return
        }
        #expect(harness.store.events.last == .gameEnded(.mines, .abandoned))

        var won = MinesScreenHarness(seed: 2)
        won.playHints()
        won.press(.key(.escape))
        won.screen.appWillStop(context: won.context)
        #expect(won.store.events.filter { $0.name == .gameEnded } == [.gameEnded(.mines, .won)])
    }

    @Test func aResumedGameKeepsItsSessionClockAndCursorAndIsNotStartedAgain() {
        var harness = MinesScreenHarness(mode: .endless, seed: 7)
        harness.press(.char(" "))
        harness.wait(milliseconds: 4_000)
        harness.press(.char("H"))
        harness.screen.deactivate(context: harness.context)
        let saved = harness.screen

        let store = FakeStore()
        let context = Fixtures.context(Fixtures.environment(store: store, clock: harness.clock))
        // Rebuilt the way Continue rebuilds it: the timed log replayed through the back end.
        let play = GamePlay<MinesBackEnd>.resume(saved.play.setup, log: saved.play.log, interface: saved.play.interface,
                                                 playMilliseconds: saved.play.playMilliseconds(at: harness.clock.now()),
                                                 paused: false)
        guard case .success(let rebuilt) = play else {
            Issue.record("the game's own log does not replay: \(play)")
            return
        }
        var resumed = MinesPlayScreen(resuming: rebuilt)
        resumed.activate(context: context)
        #expect(resumed.state == saved.state && resumed.session.log == saved.session.log)
        #expect(resumed.cursor == saved.cursor && resumed.session.hintsUsed == 1)
        #expect(resumed.clock.elapsedMilliseconds(at: context.now) == 4_000)
        #expect(resumed.play.log.plays.entries.map(\.offset) == [0, 4_000], "every action has its play-clock time")
        #expect(resumed.play.log == saved.play.log, "the cursor's traces come back with the save")
        #expect(store.reports.isEmpty, "resuming is not a new game")
        // The log alone rebuilds the same boards: what a save needs.
        let replayed = GameSession.replaying(saved.session.log, from: saved.setup.initialState)
        #expect(replayed?.current == saved.state)
    }
}
