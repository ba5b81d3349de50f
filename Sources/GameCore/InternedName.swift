import Foundation
import Synchronization

/// A name stored once per process and then handled as a small number, so values that carry
/// one (every `GameEvent`) are plain bits: copied without reference counting, compared and
/// hashed as an integer, and usable as an array index on the per-turn path.
///
/// Equal strings always get the same code within a process; codes are never written anywhere
/// (the string is), so they may differ between runs.
public struct InternedName: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// Position in the process's name table.
    public let code: Int32

    public init(_ rawValue: String) {
        code = NameTable.shared.code(for: rawValue)
    }

    /// The name a code stands for (from `code` of a name made in this process).
    init(code: Int32) {
        self.code = code
    }

    public var rawValue: String { NameTable.shared.name(for: code) }

    public var description: String { rawValue }

    /// By spelling, so an order does not depend on which name was used first.
    public static func < (lhs: InternedName, rhs: InternedName) -> Bool { lhs.rawValue < rhs.rawValue }

    public init(from decoder: Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// The process's names. Names are added when first used (declarations are static lets, so
/// that is once each) and never removed; the mutex makes first uses from several threads safe.
private final class NameTable: Sendable {
    static let shared = NameTable()

    private struct Entries {
        var names: [String] = []
        var codes: [String: Int32] = [:]
    }

    private let entries = Mutex(Entries())

    func code(for name: String) -> Int32 {
        entries.withLock { entries in
            if let code = entries.codes[name] { return code }
            let code = Int32(entries.names.count)
            entries.names.append(name)
            entries.codes[name] = code
            return code
        }
    }

    func name(for code: Int32) -> String {
        entries.withLock { entries in
            entries.names.indices.contains(Int(code)) ? entries.names[Int(code)] : ""
        }
    }
}
