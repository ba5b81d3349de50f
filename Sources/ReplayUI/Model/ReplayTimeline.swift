import GameCore
import GameRules

/// A logged game laid out for playback: each action with the play-clock time it is shown at,
/// and the session after any number of them, found quickly in either direction.
///
/// The session is rebuilt through the game's own rules (`ReplaySession.perform`, the rules of
/// `GameSession`), so undo, redo and restart play back as they were played. Every `spacing`
/// actions a copy of the session is kept: stepping back replays at most that many actions. A
/// `ReplaySession` keeps its undo history as moves shared between copies, with a state every
/// `ReplaySession.snapshotSpacing` entries, so the checkpoints of a long game hold a bounded
/// number of boards, not every position. Playback stops at an action the rules refuse (the
/// verdict says why); what came before it still plays.
package struct ReplayTimeline<State: GameState>: Sendable where State.Move: PackableMove {
    package static var checkpointInterval: Int { 64 }
    /// The most checkpoints kept: a long game's are spaced wider rather than kept every
    /// `checkpointInterval` actions, so their number stays a few dozen whatever the length.
    package static var maximumCheckpoints: Int { 32 }
    /// The pace given to actions whose time the log does not know (a log written before logs
    /// were timed): steady, so such a game still plays back watchably.
    package static var untimedStepMilliseconds: Int { 500 }

    /// The actions that can be played, in order.
    package let actions: [SessionAction<State.Move>]
    /// When each action is shown, in milliseconds on the play clock; never going back.
    package let times: [Int]
    /// The session after 0, K, 2K... actions (K `spacing`).
    private let checkpoints: [ReplaySession<State>]
    /// Actions between checkpoints: `checkpointInterval`, or wider for a long game.
    let spacing: Int
    /// The log's traces (`PackableMove.isTrace`: Mines' cursor moves), in order, each with its
    /// time; `traceStarts[step]` is where the traces made after `step` actions begin.
    private let traces: [TimedAction<State.Move>]
    private let traceStarts: [Int]

    package init(initial: State, log: TimedLog<State.Move>) {
        var session = ReplaySession(initial: initial)
        var checkpoints = [session]
        var actions: [SessionAction<State.Move>] = []
        var times: [Int] = []
        var traces: [TimedAction<State.Move>] = []
        var traceStarts = [0]
        let spacing = max(Self.checkpointInterval,
                          (log.entries.count + Self.maximumCheckpoints - 1) / Self.maximumCheckpoints)
        for entry in log.entries {
            // A trace is no action: kept aside, at the time it was made, for the way between two.
            if entry.action.isTrace {
                traces.append(TimedAction(entry.action, at: max(times.last ?? 0, entry.offset ?? times.last ?? 0)))
                continue
            }
            // A repeated hint changes nothing and is allowed (see LogReplay); anything else the
            // rules refuse ends what can be shown.
            guard session.perform(entry.action) != nil || entry.action.isRepeatableHint else { break }
            let previous = times.last ?? 0
            times.append(max(previous, entry.offset ?? previous + Self.untimedStepMilliseconds))
            actions.append(entry.action)
            traceStarts.append(traces.count)
            if actions.count % spacing == 0 { checkpoints.append(session.kept) }
        }
        self.actions = actions
        self.times = times
        self.checkpoints = checkpoints
        self.spacing = spacing
        // Traces after the last action shown (or after an action the rules refused) are dropped
        // with it: they lead nowhere the viewer shows.
        self.traces = Array(traces.prefix(traceStarts.last ?? 0))
        self.traceStarts = traceStarts
    }

    /// The traces made after `step` actions and before the next, each with its time (the cursor's
    /// way to the next action's cell); empty for a log that keeps none.
    package func traces(after step: Int) -> ArraySlice<TimedAction<State.Move>> {
        guard step >= 0, step + 1 < traceStarts.count else { return [] }
        return traces[traceStarts[step]..<traceStarts[step + 1]]
    }

    /// How many actions can be shown.
    package var count: Int { actions.count }

    /// How many sessions are kept (at most `maximumCheckpoints` + 1).
    var checkpointCount: Int { checkpoints.count }

    /// How many game states the checkpoints hold together (history entries they share counted
    /// once): bounded by the game's moves over `ReplaySession.snapshotSpacing`, plus a few per
    /// checkpoint, not by every position.
    var heldStates: Int {
        var seen = Set<ObjectIdentifier>()
        return checkpoints.reduce(0) { $0 + $1.heldStates(seen: &seen) }
    }

    /// The play time at which the board shows `step` actions: 0 before the first.
    package func time(ofStep step: Int) -> Int {
        step <= 0 ? 0 : times[min(step, times.count) - 1]
    }

    /// The action that leads from `step` to `step + 1`, if there is one.
    package func action(after step: Int) -> SessionAction<State.Move>? {
        actions.indices.contains(step) ? actions[step] : nil
    }

    /// The session after `step` actions (clamped to the timeline), from the nearest checkpoint.
    package func session(after step: Int) -> ReplaySession<State> {
        let step = min(max(0, step), count)
        let checkpoint = min(step / spacing, checkpoints.count - 1)
        return advance(checkpoints[checkpoint], from: checkpoint * spacing, to: step)
    }

    /// `session`, which shows `from` actions, moved on to show `to` (not before `from`).
    package func advance(_ session: ReplaySession<State>, from: Int, to: Int) -> ReplaySession<State> {
        var session = session
        for index in from..<max(from, min(to, count)) { _ = session.perform(actions[index]) }
        return session
    }
}
