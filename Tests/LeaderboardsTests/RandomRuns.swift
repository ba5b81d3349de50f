import Foundation
import GameCore
import GameRules
import Leaderboards

/// Random ranked runs for the property tests: few players, boards and key values, so ties,
/// repeats and windows' edges happen often.
struct RandomRuns {
    static let now = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18, a Wednesday
    static let boards: [BoardID] = ["test.a", "test.b", "tiles.level.1", "tiles.level.2", "tiles.level.3"]

    var generator: SeededGenerator

    init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    mutating func runs(count: Int, players: ClosedRange<Int64> = 1...8) -> [RankedRun] {
        (0..<count).map { index in
            let playerID = Int64.random(in: players, using: &generator)
            let key = (0..<3).map { _ in Int64.random(in: -3...3, using: &generator) }
            // Up to ten days back, on whole milliseconds (what a database keeps).
            let back = Int64.random(in: 0...(10 * 86_400_000), using: &generator)
            let finishedAt = Date(timeIntervalSince1970: Double(Int64(Self.now.timeIntervalSince1970 * 1000) - back) / 1000)
            let verification: VerificationState = switch Int.random(in: 0..<10, using: &generator) {
            case 0: .pending
            case 1: .unverified("tampered")
            default: .verified
            }
            return RankedRun(
                id: "run-\(index)-\(generator.next() % 1000)", board: Self.boards.randomElement(using: &generator)!,
                playerID: playerID, kind: GameKind(rawValue: "test"), setup: Data(), log: Data("\(index)".utf8),
                claimed: VerifiedGame(kind: GameKind(rawValue: "test"), status: .won, boardsCleared: 1, moves: 1,
                                      hintsUsed: 0, undosUsed: 0, actionCount: 1, timingStartOffset: 0,
                                      lastOffset: 0, playMilliseconds: 0),
                sortKey: key, figures: ["score": -key[0], "moves": key[1]], finishedAt: finishedAt,
                verification: verification)
        }
    }

    static let totalBoard: BoardID = "tiles.total"
    static let total = BoardAggregate(memberPrefix: "tiles.level.", summedFigure: "score", countFigure: "levels")

    /// The windows' buckets at `now` in a zone.
    static func isInWindow(_ run: RankedRun, _ window: RankWindow, periods: RankPeriods) -> Bool {
        periods.periods(of: run.finishedAt).contains(periods.period(window, at: now))
    }
}
