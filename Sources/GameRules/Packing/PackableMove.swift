import GameCore

/// A move that can be written as a few integers, so a long move log packs into bytes.
///
/// Foundation's property list coder costs microseconds per keyed value, which for the 5,000
/// actions of a long Mines game is tens of milliseconds each way; packed, the same log is one
/// `Data` value that saves and loads in well under a millisecond.
public protocol PackableMove: Codable, Equatable, Sendable {
    /// Writes the move's fields; `init(unpacking:)` must read them back in the same order.
    func pack(into writer: inout PackWriter)
    /// Reads a move written by `pack(into:)`; throws (via the reader) on bad input, never traps.
    init(unpacking reader: inout PackReader) throws
    /// Whether the entry is a trace, not a play (see the default below).
    var isTrace: Bool { get }
}

extension PackableMove {
    /// Whether this entry of a log only records the player's way between plays (Mines: where the
    /// cursor went, for the replay viewer) rather than playing: the rules never see it, so it
    /// changes no state, is no undo step, counts as no move, click or action, and `verify`, the
    /// replay's timing and the human envelope pass over it. A log without traces (every log
    /// written before they were) reads and replays as before. No trace by default.
    public var isTrace: Bool { false }
}

extension SessionAction where Move: PackableMove {
    /// A trace (`PackableMove.isTrace`): an entry the rules pass over.
    public var isTrace: Bool {
        if case .move(let move) = self { move.isTrace } else { false }
    }
}
