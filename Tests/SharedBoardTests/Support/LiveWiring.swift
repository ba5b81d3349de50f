import Foundation
import GameCore
import GameRules
import Leaderboards
import Midend
import Mines
import Testing
@testable import SharedBoard

extension SharedBoardServerTests {
    /// What the tests of held runs share: the Mines registry, a fixed zone, and a real game won.
    /// (The game's direct wiring to the database these came with is retired: issue 29.)
    enum LiveWiring {
        static let registry = RankingRegistry(games: try! GameRegistry([MinesBackEnd.self]), rules: [MinesRanking()])
        static let periods = RankPeriods.fixed(secondsFromGMT: 0)

        /// A beginner board won by revealing every safe cell from the middle, `step` ms apart (a
        /// game played from a deal just issued must claim less play than the deal's age + 2 s).
        static func wonBeginnerGame(seed: UInt64, id: String, step: Int = 250) throws -> Leaderboards.FinishedGame {
            let params = MinesGameParams(mode: .classic(.beginner))
            var state = MinesState(setup: params.setup(seed: seed))
            var log = TimedLog<MinesMove>()
            var offset = step == 250 ? 1_000 : 0
            func play(_ move: MinesMove) throws {
                state = try #require(state.applying(move)).state
                offset += step
                log.append(.move(move), at: offset)
            }
            try play(.reveal(Point(x: 4, y: 4)))
            let layout = try #require(state.board.layout)
            for y in 0..<9 {
                for x in 0..<9 where !layout.isMine(at: Point(x: x, y: y))
                    && state.board.mark(at: Point(x: x, y: y)) == .covered && state.board.outcome == .playing {
                    try play(.reveal(Point(x: x, y: y)))
                }
            }
            return Leaderboards.FinishedGame(
                id: id, playerID: 1, kind: .mines, setup: try MinesBackEnd.encode(GameSetup(params: params, seed: seed)),
                log: log.packed(), claimedPlayMilliseconds: offset, origin: .dealt, finishedAt: Date())
        }

    }
}
