import Foundation
import GameCore

/// The packed form of a timed log, one `Data` value in a save.
///
/// Layout, version 2: a version byte (2), the number of actions as a varint, then per action a
/// tag byte (as in `PackedActionLog`, plus `0x08` when the offset is known), the offset as a
/// varint delta from the previous known offset (the first from 0) when it is known, then a
/// move's fields. Offsets grow with the play, so a delta takes one or two bytes where the
/// absolute value would take three or four. The delta is taken with wrapping arithmetic, so
/// every log, even one whose offsets go backwards (which `verify` rejects), packs and comes
/// back equal. Version 1 bytes (a `PackedActionLog`) read as a log whose offsets are unknown.
extension TimedLog {
    static var formatVersion: UInt8 { 2 }

    /// The packed bytes of the log.
    public func packed() -> Data {
        var writer = PackWriter()
        writer.reserveCapacity(entries.count * 6 + 8)
        writer.writeByte(Self.formatVersion)
        writer.write(entries.count)
        var previous = 0
        for entry in entries {
            let tag = ActionTag(entry.action).rawValue
            if let offset = entry.offset {
                writer.writeByte(tag | ActionTag.offsetFlag)
                writer.write(offset &- previous)
                previous = offset
            } else {
                writer.writeByte(tag)
            }
            ActionTag.writeFields(of: entry.action, into: &writer)
        }
        return Data(writer.bytes)
    }

    /// Unpacks bytes written by `packed()` (or by `PackedActionLog.packed()`, with unknown
    /// offsets); any other bytes throw `PackReader.Failure`.
    public init(packed bytes: Data) throws {
        var reader = PackReader(bytes)
        let version = try reader.readByte()
        if version == PackedActionLog<Move>.formatVersion {
            self.init(untimed: try PackedActionLog<Move>(packed: bytes).actions)
            return
        }
        guard version == Self.formatVersion else { throw reader.failure("unknown log version \(version)", at: 0) }
        let count = try reader.readActionCount()
        var entries: [TimedAction<Move>] = []
        entries.reserveCapacity(count)
        var previous = 0
        for _ in 0..<count {
            let tagOffset = reader.offset
            let tagByte = try reader.readByte()
            guard let tag = ActionTag(rawValue: tagByte & ~ActionTag.offsetFlag) else {
                throw reader.failure("unknown action tag \(tagByte)", at: tagOffset)
            }
            var offset: Int?
            if tagByte & ActionTag.offsetFlag != 0 {
                previous = previous &+ (try reader.read())
                offset = previous
            }
            entries.append(TimedAction(try tag.readAction(from: &reader), at: offset))
        }
        try reader.expectEnd()
        self.init(entries)
    }
}

extension TimedLog: PackedValue {}
