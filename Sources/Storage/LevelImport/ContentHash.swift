/// A 64-bit FNV-1a hash, used only to notice that the level files changed since the last import.
/// It is not a security measure: anyone who can edit the level files can change the levels anyway.
struct ContentHash: Sendable {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func combine<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01b3
        }
    }

    /// Adds a string followed by a separator, so ("ab", "c") and ("a", "bc") hash differently.
    mutating func combine(field: String) {
        combine(field.utf8)
        combine(CollectionOfOne(0))
    }

    var hexString: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
