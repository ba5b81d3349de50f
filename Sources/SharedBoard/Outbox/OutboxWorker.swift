import Foundation

/// The background thread that empties the outbox: a pass when woken (a game just ended) and then
/// again after a pause that grows while the board stays out of reach (2 s doubling to a minute),
/// so an offline game costs a connection attempt now and then, on a thread of its own.
public final class OutboxWorker: @unchecked Sendable {
    private let outbox: Outbox
    private let condition = NSCondition()
    private var woken = false
    private var stopped = false
    private var thread: Thread?
    /// Called after every pass with the new state (the app wakes its loop to redraw the header).
    private let onChange: @Sendable (SharedBoardState) -> Void

    static let firstPause: TimeInterval = 2
    static let longestPause: TimeInterval = 60

    public init(outbox: Outbox, onChange: @escaping @Sendable (SharedBoardState) -> Void = { _ in }) {
        self.outbox = outbox
        self.onChange = onChange
    }

    public func start() {
        condition.lock()
        defer { condition.unlock() }
        guard thread == nil else { return }
        let thread = Thread { [weak self] in self?.run() }
        thread.name = "clearfield.shared-board-outbox"
        self.thread = thread
        thread.start()
    }

    /// Asks for a pass now (a game was just queued).
    public func wake() {
        condition.lock()
        woken = true
        condition.signal()
        condition.unlock()
    }

    /// Ends the thread after the pass under way (a pass is bounded by the board's time-outs).
    public func stop() {
        condition.lock()
        stopped = true
        condition.signal()
        condition.unlock()
    }

    private func run() {
        var pause = Self.firstPause
        while true {
            let state = outbox.submitPending()
            onChange(state)
            pause = state.isOffline ? min(pause * 2, Self.longestPause) : Self.firstPause
            condition.lock()
            let deadline = Date(timeIntervalSinceNow: state.waiting > 0 || state.isOffline ? pause : Self.longestPause)
            while !woken && !stopped && condition.wait(until: deadline) {}
            let stop = stopped
            woken = false
            condition.unlock()
            if stop { break }
        }
        outbox.close()
    }
}
