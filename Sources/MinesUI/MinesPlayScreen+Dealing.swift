import Foundation
import GameCore
import GameRules
import Leaderboards
import Midend
import Mines
import Shell
import Terminal

/// A ranked Mines game on a board service (issue 29): its first reveal is held until the service
/// deals the game (`FirstPlayDealing`), and the board is laid out from the seed it answers.
package typealias MinesDealing = FirstPlayDealing<MinesMove>

extension MinesPlayScreen {
    /// What this game would ask the service for, nil when it is not one it deals: a game the
    /// program dealt (not a chosen seed), on a ranked board, before its first play.
    func dealWanted(context: ScreenContext) -> (BoardDeal, @Sendable (BoardDeal, Data) -> BoardDealAnswer)? {
        guard dealing == .notAsked, play.playCount == 0, play.origin == .dealt,
              let start = context.environment.leaderboards?.shared?.startRanked else { return nil }
        // A daily on a board service is dealt before its board is built (its opening is the
        // dealt seed's), never at its first play.
        guard play.setup.params.daily == nil else { return nil }
        guard let board = MinesRanking.board(for: play.setup.params) else { return nil }
        return (.board(board), start)
    }

    /// The first play of a dealt game: held, and sent to the service (background work).
    mutating func dealFirst(_ move: MinesMove, context: ScreenContext) -> ScreenCommand? {
        guard let (wanted, start) = dealWanted(context: context) else { return nil }
        let firstAction = TimedLog<MinesMove>(untimed: [.move(move)]).packed()
        return dealing.hold(move, firstAction: firstAction, wanted: wanted, now: context.now, start: start)
    }

    /// The service's answer: the held play is made, on the dealt seed or on the game's own.
    mutating func receiveDeal(_ delivery: WorkDelivery, context: ScreenContext) -> ScreenCommand? {
        guard let (move, answer) = dealing.answer(in: delivery) else { return nil }
        // Both are parts of this screen: settled on copies, put back together.
        var (settled, game) = (dealing, play)
        let warning = settled.settle(answer, play: &game) { $0.params.setup(seed: $0.seed).initialState }
        (dealing, play) = (settled, game)
        message = warning.map { PlayMessage(text: $0, isWarning: true) }
        return playMove(move, at: cursor, context: context)
    }

    /// Shows "Dealing…" once the held play has waited longer than a blink.
    mutating func showDealing(now: Instant) {
        if dealing.showsDealing(at: now) { message = PlayMessage(text: MinesDealing.dealingText) }
    }
}
