import Foundation
import Synchronization

/// What a job running off the main thread sees of the app: whether it has been cancelled (it
/// should stop soon after) and a place to say how far it has got, for the progress line.
public final class WorkProgress: Sendable {
    /// Written by the job's thread and the main loop alike.
    private struct State {
        var cancelled = false
        var done: Double?
    }

    private let state = Mutex(State())
    private let onChange: @Sendable () -> Void

    /// `onChange` is told of a cancellation; a job run inline (a benchmark, a tool) needs none.
    public init(onChange: @escaping @Sendable () -> Void = {}) {
        self.onChange = onChange
    }

    public var isCancelled: Bool { state.withLock { $0.cancelled } }

    /// How far the job has got, 0...1; nil until it says.
    public var fraction: Double? { state.withLock { $0.done } }

    /// Reports progress (clamped to 0...1). The line is redrawn when the loop next wakes; a
    /// report does not wake it by itself, so a chatty job cannot keep the loop busy.
    public func report(_ fraction: Double) {
        state.withLock { $0.done = min(1, max(0, fraction)) }
    }

    package func cancel() {
        state.withLock { $0.cancelled = true }
        onChange()
    }
}

/// Work a screen hands to the main loop to run off the main thread: the solver's fewest-moves
/// search, verifying many entries, a large generation. `run` must be a pure function of what it
/// captured (no screen, no terminal); it checks `progress.isCancelled` now and then and returns
/// its answer, which comes back to the screen as a `WorkDelivery`.
public struct BackgroundJob: Sendable {
    /// Shown on the progress line while the job runs ("Searching for the fewest moves").
    public var title: String
    public var run: @Sendable (WorkProgress) -> any Sendable

    public init(title: String, run: @escaping @Sendable (WorkProgress) -> any Sendable) {
        self.title = title
        self.run = run
    }
}

/// A job's end, handed to the screen that started it.
public enum WorkDelivery: Sendable {
    /// The job finished with this answer.
    case finished(title: String, result: any Sendable)
    /// The job was cancelled (Esc, or the screen asked); whatever it returned is dropped.
    case cancelled(title: String)
}
