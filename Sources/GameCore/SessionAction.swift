/// One thing the player did, as recorded in a session's log. A save holds this log and
/// loading replays it through the normal rules, so undo history survives a resume.
public enum SessionAction<Move: Codable & Equatable & Sendable>: Equatable, Codable, Sendable {
    case move(Move)
    case undo
    case redo
    case restart
    case hint

    /// A hint, which a replay passes over when it is not counted: logs written before a hint
    /// counted once per position may repeat one, and the rest of such a log is still legal.
    public var isRepeatableHint: Bool { self == .hint }

    private enum CodingKeys: String, CodingKey {
        case kind = "k"
        case move = "m"
    }

    private enum Kind: String, Codable {
        case move, undo, redo, restart, hint
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(Kind.self, forKey: .kind) {
        case .move: self = .move(try container.decode(Move.self, forKey: .move))
        case .undo: self = .undo
        case .redo: self = .redo
        case .restart: self = .restart
        case .hint: self = .hint
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .move(let move):
            try container.encode(Kind.move, forKey: .kind)
            try container.encode(move, forKey: .move)
        case .undo: try container.encode(Kind.undo, forKey: .kind)
        case .redo: try container.encode(Kind.redo, forKey: .kind)
        case .restart: try container.encode(Kind.restart, forKey: .kind)
        case .hint: try container.encode(Kind.hint, forKey: .kind)
        }
    }
}
