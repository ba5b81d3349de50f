import Dispatch
import Foundation

/// Runs async work to its end from a plain (background) thread, giving up after `seconds`.
///
/// The leaderboard store's methods are synchronous (they run in the app's background jobs and the
/// command line), the PostgreSQL client is async: this is the one bridge. On time-out the work is
/// cancelled and `onTimeout` runs (closing the connection, so nothing is left half-done on it).
func runBlocking<T: Sendable>(seconds: Int, onTimeout: @escaping @Sendable () -> Void = {},
                              _ work: @escaping @Sendable () async throws -> T) throws -> T {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    let task = Task {
        do {
            box.set(.success(try await work()))
        } catch {
            box.set(.failure(error))
        }
        done.signal()
    }
    guard done.wait(timeout: .now() + .seconds(seconds)) == .success else {
        task.cancel()
        onTimeout()
        throw BoardError.timedOut(seconds: seconds)
    }
    return try box.get().get()
}

/// The answer handed from the task to the waiting thread.
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
