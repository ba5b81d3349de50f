@testable import ReplayUI
import GameCore
import GameRules
import Mines
import Terminal
import Testing
@testable import UITestSupport

/// The replay of an endless run names the figure its leaderboard ranks by (issue 31: the viewer
/// said "lost in 45.27 s", the play time up to the losing reveal, where the board said "3 boards
/// in 42.99 s", the time to the last board cleared).
@Suite struct EndlessReplayVerdictTests {
    static let sizes = [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 60, rows: 20)]

    /// Board 1 of an endless run cleared (one reveal every 700 ms from 1 s), the next board
    /// started 5 s later, its first reveal, then a mine 3 s after: the recording, the time from
    /// the first reveal to the clear, and the play time to the losing reveal.
    static func lostRun() throws -> (recording: ReplayRecording, cleared: Int, played: Int) {
        let setup = MinesSetup(mode: .endless, seed: 7).gameSetup
        var state = MinesState(setup: setup.params.setup(seed: setup.seed))
        var log = TimedLog<MinesMove>()
        var offset = 1000
        func play(_ move: MinesMove) throws {
            let (after, _) = try #require(state.applying(move), "\(move)")
            log.append(.move(move), at: offset)
            state = after
        }
        var next: Point? = Point(x: state.board.width / 2, y: state.board.height / 2)
        while let point = next {
            try play(.reveal(point))
            next = ReplayFixtures.firstSafeCovered(state.board)
            if next != nil { offset += 700 }
        }
        #expect(state.board.outcome == .won)
        let cleared = offset - 1000
        offset += 5000
        try play(.nextBoard)
        try play(.reveal(Point(x: state.board.width / 2, y: state.board.height / 2)))
        let layout = try #require(state.board.layout)
        let mine = try #require(layout.minePoints.first { state.board.mark(at: $0) == .covered })
        offset += 3000
        try play(.reveal(mine))
        #expect(state.board.outcome == .lost)
        let recording = ReplayFixtures.recording(kind: "mines", setup: try? MinesBackEnd.encode(setup),
                                                 log: log.packed(), claimed: log.lastKnownOffset)
        return (recording, cleared, offset - 1000)
    }

    @Test(arguments: sizes)
    func theVerdictGivesTheBoardsClearedAndTheirTime(size: ScreenSize) throws {
        let run = try Self.lostRun()
        #expect(run.cleared != run.played)
        let harness = try ReplayHarness(run.recording, size: size)
        let expected = "lost, 1 board in \(ReplayScreen.time(run.cleared))"
        let frame = harness.frame
        let row = try #require(frame.row(containing: expected), "\(frame.text)")
        #expect(row == size.rows - 2)
        #expect(!frame.lines[row].contains(ReplayScreen.time(run.played)), "\(frame.lines[row])")
        #expect(!frame.lines[row].contains("…"), "the verdict fits: \(frame.lines[row])")
    }
}
