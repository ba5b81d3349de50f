import GameCore

/// The byte that starts each action in a packed log (plain or timed): which action it is,
/// and in a timed log whether its offset follows.
enum ActionTag: UInt8 {
    case move = 0, undo, redo, restart, hint

    /// Set in a timed log's tag when the action's offset is known (and follows the tag).
    static let offsetFlag: UInt8 = 0x08

    init<Move>(_ action: SessionAction<Move>) {
        switch action {
        case .move: self = .move
        case .undo: self = .undo
        case .redo: self = .redo
        case .restart: self = .restart
        case .hint: self = .hint
        }
    }

    /// Writes a move's fields after its tag; other actions have none.
    static func writeFields<Move: PackableMove>(of action: SessionAction<Move>, into writer: inout PackWriter) {
        if case .move(let move) = action { move.pack(into: &writer) }
    }

    /// Reads the action this tag starts (a move's fields follow the tag).
    func readAction<Move: PackableMove>(from reader: inout PackReader) throws -> SessionAction<Move> {
        switch self {
        case .move: .move(try Move(unpacking: &reader))
        case .undo: .undo
        case .redo: .redo
        case .restart: .restart
        case .hint: .hint
        }
    }
}
