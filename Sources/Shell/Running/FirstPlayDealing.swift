import Foundation
import GameCore
import GameRules
import Midend
import Terminal

/// A ranked game's first play on a board service (issue 29), whatever the game: the play goes to
/// the service, whose answer is the seed the game is played on and the start of its clock, so
/// nobody sees a board before it counts. The play is held (the input loop goes on; other keys
/// wait) until the answer comes back from background work; "Dealing…" shows only if that takes
/// longer than a blink. No answer in time: the play is made on the game's own seed, and the game
/// is ranked on this computer only, its panel saying why. Mines (first reveal) and Tiles (first
/// move) hold one each.
public enum FirstPlayDealing<Move: Equatable & Sendable>: Equatable, Sendable {
    /// No service, or not asked yet.
    case notAsked
    /// The first play, held since `since`, waiting for the service.
    case waiting(Move, since: Instant)
    /// The service dealt the game (its seed is the setup's now).
    case dealt
    /// Played on the game's own seed: why, for the message line.
    case local(String)

    /// How long a held play waits before "Dealing…" is shown.
    public static var blinkMilliseconds: UInt64 { 150 }
    /// The line shown while a held play waits longer than a blink.
    public static var dealingText: String { "Dealing\u{2026}" }

    /// The first play of a dealt game: held, and the job that sends it to the service. The job
    /// has no title (quiet: the screen says "Dealing…" itself, after a blink).
    public mutating func hold(_ move: Move, firstAction: Data, wanted: BoardDeal, now: Instant,
                              start: @escaping @Sendable (BoardDeal, Data) -> BoardDealAnswer) -> ScreenCommand {
        self = .waiting(move, since: now)
        return .run(BackgroundJob(title: "") { _ in FirstPlayDealAnswer(answer: start(wanted, firstAction)) })
    }

    /// While the first play is held: quitting still works; anything else waits for the deal.
    public func holds(_ event: InputEvent) -> Bool {
        guard case .waiting = self else { return false }
        if case .key(let key) = event, key == .character("q") || key == .escape { return false }
        return true
    }

    /// The service's answer to the held play, and the play: nil when `delivery` is not the
    /// deal's (nothing is held, or it is another job's). A cancelled deal is played here.
    public func answer(in delivery: WorkDelivery) -> (move: Move, answer: BoardDealAnswer)? {
        guard case .waiting(let move, _) = self else { return nil }
        switch delivery {
        case .finished(_, let result as FirstPlayDealAnswer): return (move, result.answer)
        case .cancelled: return (move, .local("dealing was stopped: the game is ranked on this computer only"))
        default: return nil
        }
    }

    /// Takes the service's answer into `play` (the game before its first play): on a dealt seed
    /// the game is re-set on it (`initial` its start; a daily's practice is played as chosen), and
    /// this becomes `.dealt`; otherwise `.local` with the reason. The warning for the message
    /// line, nil when the game was dealt.
    public mutating func settle<BackEnd: GameBackEnd>(
        _ answer: BoardDealAnswer, play: inout GamePlay<BackEnd>,
        initial: (GameSetup<BackEnd.Params>) -> BackEnd.State) -> String? {
        switch answer {
        case .dealt(let seed, let ranked):
            let setup = GameSetup(params: play.setup.params, seed: seed)
            if let redealt = play.redealt(setup, initial: initial(setup), origin: ranked ? .dealt : .chosen) {
                play = redealt
                self = .dealt
                return nil
            }
            self = .local("the game could not take the board's deal")
        case .local(let reason):
            self = .local(reason)
        }
        if case .local(let reason) = self { return reason }
        return nil
    }

    /// When "Dealing…" is due, while a play is held.
    public var dealingDue: Instant? {
        guard case .waiting(_, let since) = self else { return nil }
        return since.adding(milliseconds: Self.blinkMilliseconds)
    }

    /// Whether "Dealing…" should show at `now`.
    public func showsDealing(at now: Instant) -> Bool {
        guard let due = dealingDue else { return false }
        return now >= due
    }

    /// The next change to wake the loop for after `now`, nil when none is due.
    public func nextChange(after now: Instant) -> Instant? {
        dealingDue.flatMap { $0 > now ? $0 : nil }
    }
}

/// The dealing job's answer, handed back to the play screen.
public struct FirstPlayDealAnswer: Sendable {
    public var answer: BoardDealAnswer
}
