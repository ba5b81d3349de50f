import Foundation

/// The chance of a mine on each cell of the frontier, from the counts of `FrontierAnalysis`.
///
/// Every layout that fits is equally likely. A layout is one arrangement per part plus a
/// choice of cells for the rest of the mines outside, so a choice of counts m₁…m_k for the
/// parts stands for ∏ N_c(m_c) · C(U, M − Σm) layouts (N_c(m): the part's arrangements with m
/// mines, U: cells outside, M: mines left). These numbers overflow any integer on a large
/// board, but only their ratios matter: every table below is divided by its largest entry as
/// it is built, and the binomials are taken from sums of logarithms, so each stays within
/// Double's range and the ratios keep Double's precision.
///
/// The parts are combined in two sweeps: forward, the weight of each total over the parts
/// before part c; backward, the weight of each total over the parts after it, with the
/// outside's binomial folded in. Their meeting at each part gives the weight of each of its
/// counts, in time proportional to the frontier's size times its range of totals.
struct FrontierOdds {
    /// Per part, per cell of the part (in `FrontierComponent.cells` order): the chance of a mine.
    let partChances: [[Double]]
    /// The chance of a mine on each cell outside; nil when there is none.
    let outsideChance: Double?
    /// The natural logarithm of the number of layouts that fit: the tables' scale factors put
    /// back. Two views of one board compare by it: the chance of a position reached by one
    /// more reveal is the ratio of their counts (`MinesGuessRating`).
    let logLayoutCount: Double

    /// Nil when the analysis is not exact (a part's search ran out) or no layout fits.
    init?(_ analysis: FrontierAnalysis) {
        guard analysis.isExact else { return nil }
        let parts = analysis.components
        let outside = analysis.outside.count
        let minesLeft = analysis.minesLeft
        let largestTotal = analysis.totalLimit
        let counts = parts.map { $0.arrangements.map(Double.init) }

        // The outside's share of each total t: C(U, M − t), scaled.
        let logFactorial = Self.logFactorials(upTo: outside)
        var outsideWeight = (0...largestTotal).map { total -> Double in
            let rest = minesLeft - total
            guard rest >= 0 && rest <= outside else { return -Double.infinity }
            return logFactorial[outside] - logFactorial[rest] - logFactorial[outside - rest]
        }
        let highest = outsideWeight.max() ?? -Double.infinity
        guard highest > -Double.infinity else { return nil }
        outsideWeight = outsideWeight.map { exp($0 - highest) }

        // before[c][t]: weight of total t over parts 0..<c; `beforeScale` the logarithm of
        // what the tables were divided by.
        var before: [[Double]] = [[1]]
        var beforeScale = 0.0
        for part in parts.indices {
            let last = before[part]
            var next = [Double](repeating: 0, count: min(last.count + counts[part].count - 1, largestTotal + 1))
            for total in last.indices where last[total] > 0 {
                for (mines, count) in counts[part].enumerated() where count > 0 && total + mines <= largestTotal {
                    next[total + mines] += last[total] * count
                }
            }
            let largest = next.max() ?? 0
            if largest > 0 { beforeScale += log(largest) }
            before.append(Self.normalised(next))
        }
        // after[c][t]: weight of parts c..<k holding all but t of the frontier's mines, times
        // the outside's share, for t mines in parts 0..<c.
        var after = [[Double]](repeating: [], count: parts.count + 1)
        after[parts.count] = outsideWeight
        for part in parts.indices.reversed() {
            let next = after[part + 1]
            var current = [Double](repeating: 0, count: largestTotal + 1)
            for total in current.indices {
                var sum = 0.0
                for (mines, count) in counts[part].enumerated() where count > 0 && total + mines <= largestTotal {
                    sum += count * next[total + mines]
                }
                current[total] = sum
            }
            after[part] = Self.normalised(current)
        }

        var partChances: [[Double]] = []
        for (index, part) in parts.enumerated() {
            // The weight of each of this part's counts, over all choices for the others.
            let weights = counts[index].indices.map { mines -> Double in
                var sum = 0.0
                for (total, weight) in before[index].enumerated() where weight > 0 && total + mines <= largestTotal {
                    sum += weight * after[index + 1][total + mines]
                }
                return sum
            }
            var all = 0.0
            for (mines, count) in counts[index].enumerated() { all += count * weights[mines] }
            guard all > 0 else { return nil }
            partChances.append(part.cells.indices.map { cell in
                var withMine = 0.0
                for mines in weights.indices {
                    withMine += Double(part.mineArrangements(cell: cell, mines: mines)) * weights[mines]
                }
                return withMine / all
            })
        }
        self.partChances = partChances
        var layouts = 0.0
        for (total, weight) in before[parts.count].enumerated() where weight > 0 { layouts += weight * outsideWeight[total] }
        guard layouts > 0 else { return nil }
        logLayoutCount = beforeScale + highest + log(layouts)
        if outside > 0 {
            var all = 0.0, mines = 0.0
            for (total, weight) in before[parts.count].enumerated() where weight > 0 {
                let share = weight * outsideWeight[total]
                all += share
                mines += share * Double(minesLeft - total) / Double(outside)
            }
            guard all > 0 else { return nil }
            outsideChance = mines / all
        } else {
            outsideChance = nil
        }
    }

    /// log(n!) for n in 0...limit.
    private static func logFactorials(upTo limit: Int) -> [Double] {
        var result = [Double](repeating: 0, count: limit + 1)
        if limit >= 1 {
            for number in 1...limit { result[number] = result[number - 1] + log(Double(number)) }
        }
        return result
    }

    /// The table divided by its largest entry (left as it is when all zero).
    private static func normalised(_ values: [Double]) -> [Double] {
        guard let largest = values.max(), largest > 0 else { return values }
        return values.map { $0 / largest }
    }
}
