import Leaderboards
import NIOCore

/// Waits for a NIO future from a plain (background) thread, giving up after `seconds`.
///
/// The leaderboard store's methods are synchronous (they run in the app's background jobs and the
/// command line). The client's futures complete on NIO's own threads, so waiting here never needs
/// a thread of Swift's cooperative pool (a test or task blocked there cannot starve it). The
/// time-out is a task on the future's own event loop racing the answer for one promise (no lock,
/// no semaphore); on time-out `onTimeout` runs (closing the connection, so nothing is left
/// half-done on it).
///
/// The work's cancellation (`ReadCancellation.current`, Esc on the screen that asked) races the
/// answer too: the wait ends at once with `ReadCancelled`, and `onTimeout` runs as for a time-out.
func waitFor<T: Sendable>(_ future: EventLoopFuture<T>, seconds: Int,
                          onTimeout: () -> Void = {}) throws -> T {
    let loop = future.eventLoop
    let answer = loop.makePromise(of: T.self)
    let timer = loop.scheduleTask(in: .seconds(Int64(seconds))) {
        answer.fail(WaitTimedOut())
    }
    future.whenComplete { result in
        timer.cancel()
        answer.completeWith(result)
    }
    let cancellation = ReadCancellation.current
    let token = cancellation?.whenCancelled { answer.fail(ReadCancelled()) }
    defer { cancellation?.forget(token) }
    do {
        return try answer.futureResult.wait()
    } catch is WaitTimedOut {
        onTimeout()
        throw BoardError.timedOut(seconds: seconds)
    } catch is ReadCancelled {
        onTimeout()
        throw ReadCancelled()
    }
}

/// The time-out's own error, told apart from anything the server says.
private struct WaitTimedOut: Error {}
