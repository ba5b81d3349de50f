import BoardAPI
import SharedBoard

/// The outbox's session over the service: one signed `POST /runs` per run.
public struct ServiceSession: BoardSession {
    public let service: BoardService

    public init(service: BoardService) {
        self.service = service
    }

    public func submit(_ run: RunSubmission) throws -> RunVerdict {
        let service = self.service
        return try service.submit(run)
    }
}
