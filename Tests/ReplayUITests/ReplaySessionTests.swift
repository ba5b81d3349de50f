@testable import ReplayUI
import Foundation
import GameCore
import GameRules
import Testing
import Tiles
@testable import UITestSupport

/// The replay viewer's session (issue 21, point 7's gap): the same positions as `GameSession`
/// for any mix of moves, undo, redo, restart and hints, while its checkpoints hold a bounded
/// number of boards rather than every position.
@Suite struct ReplaySessionTests {
    static func randomAction(_ generator: inout SeededGenerator, board: TileBoard) -> SessionAction<TilesMove> {
        switch Int.random(in: 0..<10, using: &generator) {
        case 0..<5: .move(TilesMove(Point(x: Int.random(in: 0..<board.width, using: &generator),
                                          y: Int.random(in: 0..<board.height, using: &generator))))
        case 5, 6: .undo
        case 7: .redo
        case 8: .restart
        default: .hint
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func everyActionLeavesTheSamePositionAsAGameSession(seed: UInt64) {
        let level = Fixtures.levels[2]
        var generator = SeededGenerator(seed: seed)
        var expected = GameSession(initial: level.startState)
        var replayed = ReplaySession(initial: level.startState)
        for index in 0..<3_000 {
            let action = Self.randomAction(&generator, board: level.board)
            let done = expected.perform(action) != nil
            #expect((replayed.perform(action) != nil) == done, "action \(index) \(action)")
            #expect(replayed.current == expected.current, "action \(index) \(action)")
            #expect(replayed.position == expected.position && replayed.hintsUsed == expected.hintsUsed
                    && replayed.undosUsed == expected.undosUsed && replayed.canRedo == expected.canRedo,
                    "action \(index) \(action)")
            if replayed.current != expected.current { return }
        }
    }

    /// Move and restart alternately: every action adds a position to the undo history, the
    /// worst case for a viewer that keeps positions. 20,000 actions kept 20,000 × 17 states on
    /// average in the checkpoints' histories; now a state per 64 history entries plus a few
    /// per checkpoint.
    @Test func aLongHistoryKeepsABoundedNumberOfStates() {
        let level = Fixtures.levels[2]
        let move = level.board.removableGroups().first.map { TilesMove($0.first!) }!
        var log = TimedLog<TilesMove>()
        for index in 0..<20_000 { log.append(index % 2 == 0 ? .move(move) : .restart, at: index * 10) }
        let timeline = ReplayTimeline(initial: level.startState, log: log)
        #expect(timeline.count == 20_000)
        let bound = 20_000 / ReplaySession<TilesState>.snapshotSpacing
            + (ReplayTimeline<TilesState>.maximumCheckpoints + 1) * 3
        #expect(timeline.heldStates <= bound, "\(timeline.heldStates) states held")
        // Stepping back from the end lands on the positions playing the log through shows.
        var session = GameSession(initial: level.startState)
        for entry in log.entries.prefix(19_990) { session.perform(entry.action) }
        #expect(timeline.session(after: 19_990).current == session.current)
        var game = timeline.session(after: 20_000)
        for _ in 0..<5 { game.perform(.undo) }
        var expected = GameSession(initial: level.startState)
        for entry in log.entries { expected.perform(entry.action) }
        for _ in 0..<5 { expected.perform(.undo) }
        #expect(game.current == expected.current)
    }
}
