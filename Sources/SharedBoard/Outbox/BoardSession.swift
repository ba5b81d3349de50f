import BoardAPI

/// What the outbox needs of the board service: a run submitted (idempotent by its id) and the
/// service's verdict. The HTTP client is the real one (`BoardClient`); tests put a fake transport
/// that loses answers in between.
public protocol BoardSession: Sendable {
    /// Sends the run; the same run id sent again answers the stored verdict and changes nothing.
    func submit(_ run: RunSubmission) throws -> RunVerdict
}

/// A failure the outbox can tell apart: one that may pass (the service out of reach, busy,
/// rate-limited: the run stays and is sent again later) or not (the request itself was refused:
/// the run leaves the outbox with the service's reason as its verdict).
public protocol BoardSessionFailure: Error, CustomStringConvertible {
    var isTransient: Bool { get }
}
