import Daily
import DailyUI
import Leaderboards
import Mines
import Shell

/// The Mines daily on the daily screens (`DailyFrontEnd`): the date's board is cheap to make, so
/// it is made when asked; the player's question-mark preference joins its setup.
public struct MinesDailyFrontEnd: DailyFrontEnd {
    public init() {}

    public var daily: any GameDaily { MinesDaily() }

    public func prepare(date: DailyDate, seed: UInt64?) -> any PreparedDaily {
        DailyMinesChallenge(date: date, seed: seed)
    }

    public func summaryBeforeDeal(date: DailyDate) -> String {
        DailyMinesChallenge(date: date).summary
    }

    public func playScreen(date: DailyDate, seed: UInt64?, prepared: (any PreparedDaily)?, origin: SeedOrigin,
                           environment: AppEnvironment) -> any Screen {
        let setup = DailyMinesChallenge(date: date, seed: seed).setup(questionMarks: environment.preferences.mines.questionMarks)
        return MinesPlayScreen(daily: setup, origin: origin)
    }
}

extension DailyMinesChallenge: PreparedDaily {
    public var sharedPar: Int? { nil }

    public var summary: String {
        let params = params
        return "Intermediate \(params.width)×\(params.height), \(params.mines) mines, no guessing"
    }
}
