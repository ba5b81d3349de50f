import Foundation
import GameCore
import Mines
import Tiles
import Testing
@testable import Progress

@Suite struct TrackerTests {
    func value(_ stats: Stats, _ name: String) throws -> Int64? { try stats.value(named: name) }

    @Test func tilesEventsBecomeStatsOfTheMovesThatStand() throws {
        var tracker = try GameStatsTracker(context: .tiles(level: 7))
        tracker.record([.groupRemoved(size: 3, color: 1, points: 1)], playTimeMilliseconds: 1_000)
        tracker.record([.groupRemoved(size: 5, color: 2, points: 9)], playTimeMilliseconds: 2_000)
        #expect(try value(tracker.stats, "tiles.score") == 10)
        tracker.record([.undone])
        #expect(try value(tracker.stats, "tiles.score") == 1)
        tracker.record([.redone])
        #expect(try value(tracker.stats, "tiles.score") == 10)
        tracker.record([.undone])
        tracker.record([.groupRemoved(size: 2, color: 3, points: 0)])
        #expect(try value(tracker.stats, "tiles.score") == 1, "a new move after undo drops the undone branch")
        tracker.record([.redone])
        #expect(try value(tracker.stats, "tiles.score") == 1, "nothing to redo after a new move")
        tracker.record([.restarted])
        #expect(try value(tracker.stats, "tiles.score") == 0)
        tracker.record([.hintUsed])
        tracker.record([.groupRemoved(size: 4, color: 1, points: 4),
                        .levelCleared(level: 7, score: 1_004, moves: 1, stars: 3, bonus: 1_000)],
                       playTimeMilliseconds: 42_000)
        let stats = tracker.stats
        // The restart took back every move before it: only the clearing move stands.
        #expect(try value(stats, "tiles.tilesCleared") == 4)
        #expect(try value(stats, "tiles.groupsRemoved") == 1)
        #expect(try value(stats, "tiles.moves") == 1)
        #expect(try value(stats, "tiles.largestGroup") == 4)
        #expect(try value(stats, "tiles.undos") == 2)
        #expect(try value(stats, "tiles.restarts") == 1)
        #expect(try value(stats, "tiles.hints") == 1)
        #expect(try value(stats, "tiles.levelsPassed") == 1)
        #expect(try value(stats, "tiles.threeStarLevels") == 1)
        #expect(try value(stats, "tiles.clearBonus") == 1_000)
        #expect(try value(stats, "tiles.score") == 1_004)
        #expect(try value(stats, "tiles.clearedLevel") == 7)
        #expect(try value(stats, "tiles.playTime") == 42_000)
    }

    @Test func clearingAgainAfterUndoPassesTheLevelOnce() throws {
        var tracker = try GameStatsTracker(context: .tiles(level: 4))
        tracker.record([.groupRemoved(size: 4, color: 1, points: 4),
                        .levelCleared(level: 4, score: 1_004, moves: 3, stars: 2, bonus: 1_000)])
        tracker.record([.undone])
        tracker.record([.groupRemoved(size: 4, color: 1, points: 4),
                        .levelCleared(level: 4, score: 1_004, moves: 3, stars: 3, bonus: 1_000)])
        tracker.record([.undone])
        tracker.record([.groupRemoved(size: 4, color: 1, points: 4),
                        .levelCleared(level: 4, score: 1_004, moves: 3, stars: 3, bonus: 1_000)])
        let stats = tracker.stats
        #expect(try value(stats, "tiles.levelsPassed") == 1)
        #expect(try value(stats, "tiles.threeStarLevels") == 1, "the better clear still earns its stars, once")
        #expect(try value(stats, "tiles.clearBonus") == 1_000)
        let result = try tracker.finish(outcome: .won, playTimeMilliseconds: 1_000)
        #expect(result.levelClear?.stars == 3)
    }

