import GameCore
import Mines
import Tiles
import Testing
@testable import Progress

@Suite struct RolloverTests {
    struct Fixture {
        let game: StatSchema
        let totals: StatSchema
        let rollover: Rollover
    }

    static func fixture() throws -> Fixture {
        var game = StatRegistry(schemaName: "g")
        try game.register("shots", kind: .counter, label: "Shots")
        try game.register("height", kind: .maximum, label: "Height")
        try game.register("time", kind: .minimum, unit: .milliseconds, label: "Time")
        try game.register("level", kind: .maximum, label: "Level")
        try game.register("levelTime", kind: .minimum, unit: .milliseconds, label: "Level time")
        try game.register("scratch", kind: .counter, label: "Only per game")
        var totals = StatRegistry(schemaName: "t")
        try totals.register("shots", kind: .counter, label: "Shots")
        try totals.register("bestHeight", kind: .maximum, label: "Best height")
        try totals.register("bestTime", kind: .minimum, unit: .milliseconds, label: "Best time")
        try totals.register("bestLevel", kind: .maximum, label: "Best level")
        try totals.register("bestLevelTime", kind: .minimum, unit: .milliseconds, label: "Best level time")
        try totals.register("started", kind: .counter, label: "Started")
        try totals.register("won", kind: .counter, label: "Won")
        var rollover = Rollover(game: game.freeze(), totals: totals.freeze())
        try rollover.sum("shots")
        try rollover.combine("height", into: "bestHeight", by: .maximum)
        try rollover.combine("time", into: "bestTime", by: .minimum)
        try rollover.keepBest("level", into: "bestLevel", tieBrokenByLowest: "levelTime", into: "bestLevelTime")
        try rollover.countGames(into: "won", endingIn: [.won])
        try rollover.countStartedGames(into: "started")
        return Fixture(game: rollover.game, totals: rollover.totals, rollover: rollover)
    }

    func play(_ fixture: Fixture, _ values: [String: Int64], outcome: GameOutcome, into totals: inout Stats) throws {
        var game = Stats(schema: fixture.game)
        for (name, value) in values { try game.set(value, for: name) }
        try fixture.rollover.apply(game: game, outcome: outcome, startAlreadyCounted: false, to: &totals)
    }

    @Test func sumsBestsAndOutcomes() throws {
        let fixture = try Self.fixture()
        var totals = Stats(schema: fixture.totals)
        try play(fixture, ["shots": 3, "height": 5, "time": 40_000, "scratch": 99], outcome: .won, into: &totals)
        try play(fixture, ["shots": 4, "height": 2], outcome: .lost, into: &totals)
        try play(fixture, ["shots": 1, "height": 8, "time": 52_000], outcome: .abandoned, into: &totals)
        #expect(try totals.value(named: "shots") == 8)
        #expect(try totals.value(named: "bestHeight") == 8)
        #expect(try totals.value(named: "bestTime") == 40_000, "a game with no time leaves the best alone")
        #expect(try totals.value(named: "won") == 1)
        #expect(try totals.value(named: "started") == 3)
        #expect(!fixture.totals.contains("scratch"), "per-game only stats never reach the totals")
    }

    @Test func bestPairIsRankedByFirstThenLowestSecond() throws {
        let fixture = try Self.fixture()
        var totals = Stats(schema: fixture.totals)
        try play(fixture, ["level": 4, "levelTime": 90_000], outcome: .lost, into: &totals)
        try play(fixture, ["level": 4, "levelTime": 80_000], outcome: .lost, into: &totals)
        #expect(try totals.value(named: "bestLevelTime") == 80_000)
        try play(fixture, ["level": 4, "levelTime": 85_000], outcome: .lost, into: &totals)
        #expect(try totals.value(named: "bestLevelTime") == 80_000, "a slower tie changes nothing")
        try play(fixture, ["level": 3, "levelTime": 10_000], outcome: .lost, into: &totals)
        #expect(try totals.value(named: "bestLevel") == 4, "a lower level never wins on time")
        #expect(try totals.value(named: "bestLevelTime") == 80_000)
        try play(fixture, ["level": 6, "levelTime": 200_000], outcome: .lost, into: &totals)
        #expect(try totals.value(named: "bestLevel") == 6)
        #expect(try totals.value(named: "bestLevelTime") == 200_000, "a higher level takes its own time along")
    }

    @Test func startCountedEarlierIsNotCountedAgain() throws {
        let fixture = try Self.fixture()
        var totals = Stats(schema: fixture.totals)
        let game = Stats(schema: fixture.game)
        try fixture.rollover.apply(game: game, outcome: .won, startAlreadyCounted: true, to: &totals)
        #expect(try totals.value(named: "started") == 0)
        #expect(try totals.value(named: "won") == 1)
    }

    @Test func unknownNamesAndWrongSchemasAreErrors() throws {
        let fixture = try Self.fixture()
        var rollover = fixture.rollover
        #expect(throws: StatsError.unknownStat("shotz")) { try rollover.sum("shotz") }
        #expect(throws: StatsError.unknownStat("scratch")) { try rollover.sum("scratch") }
        var totals = Stats(schema: fixture.game)
        #expect(throws: StatsError.schemaMismatch(expected: "t", found: "g")) {
            try fixture.rollover.apply(game: Stats(schema: fixture.game), outcome: .won, startAlreadyCounted: false, to: &totals)
        }
    }

    @Test func liveSourcesPreviewTheTotalsDuringAGame() throws {
        let fixture = try Self.fixture()
        var totals = Stats(schema: fixture.totals)
        try play(fixture, ["shots": 10, "height": 7, "time": 30_000, "level": 2, "levelTime": 5_000], outcome: .won, into: &totals)
        var game = Stats(schema: fixture.game)
        try game.set(5, for: "shots")
        try game.set(9, for: "height")
        try game.set(45_000, for: "time")
        try game.set(3, for: "level")
        try game.set(7_000, for: "levelTime")
        func live(_ name: String) throws -> Int64? {
            let handle = try fixture.totals.handle(name)
            return fixture.rollover.liveSource(for: handle)?.value(total: handle, totals: totals, game: game)
        }
        #expect(try live("shots") == 15)
        #expect(try live("bestHeight") == 9)
        #expect(try live("bestTime") == 30_000)
        #expect(try live("bestLevel") == 3)
        #expect(try live("bestLevelTime") == 7_000)
        #expect(fixture.rollover.liveSource(for: try fixture.totals.handle("won")) == nil, "outcomes are not known during play")
        // What is previewed is exactly what the rollover then produces.
        let names = ["shots", "bestHeight", "bestTime", "bestLevel", "bestLevelTime"]
        let previews = try names.map(live)
        try fixture.rollover.apply(game: game, outcome: .lost, startAlreadyCounted: false, to: &totals)
        #expect(try names.map { try totals.value(named: $0) } == previews)
    }
}
