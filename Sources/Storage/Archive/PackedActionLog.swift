import Foundation
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
}

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

    private enum Tag: UInt8 {
        case move = 0, undo, redo, restart, hint
    }

    /// The packed bytes of `actions`.
    public func packed() -> Data {
        var writer = PackWriter()
        writer.bytes.reserveCapacity(actions.count * 4 + 8)
        writer.bytes.append(Self.formatVersion)
        writer.write(actions.count)
        for action in actions {
            switch action {
            case .move(let move):
                writer.bytes.append(Tag.move.rawValue)
                move.pack(into: &writer)
            case .undo: writer.bytes.append(Tag.undo.rawValue)
            case .redo: writer.bytes.append(Tag.redo.rawValue)
            case .restart: writer.bytes.append(Tag.restart.rawValue)
            case .hint: writer.bytes.append(Tag.hint.rawValue)
            }
        }
        return Data(writer.bytes)
    }

    /// Unpacks bytes written by `packed()`; any other bytes throw `PackReader.Failure`.
    public init(packed bytes: Data) throws {
        var reader = PackReader(bytes)
        let version = try reader.readByte()
        guard version == Self.formatVersion else { throw reader.failure("unknown log version \(version)", at: 0) }
        let countOffset = reader.offset
        let count = try reader.read(in: 0...Int(Int32.max))
        // Every action takes at least one byte: a count beyond that is damage, not a reason to
        // reserve gigabytes.
        guard count <= reader.remaining else {
            throw reader.failure("\(count) actions in \(reader.remaining) bytes", at: countOffset)
        }
        var actions: [SessionAction<Move>] = []
        actions.reserveCapacity(count)
        for _ in 0..<count {
            let tagOffset = reader.offset
            let tagByte = try reader.readByte()
            guard let tag = Tag(rawValue: tagByte) else {
                throw reader.failure("unknown action tag \(tagByte)", at: tagOffset)
            }
            switch tag {
            case .move: actions.append(.move(try Move(unpacking: &reader)))
            case .undo: actions.append(.undo)
            case .redo: actions.append(.redo)
            case .restart: actions.append(.restart)
            case .hint: actions.append(.hint)
            }
        }
        guard reader.remaining == 0 else {
            throw reader.failure("\(reader.remaining) bytes after the last action", at: reader.offset)
        }
        self.actions = actions
    }
}

extension PackedActionLog: Codable {
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

/// Appends integers as zigzag LEB128 varints.
public struct PackWriter: Sendable {
    public internal(set) var bytes: [UInt8] = []

    public init() {}

    public mutating func write(_ value: Int) {
        var zigzag = UInt64(bitPattern: Int64(value) << 1 ^ Int64(value) >> 63)
        while zigzag >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: zigzag) | 0x80)
            zigzag >>= 7
        }
        bytes.append(UInt8(zigzag))
    }
}

/// Reads what `PackWriter` wrote, checking every step: bad bytes throw, they never trap.
public struct PackReader: Sendable {
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public let offset: Int
        public let reason: String
        public var description: String { "byte \(offset): \(reason)" }
    }

    private let bytes: [UInt8]
    public private(set) var offset = 0

    public init(_ data: Data) {
        bytes = [UInt8](data)
    }

    public var remaining: Int { bytes.count - offset }

    /// A failure about the bytes starting at `position` (by default, the next unread byte).
    public func failure(_ reason: String, at position: Int? = nil) -> Failure {
        Failure(offset: position ?? offset, reason: reason)
    }

    public mutating func readByte() throws -> UInt8 {
        guard offset < bytes.count else { throw failure("ends too early") }
        defer { offset += 1 }
        return bytes[offset]
    }

    public mutating func read() throws -> Int {
        let start = offset
        var zigzag: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let byte = try readByte()
            // A 64-bit value needs at most ten bytes, and the tenth carries a single bit.
            guard shift < 64, shift < 63 || byte <= 1 else { throw failure("number too long", at: start) }
            zigzag |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 {
                // Only the shortest form is accepted, so each log has exactly one packing.
                guard byte != 0 || shift == 0 else { throw failure("number not in its shortest form", at: start) }
                break
            }
            shift += 7
        }
        return Int(Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1))
    }

    /// Reads an integer and checks it lies in `range`.
    public mutating func read(in range: ClosedRange<Int>) throws -> Int {
        let start = offset
        let value = try read()
        guard range.contains(value) else { throw failure("\(value) is outside \(range)", at: start) }
        return value
    }
}
