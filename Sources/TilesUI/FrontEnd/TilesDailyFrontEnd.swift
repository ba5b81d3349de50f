import Daily
import DailyUI
import Leaderboards
import Shell
import Tiles

/// The Tiles daily on the daily screens (`DailyFrontEnd`): the date's level is built and proven in
/// the background when the Daily screen reads the date, and played from there when it is the one.
public struct TilesDailyFrontEnd: DailyFrontEnd {
    public init() {}

    public var daily: any GameDaily { TilesDaily() }

    public func prepare(date: DailyDate, seed: UInt64?) -> any PreparedDaily {
        DailyTilesChallenge(date: date, seed: seed)
    }

    public func summaryBeforeDeal(date: DailyDate) -> String {
        let shape = DailyTilesChallenge.shape(weekday: date.weekday)
        return "\(shape.width)×\(shape.height), \(shape.colours) colours, \(SharedDailyText.mapDealtByBoard)"
    }

    public func playScreen(date: DailyDate, seed: UInt64?, prepared: (any PreparedDaily)?, origin: SeedOrigin,
                           environment: AppEnvironment) -> any Screen {
        let wanted = seed ?? DailySeed.seed(.tiles, on: date)
        let built = (prepared as? DailyTilesChallenge).flatMap { $0.date == date && $0.seed == wanted ? $0 : nil }
        let challenge = built ?? DailyTilesChallenge(date: date, seed: wanted)
        return TilesPlayScreen(daily: challenge.level, params: challenge.params, origin: origin, seed: challenge.seed)
    }
}

extension DailyTilesChallenge: PreparedDaily {
    public var sharedPar: Int? { par }

    public var summary: String {
        "\(board.width)×\(board.height), \(Set(board.grid.cells.filter { $0 != 0 }).count) colours, par \(par)"
    }
}
