import Synchronization

/// Stops a store's read from another thread. A store's reads are synchronous (they run in the
/// game's background jobs and in commands), so nothing in their signatures can carry a
/// cancellation; the job runner binds one to the job's thread instead (`current`), cancels it
/// when the player presses Esc, and a store that waits on something slow (the shared board's
/// network) registers what stops that wait (`whenCancelled`) and checks it between steps (`check`).
public final class ReadCancellation: Sendable {
    /// The cancellation of the work running on this thread, nil when nobody can stop it (a
    /// command, a test calling a store directly). Bound with `ReadCancellation.$current.withValue`.
    @TaskLocal public static var current: ReadCancellation?

    private struct State {
        var cancelled = false
        var nextToken = 0
        var handlers: [Int: @Sendable () -> Void] = [:]
    }

    private let state = Mutex(State())

    public init() {}

    public var isCancelled: Bool { state.withLock { $0.cancelled } }

    /// Cancels: every registered handler runs once, on the caller's thread; later calls do nothing.
    public func cancel() {
        let handlers: [@Sendable () -> Void] = state.withLock { state in
            guard !state.cancelled else { return [] }
            state.cancelled = true
            defer { state.handlers = [:] }
            return Array(state.handlers.values)
        }
        for handler in handlers { handler() }
    }

    /// Runs `handler` when this is cancelled (at once, here, when it already is). Returns a token
    /// for `forget`, nil when the handler has already run.
    @discardableResult
    public func whenCancelled(_ handler: @escaping @Sendable () -> Void) -> Int? {
        let token: Int? = state.withLock { state in
            guard !state.cancelled else { return nil }
            state.nextToken += 1
            state.handlers[state.nextToken] = handler
            return state.nextToken
        }
        if token == nil { handler() }
        return token
    }

    /// Drops a handler whose wait is over.
    public func forget(_ token: Int?) {
        guard let token else { return }
        _ = state.withLock { $0.handlers.removeValue(forKey: token) }
    }

    /// Throws `ReadCancelled` when the work on this thread has been cancelled.
    public static func check() throws {
        if current?.isCancelled == true { throw ReadCancelled() }
    }
}

/// A read stopped by its cancellation (Esc): nobody is waiting for its answer any more.
public struct ReadCancelled: Error, Equatable, CustomStringConvertible {
    public init() {}
    public var description: String { "the read was stopped" }
}
