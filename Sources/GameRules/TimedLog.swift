import GameCore

/// One logged action and when it was done: its offset in milliseconds on the play clock (the
/// clock that stops for pause, menus, help and suspension), counted from the game's start.
///
/// The offset is nil when it is not known: the actions of a save written before logs were
/// timed (save format 1) carry none.
public struct TimedAction<Move: Codable & Equatable & Sendable>: Equatable, Sendable {
    public var action: SessionAction<Move>
    public var offset: Int?

    public init(_ action: SessionAction<Move>, at offset: Int?) {
        self.action = action
        self.offset = offset
    }
}

/// A session's move log with the time of every action: what a save keeps, what a replay
/// plays back and what `GameBackEnd.verify` checks.
///
/// Stored packed (see `TimedLog+Packing.swift`): as `Codable` it is one `Data` value.
public struct TimedLog<Move: PackableMove>: Equatable, Sendable {
    public var entries: [TimedAction<Move>]

    public init(_ entries: [TimedAction<Move>] = []) {
        self.entries = entries
    }

    /// A log whose times are not known (a format-1 save's).
    public init(untimed actions: [SessionAction<Move>]) {
        entries = actions.map { TimedAction($0, at: nil) }
    }

    /// The actions alone, in order.
    public var actions: [SessionAction<Move>] { entries.map(\.action) }

    public var count: Int { entries.count }
    public var isEmpty: Bool { entries.isEmpty }

    /// The offset of the last action whose offset is known.
    public var lastKnownOffset: Int? { entries.last(where: { $0.offset != nil })?.offset }

    public mutating func append(_ action: SessionAction<Move>, at offset: Int?) {
        entries.append(TimedAction(action, at: offset))
    }
}
