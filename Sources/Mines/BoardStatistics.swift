/// The figures speed players rank boards and games by.
///
/// 3BV (Bechtel's Board Benchmark Value) is the fewest left clicks that clear a board without
/// flags: one per opening (a connected region of cells with no mines around them, which one
/// click opens together with its border of numbers) plus one per numbered cell that borders
/// no opening. 3BV/s is 3BV over the seconds taken, and IOE (index of efficiency) is 3BV over
/// the clicks used: 1 means no click was wasted.
public enum BoardStatistics {
    public static func threeBV(of layout: MineLayout) -> Int {
        solvedThreeBV(of: layout) { _ in true }
    }

    /// The 3BV done so far, as Arbiter counts it while a game is played: each opening whose empty
    /// cells are revealed (one is enough: revealing one opens them all), and each number no
    /// opening reaches that is revealed. A number on an opening's border revealed on its own does
    /// not count: the opening still takes its click. With every cell revealed, the board's 3BV.
    public static func solvedThreeBV(of layout: MineLayout, isRevealed: (Int) -> Bool) -> Int {
        let board = Neighbourhood(width: layout.width, height: layout.height)
        var reached = [Bool](repeating: false, count: layout.cellCount)
        var total = 0
        var pending: [Int] = []
        // Openings: each region of zeros, flooded together with its border.
        for start in 0..<layout.cellCount where !reached[start] && !layout.mines[start] && layout.numbers[start] == 0 {
            var opened = false
            reached[start] = true
            pending.append(start)
            while let cell = pending.popLast() {
                guard layout.numbers[cell] == 0 else { continue }
                if isRevealed(cell) { opened = true }
                board.forEachNeighbour(of: cell) { neighbour in
                    if !reached[neighbour] {
                        reached[neighbour] = true
                        pending.append(neighbour)
                    }
                }
            }
            if opened { total += 1 }
        }
        // Numbers no opening reaches take a click each.
        for cell in 0..<layout.cellCount where !reached[cell] && !layout.mines[cell] && isRevealed(cell) {
            total += 1
        }
        return total
    }

    /// 3BV per second; nil for a time that is not positive.
    public static func threeBVPerSecond(threeBV: Int, milliseconds: Int) -> Double? {
        guard milliseconds > 0 else { return nil }
        return Double(threeBV) * 1000 / Double(milliseconds)
    }

    /// 3BV over clicks; nil when no click was made.
    public static func efficiency(threeBV: Int, clicks: Int) -> Double? {
        guard clicks > 0 else { return nil }
        return Double(threeBV) / Double(clicks)
    }
}
