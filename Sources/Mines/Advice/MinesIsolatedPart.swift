import Foundation

/// An *isolated part* of the frontier: covered cells linked by facts that every layout fills
/// with the same number of mines, and whose covered neighbours are all in the part (an
/// enclosed pocket, typically against a wall or among proven mines). Such a part is
/// independent of the rest of the board: its layouts combine with every layout of the rest,
/// no reveal outside it shows a number counting its cells, and no reveal inside it one
/// counting cells outside. So the chance of winning the board is the chance of clearing the
/// part times that of clearing the rest, whatever order the two are played in, and the part is
/// best played exactly, now: its layouts are few even when the board's are not, and the exact
/// search (`MinesEndgame`) over them alone finds the cell that clears it most often (as
/// JSMinesweeper's "isolated edge" does).
enum MinesIsolatedPart {
    /// The best cell of the smallest isolated part (`part(in:)`) and its chance of clearing
    /// the part; nil when there is none (or its search ran past its cap).
    static func bestChoice(in core: SolverCore) -> MinesEndgame.Choice? {
        guard let part = part(in: core),
              let list = MinesLayoutList(core: core, part: part.cells, mines: part.mines, limit: MinesEndgame.layoutLimit),
              var search = MinesEndgame(list: list) else { return nil }
        return search.bestChoice()
    }

    /// The smallest isolated part with between 2 and `MinesEndgame.layoutLimit` layouts (its
    /// cells, in board order, and its mines); nil when there is none. `core` has deduced all
    /// it can.
    static func part(in core: SolverCore) -> (cells: [Int], mines: Int)? {
        let analysis = FrontierAnalysis(core: core)
        let board = Neighbourhood(width: core.width, height: core.height)
        var best: (cells: [Int], mines: Int, layouts: Int)?
        for component in analysis.components where component.isExact && component.cells.count <= 64 {
            // One mine count only: otherwise the rest's layouts weigh the part's counts.
            let counts = component.arrangements.enumerated().filter { $0.element > 0 }
            guard counts.count == 1, let (mines, layouts) = counts.first,
                  layouts >= 2, layouts <= MinesEndgame.layoutLimit,
                  layouts < best?.layouts ?? .max else { continue }
            let part = Set(component.cells)
            var enclosed = true
            for cell in component.cells where enclosed {
                board.forEachNeighbour(of: cell) { neighbour in
                    if core.state(of: neighbour) == SolverCore.unknown && !part.contains(neighbour) { enclosed = false }
                }
            }
            if enclosed { best = (component.cells.sorted(), mines, layouts) }
        }
        return best.map { ($0.cells, $0.mines) }
    }
}
