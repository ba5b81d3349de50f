import Foundation
import GameCore
import LightsOutGame
import Mines
import Testing
import Tiles
@testable import Progress

// A third game that only the tests know (3×3 lights-out, in the LightsOutGame target, shared
// with the midend's tests): its kind, events, stats catalog and recorder, registered beside
// Tiles and Mines without any change to Progress.

enum LightsStats {
    static func games() throws -> GameCatalogs {
        try GameCatalogs([TilesStats.game(), MinesStats.game(),
                          GameCatalogs.Game(stats: LightsOutStats.catalog(), events: LightsOutStats.events)])
    }
}

@Suite struct ThirdGameTests {
    typealias H = AchievementHarness

    static let entries = [
        H.entry("big-toggle", #"{"event": "lightsToggled", "where": [{"field": "count", "atLeast": 5}]}"#),
        H.entry("quick-lights", #"{"event": "lightsOut", "where": [{"field": "moves", "atMost": 3}], "without": ["hintUsed"], "game": "lights-out"}"#),
        H.entry("started-lights", #"{"event": "gameStarted", "where": [{"field": "game", "equals": "lights-out"}]}"#),
        H.entry("twenty-lights", #"{"stat": "lights-out.toggles", "scope": "total", "atLeast": 20}"#),
        H.entry("hint-in-tiles", #"{"event": "hintUsed", "game": "tiles"}"#),
    ].joined(separator: ",")

    static func catalog(games: GameCatalogs) -> AchievementLoadResult {
        AchievementCatalog.load(from: Data("{\"version\": 1, \"achievements\": [\(entries)]}".utf8), games: games)
    }

    @Test func aThirdGameIsTrackedRolledOverAndEarnsAchievements() throws {
        let games = try LightsStats.games()
        #expect(games.kinds == [.tiles, .mines, .lightsOut])
        let loaded = Self.catalog(games: games)
        #expect(loaded.problems.isEmpty, "\(loaded.problems)")
        var player = try PlayerProgress(catalog: loaded.catalog)
        let context = StatsContext(kind: .lightsOut, detail: ["scramble": .number(3)])
        let started = Date(timeIntervalSince1970: 1_800_000_000)
        var (game, unlocks) = try player.startGame(context, at: Instant(nanoseconds: 1), date: started)
        #expect(unlocks.map(\.id) == ["test.clearfield.started-lights"])

        var earned: [String] = []
        for (turn, count) in [3, 5, 4].enumerated() {
            earned += player.record([.lightsToggled(count: count)], in: &game, turn: turn + 1,
                                    at: Instant(nanoseconds: UInt64(turn + 2) * 1_000_000), date: started,
                                    playTimeMilliseconds: Int64(turn + 1) * 1_000).map(\.id)
        }
        #expect(earned == ["test.clearfield.big-toggle"])
        #expect(try game.stats.value(named: "lights-out.toggles") == 12)
        #expect(try game.stats.value(named: "lights-out.presses") == 3)

        // Saved and read back: the recorder's state sits under the game's own kind.
        let encoded = try JSONEncoder().encode(game)
        let json = try #require(String(data: encoded, encoding: .utf8))
        #expect(json.contains("\"lights-out\":{\"presses\":3}"))
        let decoder = JSONDecoder()
        for (key, value) in games.decodingUserInfo { decoder.userInfo[key] = value }
        var resumed = try decoder.decode(GameProgress.self, from: encoded)
        #expect(resumed == game)
        player.resumeGame(&resumed)

        earned = player.record([.lightsToggled(count: 9), .lightsOut(moves: 3)], in: &resumed, turn: 4,
                               at: Instant(nanoseconds: 9_000_000), date: started, playTimeMilliseconds: 5_000).map(\.id)
        // The lifetime total counts the game in progress live: 21 toggles reach the 20.
        #expect(earned == ["test.clearfield.quick-lights", "test.clearfield.twenty-lights"])
        #expect(try resumed.stats.value(named: "lights-out.presses") == 4, "the restored recorder went on counting")

        let finish = try player.finish(&resumed, outcome: .won, at: Instant(nanoseconds: 10_000_000), date: started,
                                       playTimeMilliseconds: 6_000)
        #expect(try finish.totals.value(named: "lights-out.toggles") == 21)
        #expect(try finish.totals.value(named: "lights-out.gamesWon") == 1)
        #expect(try finish.totals.value(named: "lights-out.fewestMoves") == 3)
        #expect(finish.unlocks.isEmpty, "nothing is earned twice by the rollover")
        #expect(player.totals(for: .lightsOut) == finish.totals)
        #expect(try player.totals(for: .tiles).value(named: "tiles.gamesWon") == 0, "the other games are untouched")
        #expect(finish.result.catalog.describe(context) == "Lights Out, scrambled 3 times")
    }

    @Test func theGameIsKnownOnlyOnceRegistered() {
        let problems = Self.catalog(games: TestGames.catalogs).problems.map(\.message)
        #expect(problems.contains { $0.contains("unknown event 'lightsToggled'") })
        #expect(problems.contains { $0.contains("unknown event 'lightsOut'") })
        #expect(problems.contains { $0.contains("'lights-out' is not one of tiles, mines") })
        #expect(problems.contains { $0.contains("unknown stat 'lights-out.toggles'") })
        #expect(problems.contains { $0.contains("unknown game 'lights-out'") })
    }

    @Test func savedStatsOfAnUnregisteredGameAreRefusedByName() throws {
        let games = try LightsStats.games()
        var player = try PlayerProgress(catalog: .empty(games: games))
        let (game, _) = try player.startGame(StatsContext(kind: .lightsOut), at: Instant(nanoseconds: 1), date: Date())
        let encoded = try JSONEncoder().encode(game)
        #expect {
            try progressDecoder().decode(GameProgress.self, from: encoded)
        } throws: { error in
            "\(error)".contains("no game 'lights-out'")
        }
        #expect {
            try JSONDecoder().decode(GameProgress.self, from: encoded)
        } throws: { error in
            "\(error)".contains("saved stats need the game catalogs")
        }
    }

    @Test func listsOfGamesMustAgree() throws {
        let lights = try GameCatalogs.Game(stats: LightsOutStats.catalog(), events: LightsOutStats.events)
        #expect(throws: GameCatalogsError.duplicateGame("lights-out")) { try GameCatalogs([lights, lights]) }
        let clash = GameCatalogs.Game(stats: try LightsOutStats.catalog(),
                                      events: [EventDeclaration(.groupRemoved, fields: [.init("size")])])
        #expect(throws: GameCatalogsError.conflictingEvent("groupRemoved")) {
            try GameCatalogs([TilesStats.game(), clash])
        }
        let wide = GameCatalogs.Game(stats: try LightsOutStats.catalog(), events: [
            EventDeclaration(.lightsOut, fields: (1...6).map { .init("f\($0)") }),
        ])
        #expect(throws: GameCatalogsError.tooManyFields("lightsOut")) { try GameCatalogs([wide]) }
    }
}
