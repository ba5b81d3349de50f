import Midend
import Shell
import GameCore
import GameRules
import Terminal

/// Plays a stored game back on the board its play screen draws, at the pace it was played:
/// Space pauses and plays, ←/→ seek 5 seconds and PgUp/PgDn 30 (a count before them multiplies),
/// `,`/`.` step one action (and pause), +/- change the speed (a quarter to eight times), Home
/// and End go to the start and the end, ? explains, q or Esc go back. A bar under the board
/// shows where the replay stands; a line under it says whether the log verifies, and if not, why.
///
/// The viewer never polls: while it plays, `nextChange` names the instant the next action is
/// due or the clock shown next moves (ten times a second), and the loop sleeps until then (or
/// until a key); paused, it names none.
public struct ReplayScreen: Screen, Sendable {
    package var game: any ReplayGame
    package let caption: String?
    package var pace = ReplayPace()
    /// Whether to play when the screen is next shown: at first, and after being covered while
    /// playing.
    private var playsWhenShown = true
    /// A held run under a moderator's review (ReplayScreen+Review.swift); nil for any other replay.
    var reviewing: ReplayReviewing?
    /// Digits typed before a seek or step key (ReplayScreen+Seeking.swift); nil when none.
    var count: Int?

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

    public func minimumSize(context: ScreenContext) -> ScreenSize { game.minimumSize(reservingRows: reservedRows) }

    /// Nothing plays over a replay: banners (an achievement earned meanwhile) wait until it is left.
    public var holdsBanners: Bool { true }

    // MARK: Time

    @discardableResult
    public mutating func activate(context: ScreenContext) -> ScreenEffects {
        guard playsWhenShown else { return .none }
        if game.step >= game.stepCount { restart(at: context.now) }
        pace.play(at: context.now)
        catchUp(now: context.now)
        return .none
    }

    @discardableResult
    public mutating func deactivate(context: ScreenContext) -> ScreenEffects {
        catchUp(now: context.now)
        playsWhenShown = pace.isPlaying
        pace.pause(at: context.now)
        return .none
    }

    public func nextChange(after now: Instant) -> Instant? {
        guard game.step < game.stepCount,
              let move = pace.instant(reaching: game.time(ofStep: game.step + 1), now: now) else { return nil }
        return min(move, pace.nextRefresh(after: now) ?? move)
    }

    @discardableResult
    public mutating func tick(context: ScreenContext) -> ScreenEffects {
        catchUp(now: context.now)
        return .none
    }

    /// Shows every action due by `now`; at the last one the replay stops there.
    mutating func catchUp(now: Instant) {
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

    mutating func restart(at now: Instant) {
        game.go(to: 0)
        pace.seek(to: 0, at: now)
    }

    /// Shows `step`, paused there (a step key, End).
    mutating func stop(at step: Int, now: Instant) {
        pace.pause(at: now)
        game.go(to: step)
        pace.seek(to: game.time(ofStep: game.step), at: now)
    }

    // MARK: Input

    public mutating func handle(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
        let now = context.now
        catchUp(now: now)
        defer { catchUp(now: now) }
        switch event {
        case .key(let key):
            if let command = reviewKey(key) { return command }
            return handleKey(key, now: now)
        case .mouse(let mouse) where mouse.button == .left:
            seek(clickedAt: mouse.position, size: context.size, now: now)
            return .stay
        default:
            return .stay
        }
    }
}
