import Foundation
import GameCore
import GameRules
import Leaderboards
import PropertyBased
import Testing
@testable import Mines

/// A run the board service timed by its own clock, because the game's clock stood still for a
/// while (a pause, help, a save and resume: `RankingRegistry.assess(_:stoppedClockMilliseconds:)`),
/// ranks slower by exactly that while, still verifies, and cannot have the while taken back.
@Suite struct MinesStoppedClockTests {
    private let registry = RankingRegistry(games: try! GameRegistry([MinesBackEnd.self]), rules: [MinesRanking()])

    /// An expert win and an endless run played by `TimedPlayer`, without hints, as dealt.
    private func games() -> [FinishedGame] {
        UnassistedGames.expertAndEndless(ranking: registry, playerSeed: 0x5C, firstSeed: 901)
    }

    @Test func theBreakIsAddedToTheRankedTimeAndTheRunStillVerifies() async throws {
        let games = games()
        await propertyCheck(count: 40, input: Gen.int(in: 1...3_600_000)) { stopped in
            for game in games {
                guard let own = registry.assess(game).run,
                      let timed = registry.assess(game, stoppedClockMilliseconds: stopped).run else {
                    Issue.record("\(game.id) no longer ranks with \(stopped) ms of breaks")
                    continue
                }
                let time = MinesRanking.Figure.time
                #expect(timed.figures[time] == own.figures[time].map { $0 + Int64(stopped) })
                #expect(timed.claimed.stoppedClockMilliseconds == stopped)
                #expect(timed.paddedSortKey.lexicographicallyPrecedes(own.paddedSortKey) == false,
                        "a break never ranks a run higher")
                #expect(registry.reverify(timed) == .verified)
            }
        }
    }

    @Test func aBreakTakenBackOrChangedNoLongerVerifies() throws {
        for game in games() {
            let timed = try #require(registry.assess(game, stoppedClockMilliseconds: 45_000).run)
            // The times shortened back to the game's own clock, the break still on record.
            var shortened = timed
            shortened.claimed.playMilliseconds = timed.claimed.playMilliseconds.map { $0 - 45_000 }
            shortened.claimed.clearedPlayMilliseconds = timed.claimed.clearedPlayMilliseconds.map { $0 - 45_000 }
            #expect(registry.reverify(shortened) != .verified)
            // The break's record changed, the times kept.
            var renamed = timed
            renamed.claimed.stoppedClockMilliseconds = 15_000
            #expect(registry.reverify(renamed) != .verified)
            // A break below zero is no break.
            var negative = try #require(registry.assess(game).run)
            negative.claimed.stoppedClockMilliseconds = -1
            #expect(registry.reverify(negative) != .verified)
        }
    }
}