    @Test func tilesFinishRollsIntoTheTotals() throws {
        let catalog = try GameStatsCatalog.catalog(for: .tiles)
        var tracker = try GameStatsTracker(context: .tiles(level: 3))
        tracker.record([.groupRemoved(size: 6, color: 0, points: 16),
                        .levelCleared(level: 3, score: 1_016, moves: 1, stars: 3, bonus: 1_000)])
        var totals = catalog.freshTotals()
        try totals.set(2_000, for: "tiles.bestScore")
        let result = try tracker.finish(outcome: .won, playTimeMilliseconds: 30_500)
        #expect(result.levelClear == TilesLevelClear(level: 3, score: 1_016, moves: 1, stars: 3))
        let after = try result.rolledOver(into: totals)
        #expect(try value(after, "tiles.gamesStarted") == 1)
        #expect(try value(after, "tiles.gamesFinished") == 1)
        #expect(try value(after, "tiles.gamesWon") == 1)
        #expect(try value(after, "tiles.gamesLost") == 0)
        #expect(try value(after, "tiles.gamesAbandoned") == 0)
        #expect(try value(after, "tiles.tilesCleared") == 6)
        #expect(try value(after, "tiles.score") == 1_016)
        #expect(try value(after, "tiles.bestScore") == 2_000, "a lower score leaves the best alone")
        #expect(try value(after, "tiles.bestLevel") == 3)
        #expect(try value(after, "tiles.playTime") == 30_500)
        #expect(!catalog.totals.contains("tiles.clearedLevel"), "per game only")
        #expect(!catalog.game.contains("tiles.gamesWon"), "totals only")
    }

