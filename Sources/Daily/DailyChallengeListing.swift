/// What `clearfield daily` says of a date's challenge of one game before anyone plays it: one
/// line and the figures its JSON carries. The game's descriptor says it
/// (`GameDaily.listing(on:dealtByBoard:)`); the command only prints it.
public struct DailyChallengeListing: Sendable {
    /// The line's words after the game's name ("16x16, 40 mines, no guessing, seed 42").
    public var summary: String
    /// The JSON's fields beside `game`, `board` and `result`, by key ("seed", "width", ...).
    public var fields: [String: Value]

    public init(summary: String, fields: [String: Value] = [:]) {
        self.summary = summary
        self.fields = fields
    }

    /// One JSON field's value.
    public enum Value: Hashable, Sendable, Encodable {
        case number(Int)
        /// A seed: all 64 bits, which `number` cannot hold.
        case seed(UInt64)
        case text(String)

        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .number(let value): try container.encode(value)
            case .seed(let value): try container.encode(value)
            case .text(let value): try container.encode(value)
            }
        }
    }
}
