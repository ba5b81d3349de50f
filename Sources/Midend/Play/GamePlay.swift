import Foundation
import GameCore
import GameRules
import Leaderboards
import Progress

/// A moment as a game's reports need it: monotonic (for durations) and wall-clock (for dates).
public struct GameMoment: Hashable, Sendable {
    public var instant: Instant
    public var date: Date

    public init(instant: Instant, date: Date) {
        self.instant = instant
        self.date = date
    }

    /// Now, on `clock`.
    public init(_ clock: any GameClock) {
        self.init(instant: clock.now(), date: clock.wallTime())
    }
}

/// One game being played, whatever the game: the midend between a back end's pure rules and a
/// screen. It owns the session (what Undo restores), the back end's interface state (what Undo
/// does not restore: the cursor), the play clock, the timed move log and the lifecycle, and it
/// answers each step with effects as values (`GameEffect`): it writes nothing itself.
///
/// The clock runs only while the game is playing and `show(true)` says it is in view (no help,
/// menu, prompt or too-small terminal over it, and a board in play); every logged action gets its
/// offset on that clock.
public struct GamePlay<BackEnd: StatsKeepingBackEnd>: Sendable {
    public typealias State = BackEnd.State
    public typealias Move = State.Move

    /// An autosave every this many logged actions: a kill or a power cut loses at most these.
    public static var autosaveInterval: Int { 5 }

    public let setup: GameSetup<BackEnd.Params>
    /// Where the setup's seed came from (dealt by the game, chosen by the player, continued from
    /// a save): only a dealt seed can be ranked. Nil when unknown (resumed from a save that did
    /// not record it): not ranked either. Kept beside the setup, which stays what rebuilds the game.
    public private(set) var origin: SeedOrigin?
    public private(set) var session: GameSession<State>
    /// The session's log with the play-clock offset of every action (unknown for the actions of
    /// a game resumed from a save that did not time them).
    public private(set) var log: TimedLog<Move>
    public var interface: BackEnd.Interface
    public private(set) var clock: PlayClock
    public private(set) var lifecycle: GameLifecycle
    /// How the game ended, once it has.
    public private(set) var outcome: GameOutcome?
    /// How many of the log's entries are plays, not traces (`PackableMove.isTrace`): what the
    /// autosave cadence and the reports' turns count.
    public private(set) var playCount = 0
    /// The play count at the last save asked for (nil before the first): autosave's cadence.
    public private(set) var savedAtCount: Int?
    private var inView = false
    /// Whether the game was paused when it was put away (its save says so too).
    private var suspendedWhilePaused = false

    /// A new game, not started yet (`start` begins it). A setup handed in comes from the caller,
    /// so its seed counts as chosen unless the caller says the game dealt it.
    public init(_ setup: GameSetup<BackEnd.Params>, origin: SeedOrigin = .chosen) throws {
        self.init(setup, initial: try BackEnd.newGame(setup), origin: origin)
    }

    /// A new game whose first state the caller has built from the same setup already (a level
    /// read from the database), not started yet.
    public init(_ setup: GameSetup<BackEnd.Params>, initial: State, origin: SeedOrigin = .chosen) {
        self.setup = setup
        self.origin = origin
        session = GameSession(initial: initial)
        log = TimedLog()
        interface = BackEnd.initialInterface(for: initial)
        clock = PlayClock()
        lifecycle = .notStarted
    }

    /// Another attempt at this game after it ended, from the position its first `count` logged
    /// actions lead to (the position before the deciding move, say): a new game for the stats,
    /// not started yet, its clock going on from this one's. Nil when those actions do not replay.
    /// `origin` replaces the seed's origin: a game that ranks once (a daily) makes the next
    /// attempt practice (`.chosen`).
    public func attempt(keepingFirst count: Int, origin: SeedOrigin? = nil) -> GamePlay? {
        let kept = Array(log.entries.prefix(max(0, count)))
        // Traces (the cursor's way) are no plays: the session never saw them.
        guard let replayed = GameSession.replaying(kept.map(\.action).filter { !$0.isTrace }, from: session.initial)
        else { return nil }
        var next = self
        next.session = replayed
        if let origin { next.origin = origin }
        next.log = TimedLog(kept)
        next.playCount = next.log.playCount
        next.lifecycle = .notStarted
        next.outcome = nil
        next.savedAtCount = nil
        next.inView = false
        next.clock = PlayClock(accumulatedNanoseconds: clock.accumulatedNanoseconds)
        return next
    }

