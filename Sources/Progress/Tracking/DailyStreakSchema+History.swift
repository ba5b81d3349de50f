import Foundation

extension DailyStreakSchema {
    /// The streak totals a player's finished games make, folded in the order they finished, as
    /// their rollovers would have counted them. For a player whose dailies were finished before
    /// the streaks were kept as totals (they were read from the history alone until 2026-11-27):
    /// the first start after that fills them in, once.
    public func totals(fromHistory games: [PlayedGame]) -> Stats {
        games.sorted { $0.finishedAt < $1.finishedAt }.reduce(fresh()) { totals, game in
            guard let context = game.context, let outcome = game.outcome else { return totals }
            return rolledOver(context, outcome: outcome, into: totals)
        }
    }
}
