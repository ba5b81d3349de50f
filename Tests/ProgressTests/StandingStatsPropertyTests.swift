import Foundation
import GameCore
import Tiles
import PropertyBased
import Testing
@testable import Progress

/// Undo takes back what it undoes: a real Tiles game played with undos, redos, restarts and
/// hints rolls over the same stats as the same game played without the undone moves.
@Suite struct StandingStatsPropertyTests {
    /// Counters of the taking back itself (and the clock), which do count every press.
    static let pressCounters: Set<String> = ["tiles.undos", "tiles.restarts", "tiles.hints", "tiles.playTime"]

    /// A small board of three colours from generated cells (every column full: nothing floats).
    static func board(_ cells: [Int]) -> TilesState {
        var rows: [[UInt8]] = []
        for y in 0..<5 { rows.append((0..<6).map { x in UInt8(1 + cells[y * 6 + x] % 3) }) }
        return TilesState(level: 3, par: 6, board: TileBoard(grid: Grid(rows: rows)!))
    }

    /// Plays codes as actions (a group by its position, undo, redo, restart, a hint) through a
    /// real session, recording every turn; returns the tracker and the session.
    static func play(_ codes: [Int], from start: TilesState) throws
        -> (GameStatsTracker, GameSession<TilesState>) {
        var session = GameSession(initial: start)
        var tracker = try GameStatsTracker(context: .tiles(level: 3))
        for code in codes {
            let events: [GameEvent]?
            switch code % 10 {
            case 6: events = session.undo()
            case 7: events = session.redo()
            case 8: events = session.restart()
            case 9: events = session.recordHint()
            default:
                let groups = session.current.board.removableGroups()
                guard !groups.isEmpty else { continue }
                events = session.apply(TilesMove(groups[(code / 10) % groups.count][0]))
            }
            if let events { tracker.record(events, turn: session.log.count) }
        }
        return (tracker, session)
    }

    /// The moves that stand at the end of a log: the session's history, mirrored, from the
    /// last restart that stands.
    static func standingMoves(_ log: [SessionAction<TilesMove>]) -> [TilesMove] {
        var steps: [TilesMove?] = []   // nil: a restart
        var position = 0
        for action in log {
            switch action {
            case .move(let move):
                steps.removeSubrange(position...)
                steps.append(move)
                position += 1
            case .restart:
                steps.removeSubrange(position...)
                steps.append(nil)
                position += 1
            case .undo: position -= 1
            case .redo: position += 1
            case .hint: break
            }
        }
        let standing = steps[..<position]
        let afterRestart = standing.lastIndex(of: nil).map { standing.index(after: $0) } ?? standing.startIndex
        return standing[afterRestart...].compactMap { $0 }
    }

    static func withoutPresses(_ stats: Stats) -> [String: Int64] {
        stats.storedValues.filter { !pressCounters.contains($0.key) }
    }

    @Test func undoRedoAndRestartRollOverTheStatsOfTheMovesThatStand() async throws {
        let catalog = try GameStatsCatalog.catalog(for: .tiles)
        let input = Gen.int(in: 0...59).array(of: 30...30)
        let codes = Gen.int(in: 0...999).array(of: 0...60)
        await propertyCheck(count: 200, input: input, codes) { cells, codes in
            let start = Self.board(cells)
            guard let game = try? Self.play(codes, from: start), let fresh = try? Self.play([], from: start) else {
                Issue.record("the game could not be tracked")
                return
            }
            var (played, session) = game
            var (clean, cleanSession) = fresh
            let moves = Self.standingMoves(session.log)
            for move in moves {
                guard let events = cleanSession.apply(move) else {
                    Issue.record("a standing move is not legal in the clean game")
                    return
                }
                clean.record(events, turn: cleanSession.log.count)
            }
            #expect(cleanSession.current == session.current, "the clean game ends on the same board")
            #expect(Self.withoutPresses(played.stats) == Self.withoutPresses(clean.stats), "codes \(codes)")
            // And the totals each rolls into agree, apart from the presses.
            let outcome: GameOutcome = session.current.board.isEmpty ? .won : .abandoned
            guard let rolled = try? played.finish(outcome: outcome, playTimeMilliseconds: 1_000, totals: catalog.freshTotals()),
                  let cleanRolled = try? clean.finish(outcome: outcome, playTimeMilliseconds: 1_000,
                                                      totals: catalog.freshTotals()) else {
                Issue.record("the games could not be rolled over")
                return
            }
            #expect(Self.withoutPresses(rolled) == Self.withoutPresses(cleanRolled))
            #expect(played.result?.levelClear == clean.result?.levelClear, "the clear stands only with its moves")
        }
    }

    /// The inflation the issue saw: a move undone and played again counts once.
    @Test func aMoveUndoneAndPlayedAgainCountsOnce() throws {
        let start = Self.board(Array(0..<30).map { $0 / 3 })
        let (once, _) = try Self.play([0], from: start)
        let (again, _) = try Self.play([0, 6, 0, 6, 7, 6, 0], from: start)
        let tiles = try #require(try once.stats.value(named: "tiles.tilesCleared"))
        #expect(tiles > 0)
        #expect(try again.stats.value(named: "tiles.tilesCleared") == tiles)
        #expect(try again.stats.value(named: "tiles.moves") == 1)
        #expect(try again.stats.value(named: "tiles.undos") == 3, "the undos themselves still count")
    }

    /// Achievements see the game in play as it stands too: undoing and replaying a move over and
    /// over neither earns a tier nor moves its progress past what the moves that stand reach.
    @Test func undoingAndReplayingCannotFarmATotal() throws {
        let entry = AchievementHarness.entry("tidy", #"{"stat": "tiles.tilesCleared", "scope": "total", "atLeast": 100}"#)
        var harness = try AchievementHarness(catalog: AchievementHarness.catalog(entry))
        try harness.start(.tiles(level: 1))
        harness.play([.group(30)])
        for _ in 0..<10 {
            harness.play([.undone])
            harness.play([.group(30)])
            harness.play([.undone])
            harness.play([.redone])
        }
        #expect(harness.times("tidy") == 0)
        #expect(harness.player.achievements.record(id: "test.clearfield.tidy")?.progress == 30)
        try harness.finish(.abandoned)
        #expect(try harness.player.totals(for: .tiles).value(named: "tiles.tilesCleared") == 30)
        #expect(try harness.player.totals(for: .tiles).value(named: "tiles.undos") == 20)
    }
}
