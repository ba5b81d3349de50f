import Foundation

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

    /// A signed integer, as `PackWriter.write` wrote it.
    public mutating func read() throws -> Int {
        let start = offset
        let value = PackWriter.unzigzag(try readUnsigned())
        guard let integer = Int(exactly: value) else { throw failure("number too long", at: start) }
        return integer
    }

    /// An unsigned integer, as `PackWriter.writeUnsigned` wrote it: at most ten bytes, in its
    /// shortest form only, so each value has exactly one packing.
    public mutating func readUnsigned() throws -> UInt64 {
        let start = offset
        var number: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let byte = try readByte()
            // A 64-bit value needs at most ten bytes, and the tenth carries a single bit.
            guard shift < 64, shift < 63 || byte <= 1 else { throw failure("number too long", at: start) }
            number |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 {
                guard byte != 0 || shift == 0 else { throw failure("number not in its shortest form", at: start) }
                return number
            }
            shift += 7
        }
    }

    /// Whether the unread bytes begin with `prefix`; when they do, reads past it.
    public mutating func skip(ifNextAre prefix: [UInt8]) -> Bool {
        guard remaining >= prefix.count, bytes[offset..<(offset + prefix.count)].elementsEqual(prefix) else { return false }
        offset += prefix.count
        return true
    }

    /// Reads an integer and checks it lies in `range`.
    public mutating func read(in range: ClosedRange<Int>) throws -> Int {
        let start = offset
        let value = try read()
        guard range.contains(value) else { throw failure("\(value) is outside \(range)", at: start) }
        return value
    }
}
