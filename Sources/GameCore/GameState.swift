/// The rules of one game as an immutable value: what Undo restores.
///
/// `applying` is a pure function. An illegal move returns nil; it never traps, because moves
/// come from the keyboard, the mouse and replayed save files.
public protocol GameState: Equatable, Sendable {
    associatedtype Move: Codable & Equatable & Sendable

    func applying(_ move: Move) -> (state: Self, events: [GameEvent])?

    /// True once the game can take no further move (won, lost or stuck for good).
    var isOver: Bool { get }

    /// Whether the game offers undo. A session of a game without it keeps no history, only the
    /// state it is in: a long game on a big board then holds one board, not one per move.
    static var offersUndo: Bool { get }
}

extension GameState {
    public static var offersUndo: Bool { true }
}
