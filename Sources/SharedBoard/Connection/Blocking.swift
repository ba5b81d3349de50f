import Dispatch
import Foundation
import NIOCore

/// Waits for a NIO future from a plain (background) thread, giving up after `seconds`.
///
/// The leaderboard store's methods are synchronous (they run in the app's background jobs and the
/// command line). The client's futures complete on NIO's own threads, so waiting here never needs
/// a thread of Swift's cooperative pool (a test or task blocked there cannot starve it). On
/// time-out `onTimeout` runs (closing the connection, so nothing is left half-done on it).
func waitFor<T: Sendable>(_ future: EventLoopFuture<T>, seconds: Int,
                          onTimeout: () -> Void = {}) throws -> T {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    future.whenComplete { result in
        box.set(result.mapError { $0 as any Error })
        done.signal()
    }
    guard done.wait(timeout: .now() + .seconds(seconds)) == .success else {
        onTimeout()
        throw BoardError.timedOut(seconds: seconds)
    }
    return try box.get().get()
}

/// The answer handed from NIO's thread to the waiting one.
private final class ResultBox<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<T, any Error>?

    func set(_ value: Result<T, any Error>) {
        lock.lock()
        result = value
        lock.unlock()
    }

    func get() -> Result<T, any Error> {
        lock.lock()
        defer { lock.unlock() }
        return result ?? .failure(BoardError.unreachable("no answer"))
    }
}
