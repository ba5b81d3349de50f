import Foundation
import GameCore
import Mines
import Tiles
import Testing
@testable import Progress

/// Earn, save, resume, replay: one unlock. Reset really resets. Changed definitions recompute.
@Suite struct ExactlyOnceTests {
    typealias H = AchievementHarness

    static let entries = [
        H.entry("first-group", #"{"stat": "tiles.groupsRemoved", "scope": "total", "atLeast": 1}"#),
        H.entry("score-50", #"{"stat": "tiles.score", "scope": "game", "atLeast": 50}"#),
        H.entry("big-group", repeatable: true, #"{"event": "groupRemoved", "where": [{"field": "size", "atLeast": 8}]}"#),
        H.entry("tiles-100", unit: "tiles", #"{"stat": "tiles.tilesCleared", "scope": "total", "atLeast": 100}"#),
    ].joined(separator: ",")

    func encoded<T: Codable>(_ value: T) throws -> T {
        try progressDecoder().decode(T.self, from: JSONEncoder().encode(value))
    }

    @Test func earnSaveResumeReplayUnlocksOnce() throws {
        let catalog = try H.catalog(Self.entries)
        var harness = try H(catalog: catalog)
        try harness.start(.tiles(level: 1))
        let turns: [[GameEvent]] = [[.group(3)], [.group(9)], [.group(4)]]
        for turn in turns { harness.play(turn) }
        #expect(harness.ids(harness.unlocked) == ["first-group", "score-50", "big-group"])

        // Save: the player's achievement state (Storage) and the game (the save archive).
        let savedState = try encoded(harness.player.achievements.state)
        let savedGame = try encoded(try #require(harness.game))
        #expect(savedState == harness.player.achievements.state)
        #expect(savedGame == harness.game)

        // Resume in a new process: the save's log is replayed through the rules, and its
        // turns reach Progress again with the same turn numbers.
        var resumed = try H(catalog: catalog, state: savedState, tilesTotals: harness.player.tilesTotals)
        var game = savedGame
        resumed.player.resumeGame(&game)
        resumed.game = game
        for turn in turns { resumed.play(turn) }
        #expect(resumed.unlocked.isEmpty, "a replayed save grants nothing")
        #expect(try resumed.game?.stats.value(named: "tiles.groupsRemoved") == 3, "and counts nothing twice")

        // New play after the resume counts normally.
        #expect(resumed.ids(resumed.play([.group(2)])) == [])
        #expect(resumed.times("big-group") == 1)
    }

    @Test func replayedEventsWithoutTurnNumbersDoNotRegrant() throws {
        let catalog = try H.catalog(Self.entries)
        var evaluator = AchievementEvaluator(catalog: catalog)
        var tracker = try GameStatsTracker(context: .tiles(level: 1))
        var conditions = evaluator.newGame(.tiles)
        let totals = try GameStatsCatalog.catalog(for: .mines).freshTotals()
        let tilesTotals = try GameStatsCatalog.catalog(for: .tiles).freshTotals()
        func view() -> StatsView { StatsView(tilesTotals: tilesTotals, minesTotals: totals, game: tracker.stats) }
        var optional: GameConditionState? = conditions
        evaluator.prepare(view: view(), game: &optional)
        var unlocks: [AchievementUnlock] = []
        let events: [GameEvent] = [.group(10)]
        tracker.record(events)
        unlocks += evaluator.evaluate(events, at: Instant(nanoseconds: 1), date: H.wall, view: view(), game: &conditions)
        #expect(unlocks.map(\.id) == catalog.definitions.prefix(3).map(\.id), "first-group, score-50, big-group")

        // Decode the state and the game's conditions, prepare (as on resume), then the same
        // events arrive again: the repeatable one still holds, so it is disarmed and stays quiet.
        evaluator = AchievementEvaluator(catalog: catalog, state: try encoded(evaluator.state))
        conditions = try encoded(conditions)
        optional = conditions
        evaluator.prepare(view: view(), game: &optional)
        conditions = try #require(optional)
        #expect(evaluator.record(id: "test.clearfield.big-group")?.armed == false)
        let again = evaluator.evaluate(events, at: Instant(nanoseconds: 2), date: H.wall, view: view(), game: &conditions)
        #expect(again.isEmpty)
        #expect(evaluator.record(id: "test.clearfield.big-group")?.timesEarned == 1)
    }

    @Test func repeatableCountsOncePerNewOccasion() throws {
        let catalog = try H.catalog(Self.entries)
        var harness = try H(catalog: catalog)
        try harness.start(.tiles(level: 1))
        harness.play([.group(8)])
        harness.play([.group(8)])
        try harness.finish(.lost)
        try harness.start(.tiles(level: 1))
        harness.play([.group(8)])
        #expect(harness.times("big-group") == 2, "once per game with a big group")
        let banners = harness.unlocked.filter { $0.id.hasSuffix("big-group") }.map(\.timesEarned)
        #expect(banners == [1, 2])
    }

    @Test func resetClearsAchievementsButNotStatsAndNothingComesStraightBack() throws {
        let catalog = try H.catalog(Self.entries)
        var harness = try H(catalog: catalog)
        try harness.start(.tiles(level: 1))
        for _ in 0..<11 { harness.play([.group(10)]) }
        try harness.finish(.lost)
        #expect(harness.player.achievements.summary.earned == 4)
        let totalsBefore = harness.player.tilesTotals

        var noGame: GameProgress?
        harness.player.resetAchievements(game: &noGame)
        #expect(harness.player.tilesTotals == totalsBefore, "stats are untouched")
        #expect(harness.player.achievements.summary.earned == 0)
        for status in harness.player.achievements.statuses {
            #expect(!status.isEarned && status.firstEarned == nil && status.progress.current == 0, "\(status.id)")
        }
        #expect(harness.status("tiles-100")?.progress.text == "0 / 100 tiles")

        // After the reset, progress counts from there; earning needs new play.
        try harness.start(.tiles(level: 2))
        harness.unlocked = []
        harness.play([.group(2)])
        #expect(harness.ids(harness.unlocked) == ["first-group"], "one new group: earned again by new play")
        #expect(harness.status("tiles-100")?.progress.text == "2 / 100 tiles")
        for _ in 0..<9 { harness.play([.group(10)]) }
        #expect(!harness.ids(harness.unlocked).contains("tiles-100"))
        harness.play([.group(8)])
        #expect(harness.ids(harness.unlocked).contains("tiles-100"))

        // The baseline survives encoding: a reloaded state does not forget the reset.
        let reloaded = AchievementEvaluator(catalog: catalog, state: try encoded(harness.player.achievements.state))
        #expect(reloaded.state == harness.player.achievements.state)
    }

    @Test func aChangedDefinitionRecomputesProgressAndKeepsWhatWasEarned() throws {
        let old = try H.catalog([
            H.entry("tiles-100", unit: "tiles", #"{"stat": "tiles.tilesCleared", "scope": "total", "atLeast": 100}"#),
            H.entry("tiles-big", unit: "tiles", #"{"stat": "tiles.tilesCleared", "scope": "total", "atLeast": 1000}"#),
        ].joined(separator: ","))
        var harness = try H(catalog: old)
        try harness.start(.tiles(level: 1))
        for _ in 0..<15 { harness.play([.group(10)]) }
        try harness.finish(.lost)
        #expect(harness.times("tiles-100") == 1)
        #expect(harness.status("tiles-big")?.progress.text == "150 / 1,000 tiles")
        let saved = harness.player.achievements.state

        // A new version raises both targets (and retitles nothing: titles do not matter).
        let new = try H.catalog([
            H.entry("tiles-100", unit: "tiles", #"{"stat": "tiles.tilesCleared", "scope": "total", "atLeast": 500}"#),
            H.entry("tiles-big", unit: "tiles", #"{"stat": "tiles.tilesCleared", "scope": "total", "atLeast": 200}"#),
        ].joined(separator: ","))
        let reloaded = try H(catalog: new, state: saved, tilesTotals: harness.player.tilesTotals)
        #expect(reloaded.times("tiles-100") == 1, "earned stays earned")
        #expect(reloaded.status("tiles-big")?.progress.text == "150 / 200 tiles", "recomputed, not a stale 15 %")
        #expect(reloaded.player.achievements.record(id: "test.clearfield.tiles-big")?.definitionHash
                == new.definitions[1].definitionHash)
    }

    @Test func conditionsAlreadyTrueOnLoadGrantNothingUntilNewPlay() throws {
        let catalog = try H.catalog(Self.entries)
        var totals = try GameStatsCatalog.catalog(for: .tiles).freshTotals()
        try totals.set(500, for: "tiles.tilesCleared")
        try totals.set(40, for: "tiles.groupsRemoved")
        // A player whose stats predate these achievements (or whose state was lost).
        var harness = try H(catalog: catalog, tilesTotals: totals)
        #expect(harness.player.achievements.summary.earned == 0, "loading grants nothing")
        try harness.start(.tiles(level: 1))
        #expect(harness.unlocked.isEmpty, "starting a game grants nothing")
        harness.play([.group(2)])
        #expect(harness.ids(harness.unlocked) == ["first-group", "tiles-100"], "new play earns them, once")
        harness.play([.group(2)])
        #expect(harness.unlocked.count == 2)
    }

    @Test func statesRoundTripWithExplicitKeys() throws {
        let catalog = try H.catalog(Self.entries)
        var harness = try H(catalog: catalog)
        try harness.start(.tiles(level: 1))
        harness.play([.group(9)])
        let state = harness.player.achievements.state
        let json = try #require(String(data: JSONEncoder().encode(state), encoding: .utf8))
        for key in ["\"records\"", "\"definition_hash\"", "\"times_earned\"", "\"first_earned_ms\"", "\"armed\"", "\"progress\""] {
            #expect(json.contains(key), "\(key)")
        }
        #expect(try encoded(state) == state)
        let game = try #require(harness.game)
        let decoded = try encoded(game)
        #expect(decoded.conditions.nodes.map(\.count) == game.conditions.nodes.map(\.count))
        #expect(decoded.conditions.nodes.allSatisfy { $0.recent.isEmpty }, "instants are not carried across processes")
    }

    @Test func recordsOfUnknownIdsAreKept() throws {
        let catalog = try H.catalog(Self.entries)
        let orphan = AchievementRecord(definitionHash: 42, timesEarned: 1, firstEarned: H.wall, progress: 1, target: 1, armed: false)
        let evaluator = AchievementEvaluator(catalog: catalog, state: AchievementState(records: ["test.clearfield.gone": orphan]))
        #expect(evaluator.state.records["test.clearfield.gone"] == orphan, "a broken or removed entry keeps its record")
    }

    @Test func gamesStartedCanBeCountedWhenTheGameBegins() throws {
        var harness = try H(catalog: .empty())
        try harness.start(.mines(board: .expert))
        var game = try #require(harness.game)
        try harness.player.countStart(of: &game)
        try harness.player.countStart(of: &game)
        #expect(try harness.player.minesTotals.value(named: "mines.gamesStarted") == 1, "counted once, at once")
        harness.game = game
        try harness.finish(.abandoned)
        #expect(try harness.player.minesTotals.value(named: "mines.gamesStarted") == 1, "not again at the end")
        #expect(try harness.player.minesTotals.value(named: "mines.gamesAbandoned") == 1)
        var finished = try #require(harness.game)
        #expect(throws: StatsError.alreadyFinished) {
            try harness.player.finish(&finished, outcome: .won, at: harness.instant, date: harness.date, playTimeMilliseconds: 1)
        }
        #expect(try harness.player.minesTotals.value(named: "mines.gamesWon") == 0, "a second finish changes nothing")
    }
}
