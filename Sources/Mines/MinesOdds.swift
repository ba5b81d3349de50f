import GameCore

/// The chance of a mine under each covered cell of a view, when every layout that fits the
/// numbers and the mine count is equally likely: what a player should weigh when logic has
/// run out.
public struct MinesOdds: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// Row by row: the chance (0...1) of a mine on a covered cell; nil on revealed cells, and
    /// on every cell when the odds are not exact.
    public let mineChances: [Double?]
    /// False when some part of the frontier had too many arrangements to count within the
    /// solver's budget: then no chance is given rather than a guessed one.
    public let isExact: Bool
    /// The natural logarithm of the number of layouts that fit the view (nil when not exact):
    /// how the look-ahead weighs what a reveal may show (`MinesGuessRating`).
    let logLayoutCount: Double?

    init(width: Int, height: Int, mineChances: [Double?], isExact: Bool, logLayoutCount: Double? = nil) {
        self.width = width
        self.height = height
        self.mineChances = mineChances
        self.isExact = isExact
        self.logLayoutCount = logLayoutCount
    }

    /// The chance of a mine at `point`; nil off the board, on a revealed cell, or when not exact.
    public func mineChance(at point: Point) -> Double? {
        guard point.x >= 0, point.y >= 0, point.x < width, point.y < height else { return nil }
        return mineChances[point.y * width + point.x]
    }

    /// The covered cell with the lowest chance of a mine, nearest `origin` among equals;
    /// nil when the odds are not exact or no cell is covered. `excluding` skips cells (the
    /// player's flags).
    public func leastRisky(near origin: Point, excluding: (Point) -> Bool = { _ in false }) -> Point? {
        var best: (point: Point, chance: Double, distance: Int)?
        for (index, chance) in mineChances.enumerated() {
            guard let chance else { continue }
            let point = Point(x: index % width, y: index / width)
            guard !excluding(point) else { continue }
            let distance = MinesSolver.distance(point, origin)
            // Chances computed along different paths can differ in the last bits: within a
            // millionth of a percent they count as equal and the nearer cell wins.
            if let current = best {
                if chance < current.chance - 1e-12 || (abs(chance - current.chance) <= 1e-12 && distance < current.distance) {
                    best = (point, chance, distance)
                }
            } else {
                best = (point, chance, distance)
            }
        }
        return best?.point
    }
}

extension MinesSolver {
    /// The odds for every covered cell of `view`: 0 or 1 on the cells logic proves, the exact
    /// chance elsewhere. Not exact (`isExact` false, no chances) when a part of the frontier
    /// has too many arrangements to count within the budget, or when no layout fits.
    public static func odds(for view: MinesView) -> MinesOdds {
        odds(from: solvedCore(for: view), view: view)
    }

    /// The odds from an engine that has deduced all it can from `view`.
    static func odds(from core: SolverCore, view: MinesView) -> MinesOdds {
        let cellCount = view.width * view.height
        let notExact = MinesOdds(width: view.width, height: view.height,
                                 mineChances: [Double?](repeating: nil, count: cellCount), isExact: false)
        guard !core.contradiction else { return notExact }
        var chances = [Double?](repeating: nil, count: cellCount)
        for cell in 0..<cellCount where view.numbers[cell] == nil {
            switch core.state(of: cell) {
            case SolverCore.mine: chances[cell] = 1
            case SolverCore.unknown: break
            default: chances[cell] = 0
            }
        }
        var logLayoutCount = 0.0
        if core.unknownCount > 0 {
            let analysis = FrontierAnalysis(core: core)
            guard let odds = FrontierOdds(analysis) else { return notExact }
            logLayoutCount = odds.logLayoutCount
            for (part, component) in analysis.components.enumerated() {
                for (index, cell) in component.cells.enumerated() { chances[cell] = odds.partChances[part][index] }
            }
            for cell in analysis.outside { chances[cell] = odds.outsideChance }
        }
        return MinesOdds(width: view.width, height: view.height, mineChances: chances, isExact: true,
                         logLayoutCount: logLayoutCount)
    }
}
