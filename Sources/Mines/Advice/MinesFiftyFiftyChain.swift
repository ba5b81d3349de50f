/// Forced 50/50 chains: covered cells linked two by two by facts of one mine between two
/// cells (`a` or `b`, `b` or `c`, …), so that the whole chain has exactly two fillings, its
/// two alternate halves, and that nothing outside it can ever tell the two apart. A
/// forced 50/50 (`MinesFiftyFifty`) is the chain of two cells; longer chains run along walls
/// of proven mines or bend round them, where JSMinesweeper calls them extended 50/50s.
///
/// The chain cannot be told apart from outside when its halves hold the same number of cells
/// (so the same number of mines: the count of mines left does not tell) and every cell that
/// touches the chain and is not a proven mine, revealed or covered, touches as many cells of
/// one half as of the other (so every number, shown or still to come, counts the same mines
/// either way). Then swapping the halves maps every layout to another that fits the view,
/// shows the same number on every other cell and has the same weight: the chain is a coin
/// toss independent of the rest of the board, and only a reveal inside it can settle it. The
/// guess cannot be avoided and will not get better, so, as a forced 50/50, it is taken as soon
/// as logic runs out, while the safe cell's number can still help its neighbours.
enum MinesFiftyFiftyChain {
    /// The cells (board indices, in increasing order) of the first forced chain of at least
    /// four cells among the engine's facts; nil when there is none. Chains of two are
    /// `MinesFiftyFifty.forcedPair`'s.
    static func forcedChain(in core: SolverCore) -> [Int]? {
        var links: [Int: [Int]] = [:]
        for fact in core.liveFacts() where core.mines(ofFact: fact) == 1 {
            let cells = core.cells(ofFact: fact)
            guard cells.count == 2 else { continue }
            links[cells[0], default: []].append(cells[1])
            links[cells[1], default: []].append(cells[0])
        }
        let board = Neighbourhood(width: core.width, height: core.height)
        var seen = Set<Int>()
        for start in links.keys.sorted() where !seen.contains(start) {
            guard let halves = halves(from: start, links: links, seen: &seen),
                  halves.0.count >= 2, halves.0.count == halves.1.count,
                  isUntouchable(halves, board: board, core: core) else { continue }
            return (halves.0 + halves.1).sorted()
        }
        return nil
    }

    /// The two alternate halves of the chain through `start` (every cell linked to it, however
    /// far); nil when the links contradict themselves (a cell in both halves), which a
    /// consistent view never allows. Marks the chain's cells seen.
    static func halves(from start: Int, links: [Int: [Int]], seen: inout Set<Int>) -> ([Int], [Int])? {
        var side: [Int: Bool] = [start: false]
        // Each cell waits with its half, so none is looked up again.
        var queue = [(cell: start, mine: false)]
        var consistent = true
        seen.insert(start)
        while let (cell, mine) = queue.popLast() {
            for other in links[cell] ?? [] {
                if let known = side[other] {
                    if known == mine { consistent = false }
                } else {
                    side[other] = !mine
                    seen.insert(other)
                    queue.append((other, !mine))
                }
            }
        }
        guard consistent else { return nil }
        return (side.filter { !$0.value }.map(\.key), side.filter { $0.value }.map(\.key))
    }

    /// True when every cell touching the chain, other than its own and the proven mines,
    /// touches as many cells of one half as of the other.
    static func isUntouchable(_ halves: ([Int], [Int]), board: Neighbourhood, core: SolverCore) -> Bool {
        var balance: [Int: Int] = [:]
        for (cells, weight) in [(halves.0, 1), (halves.1, -1)] {
            for cell in cells {
                board.forEachNeighbour(of: cell) { balance[$0, default: 0] += weight }
            }
        }
        let chain = Set(halves.0 + halves.1)
        return balance.allSatisfy { cell, count in
            count == 0 || chain.contains(cell) || core.state(of: cell) == SolverCore.mine
        }
    }
}
