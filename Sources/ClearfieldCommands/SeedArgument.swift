import ArgumentParser

/// `--seed N`: the parser's own refusal of "-5" or "x" says only that the value is invalid; this
/// one says what a seed may be.
enum SeedArgument {
    struct Refusal: Error, CustomStringConvertible {
        var description: String { "a seed is a whole number from 0 to \(UInt64.max)" }
    }

    static func parse(_ text: String) throws -> UInt64 {
        guard let seed = UInt64(text) else { throw Refusal() }
        return seed
    }
}
