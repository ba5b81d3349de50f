import GameCore
@testable import Mines

/// The plainest possible reference for the solver on small boards: every way to choose the
/// mines left among the covered cells, kept when it gives every revealed number, counted per
/// cell. A cell is safe (a mine) when no kept layout has (lacks) a mine there; its chance of
/// a mine is the share of kept layouts with one. Nothing clever, nothing shared with the
/// solver: only for views with few layouts to list.
struct BruteForceMines {
    let view: MinesView
    /// How many kept layouts have a mine on each cell (revealed cells: 0).
    private(set) var minesAt: [Int]
    /// Kept layouts; 0 when none fits.
    private(set) var layouts = 0
    /// The kept layouts themselves: the board indices of each one's mines.
    private(set) var kept: [Set<Int>] = []

    /// Nil when there are more than `limit` ways to choose the mines.
    init?(view: MinesView, limit: Int = 5_000) {
        self.view = view
        let covered = view.numbers.indices.filter { view.numbers[$0] == nil }
        guard view.totalMines <= covered.count,
              Self.binomial(covered.count, view.totalMines, cap: limit) <= limit else { return nil }
        minesAt = [Int](repeating: 0, count: view.numbers.count)
        var isMine = [Bool](repeating: false, count: view.numbers.count)
        var chosen: [Int] = []
        func choose(from start: Int) {
            if chosen.count == view.totalMines {
                if fits(isMine) {
                    layouts += 1
                    kept.append(Set(chosen))
                    for cell in chosen { minesAt[cell] += 1 }
                }
                return
            }
            guard start < covered.count else { return }
            for index in start..<covered.count {
                isMine[covered[index]] = true
                chosen.append(covered[index])
                choose(from: index + 1)
                chosen.removeLast()
                isMine[covered[index]] = false
            }
        }
        choose(from: 0)
    }

    /// Whether a layout gives every revealed number.
    private func fits(_ isMine: [Bool]) -> Bool {
        for (cell, number) in view.numbers.enumerated() {
            guard let number else { continue }
            let x = cell % view.width, y = cell / view.width
            var around = 0
            for dy in -1...1 {
                for dx in -1...1 where dx != 0 || dy != 0 {
                    let nx = x + dx, ny = y + dy
                    if nx >= 0, ny >= 0, nx < view.width, ny < view.height, isMine[ny * view.width + nx] { around += 1 }
                }
            }
            if around != number { return false }
        }
        return true
    }

    private func point(_ cell: Int) -> Point { Point(x: cell % view.width, y: cell / view.width) }

    /// Covered cells with a mine in no kept layout.
    var safe: Set<Point> {
        guard layouts > 0 else { return [] }
        return Set(view.numbers.indices.filter { view.numbers[$0] == nil && minesAt[$0] == 0 }.map(point))
    }

    /// Covered cells with a mine in every kept layout.
    var mines: Set<Point> {
        guard layouts > 0 else { return [] }
        return Set(view.numbers.indices.filter { view.numbers[$0] == nil && minesAt[$0] == layouts }.map(point))
    }

    /// The share of kept layouts with a mine on `cell`.
    func chance(_ cell: Int) -> Double { Double(minesAt[cell]) / Double(layouts) }

    /// C(n, k), or anything above `cap` once it passes it.
    static func binomial(_ n: Int, _ k: Int, cap: Int) -> Int {
        guard k >= 0, k <= n else { return 0 }
        var result = 1
        for step in 0..<min(k, n - k) {
            result = result * (n - step) / (step + 1)
            if result > cap { return cap + 1 }
        }
        return result
    }
}
