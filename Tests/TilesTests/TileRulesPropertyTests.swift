import GameCore
import PropertyBased
import Testing
@testable import Tiles

@Suite struct TileRulesPropertyTests {
    @Test func aMoveRemovesExactlyItsGroupFromTheColourCounts() async {
        await propertyCheck(input: BoardSpec.generator(), Gen.int(in: 0...10_000).array(of: 1...12)) { spec, choices in
            var state = TilesState(level: 1, par: 1, board: spec.board)
            for choice in choices {
                guard let move = state.board.pickMove(choice) else { break }
                let group = state.board.group(at: move.point)
                let colour = try #require(state.board.color(at: move.point))
                let before = state.board.tileCountsByColor
                let (next, events) = try #require(state.applying(move))
                let after = next.board.tileCountsByColor
                for tileColour in TileColor.allCases {
                    let removed = tileColour == colour ? group.count : 0
                    #expect((before[tileColour] ?? 0) - (after[tileColour] ?? 0) == removed, "\(spec)")
                }
                #expect(events.first == .groupRemoved(size: group.count, color: colour.rawValue,
                                                      points: (group.count - 2) * (group.count - 2)))
                state = next
            }
        }
    }

    @Test func nothingFloatsAndColumnsCloseLeft() async {
        await propertyCheck(input: BoardSpec.generator(), Gen.int(in: 0...10_000).array(of: 1...20)) { spec, choices in
            var board = spec.board
            #expect(board.isSettled)
            for choice in choices {
                guard let move = board.pickMove(choice) else { break }
                let next = board.removing(board.group(at: move.point))
                #expect(next.isSettled, "\(spec): \(board.mapRows) → \(next.mapRows)")
                #expect(next.width == board.width && next.height == board.height)
                board = next
            }
        }
    }

    @Test func undoAfterApplyRestoresTheExactState() async {
        await propertyCheck(input: BoardSpec.generator(), Gen.int(in: 0...10_000).array(of: 1...12)) { spec, choices in
            var session = GameSession(initial: TilesState(level: 3, par: 5, board: spec.board))
            for choice in choices {
                guard let move = session.current.board.pickMove(choice) else { break }
                let before = session.current
                #expect(session.apply(move) != nil)
                let after = session.current
                session.undo()
                #expect(session.current == before)
                session.redo()
                #expect(session.current == after)
            }
        }
    }

    @Test func scoreIsTheSumOfGroupPointsPlusTheClearBonus() async {
        await propertyCheck(input: BoardSpec.generator(colours: 2...3), Gen.int(in: 0...10_000).array(of: 40)) { spec, choices in
            var state = TilesState(level: 1, par: 1, board: spec.board)
            var expected = 0
            var moves = 0
            for choice in choices {
                guard let move = state.board.pickMove(choice) else { break }
                let size = state.board.group(at: move.point).count
                let (next, events) = try #require(state.applying(move))
                expected += (size - 2) * (size - 2)
                moves += 1
                if next.isCleared {
                    expected += 1000
                    #expect(events.contains(.levelCleared(level: 1, score: expected, moves: moves,
                                                          stars: next.stars, bonus: 1000)))
                }
                #expect(events.contains(.boardStuck) == next.isStuck)
                state = next
            }
            #expect(state.score == expected)
            #expect(state.moves == moves)
            #expect(state.isStuck == (!state.isCleared && state.board.removableGroups().isEmpty))
        }
    }

    @Test func illegalMovesAreRefusedWithoutChange() async {
        await propertyCheck(input: BoardSpec.generator(), Gen.int(in: -3...10), Gen.int(in: -3...10)) { spec, x, y in
            let state = TilesState(level: 1, par: 1, board: spec.board)
            let point = Point(x: x, y: y)
            let legal = state.board.group(at: point).count >= 2
            #expect((state.applying(TilesMove(point)) != nil) == legal)
        }
    }

    @Test func removingPointsOffTheBoardChangesNothing() async {
        await propertyCheck(input: BoardSpec.generator(), Gen.int(in: 1...5)) { spec, offset in
            let board = spec.board
            let outside = [Point(x: -offset, y: 0), Point(x: board.width + offset, y: 0), Point(x: 0, y: board.height)]
            #expect(board.removing(outside) == board)
        }
    }

    @Test func mapTextRoundTrips() async throws {
        await propertyCheck(input: BoardSpec.generator()) { spec in
            let board = spec.board
            let parsed = try TileMap.parse(board.mapRows.joined(separator: "\n"))
            #expect(parsed == board)
        }
    }
}
