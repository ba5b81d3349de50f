import GameCore

/// What a player can see of a board: the revealed numbers and the total mine count.
public struct MinesView: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public let totalMines: Int
    /// Row by row: a revealed cell's number, or nil for a covered cell.
    public let numbers: [Int?]

    /// Nil when the sizes disagree, a number is outside 0...8 or the mine count is negative.
    public init?(width: Int, height: Int, totalMines: Int, numbers: [Int?]) {
        guard width > 0, height > 0, numbers.count == width * height, totalMines >= 0,
              numbers.allSatisfy({ $0.map { (0...8).contains($0) } ?? true })
        else { return nil }
        self.init(checkedWidth: width, height: height, totalMines: totalMines, numbers: numbers)
    }

    init(checkedWidth width: Int, height: Int, totalMines: Int, numbers: [Int?]) {
        self.width = width
        self.height = height
        self.totalMines = totalMines
        self.numbers = numbers
    }
}

/// Cells a view proves: safe in every layout that fits it, or a mine in every one.
public struct MinesDeductions: Equatable, Sendable {
    public var safe: [Point]
    public var mines: [Point]

    public init(safe: [Point] = [], mines: [Point] = []) {
        self.safe = safe
        self.mines = mines
    }
}

/// The hint: a cell to reveal, or, when no safe cell can be proven, a mine to flag, or else
/// the covered cell least likely to hold a mine (with that chance, 0...1).
public enum MinesHint: Equatable, Sendable {
    case safe(Point)
    case mine(Point)
    case leastRisky(Point, mineChance: Double)

    public var point: Point {
        switch self {
        case .safe(let point), .mine(let point), .leastRisky(let point, _): point
        }
    }
}

/// How far the solver got on a layout from its first cell.
public struct MinesSolveResult: Equatable, Sendable {
    /// True when logic alone, with the count of mines left, revealed every safe cell.
    public let cleared: Bool
    public let revealedCells: Int
    public let safeCells: Int
}

/// The logical solver, used by the no-guess generator, the hint, `mines solve` and the tests.
///
/// It is complete: a cell is proven safe (or a mine) exactly when it is safe (a mine) in every
/// layout that fits the revealed numbers and the mine count. (No flag is used: the rules let a
/// player flag any covered cell, so a flag proves nothing.) Three fast rules do most of the
/// work:
/// - single: a number (less the mines already known around it) that equals its covered
///   neighbours makes them all mines; one that is zero makes them all safe;
/// - pairs: two overlapping groups of covered cells with known mine counts bound the mines
///   in their common part and in each part alone, which can settle a part or give a smaller
///   group with a known count (the subset rule and the 1-2-1 and 1-1 patterns are cases);
/// - the mine count: when some disjoint groups hold all the mines still to find, every other
///   covered cell is safe (or, holding all the safe cells, every other cell is a mine).
/// The work is incremental: a settled cell updates only the groups around it. Where they are
/// stuck, the exact rule (`FrontierAnalysis`) counts the arrangements of each independent part
/// of the frontier and settles what every layout agrees on; its search is capped, and a part
/// too large to list is counted stage by stage (`FrontierStagedCount`) in view mode, so only a
/// part beyond those caps too proves nothing (`MinesOdds.isExact` tells). When nothing more can be
/// proven, `odds(for:)` gives each covered cell's exact chance of a mine.
public enum MinesSolver {
    /// Everything the view proves, without opening any cell.
    /// A view no layout fits (impossible numbers) proves nothing.
    public static func deductions(for view: MinesView) -> MinesDeductions {
        deductions(from: solvedCore(for: view), view: view)
    }

    /// The engine after deducing all it can from `view` (view mode).
    static func solvedCore(for view: MinesView) -> SolverCore {
        var core = SolverCore(width: view.width, height: view.height, totalMines: view.totalMines,
                              numbers: view.numbers.map { $0.map { Int8($0) } })
        core.run()
        return core
    }

    static func deductions(from core: SolverCore, view: MinesView) -> MinesDeductions {
        guard !core.contradiction else { return MinesDeductions() }
        var result = MinesDeductions()
        for index in 0..<core.settledCount {
            let cell = core.settledCell(index)
            let point = Point(x: cell % view.width, y: cell / view.width)
            if core.state(of: cell) == SolverCore.mine {
                result.mines.append(point)
            } else {
                result.safe.append(point)
            }
        }
        return result
    }

    /// The hint for a board in play: the move `MinesMoveChooser` advises from what the player
    /// sees (a proven-safe cell nearest `near`, unflagged first, else its guess), except that
    /// before a guess a proven mine not yet flagged is pointed out. Nil when the board is over,
    /// or when nothing can be proven and the odds are not exact. Before the first reveal every
    /// cell is safe, and the hint is the centre.
    public static func hint(for board: MinesBoard, near: Point? = nil) -> MinesHint? {
        guard board.outcome == .playing else { return nil }
        guard board.isStarted else { return .safe(Point(x: board.width / 2, y: board.height / 2)) }
        guard let advice = MinesMoveChooser.advice(for: board.visible, near: near) else { return nil }
        return hint(from: advice, on: board, near: near)
    }

    /// The hint that `advice` (the chooser's, for `board`) gives.
    public static func hint(from advice: MinesAdvice, on board: MinesBoard, near: Point? = nil) -> MinesHint? {
        switch advice.reason {
        case .opening, .provenSafe:
            return .safe(advice.point)
        case .guess(let guess):
            let origin = near ?? Point(x: board.width / 2, y: board.height / 2)
            if let mine = advice.provenMines.filter({ board.mark(at: $0) != .flagged })
                .min(by: { distance($0, origin) < distance($1, origin) }) {
                return .mine(mine)
            }
            // Without exact odds no chance is given rather than a guessed one.
            if guess.method == .uncounted { return nil }
            return .leastRisky(advice.point, mineChance: guess.mineChance)
        }
    }

    /// Plays `layout` from `first` by logic alone, opening each cell it proves safe.
    public static func solve(_ layout: MineLayout, from first: Point) -> MinesSolveResult {
        let safeCells = layout.cellCount - layout.mineCount
        guard layout.contains(first), !layout.isMine(at: first) else {
            return MinesSolveResult(cleared: false, revealedCells: 0, safeCells: safeCells)
        }
        var core = SolverCore(width: layout.width, height: layout.height, layout: layout.mines)
        core.open(first.y * layout.width + first.x)
        let cleared = core.run()
        return MinesSolveResult(cleared: cleared, revealedCells: core.settledCount - core.knownMines,
                                safeCells: safeCells)
    }

    /// Steps between two cells for a king: ties broken towards the top left by `min`'s order.
    static func distance(_ a: Point, _ b: Point) -> Int {
        max(abs(a.x - b.x), abs(a.y - b.y)) * 1000 + abs(a.x - b.x) + abs(a.y - b.y)
    }
}
