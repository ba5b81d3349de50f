import Storage
import Tiles

extension LevelRules {
    /// Tiles' rules for a level: its map format (`TileMap.problem`) and the solver's proof with
    /// par (`TilesSolver.fewestMoves` within `nodeLimit` positions per stage). A pure function
    /// of the map, so the level editor can run it in a background job.
    public static func tiles(nodeLimit: Int = TilesSolver.defaultNodeLimit) -> LevelRules {
        LevelRules(mapProblem: TileMap.problem(in:), prove: { map in proof(of: map, nodeLimit: nodeLimit) })
    }

    public static func proof(of map: String, nodeLimit: Int) -> LevelProof {
        guard let board = try? TileMap.parse(map) else { return .undecided(reason: "its map cannot be read") }
        let solution = TilesSolver(nodeLimit: nodeLimit).fewestMoves(board)
        switch solution.verdict {
        case .clearable: return .clearable(par: max(1, solution.moves.count))
        case .unclearable: return .unclearable
        case .undecided:
            return .undecided(reason: "the solver could not decide within \(nodeLimit) positions")
        }
    }
}
