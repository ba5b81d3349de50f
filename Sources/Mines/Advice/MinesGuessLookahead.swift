import Foundation

/// One guess further than `MinesGuessRating`: the chance of surviving a guess, the guess
/// after it and the one after that, each next guess chosen by its own secondary safety.
///
/// The rating's secondary safety takes the move after the guess to be safe whenever the
/// guess's number proves a cell safe (play goes on without a guess), and otherwise to be the
/// safest cell then. Where no cell is proven safe, this looks at the few safest cells of that
/// position (`nextCandidates` on the frontier and the off-frontier cell with the fewest covered
/// neighbours) and takes the best secondary safety among them instead of the bare safety: a
/// next guess that is safe but leads nowhere counts for less than one as safe that leads on.
/// Positions with a proven-safe cell count as fully safe, as in the rating, so the value is
/// never more than the rating's secondary safety; it is an expectimax of two guesses over the
/// exact chances of every number, restricted to the few cells it tries.
enum MinesGuessLookahead {
    /// How many of the safest cells on the frontier of each position after the guess are rated.
    static let nextCandidates = 3

    /// The chance of surviving `rating`'s cell and the two guesses after it (see above), or
    /// nil when a position after it cannot be counted exactly.
    static func value(of rating: MinesGuessRating, nextCandidates: Int = Self.nextCandidates) -> Double? {
        // The outcomes that prove a cell safe (or win the board) count fully safe.
        var value = rating.secondarySafety
        for outcome in rating.stuckOutcomes {
            guard let next = bestNextRating(after: outcome, nextCandidates: nextCandidates) else { return nil }
            let bare = outcome.mineChances.compactMap { $0 }.filter { $0 < 1 }.map { 1 - $0 }.max() ?? 1
            // The rating counted this outcome at its safest cell's safety; the look-ahead at
            // the best of its next guesses' secondary safety (never more).
            value += outcome.chance * (min(next, bare) - bare)
        }
        return value
    }

    /// The best secondary safety among the safest few cells of a position where logic proves
    /// nothing new.
    static func bestNextRating(after outcome: MinesGuessRating.StuckOutcome, nextCandidates: Int) -> Double? {
        let view = outcome.view
        let neighbourhood = Neighbourhood(width: view.width, height: view.height)
        let known = (0..<(view.width * view.height)).map { outcome.core.state(of: $0) == SolverCore.mine }
        var frontier: [(cell: Int, chance: Double)] = []
        var outside: (cell: Int, chance: Double, covered: Int)?
        for (cell, chance) in outcome.mineChances.enumerated() {
            guard let chance, chance > 0, chance < 1 else { continue }
            var touches = false, covered = 0
            neighbourhood.forEachNeighbour(of: cell) { neighbour in
                if view.numbers[neighbour] != nil {
                    touches = true
                } else if !known[neighbour] {
                    covered += 1
                }
            }
            if touches {
                frontier.append((cell, chance))
            } else if outside.map({ covered < $0.covered }) ?? true {
                outside = (cell, chance, covered)
            }
        }
        let tried = frontier.sorted { ($0.chance, $0.cell) < ($1.chance, $1.cell) }.prefix(nextCandidates)
            + (outside.map { [($0.cell, $0.chance)] } ?? [])
        var best: Double?
        for candidate in tried {
            guard let rating = MinesGuessRating(cell: candidate.cell, view: view, safety: 1 - candidate.chance,
                                                logLayoutCount: outcome.logLayoutCount, knownMine: known) else { return nil }
            best = max(best ?? 0, rating.secondarySafety)
        }
        return best
    }
}