    /// The same game before its first play (its log holds only traces, the cursor's way), on
    /// another setup: the seed the board service dealt in answer to the first action (issue 29).
    /// Its lifecycle, clock, interface and traces go on; nil once a play was made.
    public func redealt(_ setup: GameSetup<BackEnd.Params>, initial: State, origin: SeedOrigin) -> GamePlay? {
        guard playCount == 0 else { return nil }
        var next = GamePlay(setup, initial: initial, origin: origin)
        next.log = log
        next.interface = interface
        next.clock = clock
        next.lifecycle = lifecycle
        next.savedAtCount = savedAtCount
        next.inView = inView
        next.suspendedWhilePaused = suspendedWhilePaused
        return next
    }

    /// A game brought back by replaying its log through the back end (`BackEnd.replay`): it
    /// goes on as it was (paused if it was), its save on disk, with no new start reported.
    /// `origin` is what the save recorded (nil: it recorded none).
    public init(resuming replayed: ReplayedGame<State>, setup: GameSetup<BackEnd.Params>, log: TimedLog<Move>,
                interface: BackEnd.Interface, playMilliseconds: Int, paused: Bool, origin: SeedOrigin?) {
        self.setup = setup
        self.origin = origin
        session = replayed.session
        self.log = log
        playCount = log.playCount
        self.interface = interface
        clock = PlayClock(accumulatedNanoseconds: UInt64(max(0, playMilliseconds)) * 1_000_000)
        lifecycle = BackEnd.status(of: replayed.session.current).isFinal ? .ended : (paused ? .paused : .playing)
        savedAtCount = playCount
    }

    /// Rebuilds a saved game: the log replayed from a new game through the back end's rules (the
    /// same replay `verify` makes), then the game resumed on it. Fails with the replay's reason.
    public static func resume(_ setup: GameSetup<BackEnd.Params>, log: TimedLog<Move>, interface: BackEnd.Interface,
                              playMilliseconds: Int, paused: Bool,
                              origin: SeedOrigin? = nil) -> Result<GamePlay, VerificationFailure> {
        BackEnd.replay(setup, log: log, claimedPlayMilliseconds: playMilliseconds).map { replayed in
            GamePlay(resuming: replayed, setup: setup, log: log, interface: interface,
                     playMilliseconds: playMilliseconds, paused: paused, origin: origin)
        }
    }

    public var state: State { session.current }
    public var status: GameStatus { BackEnd.status(of: state) }
    /// A game on a seed the player chose is practice: it sets no best.
    public var statsContext: StatsContext {
        let context = BackEnd.statsContext(for: setup.params)
        return origin == .chosen ? context.practice() : context
    }
    public var isUnderWay: Bool { lifecycle.isUnderWay }
    /// Paused by the player (and still so if it was put away paused).
    public var isPaused: Bool { lifecycle == .paused || (lifecycle == .suspended && suspendedWhilePaused) }

    public func playMilliseconds(at instant: Instant) -> Int {
        clock.elapsedMilliseconds(at: instant)
    }

    /// When the clock's whole seconds next change, for a timer that wakes only then.
    public func nextChange(after instant: Instant) -> Instant? {
        clock.nextWholeSecond(after: instant)
    }

    // MARK: Lifecycle

    /// The game begins: the game saved before it is given up, the start is reported, and the new
    /// game is saved at once, so the save always follows the game being played.
    public mutating func start(at moment: GameMoment) -> [GameEffect] {
        guard lifecycle == .notStarted else { return [] }
        lifecycle = .playing
        syncClock(at: moment.instant)
        savedAtCount = playCount
        return [.retireSavedGame, .report(report(.started, at: moment)), .autosave]
    }

    /// Whether the game is in view with nothing over it; the clock runs only then (and only
    /// while the game is playing).
    public mutating func show(_ visible: Bool, at instant: Instant) {
        inView = visible
        syncClock(at: instant)
    }

    public mutating func pause(at moment: GameMoment) -> [GameEffect] {
        guard lifecycle == .playing, status == .playing else { return [] }
        lifecycle = .paused
        syncClock(at: moment.instant)
        // Saved as it pauses, in case the player walks away for good.
        return save()
    }

    public mutating func resume(at instant: Instant) {
        guard lifecycle == .paused else { return }
        lifecycle = .playing
        syncClock(at: instant)
    }

    /// A save now, while the game is under way. Every save is decided here, by the game: at its
    /// start, every `autosaveInterval` plays, at its back end's checkpoints, and on pause.
    private mutating func save() -> [GameEffect] {
        guard isUnderWay else { return [] }
        savedAtCount = playCount
        return [.autosave]
    }

    /// The game was saved and put away (save and quit, the app stopping): it is no longer this
    /// run's, and the stats let it go without a rollover.
    public mutating func suspend(at instant: Instant) -> [GameEffect] {
        guard isUnderWay else { return [] }
        suspendedWhilePaused = lifecycle == .paused
        lifecycle = .suspended
        syncClock(at: instant)
        return [.suspendProgress]
    }

