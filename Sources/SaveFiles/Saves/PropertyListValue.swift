import Foundation

/// Any value a property list can hold, decoded without knowing its type: how Storage carries a
/// game's format-1 save section, whose type lives in the game's own module, from the file to that
/// module (as the section's bytes) and back, without importing the game.
indirect enum PropertyListValue: Codable, Equatable, Sendable {
    case dictionary([String: PropertyListValue])
    case array([PropertyListValue])
    case bool(Bool)
    case integer(Int64)
    case unsigned(UInt64)
    case real(Double)
    case string(String)
    case data(Data)
    case date(Date)

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: Key.self) {
            var entries: [String: PropertyListValue] = [:]
            for key in keyed.allKeys { entries[key.stringValue] = try keyed.decode(PropertyListValue.self, forKey: key) }
            self = .dictionary(entries)
        } else if var unkeyed = try? decoder.unkeyedContainer() {
            var items: [PropertyListValue] = []
            while !unkeyed.isAtEnd { items.append(try unkeyed.decode(PropertyListValue.self)) }
            self = .array(items)
        } else {
            let single = try decoder.singleValueContainer()
            if let value = try? single.decode(Bool.self) { self = .bool(value) }
            else if let value = try? single.decode(Int64.self) { self = .integer(value) }
            else if let value = try? single.decode(UInt64.self) { self = .unsigned(value) }
            else if let value = try? single.decode(Double.self) { self = .real(value) }
            else if let value = try? single.decode(String.self) { self = .string(value) }
            else if let value = try? single.decode(Data.self) { self = .data(value) }
            else { self = .date(try single.decode(Date.self)) }
        }
    }

    func encode(to encoder: Encoder) throws {
        switch self {
        case .dictionary(let entries):
            var keyed = encoder.container(keyedBy: Key.self)
            for (key, value) in entries { try keyed.encode(value, forKey: Key(stringValue: key)) }
        case .array(let items):
            var unkeyed = encoder.unkeyedContainer()
            for item in items { try unkeyed.encode(item) }
        case .bool(let value): var single = encoder.singleValueContainer(); try single.encode(value)
        case .integer(let value): var single = encoder.singleValueContainer(); try single.encode(value)
        case .unsigned(let value): var single = encoder.singleValueContainer(); try single.encode(value)
        case .real(let value): var single = encoder.singleValueContainer(); try single.encode(value)
        case .string(let value): var single = encoder.singleValueContainer(); try single.encode(value)
        case .data(let value): var single = encoder.singleValueContainer(); try single.encode(value)
        case .date(let value): var single = encoder.singleValueContainer(); try single.encode(value)
        }
    }
}
