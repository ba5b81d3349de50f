import GameCore
import Testing
@testable import Mines

@Suite struct BoardRulesTests {
    /// Mines at (4,1) and (0,3). The zeros form one region reaching from the top left down
    /// to the bottom right; (4,0), (5,0) and (5,1) touch only the mine at (4,1) and numbers,
    /// never a zero, so a flood cannot reach them.
    private let openField = layout(
        "......",
        "....*.",
        "......",
        "*.....")

    @Test func revealingAZeroOpensItsWholeRegionAndItsBorder() throws {
        let board = MinesBoard(layout: openField)
        let (opened, events) = try applied(board.revealing(Point(x: 0, y: 0)))
        #expect(shown(opened) == [
            "0001##",
            "0001##",
            "110111",
            "#10000",
        ])
        #expect(events == [.cellsRevealed(count: 19)])
        #expect(opened.revealedCount == 19)
        #expect(opened.outcome == .playing)
    }

    @Test func revealingANumberOpensOnlyThatCell() throws {
        let (opened, events) = try applied(MinesBoard(layout: openField).revealing(Point(x: 3, y: 0)))
        #expect(events == [.cellsRevealed(count: 1)])
        #expect(opened.appearance(at: Point(x: 3, y: 0)) == .revealed(1))
        #expect(opened.revealedCount == 1)
    }

    @Test func aFlagStopsTheFlood() throws {
        let (flagged, flagEvents) = try applied(MinesBoard(layout: openField).flagging(Point(x: 2, y: 2)))
        #expect(flagEvents == [.flagPlaced(correct: false)])
        let (opened, _) = try applied(flagged.revealing(Point(x: 0, y: 0)))
        // (2,2) stays flagged, and the zeros below it are only reachable through it.
        #expect(shown(opened) == [
            "0001##",
            "0001##",
            "11F1##",
            "######",
        ])
    }

    @Test func revealingARevealedOrFlaggedCellIsNotAMove() throws {
        let (opened, _) = try applied(MinesBoard(layout: openField).revealing(Point(x: 3, y: 0)))
        #expect(opened.revealing(Point(x: 3, y: 0)) == nil)
        let (flagged, _) = try applied(opened.flagging(Point(x: 5, y: 0)))
        #expect(flagged.revealing(Point(x: 5, y: 0)) == nil)
        #expect(flagged.revealing(Point(x: 6, y: 0)) == nil, "off the board")
        #expect(flagged.revealing(Point(x: -1, y: 2)) == nil, "off the board")
    }

    /// Mines at (0,0) and (3,3). (1,1) shows 1; every other safe cell is a zero or borders
    /// the single region of zeros.
    private let twoCorners = layout(
        "*...",
        "....",
        "....",
        "...*")

    @Test func chordingWithTheRightFlagRevealsTheOtherNeighbours() throws {
        let (opened, _) = try applied(MinesBoard(layout: twoCorners).revealing(Point(x: 1, y: 1)))
        #expect(opened.chording(Point(x: 1, y: 1)) == nil, "no flag yet: the count does not match")
        let (flagged, _) = try applied(opened.flagging(Point(x: 0, y: 0)))
        let (chorded, events) = try applied(flagged.chording(Point(x: 1, y: 1)))
        // The chord opens (2,0), a zero, whose flood reaches every other safe cell.
        #expect(events == [.chorded(revealed: 13), .cellsRevealed(count: 13)])
        #expect(chorded.outcome == .won)
        #expect(chorded.clicks == 3)
    }

    @Test func chordingWithAWrongFlagHitsTheMine() throws {
        let (opened, _) = try applied(MinesBoard(layout: twoCorners).revealing(Point(x: 1, y: 1)))
        let (flagged, _) = try applied(opened.flagging(Point(x: 0, y: 1)))
        let (lost, events) = try applied(flagged.chording(Point(x: 1, y: 1)))
        // Every safe cell but (1,1) and the wrongly flagged (0,1) opens with it.
        #expect(events == [.chorded(revealed: 12), .cellsRevealed(count: 12), .mineHit])
        #expect(lost.outcome == .lost)
        #expect(lost.exploded == [Point(x: 0, y: 0)])
        #expect(lost.appearance(at: Point(x: 0, y: 0)) == .explodedMine)
        #expect(lost.appearance(at: Point(x: 0, y: 1)) == .wrongFlag)
        #expect(lost.appearance(at: Point(x: 3, y: 3)) == .mine)
        #expect(lost.isOver)
        #expect(lost.revealing(Point(x: 3, y: 0)) == nil, "nothing moves after a loss")
    }

    @Test func chordingNeedsARevealedNumberWhoseFlagsMatch() throws {
        let board = MinesBoard(layout: openField)
        #expect(board.chording(Point(x: 3, y: 0)) == nil, "covered")
        let (opened, _) = try applied(board.revealing(Point(x: 0, y: 0)))
        #expect(opened.chording(Point(x: 0, y: 0)) == nil, "a zero")
        #expect(opened.chording(Point(x: 3, y: 0)) == nil, "no flag around a 1")
        var flagged = opened
        (flagged, _) = try applied(flagged.flagging(Point(x: 4, y: 0)))
        (flagged, _) = try applied(flagged.flagging(Point(x: 4, y: 1)))
        #expect(flagged.chording(Point(x: 3, y: 0)) == nil, "two flags around a 1")
    }

    @Test func revealingEverySafeCellWinsWithoutFlags() throws {
        let (won, events) = try applied(MinesBoard(layout: twoCorners).revealing(Point(x: 3, y: 0)))
        #expect(events == [.cellsRevealed(count: 14)])
        #expect(won.outcome == .won)
        #expect(won.flagCount == 0)
        #expect(won.appearance(at: Point(x: 0, y: 0)) == .flagged, "a won board shows its mines flagged")
        #expect(won.flagging(Point(x: 0, y: 0)) == nil, "nothing moves after a win")
        #expect(won.minesLeft == 0, "the game flags the rest itself, so no mine is left to find")
    }

    @Test func aWonBoardCountsNoMinesLeftWhateverWasFlagged() throws {
        let cleared = Point(x: 3, y: 0)
        var flaggedOne = MinesBoard(layout: twoCorners)
        (flaggedOne, _) = try applied(flaggedOne.flagging(Point(x: 0, y: 0)))
        #expect(flaggedOne.minesLeft == 1, "before the win the counter is mines minus flags")
        (flaggedOne, _) = try applied(flaggedOne.revealing(cleared))
        #expect(flaggedOne.outcome == .won && flaggedOne.minesLeft == 0)

        var lost = MinesBoard(layout: twoCorners)
        (lost, _) = try applied(lost.revealing(Point(x: 0, y: 0)))
        #expect(lost.outcome == .lost && lost.minesLeft == 2, "a lost board keeps its own count")
    }

    @Test func revealingAMineLosesAndShowsEveryMine() throws {
        let (flagged, _) = try applied(MinesBoard(layout: twoCorners).flagging(Point(x: 3, y: 3)))
        let (lost, events) = try applied(flagged.revealing(Point(x: 0, y: 0)))
        #expect(events == [.mineHit])
        #expect(lost.outcome == .lost)
        #expect(lost.appearance(at: Point(x: 0, y: 0)) == .explodedMine)
        #expect(lost.appearance(at: Point(x: 3, y: 3)) == .flagged, "a right flag stays a flag")
        #expect(lost.appearance(at: Point(x: 1, y: 1)) == .covered)
    }

    @Test func flagsCycleThroughQuestionMarksOnlyWhenEnabled() throws {
        var board = MinesBoard(layout: twoCorners)
        let cell = Point(x: 0, y: 0)
        var events: [GameEvent]
        (board, events) = try applied(board.flagging(cell))
        #expect(events == [.flagPlaced(correct: true)])
        #expect(board.minesLeft == 1)
        (board, events) = try applied(board.flagging(cell))
        #expect(events == [.flagRemoved(correct: true)])
        #expect(board.mark(at: cell) == .covered)

        var questioning = MinesBoard(layout: twoCorners, questionMarks: true)
        (questioning, _) = try applied(questioning.flagging(cell))
        (questioning, events) = try applied(questioning.flagging(cell))
        #expect(events == [.flagRemoved(correct: true)])
        #expect(questioning.mark(at: cell) == .questioned)
        #expect(questioning.minesLeft == 2)
        (questioning, events) = try applied(questioning.flagging(cell))
        #expect(events.isEmpty)
        #expect(questioning.mark(at: cell) == .covered)
        #expect(questioning.clicks == 3)
    }

    @Test func aQuestionMarkDoesNotStopARevealOrAFlood() throws {
        var board = MinesBoard(layout: twoCorners, questionMarks: true)
        (board, _) = try applied(board.flagging(Point(x: 2, y: 1)))
        (board, _) = try applied(board.flagging(Point(x: 2, y: 1)))
        #expect(board.mark(at: Point(x: 2, y: 1)) == .questioned)
        (board, _) = try applied(board.revealing(Point(x: 3, y: 0)))
        #expect(board.outcome == .won)
    }

    @Test func theMineCounterGoesNegativeWithTooManyFlags() throws {
        var board = MinesBoard(layout: twoCorners)
        for x in 0..<3 { (board, _) = try applied(board.flagging(Point(x: x, y: 2))) }
        #expect(board.minesLeft == -1)
    }

    @Test func aNewBoardIsLaidOutAtTheFirstRevealOnly() throws {
        let board = MinesBoard(params: .beginner, seed: 3)
        #expect(!board.isStarted)
        #expect(board.flagging(Point(x: 1, y: 1))?.board.isStarted == false, "a flag before the first reveal lays nothing out")
        #expect(board.chording(Point(x: 1, y: 1)) == nil)
        let (started, events) = try applied(board.revealing(Point(x: 0, y: 8)))
        #expect(started.isStarted)
        #expect(started.firstCell == Point(x: 0, y: 8))
        #expect(started.layout?.mineCount == 10)
        guard let count = events.first?.cellsRevealed else {
            Issue.record("the first reveal must open cells, got \(events)")
            return
        }
        #expect(count >= 4, "a corner cell and its three neighbours at least")
    }
}
