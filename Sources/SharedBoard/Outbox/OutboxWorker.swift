import Dispatch
import Foundation
import Synchronization

/// The background work that empties the outbox: a pass when woken (a game just ended) and then
/// again after a pause that grows while the board stays out of reach (2 s doubling to a minute),
/// so an offline game costs a connection attempt now and then. Passes run one at a time on a
/// serial dispatch queue of their own (they wait on the network: never the input loop's thread,
/// nor Swift's cooperative pool); the state is a `Mutex`.
public final class OutboxWorker: Sendable {
    private let outbox: Outbox
    /// Called after every pass with the new state (the app wakes its loop to redraw the header).
    private let onChange: @Sendable (SharedBoardState) -> Void
    private let queue = DispatchQueue(label: "clearfield.shared-board-outbox")
    private let state = Mutex(State())

    private struct State {
        var started = false
        var stopped = false
        var pause = OutboxWorker.firstPause
        /// The follow-up pass that is current: an earlier timer finding a newer one set does nothing.
        var timer = 0
    }

    static let firstPause: TimeInterval = 2
    static let longestPause: TimeInterval = 60

    public init(outbox: Outbox, onChange: @escaping @Sendable (SharedBoardState) -> Void = { _ in }) {
        self.outbox = outbox
        self.onChange = onChange
    }

    public func start() {
        let first = state.withLock { state in
            defer { state.started = true }
            return !state.started && !state.stopped
        }
        if first { queue.async { self.pass(timer: nil) } }
    }

    /// Asks for a pass now (a game was just queued, or a deal taken).
    public func wake() {
        guard state.withLock({ $0.started && !$0.stopped }) else { return }
        queue.async { self.pass(timer: nil) }
    }

    /// No pass after the one under way (a pass is bounded by the transport's time-outs).
    public func stop() {
        state.withLock { $0.stopped = true }
    }

    /// One pass, then the next one scheduled: soon while results wait or the board is away.
    private func pass(timer: Int?) {
        let current = state.withLock { state in
            !state.stopped && (timer == nil || timer == state.timer)
        }
        guard current else { return }
        let result = outbox.submitPending()
        onChange(result)
        let next: (delay: TimeInterval, timer: Int)? = state.withLock { state in
            guard !state.stopped else { return nil }
            state.pause = result.isOffline ? min(state.pause * 2, Self.longestPause) : Self.firstPause
            state.timer += 1
            return (result.waiting > 0 || result.isOffline ? state.pause : Self.longestPause, state.timer)
        }
        guard let next else { return }
        queue.asyncAfter(deadline: .now() + next.delay) { self.pass(timer: next.timer) }
    }
}
