import Dispatch
import Foundation
import Synchronization

/// Threads of the service's own in the test process. The whole suite runs hundreds of tests at
/// once on the cooperative pool (one thread per core), and tests that wait synchronously (tmux,
/// processes, synchronous database calls) can hold every thread of it for many seconds: a service
/// whose handlers ran there answered nothing for 20 s (`.readTimeout`). Its tasks prefer these
/// threads instead, as a service process of its own would have them. (Plain threads, not NIO's
/// event loops: the harness itself opens synchronous database connections, which NIO forbids
/// waiting for on its own loops.)
final class ServiceExecutor: TaskExecutor {
    static let shared = ServiceExecutor(threads: 4)

    private let jobs = Mutex<[UnownedJob]>([])
    private let waiting = DispatchSemaphore(value: 0)

    private init(threads: Int) {
        for index in 0..<threads {
            let thread = Thread { [self] in work() }
            thread.name = "board-service-test-\(index)"
            thread.start()
        }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        jobs.withLock { $0.append(job) }
        waiting.signal()
    }

    private func work() -> Never {
        while true {
            waiting.wait()
            let job = jobs.withLock { $0.removeFirst() }
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
