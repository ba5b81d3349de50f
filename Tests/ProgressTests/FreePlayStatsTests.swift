import Foundation
import GameCore
import Tiles
import Testing
@testable import Progress

/// What a Same Game free-play game counts (issue 31): play itself (moves, undos, hints, play
/// time, games by outcome) and its own score, never the levels' stats (tiles cleared, groups,
/// largest group, level score and best, levels passed, stars, best level cleared), which its big
/// boards of two colours would farm.
@Suite struct FreePlayStatsTests {
    func value(_ stats: Stats, _ name: String) throws -> Int64? { try stats.value(named: name) }

    /// A free-play game on a real board, played through the rules to its end.
    private func playedGame(_ map: String) throws -> (tracker: GameStatsTracker, final: TilesState) {
        var tracker = try GameStatsTracker(context: .tilesFree(.small))
        var state = TilesState(level: 1, par: 1, board: try TileMap.parse(map), rules: .sameGame)
        var time: Int64 = 0
        while let group = state.board.removableGroups().max(by: { $0.count < $1.count }) {
            let (next, events) = try #require(state.applying(TilesMove(group[0])))
            time += 1_000
            tracker.record(events, playTimeMilliseconds: time)
            state = next
        }
        return (tracker, state)
    }

    @Test func aClearedFreeBoardCountsItsPlayAndItsOwnScoreOnly() throws {
        // 12 reds and 12 greens: two moves clear it, each group of 12 worth 100 points.
        var (tracker, final) = try playedGame("RRRRRRGG\nRRRRRRGG\nGGGGGGGG")
        #expect(final.isCleared)
        let stats = tracker.stats
        #expect(try value(stats, "tiles.freeScore") == Int64(final.score))
        #expect(try value(stats, "tiles.moves") == 2)
        for levelStat in ["tiles.tilesCleared", "tiles.groupsRemoved", "tiles.largestGroup", "tiles.score",
                          "tiles.levelsPassed", "tiles.threeStarLevels", "tiles.clearBonus", "tiles.clearedLevel"] {
            #expect(try value(stats, levelStat) ?? 0 == 0, "\(levelStat)")
        }
        let totals = try tracker.finish(outcome: .won, playTimeMilliseconds: 2_000).rolledOver(
            into: try GameStatsCatalog.catalog(for: .tiles).freshTotals())
        #expect(try value(totals, "tiles.gamesWon") == 1)
        #expect(try value(totals, "tiles.playTime") == 2_000)
        for levelTotal in ["tiles.score", "tiles.bestScore", "tiles.bestLevel", "tiles.tilesCleared",
                           "tiles.levelsPassed", "tiles.largestGroup"] {
            #expect(try value(totals, levelTotal) ?? 0 == 0, "\(levelTotal) is the levels' own")
        }
    }

    @Test func aGameOverKeepsTheScoreLessThePenaltyAndUndoTakesItBack() throws {
        // RR then G B G B G: five singles left, (5−2)² = 9 off.
        var (tracker, final) = try playedGame("RRGBGBG")
        #expect(final.score == -9)
        #expect(try value(tracker.stats, "tiles.freeScore") == -9)
        tracker.record([.undone])
        #expect(try value(tracker.stats, "tiles.freeScore") ?? 0 == 0, "back at the start: nothing scored")
        #expect(try value(tracker.stats, "tiles.moves") ?? 0 == 0)
        #expect(try value(tracker.stats, "tiles.undos") == 1)
    }

    @Test func aFreeGameIsDescribedByItsShapeNotALevel() throws {
        let catalog = try GameStatsCatalog.catalog(for: .tiles)
        #expect(catalog.describe(.tilesFree(.normal)) == "Tiles free play 15×10, 3 colours")
        #expect(catalog.describe(.tiles(level: 4)) == "Tiles level 4")
    }

    @Test func theBestPerShapeIgnoresPracticeHintedAndOtherShapes() {
        func game(_ score: Int64, _ context: StatsContext, outcome: GameOutcome = .lost, hints: Int64 = 0) -> PlayedGame {
            PlayedGame(gameID: "g\(score)", kind: .tiles, outcome: outcome, finishedAt: Date(timeIntervalSince1970: 0),
                       context: context, stats: ["tiles.freeScore": score, "tiles.hints": hints])
        }
        let small = StatsContext.tilesFree(.small)
        let games = [game(30, small), game(900, small.practice()), game(800, small, hints: 2),
                     game(700, small, outcome: .abandoned), game(55, small, outcome: .won), game(5_000, .tilesFree(.normal))]
        #expect(FreePlayBest.score(for: .small, in: games) == 55)
        #expect(FreePlayBest.score(for: .large, in: games) == nil)
        #expect(FreePlayBest.all(in: games).map(\.score) == [55, 5_000])
    }
}
