import Foundation

extension GameBackEnd {
    /// The known offsets of a packed timed log's actions, in log order (actions whose offset is
    /// unknown are left out); nil when the bytes are not a log of this game. Only the log is read,
    /// nothing is replayed: the human envelope (Leaderboards) measures how fast actions came.
    public static func actionOffsets(packedLog: Data) -> [Int]? {
        guard let log = try? TimedLog<State.Move>(packed: packedLog) else { return nil }
        // Traces (the cursor's way) are no actions: the envelope measures plays only.
        return log.entries.compactMap { $0.action.isTrace ? nil : $0.offset }
    }
}

extension GameRegistry {
    /// `GameBackEnd.actionOffsets(packedLog:)` for a stored game of any registered kind; nil for
    /// an unknown kind or a log that does not unpack.
    public func actionOffsets(kind rawValue: String, packedLog: Data) -> [Int]? {
        backEnd(forKind: rawValue)?.actionOffsets(packedLog: packedLog)
    }
}