    @Test func finishHappensExactlyOnce() throws {
        var tracker = try GameStatsTracker(context: .tiles(level: 1))
        let totals = try GameStatsCatalog.catalog(for: .tiles).freshTotals()
        tracker.record([.groupRemoved(size: 2, color: 0, points: 0)])
        let once = try tracker.finish(outcome: .abandoned, playTimeMilliseconds: 5_000, totals: totals)
        #expect(try value(once, "tiles.gamesAbandoned") == 1)
        #expect(throws: StatsError.alreadyFinished) {
            try tracker.finish(outcome: .abandoned, playTimeMilliseconds: 5_000, totals: once)
        }
        do {
            let recorded = tracker.record([.groupRemoved(size: 2, color: 0, points: 0)])
            #expect(!recorded, "a finished game records nothing")
        }
        #expect(try value(tracker.stats, "tiles.groupsRemoved") == 1)
    }

    @Test func aTurnRecordedTwiceCountsOnce() throws {
        var tracker = try GameStatsTracker(context: .tiles(level: 1))
        do {
            let recorded = tracker.record([.groupRemoved(size: 2, color: 0, points: 0)], turn: 1)
            #expect(recorded)
        }
        do {
            let recorded = tracker.record([.groupRemoved(size: 3, color: 0, points: 1)], turn: 2)
            #expect(recorded)
        }
        // A resumed save replays its log through the rules and feeds the same turns again.
        do {
            let recorded = tracker.record([.groupRemoved(size: 2, color: 0, points: 0)], turn: 1)
            #expect(!recorded)
        }
        do {
            let recorded = tracker.record([.groupRemoved(size: 3, color: 0, points: 1)], turn: 2)
            #expect(!recorded)
        }
        do {
            let recorded = tracker.record([.undone], turn: 3)
            #expect(recorded)
        }
        #expect(try value(tracker.stats, "tiles.tilesCleared") == 2, "the undo took the second move back")
        #expect(try value(tracker.stats, "tiles.undos") == 1)
    }

    @Test func countingTheStartEarlyIsNotRepeatedAtRollover() throws {
        let catalog = try GameStatsCatalog.catalog(for: .mines)
        var tracker = try GameStatsTracker(context: .mines(board: .custom))
        var totals = catalog.freshTotals()
        try tracker.countStart(in: &totals)
        try tracker.countStart(in: &totals)
        #expect(try value(totals, "mines.gamesStarted") == 1)
        let after = try tracker.finish(outcome: .lost, playTimeMilliseconds: 1_000, totals: totals)
        #expect(try value(after, "mines.gamesStarted") == 1)
        #expect(try value(after, "mines.gamesLost") == 1)
        var wrong = try GameStatsCatalog.catalog(for: .tiles).freshTotals()
        var other = try GameStatsTracker(context: .mines(board: .custom))
        #expect(throws: StatsError.schemaMismatch(expected: "mines.totals", found: "tiles.totals")) {
            try other.countStart(in: &wrong)
        }
    }

    @Test func minesClassicWinSetsTheBoardsBestTime() throws {
        var tracker = try GameStatsTracker(context: .mines(board: .beginner))
        tracker.record([.cellsRevealed(count: 10)], playTimeMilliseconds: 1_000)
        tracker.record([.flagPlaced(correct: true)])
        tracker.record([.flagPlaced(correct: false)])
        tracker.record([.flagRemoved(correct: false)])
        tracker.record([.flagPlaced(correct: true)])
        tracker.record([.flagRemoved(correct: true)])
        tracker.record([.chorded(revealed: 5), .cellsRevealed(count: 5)])   // as the rules report a chord
        tracker.record([.cellsRevealed(count: 3), .boardCleared(level: 1, threeBV: 20, clicks: 25)],
                       playTimeMilliseconds: 10_000)
        let stats = tracker.stats
        #expect(try value(stats, "mines.cellsRevealed") == 18)
        #expect(try value(stats, "mines.flagsPlaced") == 1, "flags taken back are not counted as placed")
        #expect(try value(stats, "mines.correctFlags") == 1, "a correct flag taken back takes its credit back")
        #expect(try value(stats, "mines.chords") == 1)
        #expect(try value(stats, "mines.boardsCleared") == 1)
        #expect(try value(stats, "mines.threeBVCleared") == 20)
        #expect(try value(stats, "mines.bestThreeBVPerSecond") == 2_000, "20 3BV in 10 s")
        #expect(try value(stats, "mines.endlessRuns") == 0)
        #expect(try value(stats, "mines.endlessLevel") == nil, "classic boards have no endless level")
        let totals = try tracker.finish(outcome: .won, playTimeMilliseconds: 10_000,
                                        totals: GameStatsCatalog.catalog(for: .mines).freshTotals())
        #expect(try value(totals, "mines.bestTime.beginner") == 10_000)
        #expect(try value(totals, "mines.bestTime.expert") == nil)
        #expect(try value(totals, "mines.gamesWon") == 1)
    }

    @Test func minesLossesSetNoBestTime() throws {
        var tracker = try GameStatsTracker(context: .mines(board: .expert))
        tracker.record([.cellsRevealed(count: 30)], playTimeMilliseconds: 4_000)
        tracker.record([.mineHit], playTimeMilliseconds: 5_000)
        let totals = try tracker.finish(outcome: .lost, playTimeMilliseconds: 5_000,
                                        totals: GameStatsCatalog.catalog(for: .mines).freshTotals())
        #expect(try value(totals, "mines.bestTime.expert") == nil)
        #expect(try value(totals, "mines.minesHit") == 1)
        #expect(try value(totals, "mines.gamesLost") == 1)
        #expect(try value(totals, "mines.gamesFinished") == 1)
    }

    @Test func endlessRunsRecordTheirBestLevelAndItsTime() throws {
        var tracker = try GameStatsTracker(context: .mines(board: .endless))
        #expect(try value(tracker.stats, "mines.endlessRuns") == 1)
        tracker.record([.cellsRevealed(count: 40), .boardCleared(level: 1, threeBV: 10, clicks: 12)], playTimeMilliseconds: 5_000)
        tracker.record([.cellsRevealed(count: 60), .boardCleared(level: 2, threeBV: 21, clicks: 30)], playTimeMilliseconds: 12_000)
        tracker.record([.mineHit], playTimeMilliseconds: 15_000)
        #expect(try value(tracker.stats, "mines.endlessLevel") == 2)
        #expect(try value(tracker.stats, "mines.endlessLevelTime") == 12_000)
        #expect(try value(tracker.stats, "mines.bestThreeBVPerSecond") == 3_000, "board 2: 21 3BV in 7 s beats 2.0")
        var totals = try GameStatsCatalog.catalog(for: .mines).freshTotals()
        try totals.set(2, for: "mines.bestEndlessLevel")
        try totals.set(14_000, for: "mines.bestEndlessLevelTime")
        let after = try tracker.finish(outcome: .lost, playTimeMilliseconds: 15_000, totals: totals)
        #expect(try value(after, "mines.bestEndlessLevel") == 2)
        #expect(try value(after, "mines.bestEndlessLevelTime") == 12_000, "same level, faster")
        #expect(try value(after, "mines.endlessRuns") == 1)
        #expect(try value(after, "mines.boardsCleared") == 2)
    }

    @Test func trackerStateSurvivesEncodingMidGame() throws {
        var tracker = try GameStatsTracker(context: .tiles(level: 2))
        tracker.record([.groupRemoved(size: 4, color: 0, points: 4)], turn: 1, playTimeMilliseconds: 3_000)
        tracker.record([.groupRemoved(size: 6, color: 1, points: 16)], turn: 2, playTimeMilliseconds: 6_000)
        tracker.record([.undone], turn: 3)
        let data = try JSONEncoder().encode(tracker)
        var decoded = try progressDecoder().decode(GameStatsTracker.self, from: data)
        #expect(decoded == tracker)
        // Both go on identically: the undo history of the score came along.
        tracker.record([.redone], turn: 4)
        decoded.record([.redone], turn: 4)
        #expect(decoded == tracker)
        #expect(try value(decoded.stats, "tiles.score") == 20)
        do {
            let recorded = decoded.record([.undone], turn: 3)
            #expect(!recorded, "the last turn came along too")
        }
        let json = try #require(String(data: data, encoding: .utf8))
        for key in ["\"context\"", "\"stats\"", "\"last_turn\"", "\"play_time_ms\"", "\"trail\""] {
            #expect(json.contains(key))
        }
    }

    @Test func finishedTrackerAndResultRoundTrip() throws {
        var tracker = try GameStatsTracker(context: .mines(board: .intermediate))
        tracker.record([.cellsRevealed(count: 5), .boardCleared(level: 1, threeBV: 30, clicks: 40)], playTimeMilliseconds: 20_000)
        let result = try tracker.finish(outcome: .won, playTimeMilliseconds: 20_000)
        let decodedResult = try progressDecoder().decode(GameResult.self, from: JSONEncoder().encode(result))
        #expect(decodedResult == result)
        var decoded = try progressDecoder().decode(GameStatsTracker.self, from: JSONEncoder().encode(tracker))
        #expect(decoded.isFinished)
        #expect(throws: StatsError.alreadyFinished) { try decoded.finish(outcome: .won, playTimeMilliseconds: 1) }
        let totals = try GameStatsCatalog.catalog(for: .mines).freshTotals()
        #expect(try decodedResult.rolledOver(into: totals) == result.rolledOver(into: totals))
    }

    @Test func builtInCatalogsAreSound() throws {
        let catalogs = try GameStatsCatalog.all()
        #expect(catalogs.map(\.kind) == [.tiles, .mines])
        var seen: Set<String> = []
        for catalog in catalogs {
            let prefix = catalog.kind.rawValue + "."
            for definition in catalog.game.definitions + catalog.totals.definitions {
                #expect(definition.name.hasPrefix(prefix), "\(definition.name) carries its game's prefix")
                #expect(!definition.label.isEmpty)
            }
            for name in Set(catalog.game.definitions.map(\.name) + catalog.totals.definitions.map(\.name)) {
                #expect(seen.insert(name).inserted, "\(name) is unique across games")
            }
            // Every per-game stat either rolls into a total or is documented as per-game only.
            let rolled = Set(catalog.rollover.rules.map(\.from) + catalog.rollover.pairRules.flatMap { [$0.primaryFrom, $0.secondaryFrom] })
            let perGameOnly = catalog.game.handles.filter { !rolled.contains($0) }.map { catalog.game.definition($0).name }
                .filter { !MinesStats.perGameOnly.contains($0) }
            #expect(perGameOnly.isEmpty, "unrolled per-game stats: \(perGameOnly)")
        }
    }
}
