import Dispatch
import Synchronization

/// Runs async board work from a plain thread and waits for it: the outbox's serial queue, the
/// app's background jobs and the commands are synchronous. Never call it from a task of Swift's
/// cooperative pool (it blocks its thread); the transport's own deadline bounds the wait.
public func waitForAnswer<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) throws -> T {
    let outcome = Mutex<Result<T, any Error>?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        let result: Result<T, any Error>
        do {
            result = .success(try await work())
        } catch {
            result = .failure(error)
        }
        outcome.withLock { $0 = result }
        done.signal()
    }
    done.wait()
    return try outcome.withLock { $0! }.get()
}
