import GameCore

/// The log's plays and traces apart (`PackableMove.isTrace`): traces record the player's way
/// between plays and the rules pass over them.
extension TimedLog {
    /// How many entries are plays (moves, undos, hints...): what the autosave cadence, the
    /// reports' turns and a verified game's action count go by.
    public var playCount: Int {
        entries.reduce(0) { $0 + ($1.action.isTrace ? 0 : 1) }
    }

    /// The log without its traces: what the rules replay.
    public var plays: TimedLog {
        TimedLog(entries.filter { !$0.action.isTrace })
    }

    /// Traces are kept only while the log holds fewer entries than this, half the most a log may
    /// hold: however long the player wanders, room stays for the plays themselves.
    public static var traceLimit: Int { ActionLogLimit.maximumActions / 2 }
}
