@testable import ClearfieldGames
@testable import Midend
import Daily
import Foundation
import GameCore
import Mines
import Progress
import Testing
import Tiles

/// "Double Daily" (issue 31: the banner was never seen): both ranked dailies cleared on one day
/// earn it, with the shipped achievements file, the contexts the two games give their dailies,
/// and the keeper that turns a finished game into banners.
@Suite struct DoubleDailyBannerTests {
    static let wall = Date(timeIntervalSince1970: 1_795_687_200)
    static let date = "2026-11-26"

    static func shippedCatalog() throws -> AchievementCatalog {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("assets/achievements.json")
        let result = AchievementCatalog.load(from: try Data(contentsOf: file), games: .clearfield)
        #expect(result.problems.isEmpty, "\(result.problems.map(\.description))")
        return result.catalog
    }

    static var minesContext: StatsContext {
        MinesBackEnd.statsContext(for: DailyMinesChallenge(date: DailyDate(date)!).setup().params)
    }

    static var tilesContext: StatsContext {
        TilesBackEnd.statsContext(for: TilesParams(level: 4, pack: "daily", par: 3, mapRows: ["AB", "AB"], mapHash: 1,
                                                   daily: date))
    }

    /// Plays one game of `context` to a win through the keeper; returns its banners.
    static func win(_ context: StatsContext, on keeper: ProgressKeeper, at second: UInt64) -> [String] {
        let instant = Instant(nanoseconds: second * 1_000_000_000)
        var banners: [String] = []
        for moment in [GameReport.Moment.started, .ended(.won)] {
            banners += keeper.report(GameReport(context: context, moment: moment, turn: 0, playMilliseconds: 30_000,
                                                instant: instant, date: wall))
        }
        return banners
    }

    @Test(arguments: [true, false])
    func bothDailiesOnOneDayShowTheBanner(minesFirst: Bool) throws {
        let fixture = try ProgressFixture(catalog: try Self.shippedCatalog())
        let order = minesFirst ? [Self.minesContext, Self.tilesContext] : [Self.tilesContext, Self.minesContext]
        let first = Self.win(order[0], on: fixture.keeper, at: 10)
        #expect(!first.contains { $0.contains("Double Daily") }, "\(first)")
        let second = Self.win(order[1], on: fixture.keeper, at: 200)
        #expect(second.contains { $0.contains("Double Daily") }, "\(second)")
    }
}
