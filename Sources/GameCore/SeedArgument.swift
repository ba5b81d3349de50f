/// `--seed N` as a person types it: the argument parser's own refusal of "-5" or "x" says only
/// that the value is invalid; this one says what a seed may be. Plain Swift, so any module that
/// declares a `--seed` option can hand it to the parser (`transform: SeedArgument.parse`).
public enum SeedArgument {
    public struct Refusal: Error, CustomStringConvertible {
        public var description: String { "a seed is a whole number from 0 to \(UInt64.max)" }
    }

    public static func parse(_ text: String) throws -> UInt64 {
        guard let seed = UInt64(text) else { throw Refusal() }
        return seed
    }
}
