import Daily
import Foundation
import GameCore
import GameRules
import Leaderboards

/// The test game's daily challenge, declared as a game module declares its own (`GameDaily`):
/// a date's board is the one its seed scrambles with as many presses as the day of the month,
/// ranked like the classic board (`DealtWinRankingRules`), its line to share giving the presses.
/// No line of the Daily module knows it.
public struct LightsOutDaily: GameDaily {
    public init() {}

    public var kind: GameKind { LightsOutBackEnd.kind }
    public var title: String { LightsOutBackEnd.title }
    public var kinBoard: BoardID { DealtWinRankingRules.lightsOutBoard }

    /// The date's setup: the day of the month's presses (1...31) on `seed`.
    public func setup(on date: DailyDate, seed: UInt64) -> GameSetup<LightsOutParams> {
        GameSetup(params: LightsOutParams(scramble: date.day, daily: date.description), seed: seed)
    }

    public func encodedSetup(on date: DailyDate, seed: UInt64) throws -> Data {
        try LightsOutBackEnd.encode(setup(on: date, seed: seed))
    }

    public func isChallenge(encodedSetup: Data, date: DailyDate, seed: UInt64) -> Bool {
        (try? JSONDecoder().decode(GameSetup<LightsOutParams>.self, from: encodedSetup)) == setup(on: date, seed: seed)
    }

    public var about: String { "a lights-out board scrambled by as many presses as the day of the month" }

    public func listing(on date: DailyDate, dealtByBoard: Bool) -> DailyChallengeListing {
        let seed = DailySeed.seed(game, on: date)
        return DailyChallengeListing(summary: "\(date.day) presses scrambled, seed \(seed)",
                                     fields: ["seed": .seed(seed), "presses": .number(date.day)])
    }

    public func sharedFigures(_ figures: [String: Int64], par: Int?) -> [String] {
        figures["moves"].map { ["\($0) presses"] } ?? []
    }
}

extension DailyGames {
    /// The test build's dailies: the test game's alone.
    public static let lightsOut = DailyGames([LightsOutDaily()])
}
