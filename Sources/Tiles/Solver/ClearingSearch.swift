/// Search for any sequence of moves that clears the board.
///
/// Moves are tried best first by a cheap look-ahead: the move that leaves the fewest lone
/// tiles (tiles in no group) goes first. Because an early mistake can hide a clearing
/// behind a huge hopeless subtree, the search runs as limited discrepancy search: each pass
/// may deviate from the preferred order only so far (taking the i-th best move of a
/// position spends i of the pass's allowance); the last pass has no limit and is a plain
/// exhaustive depth-first search, so an unclearable board is still proven so. On designed
/// boards the first passes usually find a clearing in about as many positions as it has moves.
///
/// A transposition table remembers, for each position, the largest allowance it failed
/// with, or that it is hopeless outright; a position reached again by another order of the
/// same moves costs one lookup. A position is hopeless when no group is left or when
/// colours that must each go in a single move block each other (see
/// `SearchEngine.hasBlockingCycle`), and a move that would leave a colour with a single tile
/// (never removable) is never tried.
final class ClearingSearch {
    /// Allowances of the passes before the last, unlimited one.
    static let defaultSchedule = [0, 1, 2, 4, 8]

    private let engine: SearchEngine
    private let nodeLimit: Int
    private let schedule: [Int]
    private var failed = PositionTable()
    private static let hopeless: UInt32 = .max
    private(set) var nodes = 0
    private(set) var hitLimit = false
    /// The clearing moves, first move first, once `run` has returned true.
    private(set) var solution: [SearchGroup] = []

    init(engine: SearchEngine, nodeLimit: Int, schedule: [Int] = ClearingSearch.defaultSchedule) {
        self.engine = engine
        self.nodeLimit = nodeLimit
        self.schedule = schedule
    }

    /// True when the start position can be cleared; false when it cannot or the node limit
    /// was hit first (`hitLimit` tells which).
    func run() -> Bool {
        if engine.isEmpty(depth: 0) { return true }
        if engine.hasLoneColour(depth: 0) { return false }
        for allowance in schedule + [Int(UInt32.max - 1)] {
            solution.removeAll()
            let (found, complete) = search(depth: 0, allowance: allowance)
            if found {
                solution.reverse()
                return true
            }
            if complete || hitLimit { return false }
        }
        return false
    }

    /// Whether a clearing was found, and whether the subtree was searched completely.
    private func search(depth: Int, allowance: Int) -> (found: Bool, complete: Bool) {
        if engine.isEmpty(depth: depth) { return (true, true) }
        if nodes >= nodeLimit {
            hitLimit = true
            return (false, false)
        }
        nodes &+= 1
        let key = engine.key(depth: depth)
        if let known = failed.value(for: key) {
            if known == Self.hopeless { return (false, true) }
            if Int(known) >= allowance { return (false, false) }
        }
        if engine.hasBlockingCycle(depth: depth) {
            failed.set(Self.hopeless, for: key)
            return (false, true)
        }
        engine.listGroups(depth: depth)
        let count = engine.groupCount(depth: depth)
        order(depth: depth, count: count)
        var complete = true
        var price = -1  // the rank of this move among those tried, and what it costs
        for index in 0..<count {
            let group = engine.group(index, depth: depth)
            if engine.count(of: Int(group.colour), depth: depth) - Int32(group.size) == 1 { continue }
            price += 1
            if price > allowance {
                complete = false
                break
            }
            engine.apply(group, depth: depth)
            let child = search(depth: depth + 1, allowance: allowance - price)
            if child.found {
                solution.append(group)
                return (true, true)
            }
            if hitLimit { return (false, false) }
            if !child.complete { complete = false }
        }
        failed.set(complete ? Self.hopeless : UInt32(allowance), for: key)
        return (false, complete)
    }

    /// Puts the listed groups of a position in the order they are tried.
    private func order(depth: Int, count: Int) {
        guard count > 1 else { return }
        for index in 0..<count {
            let group = engine.group(index, depth: depth)
            engine.apply(group, depth: depth)
            let loners = engine.loners(depth: depth + 1)
            engine.setPriority(-Int32(loners) * 256 + Int32(group.size), of: index, depth: depth)
        }
        engine.sortGroups(depth: depth)
    }
}
