import Shell
import GameCore
import GameRules
import Terminal

/// Plays a stored game back on the board its play screen draws, at the pace it was played:
/// Space pauses and plays, ←/→ step one action (and pause), +/- change the speed (a quarter to
/// eight times), Home and End go to the start and the end, q or Esc go back. A line under the
/// board says whether the log verifies, and if not, why.
///
/// The viewer never polls: while it plays, `nextChange` names the instant the next action is
/// due, and the loop sleeps until then (or until a key).
public struct ReplayScreen: Screen, Sendable {
    package var game: any ReplayGame
    package let caption: String?
    package var pace = ReplayPace()
    /// Whether to play when the screen is next shown: at first, and after being covered while
    /// playing.
    private var playsWhenShown = true
    /// A held run under a moderator's review (ReplayScreen+Review.swift); nil for any other replay.
    var reviewing: ReplayReviewing?

    package init(game: any ReplayGame, caption: String?) {
        self.game = game
        self.caption = caption
    }

    /// The viewer for a recording, or why it cannot be played back.
    package static func open(_ recording: ReplayRecording, games: [any GameFrontEnd])
        -> Result<ReplayScreen, ReplayProblem> {
        ReplayFrontEnds.load(recording, games: games).map { ReplayScreen(game: $0, caption: recording.caption) }
    }

    public var step: Int { game.step }
    public var stepCount: Int { game.stepCount }
    public var isPlaying: Bool { pace.isPlaying }

    public func minimumSize(context: ScreenContext) -> ScreenSize { game.minimumSize }

    // MARK: Time

    public mutating func activate(context: ScreenContext) {
        guard playsWhenShown else { return }
        if game.step >= game.stepCount { restart(at: context.now) }
        pace.play(at: context.now)
        catchUp(now: context.now)
    }

    public mutating func deactivate(context: ScreenContext) {
        catchUp(now: context.now)
        playsWhenShown = pace.isPlaying
        pace.pause(at: context.now)
    }

    public func nextChange(after now: Instant) -> Instant? {
        guard game.step < game.stepCount else { return nil }
        return pace.instant(reaching: game.time(ofStep: game.step + 1), now: now)
    }

    public mutating func tick(context: ScreenContext) {
        catchUp(now: context.now)
    }

    /// Shows every action due by `now`; at the last one the replay stops there.
    private mutating func catchUp(now: Instant) {
        guard pace.isPlaying else { return }
        let position = pace.position(at: now)
        var target = game.step
        while target < game.stepCount, game.time(ofStep: target + 1) <= position { target += 1 }
        if target != game.step { game.go(to: target) }
        if target >= game.stepCount {
            pace.pause(at: now)
            pace.seek(to: game.time(ofStep: target), at: now)
        }
    }

    private mutating func restart(at now: Instant) {
        game.go(to: 0)
        pace.seek(to: 0, at: now)
    }

    /// Shows `step`, paused there (a step key, End).
    private mutating func stop(at step: Int, now: Instant) {
        pace.pause(at: now)
        game.go(to: step)
        pace.seek(to: game.time(ofStep: game.step), at: now)
    }

    // MARK: Input

    public mutating func handle(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
        guard case .key(let key) = event else { return .stay }
        let now = context.now
        catchUp(now: now)
        if let command = reviewKey(key) { return command }
        switch key {
        case .character("q"), .escape:
            return .pop
        case .character(" "), .character("p"):
            if pace.isPlaying {
                pace.pause(at: now)
            } else {
                if game.step >= game.stepCount { restart(at: now) }
                pace.play(at: now)
            }
        case .left, .character("h"):
            stop(at: game.step - 1, now: now)
        case .right, .character("l"):
            stop(at: game.step + 1, now: now)
        case .character("+"), .character("="):
            pace.changeSpeed(by: 1, at: now)
        case .character("-"), .character("_"):
            pace.changeSpeed(by: -1, at: now)
        case .home, .character("0"):
            restart(at: now)
        case .end, .character("$"):
            stop(at: game.stepCount, now: now)
        default:
            break
        }
        catchUp(now: now)
        return .stay
    }
}