    /// Ends the game as it stands (left without saving): won or lost if the rules decided it,
    /// lost if stuck, abandoned otherwise. Reported once; its save goes with it.
    /// Left before its first move, a game is not counted at all: the stats let it go without a
    /// rollover (no abandoned game for a board only looked at) and its save goes.
    public mutating func end(at moment: GameMoment) -> [GameEffect] {
        guard isUnderWay else { return [] }
        guard hasMoved || status != .playing else {
            lifecycle = .ended
            syncClock(at: moment.instant)
            return [.suspendProgress, .removeSave]
        }
        // Offered to the leaderboards too: an endless run ranks when it is left, once a board
        // is cleared; the rules say why anything else is not ranked.
        return [.rank] + finish(Self.outcome(of: status), at: moment)
    }

    /// Whether the player made a move (hints, undos and restarts are not moves).
    public var hasMoved: Bool {
        log.actions.contains { if case .move = $0 { !$0.isTrace } else { false } }
    }

    /// How a game counts if it ends in this status.
    public static func outcome(of status: GameStatus) -> GameOutcome {
        switch status {
        case .won: .won
        case .lost, .stuck: .lost
        case .playing: .abandoned
        }
    }

    private mutating func finish(_ outcome: GameOutcome, at moment: GameMoment) -> [GameEffect] {
        syncClock(at: moment.instant)
        self.outcome = outcome
        let effects: [GameEffect] = [.report(report(.ended(outcome), at: moment)), .removeSave]
        lifecycle = .ended
        syncClock(at: moment.instant)
        return effects
    }

    // MARK: Play

    /// Plays a move.
    public mutating func play(_ move: Move, at moment: GameMoment) -> PlayStep {
        perform(.move(move), at: moment)
    }

    /// Performs any session action (a move, undo, redo, restart, a hint counted) at the clock's
    /// current reading. A game the rules decide (won or lost) ends at once: reported, rolled over
    /// and its save removed in the same step.
    public mutating func perform(_ action: SessionAction<Move>, at moment: GameMoment) -> PlayStep {
        guard lifecycle == .playing, log.count < ActionLogLimit.maximumActions, !action.isTrace else { return .refused }
        let offset = clock.elapsedMilliseconds(at: moment.instant)
        guard let events = session.perform(action) else { return .refused }
        log.append(action, at: offset)
        playCount += 1
        interface = BackEnd.interface(interface, after: action, events: events, in: state, atMilliseconds: offset)
        var effects: [GameEffect] = [.report(report(.turn(events), at: moment))]
        if status.isFinal {
            effects.append(.rank)
            effects += finish(Self.outcome(of: status), at: moment)
        } else if BackEnd.isCheckpoint(after: action, in: state)
                    || savedAtCount.map({ playCount - $0 >= Self.autosaveInterval }) == true {
            effects += save()
        }
        syncClock(at: moment.instant)
        return PlayStep(events: events, effects: effects)
    }

    /// Records a trace (`PackableMove.isTrace`: Mines' cursor went to a cell) at the clock's
    /// reading, for the replay viewer to show the player's way between plays: no state, no
    /// effect, no undo step, no save. `replacingLast` replaces the last entry when it is a trace
    /// (the caller keeps a run of moves one way as its end). False when nothing was kept: the
    /// game not in play, the log at `TimedLog.traceLimit`, or not a trace.
    @discardableResult
    public mutating func trace(_ move: Move, at moment: GameMoment, replacingLast: Bool = false) -> Bool {
        guard move.isTrace, lifecycle == .playing, log.count < TimedLog<Move>.traceLimit else { return false }
        let offset = clock.elapsedMilliseconds(at: moment.instant)
        if replacingLast, log.entries.last?.action.isTrace == true { log.entries.removeLast() }
        log.append(.move(move), at: offset)
        return true
    }

    /// A second of play went by (the timer `nextChange` asked for).
    public func tick(at moment: GameMoment) -> [GameEffect] {
        clock.isRunning ? [.report(report(.tick, at: moment))] : []
    }

    /// A report of this game at `moment`, as the stats read it.
    public func report(_ moment: GameReport.Moment, at time: GameMoment) -> GameReport {
        GameReport(context: statsContext, moment: moment, turn: playCount,
                   playMilliseconds: clock.elapsedMilliseconds(at: time.instant), instant: time.instant, date: time.date)
    }

    private mutating func syncClock(at instant: Instant) {
        if lifecycle == .playing && inView && status == .playing {
            clock.resume(at: instant)
        } else {
            clock.pause(at: instant)
        }
    }
}
