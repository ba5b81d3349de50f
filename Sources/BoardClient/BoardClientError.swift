import BoardAPI
import Foundation

/// What went wrong talking to the service, in words the player reads.
public enum BoardClientError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The service could not be reached or did not answer in time (it may pass: retry later).
    case unreachable(String)
    /// The service answered with a refusal (its sentence) and the HTTP status.
    case refused(APIProblem, status: Int)
    /// The answer could not be read.
    case unreadable(String)
    /// No board is joined on this computer (or its key is missing).
    case notJoined

    /// Worth trying again later: out of reach, busy, rate-limited or failing on its side.
    public var isTransient: Bool {
        switch self {
        case .unreachable: true
        case .refused(let problem, let status): status >= 500 || status == 429 || problem.code == .rateLimited
            || problem.code == .unavailable
        case .unreadable, .notJoined: false
        }
    }

    /// The problem's code, when the service refused.
    public var code: APIProblem.Code? {
        if case .refused(let problem, _) = self { return problem.code }
        return nil
    }

    public var description: String {
        switch self {
        case .unreachable(let why): why
        case .refused(let problem, _): Self.shown(problem.message)
        case .unreadable(let why): "the board's answer could not be read (\(why))"
        case .notJoined: "this computer has not joined a board: run `clearfield board join URL`"
        }
    }

    /// The service's sentence, its control characters replaced (it reaches a terminal).
    static func shown(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.prefix(300).map {
            $0.properties.generalCategory == .control || $0.properties.generalCategory == .format ? "?" : $0
        }))
    }
}
