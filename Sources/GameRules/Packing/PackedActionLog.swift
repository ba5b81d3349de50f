import Foundation
import GameCore

/// A session's action log stored as one compact `Data` value in an archive.
///
/// Layout, version 1: a version byte (1), the number of actions as a varint, then per action
/// a tag byte (0 move, 1 undo, 2 redo, 3 restart, 4 hint) followed, for a move, by its fields.
/// Integers are zigzag LEB128 varints, so small values of either sign take one byte.
public struct PackedActionLog<Move: PackableMove>: Equatable, Sendable {
    public var actions: [SessionAction<Move>]

    public init(_ actions: [SessionAction<Move>]) {
        self.actions = actions
    }

    static var formatVersion: UInt8 { 1 }

    /// The packed bytes of `actions`.
    public func packed() -> Data {
        var writer = PackWriter()
        writer.reserveCapacity(actions.count * 4 + 8)
        writer.writeByte(Self.formatVersion)
        writer.write(actions.count)
        for action in actions {
            writer.writeByte(ActionTag(action).rawValue)
            ActionTag.writeFields(of: action, into: &writer)
        }
        return Data(writer.bytes)
    }

    /// Unpacks bytes written by `packed()`; any other bytes throw `PackReader.Failure`.
    public init(packed bytes: Data) throws {
        var reader = PackReader(bytes)
        let version = try reader.readByte()
        guard version == Self.formatVersion else { throw reader.failure("unknown log version \(version)", at: 0) }
        let count = try reader.readActionCount()
        var actions: [SessionAction<Move>] = []
        actions.reserveCapacity(count)
        for _ in 0..<count {
            let tagOffset = reader.offset
            let tagByte = try reader.readByte()
            guard let tag = ActionTag(rawValue: tagByte) else {
                throw reader.failure("unknown action tag \(tagByte)", at: tagOffset)
            }
            actions.append(try tag.readAction(from: &reader))
        }
        try reader.expectEnd()
        self.actions = actions
    }
}

extension PackedActionLog: PackedValue {}
