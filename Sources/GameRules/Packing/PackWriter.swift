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
