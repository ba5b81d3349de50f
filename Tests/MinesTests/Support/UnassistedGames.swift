import Foundation
import GameCore
import GameRules
import Leaderboards
@testable import Mines

/// Real games for the ranking tests: played by `TimedPlayer`, every hint it asked for taken out
/// of the log (the same moves without asking), finished as dealt.
enum UnassistedGames {
    /// An expert win and an endless run that both rank, from the first seeds at or after
    /// `firstSeed` whose games do (a board below the 3BV floor is skipped).
    static func expertAndEndless(ranking registry: RankingRegistry, playerSeed: UInt64, firstSeed: UInt64) -> [FinishedGame] {
        var player = TimedPlayer(seed: playerSeed)
        var games: [FinishedGame] = []
        var seed = firstSeed
        while games.count < 2 {
            let mode: MinesMode = games.isEmpty ? .classic(.expert) : .endless
            let game = player.play(MinesGameParams(mode: mode), seed: seed)
            var log = game.log
            log.entries.removeAll { if case .hint = $0.action { true } else { false } }
            let finished = FinishedGame(id: "game-\(seed)", playerID: 1, kind: .mines, setup: try! MinesBackEnd.encode(game.setup),
                                        log: log.packed(), claimedPlayMilliseconds: game.endOffset, origin: .dealt,
                                        finishedAt: Date(timeIntervalSince1970: 1_795_000_000))
            if case .ranked = registry.assess(finished) { games.append(finished) }
            seed += 1
        }
        return games
    }
}
