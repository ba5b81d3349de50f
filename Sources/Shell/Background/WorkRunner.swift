import Foundation
import Terminal

/// Runs background jobs on threads of their own and hands their answers back to the main loop.
///
/// A finished job puts its answer in a locked mailbox and signals the `WakeSignal` the loop
/// polls beside the terminal, so the loop wakes at once, takes the answer (`takeFinished`) and
/// gives it to the screen that asked, on the main thread. Nothing polls or spins: with no job
/// running, nothing happens at all.
public final class WorkRunner: @unchecked Sendable {
    /// Identifies a job: which screen owns it, by its depth in the navigation stack.
    public struct Ticket: Hashable, Sendable {
        public var number: Int
        public var owner: Int
    }

    /// A job that is running (or finished and not yet taken).
    package struct Running {
        package var ticket: Ticket
        package var title: String
        package var progress: WorkProgress
    }

    public let wake: WakeSignal
    private let lock = NSLock()
    private var running: [Running] = []
    private var finished: [(Ticket, WorkDelivery)] = []
    private var nextNumber = 0

    public init(wake: WakeSignal = WakeSignal()) {
        self.wake = wake
    }

    /// Starts `job` for the screen at stack depth `owner`.
    @discardableResult
    public func start(_ job: BackgroundJob, owner: Int) -> Ticket {
        let progress = WorkProgress()
        let ticket: Ticket = lock.withLock {
            nextNumber += 1
            let ticket = Ticket(number: nextNumber, owner: owner)
            running.append(Running(ticket: ticket, title: job.title, progress: progress))
            return ticket
        }
        let thread = Thread { [self] in
            let result = job.run(progress)
            finish(ticket, title: job.title, result: result, cancelled: progress.isCancelled)
        }
        thread.name = "clearfield work: \(job.title)"
        thread.start()
        return ticket
    }

    private func finish(_ ticket: Ticket, title: String, result: any Sendable, cancelled: Bool) {
        lock.withLock {
            // A job cancelled meanwhile has been answered already (`cancel`).
            guard running.contains(where: { $0.ticket == ticket }) else { return }
            running.removeAll { $0.ticket == ticket }
            finished.append((ticket, cancelled ? .cancelled(title: title) : .finished(title: title, result: result)))
        }
        wake.signal()
    }

    /// Cancels the jobs `matching`; each is answered `.cancelled` at once (its thread is told to
    /// stop and whatever it returns later is dropped).
    public func cancel(where matching: (Ticket) -> Bool) {
        let cancelled: [Running] = lock.withLock {
            let chosen = running.filter { matching($0.ticket) }
            running.removeAll { matching($0.ticket) }
            finished += chosen.map { ($0.ticket, .cancelled(title: $0.title)) }
            return chosen
        }
        for job in cancelled { job.progress.cancel() }
        if !cancelled.isEmpty { wake.signal() }
    }

    /// Cancels every job of the screens at depth `depth` and above (they left the stack), and
    /// drops their answers: nobody is there to take them.
    public func forget(ownersFrom depth: Int) {
        cancel { $0.owner >= depth }
        lock.withLock { finished.removeAll { $0.0.owner >= depth } }
    }

    /// The answers ready for the loop, oldest first.
    public func takeFinished() -> [(Ticket, WorkDelivery)] {
        lock.withLock {
            defer { finished = [] }
            return finished
        }
    }

    /// Whether a job of the screen at `depth` is running.
    public func isRunning(owner depth: Int) -> Bool {
        lock.withLock { running.contains { $0.ticket.owner == depth } }
    }

    /// The progress line: the newest running job's title and how far it has got; nil when idle.
    public var progressLine: String? {
        lock.withLock {
            guard let job = running.last else { return nil }
            let more = running.count > 1 ? " (+\(running.count - 1) more)" : ""
            guard let fraction = job.progress.fraction else { return "\(job.title)…\(more)" }
            return "\(job.title)… \(Int(fraction * 100))%\(more)"
        }
    }
}
