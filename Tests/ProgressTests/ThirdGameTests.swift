import Foundation
import GameCore
import Mines
import Testing
import Tiles
@testable import Progress

// A third game defined here only (a 3×3 lights-out): its kind, events, stats catalog and
// recorder, registered beside Tiles and Mines without any change to Progress.

extension GameKind {
    static let lights = GameKind(rawValue: "lights")
}

extension GameEvent.Name {
    static let lightsToggled = GameEvent.Name("lightsToggled")
    static let lightsOut = GameEvent.Name("lightsOut")
}

extension GameEvent {
    static func lightsToggled(count: Int) -> GameEvent { GameEvent(.lightsToggled, count) }
    static func lightsOut(moves: Int) -> GameEvent { GameEvent(.lightsOut, moves) }
}

enum LightsStats {
    static let events = [
        EventDeclaration(.lightsToggled, fields: [.init("count")]),
        EventDeclaration(.lightsOut, fields: [.init("moves")]),
    ]

    struct Recorder: GameStatsRecorder {
        struct State: Codable, Equatable, Sendable {
            var presses = 0
            private enum CodingKeys: String, CodingKey { case presses }
        }

        let toggles, presses, solvedIn: StatHandle
        var state = State()

        mutating func record(_ events: [GameEvent], playTimeMilliseconds: Int64, into stats: inout Stats) {
            for event in events {
                switch event.name {
                case .lightsToggled:
                    stats.add(Int64(event.values[0]), to: toggles)
                    state.presses += 1
                    stats.set(Int64(state.presses), for: presses)
                case .lightsOut:
                    stats.set(Int64(event.values[0]), for: solvedIn)
                default:
                    break
                }
            }
        }
    }

    static func catalog() throws -> GameStatsCatalog {
        var game = StatRegistry(schemaName: "lights.game")
        var totals = StatRegistry(schemaName: "lights.totals")
        try OutcomeStats.register(prefix: "lights.", in: &totals)
        let toggles = try game.register("lights.toggles", kind: .counter, label: "Lights toggled")
        try totals.register("lights.toggles", kind: .counter, label: "Lights toggled")
        let presses = try game.register("lights.presses", kind: .counter, label: "Presses")
        let solvedIn = try game.register("lights.solvedIn", kind: .minimum, label: "Solved in")
        try totals.register("lights.fewestMoves", kind: .minimum, label: "Fewest moves")
        let playTime = try game.register("lights.playTime", kind: .counter, unit: .milliseconds, label: "Play time")
        var rollover = Rollover(game: game.freeze(), totals: totals.freeze())
        try rollover.sum("lights.toggles")
        try rollover.combine("lights.solvedIn", into: "lights.fewestMoves", by: .minimum)
        try OutcomeStats.addRules(prefix: "lights.", to: &rollover)
        return GameStatsCatalog(
            kind: .lights, title: "Lights", rollover: rollover, playTime: playTime,
            describe: { "Lights, \($0.number("size") ?? 3)×\($0.number("size") ?? 3)" },
            makeRecorder: { (_, state: Recorder.State?) -> Recorder in
                Recorder(toggles: toggles, presses: presses, solvedIn: solvedIn, state: state ?? .init())
            })
    }

    static func games() throws -> GameCatalogs {
        try GameCatalogs([TilesStats.game(), MinesStats.game(),
                          GameCatalogs.Game(stats: catalog(), events: events)])
    }
}

@Suite struct ThirdGameTests {
    typealias H = AchievementHarness

