import Foundation

/// The per-game stats that undo takes back, after each step of the session's history, and where
/// the session stands in it: a recorder mirrors the session's undo, redo and restart with it, so
/// a game's stats are those of the moves that stand (an undone move clears nothing, scores
/// nothing), and undoing and replaying a move cannot count it twice.
///
/// Only the stats a recorder hands in are kept (tiles cleared, score...); counts of undos,
/// restarts and hints are not in it and keep counting. One flat buffer, `handles.count` values
/// per step, so recording a move costs no allocation beyond the buffer's growth.
public struct StatTrail: Equatable, Sendable {
    /// Values after each step, `width` per step; a value is absent (nil) while its stat has none.
    private var values: [Int64?]
    public private(set) var position: Int
    public let width: Int

    /// A trail at the game's start: `stats` as they are before the first move.
    public init(start stats: Stats, handles: [StatHandle]) {
        values = handles.map { stats.value($0) }
        position = 0
        width = handles.count
    }

    public var stepCount: Int { width == 0 ? position + 1 : values.count / width }

    /// The value of the stat at `index` (in `handles`) where the session stands.
    public func current(_ index: Int) -> Int64? { values[position * width + index] }

    /// After a move: `stats` as they stand now become the next step; steps ahead of it (undone
    /// moves that could have been redone) are dropped, as the session drops them.
    public mutating func commit(_ stats: Stats, handles: [StatHandle]) {
        values.removeSubrange(((position + 1) * width)...)
        for handle in handles { values.append(stats.value(handle)) }
        position += 1
    }

    /// Undo: the stats go back to the previous step's.
    public mutating func undo(_ stats: inout Stats, handles: [StatHandle]) {
        guard position > 0 else { return }
        position -= 1
        restore(&stats, handles: handles)
    }

    /// Redo: the stats come back to the next step's.
    public mutating func redo(_ stats: inout Stats, handles: [StatHandle]) {
        guard position + 1 < stepCount else { return }
        position += 1
        restore(&stats, handles: handles)
    }

    /// Restart, a new step back at the start (so it can be undone): the stats go back to the
    /// first step's.
    public mutating func restart(_ stats: inout Stats, handles: [StatHandle]) {
        values.removeSubrange(((position + 1) * width)...)
        values.append(contentsOf: values[0..<width])
        position += 1
        restore(&stats, handles: handles)
    }

    private func restore(_ stats: inout Stats, handles: [StatHandle]) {
        let base = position * width
        for (index, handle) in handles.enumerated() {
            if let value = values[base + index] { stats.set(value, for: handle) } else { stats.clear(handle) }
        }
    }
}

/// Saved with the game as `{"width": 9, "position": 3, "packed": <bytes>}`: the steps' values
/// in one packed blob (`StatTrailPacking`). A long Tiles game's trail holds thousands of values,
/// and coding each as its own optional made a save and a resume take tens of milliseconds.
/// Saves written before keep their values as a list, `"steps": [0, null, ...]`, and still load.
extension StatTrail: Codable {
    private enum CodingKeys: String, CodingKey {
        case width, position, steps, packed
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        width = try container.decode(Int.self, forKey: .width)
        position = try container.decode(Int.self, forKey: .position)
        if container.contains(.packed) {
            guard let unpacked = StatTrailPacking.values(in: try container.decode(Data.self, forKey: .packed)) else {
                throw DecodingError.dataCorruptedError(forKey: .packed, in: container,
                                                       debugDescription: "stat trail's packed values do not read")
            }
            values = unpacked
        } else {
            values = try container.decode([Int64?].self, forKey: .steps)
        }
        guard width > 0, values.count % width == 0, position >= 0, position < values.count / width else {
            throw DecodingError.dataCorruptedError(forKey: .steps, in: container,
                                                   debugDescription: "stat trail does not match its width and position")
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(width, forKey: .width)
        try container.encode(position, forKey: .position)
        try container.encode(StatTrailPacking.data(values), forKey: .packed)
    }
}
