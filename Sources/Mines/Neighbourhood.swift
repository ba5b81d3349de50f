import GameCore

/// Cell indices on a board stored row by row, and the walks over neighbours that the rules,
/// the solver and the statistics share.
struct Neighbourhood: Sendable {
    let width: Int
    let height: Int

    func index(of point: Point) -> Int { point.y * width + point.x }
    func point(at index: Int) -> Point { Point(x: index % width, y: index / width) }

    func contains(_ point: Point) -> Bool {
        point.x >= 0 && point.y >= 0 && point.x < width && point.y < height
    }

    /// Calls `body` with the index of every cell touching `index` (not `index` itself).
    @inline(__always)
    func forEachNeighbour(of index: Int, _ body: (Int) -> Void) {
        let x = index % width, y = index / width
        let x0 = x > 0 ? x - 1 : x, x1 = x + 1 < width ? x + 1 : x
        let y0 = y > 0 ? y - 1 : y, y1 = y + 1 < height ? y + 1 : y
        var ny = y0
        while ny <= y1 {
            var nx = x0
            let row = ny * width
            while nx <= x1 {
                if nx != x || ny != y { body(row + nx) }
                nx += 1
            }
            ny += 1
        }
    }

    /// The cells of the 3×3 block centred on `point`, clipped to the board: the first
    /// opening that never holds a mine.
    func block(around point: Point) -> [Int] {
        var cells: [Int] = []
        for y in max(0, point.y - 1)...min(height - 1, point.y + 1) {
            for x in max(0, point.x - 1)...min(width - 1, point.x + 1) {
                cells.append(y * width + x)
            }
        }
        return cells
    }
}

extension SeededGenerator {
    /// A uniform integer in 0..<bound, by Lemire's multiply-and-reject method.
    ///
    /// Written out here rather than using `Int.random(in:using:)` so the sequence is fixed by
    /// this code alone: a seed must rebuild the same board on every Swift version, or saved
    /// games and endless runs would not replay.
    mutating func uniform(below bound: Int) -> Int {
        let limit = UInt64(bound)
        var product = next().multipliedFullWidth(by: limit)
        if product.low < limit {
            let threshold = (0 &- limit) % limit
            while product.low < threshold {
                product = next().multipliedFullWidth(by: limit)
            }
        }
        return Int(product.high)
    }
}
