/// What the Leaderboards screen says about the shared board, as a small value: nothing when no
/// board is configured, and otherwise whether it was reached and how many results still wait.
public enum SharedBoardState: Equatable, Sendable {
    case notConfigured
    /// The last attempt reached the board; `waiting` results are still to be sent.
    case online(waiting: Int)
    /// The board could not be reached (why, for `board status`); the game plays on.
    case offline(waiting: Int, reason: String)
    /// The board answered but was busy or slow (a lock held, a time-out): the screen shows the copy
    /// read at `copyFrom` ("HH:MM", local time), nil when there is none yet.
    case busy(waiting: Int, copyFrom: String?)

    public var waiting: Int {
        switch self {
        case .notConfigured: 0
        case .online(let waiting), .offline(let waiting, _), .busy(let waiting, _): waiting
        }
    }

    public var isOffline: Bool {
        if case .offline = self { return true }
        return false
    }

    /// The line for the board screen's header, nil when there is nothing to say.
    public var line: String? {
        switch self {
        case .notConfigured: nil
        case .online(0): "shared board"
        case .online(let waiting): "shared board — sending \(Self.results(waiting))"
        case .offline(let waiting, _): "offline — \(Self.results(waiting)) waiting"
        case .busy(_, let time?): "busy — showing the copy from \(time)"
        case .busy(_, nil): "busy — nothing read yet"
        }
    }

    static func results(_ count: Int) -> String { count == 1 ? "1 result" : "\(count) results" }
}
