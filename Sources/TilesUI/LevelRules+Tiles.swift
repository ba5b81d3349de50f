import Shell
import ReplayUI
import TilesPacksUI
import TilesLevels
import Tiles

extension LevelRules {
    /// Tiles' rules for a level: its map format (`TileMap.problem`) and the solver's proof with
    /// par. A pure function of the map, so the level editor can run it in a background job.
    ///
    /// The proof is `TilesSolver.solve` within `nodeLimit` positions (a clearing, or proof there is
    /// none); par is the fewest moves `fewestMoves` finds within `parNodeLimit` positions per stage,
    /// never more than the proof's own clearing. A smaller budget for par keeps a 200-level pack's
    /// import short (docs/PERFORMANCE.md); a designer who knows a shorter clearing may write par.
    public static func tiles(nodeLimit: Int = TilesSolver.defaultNodeLimit, parNodeLimit: Int = 100_000) -> LevelRules {
        LevelRules(mapProblem: TileMap.problem(in:), prove: { map in
            proof(of: map, nodeLimit: nodeLimit, parNodeLimit: parNodeLimit)
        })
    }

    public static func proof(of map: String, nodeLimit: Int, parNodeLimit: Int) -> LevelProof {
        guard let board = try? TileMap.parse(map) else { return .undecided(reason: "its map cannot be read") }
        let clearing = TilesSolver(nodeLimit: nodeLimit).solve(board)
        switch clearing.verdict {
        case .unclearable: return .unclearable
        case .undecided: return .undecided(reason: "the solver could not decide within \(nodeLimit) positions")
        case .clearable:
            let shortest = TilesSolver(nodeLimit: parNodeLimit).fewestMoves(board, beamWidth: 100)
            let moves = shortest.verdict == .clearable ? min(shortest.moves.count, clearing.moves.count) : clearing.moves.count
            return .clearable(par: max(1, moves))
        }
    }
}
