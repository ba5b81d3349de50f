import Foundation

/// CRC-32 (the IEEE 802.3 polynomial, as in zlib and PNG), used to notice a save file that was
/// damaged on disk. It detects every single-bit error and every burst up to 32 bits; it is not
/// meant to resist someone editing the file on purpose, and does not need to.
struct CRC32: Equatable, Sendable {
    private(set) var value: UInt32 = 0

    init() {}

    mutating func update(with bytes: some ContiguousBytes) {
        bytes.withUnsafeBytes { update(with: $0) }
    }

    mutating func update(with buffer: UnsafeRawBufferPointer) {
        var crc = ~value
        Self.table.withUnsafeBufferPointer { table in
            for byte in buffer {
                crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
            }
        }
        value = ~crc
    }

    /// Adds an integer as its 8 little-endian bytes, so the sum does not depend on the machine.
    mutating func update(with integer: UInt64) {
        withUnsafeBytes(of: integer.littleEndian) { update(with: $0) }
    }

    /// Adds a string's UTF-8 bytes and a terminating zero, so "ab"+"c" and "a"+"bc" differ.
    mutating func update(with text: String) {
        update(with: Array(text.utf8))
        update(with: [UInt8(0)])
    }

    /// The reflected polynomial 0xEDB88320, one entry per byte value.
    private static let table: [UInt32] = (0..<256).map { index in
        var entry = UInt32(index)
        for _ in 0..<8 {
            entry = entry & 1 == 1 ? (entry >> 1) ^ 0xEDB8_8320 : entry >> 1
        }
        return entry
    }
}
