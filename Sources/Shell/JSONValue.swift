import Foundation

/// A JSON value kept as it was read, so a settings section this module does not know is
/// written back unchanged, and a section is decoded by its own module's type.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The value an `Encodable` encodes to.
    public init(encoding value: some Encodable) throws {
        self = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))
    }

    /// The value read as `type`.
    public func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(self))
    }
}

extension JSONValue: Codable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value):
            // Whole numbers stay whole in the file (a board's width is 9, not 9.0).
            if value.rounded() == value, abs(value) < 1e15 { try container.encode(Int64(value)) } else { try container.encode(value) }
        case .string(let value): try container.encode(value)
        case .array(let values): try container.encode(values)
        case .object(let values): try container.encode(values)
        }
    }
}

extension DecodingError {
    /// The same error with `name` in front of its coding path (a section's errors named from
    /// the top of the file: "mines.noGuess").
    func prefixed(by name: String) -> DecodingError {
        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
        func moved(_ context: Context) -> Context {
            Context(codingPath: [Key(stringValue: name)] + context.codingPath, debugDescription: context.debugDescription,
                    underlyingError: context.underlyingError)
        }
        switch self {
        case let .typeMismatch(type, context): return .typeMismatch(type, moved(context))
        case let .valueNotFound(type, context): return .valueNotFound(type, moved(context))
        case let .keyNotFound(key, context): return .keyNotFound(key, moved(context))
        case let .dataCorrupted(context): return .dataCorrupted(moved(context))
        @unknown default: return self
        }
    }
}
