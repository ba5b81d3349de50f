import Foundation
import GameCore
import GameRules
import Progress
import Testing
@testable import Mines

/// Flags before the first reveal (issue 22): allowed, as competitive clones allow them; the
/// clock still starts at the first reveal, and logs, saves and verification take them.
@Suite struct EarlyFlagsTests {
    static let setup = GameSetup(params: MinesGameParams(mode: .classic(.beginner)), seed: 21)
    static let centre = Point(x: 4, y: 4)

    /// Where the mines of the test board go (the layout depends on the seed and the first cell only).
    static func layout() throws -> MineLayout {
        let board = MinesBoard(params: .beginner, seed: 21)
        return try #require(board.revealing(centre)?.board.layout)
    }

    static func cells() -> [Point] { (0..<81).map { Point(x: $0 % 9, y: $0 / 9) } }

    @Test func aFlagGoesDownBeforeTheFirstRevealAndTheBoardIsNotLaidOut() throws {
        let board = MinesBoard(params: .beginner, seed: 21)
        let (flagged, events) = try #require(board.flagging(Point(x: 0, y: 0)))
        #expect(flagged.mark(at: Point(x: 0, y: 0)) == .flagged)
        #expect(flagged.minesLeft == 9)
        #expect(!flagged.isStarted, "the mines are laid out at the first reveal, as before")
        #expect(events == [.flagPlaced(correct: false)], "no mine is laid out yet: not counted as correct")
        let (unflagged, _) = try #require(flagged.flagging(Point(x: 0, y: 0)))
        #expect(unflagged.mark(at: Point(x: 0, y: 0)) == .covered && unflagged.minesLeft == 10)
    }

    @Test func theFirstRevealSettlesEarlyFlagsInTheStats() throws {
        let layout = try Self.layout()
        let mines = Self.cells().filter { layout.isMine(at: $0) }
        let safe = try #require(Self.cells().first { !layout.isMine(at: $0) && abs($0.x - 4) > 1 })
        var board = MinesBoard(params: .beginner, seed: 21)
        var tracker = try GameStatsTracker(context: .mines(board: .beginner, style: .noGuess), catalog: MinesStats.catalog())
        for point in [mines[0], mines[1], safe] {
            let step = try #require(board.flagging(point))
            board = step.board
            _ = tracker.record(step.events)
        }
        let reveal = try #require(board.revealing(Self.centre))
        _ = tracker.record(reveal.events)
        #expect(reveal.board.layout == layout, "the flags do not change where the mines go")
        #expect(try tracker.stats.value(named: "mines.flagsPlaced") == 3)
        #expect(try tracker.stats.value(named: "mines.correctFlags") == 2, "the two on mines, now known")
    }

    @Test func aLogWithEarlyFlagsVerifiesAndItsClockStartsAtTheFirstReveal() throws {
        let layout = try Self.layout()
        let mines = Self.cells().filter { layout.isMine(at: $0) }
        // The play clock does not run before the first reveal, so the early flags and the reveal
        // are all logged at 0 (as the game logs them).
        var log = TimedLog<MinesMove>()
        log.append(.move(.flag(mines[0])), at: 0)
        log.append(.move(.flag(mines[1])), at: 0)
        log.append(.move(.reveal(Self.centre)), at: 0)
        var board = try #require(MinesBoard(params: .beginner, seed: 21).revealing(Self.centre)?.board)
        var offset = 0
        for point in Self.cells() where !layout.isMine(at: point) && board.mark(at: point) == .covered {
            guard let next = board.revealing(point) else { continue }
            board = next.board
            offset += 250
            log.append(.move(.reveal(point)), at: offset)
        }
        #expect(board.outcome == .won)
        let verified = try MinesBackEnd.verify(Self.setup, log: log, claimedPlayMilliseconds: offset).get()
        #expect(verified.status == .won)
        #expect(verified.timingStartOffset == 0)
        #expect(verified.playMilliseconds == offset)
        #expect(verified.moves == log.count, "the early flags are moves of the game")
        let replayed = try MinesBackEnd.replay(Self.setup, log: log, claimedPlayMilliseconds: offset).get()
        #expect(replayed.session.current.board.mark(at: mines[0]) == .flagged)
        // The packed form (saves, ranked runs) carries the early flags too.
        let unpacked = try TimedLog<MinesMove>(packed: log.packed())
        #expect(unpacked == log)
    }
}
