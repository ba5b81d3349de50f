/// A small, fast, reproducible random number generator (SplitMix64).
///
/// Games never read global randomness: they are handed one of these, so a seed alone
/// rebuilds every board, save and replay.
public struct SeededGenerator: RandomNumberGenerator, Codable, Hashable, Sendable {
    public private(set) var state: UInt64

    public init(seed: UInt64) {
        self.state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A generator for a sub-stream (for example level N of an endless run) that does not
    /// depend on how many numbers the parent stream has used.
    public static func derived(from seed: UInt64, stream: UInt64) -> SeededGenerator {
        var mixer = SeededGenerator(seed: seed ^ (stream &* 0xD1B5_4A32_D192_ED03))
        return SeededGenerator(seed: mixer.next())
    }
}
