import GameCore
@testable import Mines

/// A second, independent and deliberately simple solver for checking `MinesSolver`: it lists
/// every way to put mines on the covered cells next to a number, keeps those that fit every
/// number and leave a possible count for the other covered cells, and reads off which cells
/// are the same in all of them. Exponential; only for small borders.
struct ExhaustiveChecker {
    struct Verdict: Equatable {
        var safe: Set<Point> = []
        var mines: Set<Point> = []
    }

    let view: MinesView

    /// Nil when the border has more than `limit` cells, or no layout fits the view.
    func verdict(borderLimit limit: Int = 20) -> Verdict? {
        let width = view.width, height = view.height
        func neighbours(_ point: Point) -> [Point] {
            point.surroundingNeighbours.filter { $0.x >= 0 && $0.y >= 0 && $0.x < width && $0.y < height }
        }
        func number(_ point: Point) -> Int? { view.numbers[point.y * width + point.x] }

        let all = (0..<height).flatMap { y in (0..<width).map { Point(x: $0, y: y) } }
        let covered = all.filter { number($0) == nil }
        let border = covered.filter { cell in neighbours(cell).contains { number($0) != nil } }
        let interior = covered.count - border.count
        guard border.count <= limit else { return nil }

        let borderIndex = Dictionary(uniqueKeysWithValues: border.enumerated().map { ($1, $0) })
        // Each revealed number: which border cells it sees and how many mines it needs.
        let constraints: [(cells: [Int], mines: Int)] = all.compactMap { point in
            guard let value = number(point) else { return nil }
            return (neighbours(point).compactMap { borderIndex[$0] }, value)
        }

        var canBeMine = [Bool](repeating: false, count: border.count)
        var canBeSafe = [Bool](repeating: false, count: border.count)
        var interiorCanHoldMine = false
        var interiorCanBeClear = false
        var anyLayout = false
        var assignment = [Bool](repeating: false, count: border.count)

        // For pruning: per number, mines placed so far and border cells not yet decided.
        var placed = [Int](repeating: 0, count: constraints.count)
        var undecided = constraints.map(\.cells.count)
        var constraintsOf = [[Int]](repeating: [], count: border.count)
        for (index, constraint) in constraints.enumerated() {
            for cell in constraint.cells { constraintsOf[cell].append(index) }
        }

        func enumerate(_ index: Int, mines: Int) {
            guard mines <= view.totalMines else { return }
            if index == border.count {
                let rest = view.totalMines - mines
                guard rest >= 0, rest <= interior else { return }
                anyLayout = true
                for cell in border.indices {
                    if assignment[cell] { canBeMine[cell] = true } else { canBeSafe[cell] = true }
                }
                if rest > 0 { interiorCanHoldMine = true }
                if rest < interior { interiorCanBeClear = true }
                return
            }
            for value in [false, true] {
                assignment[index] = value
                var possible = true
                for constraint in constraintsOf[index] {
                    undecided[constraint] -= 1
                    if value { placed[constraint] += 1 }
                    let need = constraints[constraint].mines
                    if placed[constraint] > need || placed[constraint] + undecided[constraint] < need { possible = false }
                }
                if possible { enumerate(index + 1, mines: mines + (value ? 1 : 0)) }
                for constraint in constraintsOf[index] {
                    undecided[constraint] += 1
                    if value { placed[constraint] -= 1 }
                }
            }
            assignment[index] = false
        }
        // Numbers with no covered neighbour must already be satisfied (they are zero).
        guard constraints.allSatisfy({ !$0.cells.isEmpty || $0.mines == 0 }) else { return nil }
        enumerate(0, mines: 0)
        guard anyLayout else { return nil }

        var verdict = Verdict()
        for (index, cell) in border.enumerated() {
            if !canBeMine[index] { verdict.safe.insert(cell) }
            if !canBeSafe[index] { verdict.mines.insert(cell) }
        }
        for cell in covered where borderIndex[cell] == nil {
            if !interiorCanHoldMine { verdict.safe.insert(cell) }
            if !interiorCanBeClear { verdict.mines.insert(cell) }
        }
        return verdict
    }
}
