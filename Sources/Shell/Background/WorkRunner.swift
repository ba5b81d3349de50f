import Foundation
import Leaderboards
import Midend
import Synchronization
import Terminal

/// Runs background jobs on threads of their own and hands their answers back to the main loop.
///
/// A finished job puts its answer in a locked mailbox and signals the `WakeSignal` the loop
/// polls beside the terminal, so the loop wakes at once, takes the answer (`takeFinished`) and
/// gives it to the screen that asked, on the main thread. Nothing polls or spins: with no job
/// running, nothing happens at all.
///
/// A thread per job rather than a task: jobs are synchronous and may wait a long time (the
/// solver's search, a busy database, the shared board's network), which would hold one of the
/// few threads of Swift's shared pool that the rest of the program's async work needs.
public final class WorkRunner: Sendable {
    /// Identifies a job: which screen owns it, by its depth in the navigation stack.
    public struct Ticket: Hashable, Sendable {
        public var number: Int
        public var owner: Int
    }

    /// A job that is running (or finished and not yet taken).
    package struct Running: Sendable {
        package var ticket: Ticket
        package var title: String
        package var progress: WorkProgress
    }

    /// What the jobs' threads and the main loop share.
    private struct Mailbox {
        var running: [Running] = []
        var finished: [(Ticket, WorkDelivery)] = []
        var nextNumber = 0
    }

    public let wake: WakeSignal
    private let mailbox = Mutex(Mailbox())

    public init(wake: WakeSignal = WakeSignal()) {
        self.wake = wake
    }

    /// Starts `job` for the screen at stack depth `owner`.
    @discardableResult
    public func start(_ job: BackgroundJob, owner: Int) -> Ticket {
        // Esc (`cancel`) also stops a store read the job is waiting on (the shared board's
        // network): the job's thread carries the cancellation the stores look for.
        let cancellation = ReadCancellation()
        let progress = WorkProgress(onChange: { cancellation.cancel() })
        let ticket: Ticket = mailbox.withLock { mailbox in
            mailbox.nextNumber += 1
            let ticket = Ticket(number: mailbox.nextNumber, owner: owner)
            mailbox.running.append(Running(ticket: ticket, title: job.title, progress: progress))
            return ticket
        }
        let thread = Thread { [self] in
            let result = ReadCancellation.$current.withValue(cancellation) { job.run(progress) }
            finish(ticket, title: job.title, result: result, cancelled: progress.isCancelled)
        }
        thread.name = "clearfield work: \(job.title)"
        thread.start()
        return ticket
    }

    private func finish(_ ticket: Ticket, title: String, result: any Sendable, cancelled: Bool) {
        mailbox.withLock { mailbox in
            // A job cancelled meanwhile has been answered already (`cancel`).
            guard mailbox.running.contains(where: { $0.ticket == ticket }) else { return }
            mailbox.running.removeAll { $0.ticket == ticket }
            mailbox.finished.append((ticket, cancelled ? .cancelled(title: title)
                                                      : .finished(title: title, result: result)))
        }
        wake.signal()
    }

    /// Cancels the jobs `matching`; each is answered `.cancelled` at once (its thread is told to
    /// stop and whatever it returns later is dropped).
    public func cancel(where matching: (Ticket) -> Bool) {
        let cancelled: [Running] = mailbox.withLock { mailbox in
            let chosen = mailbox.running.filter { matching($0.ticket) }
            mailbox.running.removeAll { matching($0.ticket) }
            mailbox.finished += chosen.map { ($0.ticket, .cancelled(title: $0.title)) }
            return chosen
        }
        for job in cancelled { job.progress.cancel() }
        if !cancelled.isEmpty { wake.signal() }
    }

    /// Cancels every job of the screens at depth `depth` and above (they left the stack), and
    /// drops their answers: nobody is there to take them.
    public func forget(ownersFrom depth: Int) {
        cancel { $0.owner >= depth }
        mailbox.withLock { mailbox in mailbox.finished.removeAll { $0.0.owner >= depth } }
    }

    /// The answers ready for the loop, oldest first.
    public func takeFinished() -> [(Ticket, WorkDelivery)] {
        mailbox.withLock { mailbox in
            defer { mailbox.finished = [] }
            return mailbox.finished
        }
    }

    /// Whether a job of the screen at `depth` is running.
    public func isRunning(owner depth: Int) -> Bool {
        mailbox.withLock { mailbox in mailbox.running.contains { $0.ticket.owner == depth } }
    }

    /// The progress line: the newest running job's title and how far it has got; nil when idle.
    /// A job with no title is quiet (a game's deal: its screen says "Dealing…" itself, and only
    /// when it takes longer than a blink).
    public var progressLine: String? {
        mailbox.withLock { mailbox in
            let shown = mailbox.running.filter { !$0.title.isEmpty }
            guard let job = shown.last else { return nil }
            let more = shown.count > 1 ? " (+\(shown.count - 1) more)" : ""
            guard let fraction = job.progress.fraction else { return "\(job.title)…\(more)" }
            return "\(job.title)… \(Int(fraction * 100))%\(more)"
        }
    }
}
