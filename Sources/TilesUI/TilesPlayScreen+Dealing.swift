import Foundation
import GameCore
import GameRules
import Leaderboards
import Midend
import Shell
import Terminal
import Tiles

/// A ranked Tiles game on a board service (issue 29): its first move is held until the service
/// deals the game (`FirstPlayDealing`), as Mines' first reveal is. A level's map is the same for
/// everyone whatever the seed, so the seed the service answers changes no tile: it binds the run
/// to its deal, and the answer is the game's start on the service's clock. The daily is not dealt
/// here: its map is the service's seed's, so the Daily screen asks for its deal (which carries
/// the seed and starts the clock) before the map is built (`DailyScreen.start`).
package typealias TilesDealing = FirstPlayDealing<TilesMove>

extension TilesPlayScreen {
    /// What this game would ask the service for, nil when it is not one it deals: a ranked
    /// level's game before its first play, outside test play (a daily was dealt before it was built).
    func dealWanted(context: ScreenContext) -> (BoardDeal, @Sendable (BoardDeal, Data) -> BoardDealAnswer)? {
        // Free play is dealt here, by its seed: a service's seed would be another board than the
        // one on screen, so its games rank on the local boards only.
        guard dealing == .notAsked, rankingNote == nil, play.playCount == 0, play.origin == .dealt,
              play.setup.params.free == nil,
              let start = context.environment.leaderboards?.shared?.startRanked else { return nil }
        guard play.setup.params.daily == nil else { return nil }
        return (.board(play.setup.params.levelBoard.id), start)
    }

    /// The first move of a dealt game, when it can be made: held, and sent to the service
    /// (background work). Nil when the game is not dealt (the move is made at once).
    mutating func dealFirst(_ move: TilesMove, context: ScreenContext) -> ScreenCommand? {
        guard state.applying(move) != nil, let (wanted, start) = dealWanted(context: context) else { return nil }
        let firstAction = TimedLog<TilesMove>(untimed: [.move(move)]).packed()
        return dealing.hold(move, firstAction: firstAction, wanted: wanted, now: context.now, start: start)
    }

    /// The service's answer: the held move is made, on the dealt seed or on the game's own.
    mutating func receiveDeal(_ delivery: WorkDelivery, context: ScreenContext) -> ScreenCommand? {
        guard let (move, answer) = dealing.answer(in: delivery) else { return nil }
        let start = level.startState
        // Both are parts of this screen: settled on copies, put back together.
        var (settled, game) = (dealing, play)
        let warning = settled.settle(answer, play: &game) { _ in start }
        (dealing, play) = (settled, game)
        message = warning.map { PlayMessage(text: $0, isWarning: true) }
        return removeGroup(at: move.point, context: context)
    }

    /// Shows "Dealing…" once the held move has waited longer than a blink.
    mutating func showDealing(now: Instant) {
        if dealing.showsDealing(at: now) { message = PlayMessage(text: TilesDealing.dealingText) }
    }
}
