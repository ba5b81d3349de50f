import GameCore

/// Makes the id each game is rolled over under, from an injected seeded generator: random
/// enough that two copies of the game never collide, and the same sequence in every test run.
public struct GameIDGenerator: Sendable {
    private var generator: SeededGenerator

    public init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    /// A version-4-shaped UUID string ("3F2504E0-4F89-41D3-9A0C-0305E82C3301").
    public mutating func next() -> String {
        var high = generator.next()
        var low = generator.next()
        high = (high & ~0xF000) | 0x4000                       // version 4
        low = (low & ~(0xC << 60)) | (0x8 << 60)                 // RFC 4122 variant
        let hex = Self.hex(high, digits: 16) + Self.hex(low, digits: 16)
        let parts = [hex.prefix(8), hex.dropFirst(8).prefix(4), hex.dropFirst(12).prefix(4),
                     hex.dropFirst(16).prefix(4), hex.dropFirst(20)]
        return parts.joined(separator: "-")
    }

    private static func hex(_ value: UInt64, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
