import BoardTestSupport
import Foundation
import Testing

/// `clearfield-board serve` stops on SIGTERM once no request is in flight (issue 29, point 1): it
/// used to wait for its housekeeping's minute-long pause to end, so a stop took up to 60 s (and
/// a supervisor's shorter grace period killed it instead). The bound here is that minute, not a
/// performance target.
@Suite(.serialized, .tags(.postgres)) struct ServeStopTests {
    @Test func serveStopsCleanlyOnSIGTERMWithoutWaitingOutItsHousekeeping() async throws {
        let service = try LiveService()
        // The housekeeping ran its first round at start and is in its pause now.
        try await Task.sleep(for: .seconds(2))
        #expect(service.terminate(waitingAtMost: 20) == 0, "the service did not stop within 20 s of SIGTERM")
    }
}