    static let entries = [
        H.entry("big-toggle", #"{"event": "lightsToggled", "where": [{"field": "count", "atLeast": 5}]}"#),
        H.entry("quick-lights", #"{"event": "lightsOut", "where": [{"field": "moves", "atMost": 3}], "without": ["hintUsed"], "game": "lights"}"#),
        H.entry("started-lights", #"{"event": "gameStarted", "where": [{"field": "game", "equals": "lights"}]}"#),
        H.entry("twenty-lights", #"{"stat": "lights.toggles", "scope": "total", "atLeast": 20}"#),
        H.entry("hint-in-tiles", #"{"event": "hintUsed", "game": "tiles"}"#),
    ].joined(separator: ",")

    static func catalog(games: GameCatalogs) -> AchievementLoadResult {
        AchievementCatalog.load(from: Data("{\"version\": 1, \"achievements\": [\(entries)]}".utf8), games: games)
    }

    @Test func aThirdGameIsTrackedRolledOverAndEarnsAchievements() throws {
        let games = try LightsStats.games()
        #expect(games.kinds == [.tiles, .mines, .lights])
        let loaded = Self.catalog(games: games)
        #expect(loaded.problems.isEmpty, "\(loaded.problems)")
        var player = try PlayerProgress(catalog: loaded.catalog)
        let context = StatsContext(kind: .lights, detail: ["size": .number(3)])
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
        #expect(try game.stats.value(named: "lights.toggles") == 12)
        #expect(try game.stats.value(named: "lights.presses") == 3)

        // Saved and read back: the recorder's state sits under the game's own kind.
        let encoded = try JSONEncoder().encode(game)
        let json = try #require(String(data: encoded, encoding: .utf8))
        #expect(json.contains("\"lights\":{\"presses\":3}"))
        let decoder = JSONDecoder()
        for (key, value) in games.decodingUserInfo { decoder.userInfo[key] = value }
        var resumed = try decoder.decode(GameProgress.self, from: encoded)
        #expect(resumed == game)
        player.resumeGame(&resumed)

        earned = player.record([.lightsToggled(count: 9), .lightsOut(moves: 3)], in: &resumed, turn: 4,
                               at: Instant(nanoseconds: 9_000_000), date: started, playTimeMilliseconds: 5_000).map(\.id)
        // The lifetime total counts the game in progress live: 21 toggles reach the 20.
        #expect(earned == ["test.clearfield.quick-lights", "test.clearfield.twenty-lights"])
        #expect(try resumed.stats.value(named: "lights.presses") == 4, "the restored recorder went on counting")

        let finish = try player.finish(&resumed, outcome: .won, at: Instant(nanoseconds: 10_000_000), date: started,
                                       playTimeMilliseconds: 6_000)
        #expect(try finish.totals.value(named: "lights.toggles") == 21)
        #expect(try finish.totals.value(named: "lights.gamesWon") == 1)
        #expect(try finish.totals.value(named: "lights.fewestMoves") == 3)
        #expect(finish.unlocks.isEmpty, "nothing is earned twice by the rollover")
        #expect(player.totals(for: .lights) == finish.totals)
        #expect(try player.totals(for: .tiles).value(named: "tiles.gamesWon") == 0, "the other games are untouched")
        #expect(finish.result.catalog.describe(context) == "Lights, 3×3")
    }

    @Test func theGameIsKnownOnlyOnceRegistered() {
        let problems = Self.catalog(games: TestGames.catalogs).problems.map(\.message)
        #expect(problems.contains { $0.contains("unknown event 'lightsToggled'") })
        #expect(problems.contains { $0.contains("unknown event 'lightsOut'") })
        #expect(problems.contains { $0.contains("'lights' is not one of tiles, mines") })
        #expect(problems.contains { $0.contains("unknown stat 'lights.toggles'") })
        #expect(problems.contains { $0.contains("unknown game 'lights'") })
    }

    @Test func savedStatsOfAnUnregisteredGameAreRefusedByName() throws {
        let games = try LightsStats.games()
        var player = try PlayerProgress(catalog: .empty(games: games))
        let (game, _) = try player.startGame(StatsContext(kind: .lights), at: Instant(nanoseconds: 1), date: Date())
        let encoded = try JSONEncoder().encode(game)
        #expect {
            try progressDecoder().decode(GameProgress.self, from: encoded)
        } throws: { error in
            "\(error)".contains("no game 'lights'")
        }
        #expect {
            try JSONDecoder().decode(GameProgress.self, from: encoded)
        } throws: { error in
            "\(error)".contains("saved stats need the game catalogs")
        }
    }

    @Test func listsOfGamesMustAgree() throws {
        let lights = try GameCatalogs.Game(stats: LightsStats.catalog(), events: LightsStats.events)
        #expect(throws: GameCatalogsError.duplicateGame("lights")) { try GameCatalogs([lights, lights]) }
        let clash = GameCatalogs.Game(stats: try LightsStats.catalog(),
                                      events: [EventDeclaration(.groupRemoved, fields: [.init("size")])])
        #expect(throws: GameCatalogsError.conflictingEvent("groupRemoved")) {
            try GameCatalogs([TilesStats.game(), clash])
        }
        let wide = GameCatalogs.Game(stats: try LightsStats.catalog(), events: [
            EventDeclaration(.lightsOut, fields: (1...6).map { .init("f\($0)") }),
        ])
        #expect(throws: GameCatalogsError.tooManyFields("lightsOut")) { try GameCatalogs([wide]) }
    }
}
