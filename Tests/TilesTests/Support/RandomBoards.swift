import GameCore
import PropertyBased
@testable import Tiles

/// What a property test draws: a board size, a number of colours, a seed for the cells and
/// whether columns get ragged tops and missing right-hand columns.
struct BoardSpec: Sendable, CustomStringConvertible {
    var width: Int
    var height: Int
    var colours: Int
    var seed: UInt64
    var ragged: Bool

    var description: String { "\(width)×\(height), \(colours) colours, seed \(seed), ragged \(ragged)" }

    /// A settled board: each column is a random stack resting on the bottom, and with
    /// `ragged` some columns are shorter and the rightmost ones may be empty.
    var board: TileBoard {
        var generator = SeededGenerator(seed: seed)
        var grid = Grid<UInt8>(width: width, height: height, repeating: 0)
        let filledColumns = ragged ? Int.random(in: 1...width, using: &generator) : width
        for x in 0..<filledColumns {
            let stack = ragged ? Int.random(in: 1...height, using: &generator) : height
            for row in 0..<stack {
                grid[x, height - 1 - row] = UInt8(Int.random(in: 1...colours, using: &generator))
            }
        }
        return TileBoard(grid: grid)
    }

    static func generator(width: ClosedRange<Int> = 2...8, height: ClosedRange<Int> = 2...8,
                          colours: ClosedRange<Int> = 2...5) -> Generator<BoardSpec, some SendableSequenceType> {
        zip(Gen.int(in: width), Gen.int(in: height), Gen.int(in: colours), Gen.uint64(), Gen.bool)
            .map { width, height, colours, seed, ragged in
                BoardSpec(width: width, height: height, colours: colours, seed: seed, ragged: ragged)
            }
    }
}

extension TileBoard {
    /// Checked cell by cell, independently of the rules code: no tile above an empty cell
    /// and no empty column left of a column with tiles.
    var isSettled: Bool {
        var sawEmptyColumn = false
        for x in 0..<width {
            var sawTile = false
            for y in 0..<height {
                if grid[x, y] != 0 {
                    sawTile = true
                } else if sawTile {
                    return false
                }
            }
            if sawTile && sawEmptyColumn { return false }
            if !sawTile { sawEmptyColumn = true }
        }
        return true
    }

    /// Plays a legal move chosen by `choice` (modulo the number of removable groups); nil
    /// when there is none.
    func pickMove(_ choice: Int) -> TilesMove? {
        let groups = removableGroups()
        guard !groups.isEmpty else { return nil }
        let group = groups[choice % groups.count]
        return TilesMove(group[choice % group.count])
    }
}

/// A deliberately naive exhaustive solver over the public rules, used to check the real one
/// on small boards: it tries every group and remembers boards it has already seen.
enum BruteForce {
    /// The fewest moves that clear the board, or nil when it cannot be cleared.
    static func fewestMoves(_ board: TileBoard) -> Int? {
        var memo: [TileBoard: Int?] = [:]
        return fewestMoves(board, memo: &memo)
    }

    private static func fewestMoves(_ board: TileBoard, memo: inout [TileBoard: Int?]) -> Int? {
        if board.isEmpty { return 0 }
        if let known = memo[board] { return known }
        var best: Int?
        for group in board.removableGroups() {
            if let rest = fewestMoves(board.removing(group), memo: &memo), rest + 1 < (best ?? .max) {
                best = rest + 1
            }
        }
        memo[board] = best
        return best
    }
}
