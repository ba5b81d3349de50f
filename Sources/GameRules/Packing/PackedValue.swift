import Foundation
import GameCore

/// A value stored as its packed bytes: as `Codable` it is one `Data` value, so an archive holds
/// a long log as a single field instead of thousands of keyed values.
public protocol PackedValue: Codable {
    /// Reads bytes written by `packed()`; any other bytes throw `PackReader.Failure`.
    init(packed bytes: Data) throws
    func packed() -> Data
}

extension PackedValue {
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let bytes = try container.decode(Data.self)
        do {
            try self.init(packed: bytes)
        } catch let failure as PackReader.Failure {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: failure.description))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(packed())
    }
}

extension PackReader {
    /// Reads a log's action count, checked against the bytes left: every action takes at least
    /// one byte, so a larger count is damage, not a reason to reserve gigabytes.
    mutating func readActionCount() throws -> Int {
        let countOffset = offset
        let count = try read(in: 0...Int(Int32.max))
        guard count <= remaining else { throw failure("\(count) actions in \(remaining) bytes", at: countOffset) }
        // Checked before a single action is read: a save or a replay's memory follows its length.
        guard count <= ActionLogLimit.maximumActions else {
            throw failure("\(count) actions, more than the \(ActionLogLimit.maximumActions) a game may hold", at: countOffset)
        }
        return count
    }

    /// Checks that nothing follows the last action.
    func expectEnd() throws {
        guard remaining == 0 else { throw failure("\(remaining) bytes after the last action", at: offset) }
    }
}
