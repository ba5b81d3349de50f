/// Appends integers as LEB128 varints: signed ones in their zigzag form, so small values of either
/// sign take one byte. The one packer of the game: logs (GameRules) and stat trails (Progress).
public struct PackWriter: Sendable {
    public private(set) var bytes: [UInt8] = []

    public init() {}

    public mutating func reserveCapacity(_ count: Int) {
        bytes.reserveCapacity(count)
    }

    /// One byte as it is (a tag, a version).
    public mutating func writeByte(_ byte: UInt8) {
        bytes.append(byte)
    }

    /// A signed integer, zigzagged.
    public mutating func write(_ value: Int) {
        writeUnsigned(Self.zigzag(Int64(value)))
    }

    /// An unsigned integer as it is.
    public mutating func writeUnsigned(_ value: UInt64) {
        var number = value
        while number >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: number) | 0x80)
            number >>= 7
        }
        bytes.append(UInt8(number))
    }

    /// Bytes as they are: a format's own marks, beside its numbers.
    public mutating func writeBytes(_ raw: [UInt8]) {
        bytes.append(contentsOf: raw)
    }

    /// 0, -1, 1, -2, 2 … as 0, 1, 2, 3, 4 …
    public static func zigzag(_ value: Int64) -> UInt64 {
        UInt64(bitPattern: (value << 1) ^ (value >> 63))
    }

    /// The value `zigzag` made `number` from.
    public static func unzigzag(_ number: UInt64) -> Int64 {
        Int64(bitPattern: number >> 1) ^ -Int64(bitPattern: number & 1)
    }
}
