import GameRules
import Leaderboards
import LocalDatabase

/// The boards the commands' games rank on, from the composition root (Clearfield's rules) or a
/// test build's own.
package struct GameRankings: Sendable {
    /// The rules a finished game is judged by: no level is read, which judging does not need.
    package var rules: @Sendable () -> RankingRegistry
    /// Every board as `database` has them now (its levels, the boards it keeps rows of), for
    /// listing boards and reading ranks.
    package var boards: @Sendable (AppDatabase) -> RankingRegistry

    package init(rules: @escaping @Sendable () -> RankingRegistry,
                 boards: @escaping @Sendable (AppDatabase) -> RankingRegistry) {
        self.rules = rules
        self.boards = boards
    }

    /// No boards: a build whose games are not ranked.
    package static let unranked: GameRankings = {
        let registry: RankingRegistry
        do {
            registry = RankingRegistry(games: try GameRegistry([]), rules: [])
        } catch {
            preconditionFailure("an empty registry cannot clash: \(error)")
        }
        return GameRankings(rules: { registry }, boards: { _ in registry })
    }()
}
