@testable import ReplayUI
import Foundation
import GameCore
import GameRules
import Testing
import Tiles
@testable import UITestSupport

/// A long game in the replay viewer (issue 21, point 7): a bounded number of kept sessions
/// whatever the game's length, the same boards as playing it through, and no log past the limit.
@Suite struct ReplayLimitTests {
    /// Level 3's first move, then undo and redo `rounds` times, then the rest of the game.
    static func longLog(rounds: Int) -> (level: Level, log: TimedLog<TilesMove>) {
        let level = Fixtures.levels[2]
        let played = ReplayFixtures.tilesGame(level: level).log
        var log = TimedLog<TilesMove>()
        var offset = 0
        for (index, entry) in played.entries.enumerated() {
            offset += 10
            log.append(entry.action, at: offset)
            if index == 0 {
                for _ in 0..<rounds {
                    offset += 10
                    log.append(.undo, at: offset)
                    offset += 10
                    log.append(.redo, at: offset)
                }
            }
        }
        return (level, log)
    }

    @Test func aLongGameKeepsABoundedNumberOfSessions() {
        let (level, log) = Self.longLog(rounds: 5_000)
        let timeline = ReplayTimeline(initial: level.startState, log: log)
        #expect(timeline.count == log.count)
        #expect(timeline.checkpointCount <= ReplayTimeline<TilesState>.maximumCheckpoints + 1,
                "\(timeline.checkpointCount) sessions kept")
        // Every step shows what playing the log through shows.
        var session = GameSession(initial: level.startState)
        for step in 0...timeline.count {
            if step > 0 { _ = session.perform(log.entries[step - 1].action) }
            if step % 397 == 0 || step == timeline.count {
                #expect(timeline.session(after: step).current == session.current, "step \(step)")
            }
        }
    }

    @Test func aLogLongerThanTheLimitIsNotRead() {
        var log = TimedLog<TilesMove>()
        for index in 0...ActionLogLimit.maximumActions { log.append(index % 2 == 0 ? .undo : .redo, at: index) }
        #expect(throws: PackReader.Failure.self) { _ = try TimedLog<TilesMove>(packed: log.packed()) }
        log.entries.removeLast()
        #expect((try? TimedLog<TilesMove>(packed: log.packed())) == log)
    }
}
