import Foundation
import GameCore
import GameRules
import Leaderboards
import Midend
import Mines
import Shell
import Terminal

/// A ranked game on a board service (issue 29): the game's first play goes to the service,
/// whose answer is the seed the board is laid out from and the start of its clock, so nobody
/// sees a board before it counts. The play is held (the input loop goes on; other keys wait)
/// until the answer comes back from background work; "Dealing…" shows only if that takes longer
/// than a blink. No answer in time: the play is made on the game's own seed, and the game is
/// ranked on this computer only, its panel saying why.
package enum MinesDealing: Equatable, Sendable {
    /// No service, or not asked yet.
    case notAsked
    /// The first play, held since `since`, waiting for the service.
    case waiting(MinesMove, since: Instant)
    /// The service dealt the game (its seed is the setup's now).
    case dealt
    /// Played on the game's own seed: why, for the message line.
    case local(String)
}

/// The background job's answer.
struct MinesDealAnswer: Sendable {
    var answer: BoardDealAnswer
}

extension MinesPlayScreen {
    /// How long a held play waits before "Dealing…" is shown.
    static let dealingBlinkMilliseconds: UInt64 = 150
    static let dealingJobTitle = ""

    /// What this game would ask the service for, nil when it is not one it deals: a game the
    /// program dealt (not a chosen seed), on a ranked board, before its first play.
    func dealWanted(context: ScreenContext) -> (BoardDeal, @Sendable (BoardDeal, Data) -> BoardDealAnswer)? {
        guard dealing == .notAsked, play.playCount == 0, play.origin == .dealt,
              let start = context.environment.leaderboards?.shared?.startRanked else { return nil }
        if play.setup.params.daily != nil { return (.daily(game: "mines"), start) }
        guard let board = MinesRanking.board(for: play.setup.params) else { return nil }
        return (.board(board), start)
    }

    /// The first play of a dealt game: held, and sent to the service (background work).
    mutating func dealFirst(_ move: MinesMove, context: ScreenContext) -> ScreenCommand? {
        guard let (wanted, start) = dealWanted(context: context) else { return nil }
        dealing = .waiting(move, since: context.now)
        let firstAction = TimedLog<MinesMove>(untimed: [.move(move)]).packed()
        return .run(BackgroundJob(title: Self.dealingJobTitle) { _ in
            MinesDealAnswer(answer: start(wanted, firstAction))
        })
    }

    /// While the first play is held: quitting still works; anything else waits for the deal.
    mutating func whileDealing(_ event: InputEvent) -> Bool {
        guard case .waiting = dealing else { return false }
        if case .key(let key) = event, key == .character("q") || key == .escape { return false }
        return true
    }

    /// The service's answer: the held play is made, on the dealt seed or on the game's own.
    mutating func receiveDeal(_ delivery: WorkDelivery, context: ScreenContext) -> ScreenCommand? {
        guard case .waiting(let move, _) = dealing else { return nil }
        let answer: BoardDealAnswer
        switch delivery {
        case .finished(_, let result as MinesDealAnswer): answer = result.answer
        case .cancelled: answer = .local("dealing was stopped: the game is ranked on this computer only")
        default: return nil
        }
        switch answer {
        case .dealt(let seed, let ranked):
            let setup = GameSetup(params: play.setup.params, seed: seed)
            let origin: SeedOrigin = ranked ? .dealt : .chosen
            if let redealt = play.redealt(setup, initial: play.setup.params.setup(seed: seed).initialState, origin: origin) {
                play = redealt
                dealing = .dealt
            } else {
                dealing = .local("the game could not take the board's deal")
            }
        case .local(let reason):
            dealing = .local(reason)
        }
        message = nil
        if case .local(let reason) = dealing { message = PlayMessage(text: reason, isWarning: true) }
        return playMove(move, at: cursor, context: context)
    }

    /// When "Dealing…" is due, while a play is held.
    var dealingChange: Instant? {
        guard case .waiting(_, let since) = dealing else { return nil }
        return since.adding(milliseconds: Self.dealingBlinkMilliseconds)
    }

    /// Shows "Dealing…" once the held play has waited longer than a blink.
    mutating func showDealing(now: Instant) {
        guard let due = dealingChange, now >= due else { return }
        message = PlayMessage(text: "Dealing\u{2026}")
    }
}
