/// The 64-bit FNV-1a hash, the one fingerprint the game uses: a level map in a save, the level
/// files since the last import, an achievement's definition. Stable across runs and platforms
/// (unlike `Hasher`), cheap, and not a secret: it notices changes, it does not resist forgery.
public struct FNV1a: Hashable, Sendable {
    public static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    public static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// The hash of everything combined so far.
    public private(set) var value: UInt64 = FNV1a.offsetBasis

    public init() {}

    public mutating func combine(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            value ^= UInt64(byte)
            value &*= Self.prime
        }
    }

    /// The hash of one run of bytes.
    public static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hasher = FNV1a()
        hasher.combine(bytes)
        return hasher.value
    }

    /// The hash as 16 lower-case hex digits.
    public static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
