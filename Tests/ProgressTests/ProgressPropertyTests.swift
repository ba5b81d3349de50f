import Foundation
import GameCore
import Mines
import Tiles
import PropertyBased
import Testing
@testable import Progress

/// For random event streams over the shipped achievements: progress never decreases, never
/// exceeds its target, earned stays earned, and nothing non-repeatable is earned twice.
@Suite struct ProgressPropertyTests {
    /// Turns as small integers, decoded into plausible events of either game.
    static func events(_ code: Int) -> [GameEvent] {
        switch code % 16 {
        case 0: [.groupRemoved(size: 2 + code / 16 % 30, color: 0, points: (code / 16 % 30) * (code / 16 % 30))]
        case 1: [.undone]
        case 2: [.redone]
        case 3: [.restarted]
        case 4: [.hintUsed]
        case 5: [.groupRemoved(size: 3, color: 1, points: 1),
                 .levelCleared(level: 1 + code / 16 % 20, score: 1_000 + code, moves: 4, stars: 1 + code / 16 % 3, bonus: 1_000)]
        case 6: [.boardStuck]
        case 7, 8: [.cellsRevealed(count: 1 + code / 16 % 60)]
        case 9: [.flagPlaced(correct: code / 16 % 2 == 0)]
        case 10: [.flagRemoved(correct: code / 16 % 2 == 0)]
        case 11: [.chorded(revealed: code / 16 % 8)]
        case 12: [.mineHit]
        case 13: [.boardCleared(level: 1 + code / 16 % 12, threeBV: 1 + code / 16 % 90, clicks: 3 + code / 16 % 90)]
        case 14: []  // a clock tick
        default: [.groupRemoved(size: 2, color: 2, points: 0)]
        }
    }

    struct Snapshot {
        var progress: [String: (Int64, Int64)] = [:]
        var times: [String: Int] = [:]
    }

    @Test func progressOnlyGrowsAndStaysWithinTheTarget() async throws {
        let catalog = try ShippedAchievementsTests.load().catalog
        let stream = Gen.int(in: 0...4_095).array(of: 1...120)
        let gaps = Gen.int(in: 0...3_000).array(of: 120)
        await propertyCheck(count: 60, input: stream, gaps) { codes, gaps in
            guard var harness = try? AchievementHarness(catalog: catalog) else {
                Issue.record("the harness could not start")
                return
            }
            var previous = Snapshot()
            var gameNumber = 0
            for (step, code) in codes.enumerated() {
                if harness.game == nil || harness.game?.isFinished == true {
                    gameNumber += 1
                    let context: StatsContext = gameNumber % 2 == 0 ? .tiles(level: 1 + code % 9)
                        : .mines(board: MinesStatsBoard.allCases[code % MinesStatsBoard.allCases.count])
                    try? harness.start(context)
                }
                let gap = UInt64(gaps[step % gaps.count])
                if code % 16 == 14 {
                    harness.tick(after: gap * 100)
                } else {
                    harness.play(Self.events(code), after: gap)
                }
                if code % 37 == 0 {
                    let outcome: GameOutcome = [.won, .lost, .abandoned][code % 3]
                    _ = try? harness.finish(outcome)
                }
                var current = Snapshot()
                for status in harness.player.achievements.statuses {
                    let id = status.id
                    let record = status.record
                    #expect(record.progress >= 0 && record.progress <= record.target, "\(id) \(record.progress)/\(record.target)")
                    #expect(status.progress.current <= status.progress.target)
                    if let (oldProgress, oldTarget) = previous.progress[id] {
                        #expect(!AchievementEvaluator.isAhead(oldProgress, oldTarget, of: record.progress, record.target),
                                "\(id) went back from \(oldProgress)/\(oldTarget) to \(record.progress)/\(record.target)")
                    }
                    let old = previous.times[id] ?? 0
                    #expect(record.timesEarned >= old, "\(id) lost an unlock")
                    if !status.definition.repeatable { #expect(record.timesEarned <= 1, "\(id) earned twice") }
                    if record.timesEarned > 0 { #expect(status.progress.isComplete) }
                    current.progress[id] = (record.progress, record.target)
                    current.times[id] = record.timesEarned
                }
                previous = current
            }
        }
    }
}
