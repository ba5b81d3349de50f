@testable import Shell
import Foundation
import Leaderboards
import Midend
import Synchronization
import Testing
@testable import UITestSupport

/// Issue 19: Esc on a screen whose job is reading stops the read itself, not only the screen's
/// wait for it. The runner binds a `ReadCancellation` to each job's thread and cancels it with
/// the job; the shared board's store registers what ends its network wait with that (tested
/// against the real server in SharedBoardTests' `StoppingARead`).
@Suite struct JobReadCancellationTests {
    @Test func cancellingAJobCancelsTheReadItsThreadIsDoing() throws {
        let runner = WorkRunner()
        let registered = BackgroundWorkTests.Gate()
        let stopped = BackgroundWorkTests.Gate()
        let finished = BackgroundWorkTests.Gate()
        let seen = Mutex<String?>(nil)
        let ticket = runner.start(BackgroundJob(title: "Reading the board") { _ in
            // What a store's read does: register the stop of its wait, then wait.
            guard let cancellation = ReadCancellation.current else {
                seen.withLock { $0 = "no cancellation on the job's thread" }
                registered.open()
                finished.open()
                return 0
            }
            cancellation.whenCancelled { stopped.open() }
            registered.open()
            let ended = stopped.waitOpen()
            seen.withLock { $0 = ended ? "stopped" : "never stopped" }
            finished.open()
            return 0
        }, owner: 0)
        #expect(registered.waitOpen())

        runner.cancel { $0 == ticket }
        #expect(finished.waitOpen())
        #expect(seen.withLock { $0 } == "stopped")
        // The screen was answered at once, as before.
        let answers = runner.takeFinished()
        #expect(answers.count == 1)
        if case .cancelled? = answers.first?.1 {} else { Issue.record("not answered as cancelled: \(answers)") }
    }

    @Test func aJobThatIsNotCancelledReadsOnUndisturbed() throws {
        let runner = WorkRunner()
        let finished = BackgroundWorkTests.Gate()
        let seen = Mutex<Bool?>(nil)
        runner.start(BackgroundJob(title: "Reading the board") { _ in
            seen.withLock { $0 = ReadCancellation.current?.isCancelled }
            finished.open()
            return 0
        }, owner: 0)
        #expect(finished.waitOpen())
        #expect(seen.withLock { $0 } == false)
    }
}
