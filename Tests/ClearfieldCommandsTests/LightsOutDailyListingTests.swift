import ClearfieldApp
import CommandSupport
import Daily
import DailyUI
import Foundation
import GameCore
import GameRules
import Leaderboards
import LightsOutGame
import Testing
@testable import ClearfieldCommands

/// `clearfield daily` of a build whose dailies are the test game's alone (issue 33): the lines
/// and the JSON come from the game's descriptor (`GameDaily.listing`), with no line of the
/// command naming it.
@Suite struct LightsOutDailyListingTests {
    /// The commands offer Clearfield's games, as the program installs them.
    init() { CommandGames.install(.clearfield) }

    private let games = DailyGames.lightsOut
    private let date = DailyDate("2026-11-26")!

    /// The day as an empty database has it (nothing played).
    private func day() throws -> DailyDay {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lights-out-daily-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let command = try #require(try Clearfield.parseAsRoot(["stats", "--data-dir", directory.path]) as? StatsCommand)
        let data = try GameData.openForCommand(command.global)
        return try DailyDay.read(date: date, today: date, games: games.games,
                                 ledger: DailyLedger(database: data.database, playerID: data.player.id), store: nil, now: Date())
    }

    @Test func theLinesListTheTestGamesChallengeAsItsDescriptorSays() throws {
        let daily = LightsOutDaily()
        let seed = DailySeed.seed(daily.game, on: date)
        let lines = DailyCommand.lines(day: try day(), games: games,
                                       listings: [daily.game: daily.listing(on: date, dealtByBoard: false)])
        #expect(lines == [
            "Daily challenges of 2026-11-26 (today)",
            "  Lights Out  26 presses scrambled, seed \(seed)",
            "         board lights-out.daily.2026-11-26: not played",
            "Streaks: Lights Out 0 (longest 0), either 0 (longest 0)",
        ])
    }

    @Test func theJSONCarriesTheDescriptorsFieldsBesideTheBoard() throws {
        let daily = LightsOutDaily()
        let registry = RankingRegistry(games: TestRegistry.registry,
                                       rules: [DailyRanking(kin: DealtWinRankingRules(), daily: daily, sharedSeeds: SharedDailySeeds())])
        let listing = DailyListing(day: try day(), listings: [daily.game: daily.listing(on: date, dealtByBoard: false)],
                                   registry: registry)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let object = try JSONSerialization.jsonObject(with: try encoder.encode(listing)) as? [String: Any]
        let challenges = try #require(object?["challenges"] as? [[String: Any]])
        #expect(challenges.count == 1)
        let challenge = try #require(challenges.first)
        #expect(Set(challenge.keys) == ["game", "board", "seed", "presses"])
        #expect(challenge["game"] as? String == "lights-out")
        #expect(challenge["board"] as? String == "lights-out.daily.2026-11-26")
        #expect((challenge["seed"] as? NSNumber)?.uint64Value == DailySeed.seed(daily.game, on: date))
        #expect(challenge["presses"] as? Int == 26)
    }

    /// A figure the daily board keeps in thousandths (by its kin board's columns) says so in its key.
    @Test func aFigureInThousandthsSaysSoInItsKey() {
        let figures: [String: Int64] = ["rate": 2_410, "timeMs": 62_500]
        #expect(DailyListing.Result.unitKeyed(figures, thousandths: ["rate"]) == ["rateThousandths": 2_410, "timeMs": 62_500])
        #expect(DailyListing.Result.unitKeyed(figures, thousandths: []) == figures)
    }
}
