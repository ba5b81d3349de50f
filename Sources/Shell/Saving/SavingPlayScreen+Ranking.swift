import Foundation
import GameCore
import GameRules
import Leaderboards
import Midend

extension SavingPlayScreen {
    /// `l` on the results panel: the board at the game's row, when it is on one.
    package func openBoard(context: ScreenContext) -> ScreenCommand? {
        guard let focus = runner.ranking.verdict?.focus else { return nil }
        guard let open = context.environment.openLeaderboard else { return nil }
        let window = runner.ranking.verdict?.window ?? .allTime
        return .push(open(focus.board, window, focus.runID))
    }
}
