import GameCore
import PropertyBased
import Testing
@testable import Tiles

/// Plays moves through the rules; nil when one is illegal.
func replay(_ moves: [TilesMove], on board: TileBoard) -> TilesState? {
    var state = TilesState(level: 1, par: 1, board: board)
    for move in moves {
        guard let next = state.applying(move)?.state else { return nil }
        state = next
    }
    return state
}

/// Follows hints until the board is cleared or the hint says something else; returns the
/// final state and how many hints were followed.
func followHints(from start: TilesState, solver: TilesSolver = TilesSolver()) -> (state: TilesState, last: TilesHint?) {
    var state = start
    while !state.isCleared {
        let hint = solver.hint(for: state)
        guard case .move(let point) = hint, let next = state.applying(TilesMove(point))?.state else {
            return (state, hint)
        }
        state = next
    }
    return (state, nil)
}

@Suite struct TilesSolverTests {
    @Test func verdictsAgreeWithBruteForceOnSmallBoards() async {
        await propertyCheck(count: 150, input: BoardSpec.generator(width: 2...5, height: 2...4, colours: 2...4)) { spec in
            let board = spec.board
            let expected = BruteForce.fewestMoves(board)
            let solution = TilesSolver().solve(board)
            #expect(!solution.hitLimit)
            #expect(solution.isClearable == (expected != nil), "\(spec): \(board.mapRows)")
            if solution.isClearable {
                #expect(replay(solution.moves, on: board)?.isCleared == true, "\(spec)")
            } else {
                #expect(solution.moves.isEmpty)
            }
        }
    }

    @Test func verdictsAgreeWithBruteForceWhenColoursAreScarce() async {
        // Many colours on few cells leave colours with two or three tiles, which must each go
        // in one move: this exercises the blocking-cycle pruning.
        await propertyCheck(count: 200, input: BoardSpec.generator(width: 3...6, height: 2...4, colours: 4...6)) { spec in
            let board = spec.board
            let solution = TilesSolver().solve(board)
            #expect(solution.isClearable == (BruteForce.fewestMoves(board) != nil), "\(spec): \(board.mapRows)")
        }
    }

    @Test func fewestMovesIsMinimalOnSmallBoards() async {
        await propertyCheck(count: 100, input: BoardSpec.generator(width: 2...5, height: 2...4, colours: 2...3)) { spec in
            let board = spec.board
            let expected = BruteForce.fewestMoves(board)
            let shortest = TilesSolver().fewestMoves(board)
            #expect(!shortest.hitLimit)
            #expect(shortest.isClearable == (expected != nil))
            if let expected {
                #expect(shortest.moves.count == expected, "\(spec): \(board.mapRows)")
                #expect(replay(shortest.moves, on: board)?.isCleared == true)
            }
        }
    }

    @Test func clearingsReplayOnBiggerBoards() async {
        await propertyCheck(count: 40, input: BoardSpec.generator(width: 4...10, height: 4...10, colours: 2...4)) { spec in
            let board = spec.board
            let solution = TilesSolver(nodeLimit: 20_000).solve(board)
            switch solution.verdict {
            case .clearable: #expect(replay(solution.moves, on: board)?.isCleared == true, "\(spec)")
            case .unclearable: #expect(!solution.hitLimit && solution.moves.isEmpty)
            case .undecided: #expect(solution.hitLimit && solution.moves.isEmpty)
            }
        }
    }

    @Test(arguments: [
        "R",
        "RRG",
        "RG\nGR",
        "RGRG\nGRGR\nRGRG\nGRGR",
        // Moves exist, but each leaves a lone tile or a dead end.
        "RRGRG",
        // Red and green each must go in one move, and each stands between the other's tiles.
        "RGRGBB",
        "BRGB\nRRGG\nGBRB",
        "GRG\nRRB\nBGB",
        "B..\nRG.\nGRR",
    ])
    func knownUnclearableBoards(map: String) throws {
        let board = try TileMap.parse(map)
        #expect(BruteForce.fewestMoves(board) == nil, "the example itself must be unclearable")
        let solution = TilesSolver().solve(board)
        #expect(solution.verdict == .unclearable)
        #expect(!solution.hitLimit)
        #expect(TilesSolver().hint(for: TilesState(level: 1, par: 1, board: board)) == .noneClearable)
    }

    @Test func anEmptyBoardIsAlreadyClear() throws {
        let board = TileBoard(grid: Grid(width: 3, height: 3, repeating: 0))
        let solution = TilesSolver().solve(board)
        #expect(solution == TilesSolution(verdict: .clearable, moves: [], nodes: 0, hitLimit: false))
        #expect(TilesSolver().hint(for: TilesState(level: 1, par: 1, board: board)) == .noneClearable)
    }

    @Test func theNodeLimitStopsTheSearch() throws {
        var generator = SeededGenerator(seed: 7)
        let builder = ClearableBoardBuilder(width: 10, height: 8, colours: Array(TileColor.allCases.prefix(5)))
        let board = try #require(builder.build(using: &generator)).board
        let solution = TilesSolver(nodeLimit: 3).solve(board)
        #expect(solution.verdict == .undecided)
        #expect(solution.hitLimit)
        #expect(solution.nodes <= 3)
        #expect(TilesSolver(nodeLimit: 3).hint(for: TilesState(level: 1, par: 1, board: board)) == .unknown)
    }

    @Test func followingHintsClearsClearableBoards() async {
        await propertyCheck(count: 60, input: BoardSpec.generator(width: 2...6, height: 2...6, colours: 2...4)) { spec in
            let board = spec.board
            let clearable = TilesSolver().solve(board).isClearable
            let (end, last) = followHints(from: TilesState(level: 1, par: 1, board: board))
            if clearable {
                #expect(end.isCleared, "\(spec)")
            } else {
                #expect(last == .noneClearable, "\(spec)")
            }
        }
    }

    @Test func hintsPointAtARemovableGroupThatKeepsTheBoardClearable() async {
        await propertyCheck(count: 60, input: BoardSpec.generator(width: 2...5, height: 2...4, colours: 2...3)) { spec in
            let state = TilesState(level: 1, par: 1, board: spec.board)
            if case .move(let point) = TilesSolver().hint(for: state) {
                let next = try #require(state.applying(TilesMove(point)))
                #expect(BruteForce.fewestMoves(next.state.board) != nil, "\(spec)")
            } else {
                #expect(BruteForce.fewestMoves(spec.board) == nil, "\(spec)")
            }
        }
    }
}
