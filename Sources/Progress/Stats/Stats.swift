/// The values of one frozen schema, in contiguous storage: one instance for the game being
/// played, another for the lifetime totals.
///
/// Every value is an exact `Int64` (times in milliseconds, rates in thousandths). Arithmetic
/// saturates instead of trapping, because totals come back from a database file.
public struct Stats: Equatable, Sendable {
    public let schema: StatSchema
    /// Value and presence side by side: one buffer, one uniqueness check per update.
    private var slots: [Slot]

    private struct Slot: Equatable, Sendable {
        var value: Int64
        var present: Bool
    }

    public init(schema: StatSchema) {
        self.schema = schema
        self.slots = schema.startsAtZero.map { Slot(value: 0, present: $0) }
    }

    // MARK: By handle (the per-turn path)

    /// The value, or nil while a maximum, minimum or rate has none yet. Counters always have one.
    @inline(__always)
    public func value(_ handle: StatHandle) -> Int64? {
        let slot = slots[handle.index]
        return slot.present ? slot.value : nil
    }

    /// The value, with "no value yet" read as 0.
    @inline(__always)
    public subscript(handle: StatHandle) -> Int64 {
        slots[handle.index].value
    }

    public func hasValue(_ handle: StatHandle) -> Bool { slots[handle.index].present }

    @inline(__always)
    public mutating func increment(_ handle: StatHandle) {
        add(1, to: handle)
    }

    @inline(__always)
    public mutating func decrement(_ handle: StatHandle) {
        add(-1, to: handle)
    }

    /// Adds to the value (a stat with no value yet starts from 0).
    @inline(__always)
    public mutating func add(_ amount: Int64, to handle: StatHandle) {
        slots[handle.index] = Slot(value: Self.saturatingSum(slots[handle.index].value, amount), present: true)
    }

    /// Overwrites the value whatever the kind.
    @inline(__always)
    public mutating func set(_ value: Int64, for handle: StatHandle) {
        slots[handle.index] = Slot(value: value, present: true)
    }

    /// Offers a value the way the stat's kind combines: a counter adds it, a maximum or rate
    /// keeps the larger, a minimum keeps the smaller. Returns true when the stored value changed.
    @discardableResult
    public mutating func record(_ value: Int64, in handle: StatHandle) -> Bool {
        let index = handle.index
        let old = slots[index].value
        let had = slots[index].present
        switch schema.kinds[index] {
        case .counter:
            add(value, to: handle)
            return value != 0 || !had
        case .maximum, .rate:
            guard !had || value > old else { return false }
        case .minimum:
            guard !had || value < old else { return false }
        }
        slots[index] = Slot(value: value, present: true)
        return true
    }

    /// Returns one stat to its fresh state (0 for a counter, no value for the others).
    public mutating func clear(_ handle: StatHandle) {
        slots[handle.index] = Slot(value: 0, present: schema.startsAtZero[handle.index])
    }

    /// Returns every stat to its fresh state; the schema stays.
    public mutating func reset() {
        slots = schema.startsAtZero.map { Slot(value: 0, present: $0) }
    }

    // MARK: By name (convenience; every unknown name throws)

    public func value(named name: String) throws -> Int64? { value(try schema.handle(name)) }
    public mutating func increment(_ name: String) throws { increment(try schema.handle(name)) }
    public mutating func decrement(_ name: String) throws { decrement(try schema.handle(name)) }
    public mutating func add(_ amount: Int64, to name: String) throws { add(amount, to: try schema.handle(name)) }
    public mutating func set(_ value: Int64, for name: String) throws { set(value, for: try schema.handle(name)) }

    @discardableResult
    public mutating func record(_ value: Int64, in name: String) throws -> Bool {
        record(value, in: try schema.handle(name))
    }

    // MARK: Persistence as plain name → value pairs

    /// Only the stats that have a value, keyed by name: what Storage writes as rows.
    public var storedValues: [String: Int64] {
        var result: [String: Int64] = [:]
        for (index, slot) in slots.enumerated() where slot.present {
            result[schema.definitions[index].name] = slot.value
        }
        return result
    }

    /// Rebuilds values from stored pairs. Names the schema no longer knows are returned, not
    /// dropped silently and not turned into stats.
    public static func restoring(schema: StatSchema, storedValues: [String: Int64]) -> (stats: Stats, unknownNames: [String]) {
        var stats = Stats(schema: schema)
        var unknown: [String] = []
        for (name, value) in storedValues {
            if let handle = schema.handleIfPresent(name) {
                stats.set(value, for: handle)
            } else {
                unknown.append(name)
            }
        }
        return (stats, unknown.sorted())
    }

    public static func saturatingSum(_ lhs: Int64, _ rhs: Int64) -> Int64 {
        let (sum, overflow) = lhs.addingReportingOverflow(rhs)
        guard overflow else { return sum }
        return rhs > 0 ? .max : .min
    }
}

/// One row of a `Stats` value for iteration: screens, dumps and the command line.
public struct StatEntry: Equatable, Sendable {
    public let handle: StatHandle
    public let definition: StatDefinition
    public let value: Int64?

    public var name: String { definition.name }
    public var kind: StatKind { definition.kind }

    /// The value in human units ("1,234", "2:05", "3.14"), or "–" when there is none yet.
    public var formattedValue: String {
        guard let value else { return StatFormat.noValue }
        // A lowest duration is a record time, where tenths count.
        if definition.kind == .minimum && definition.unit == .milliseconds {
            return StatFormat.preciseDuration(milliseconds: value)
        }
        return StatFormat.format(value, unit: definition.unit)
    }
}

extension Stats: RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { slots.count }

    public subscript(position: Int) -> StatEntry {
        let handle = StatHandle(index: position)
        return StatEntry(handle: handle, definition: schema.definitions[position], value: value(handle))
    }

    /// A plain-text listing for debugging: one `name = value` line per stat.
    public func dump(header: String? = nil, prefix: String = "  ") -> String {
        var lines: [String] = []
        if let header { lines.append(header) }
        for entry in self {
            if let value = entry.value {
                let human = entry.formattedValue
                let raw = String(value)
                lines.append("\(prefix)\(entry.name) = \(raw)" + (human == raw ? "" : " (\(human))"))
            } else {
                lines.append("\(prefix)\(entry.name) = none")
            }
        }
        return lines.joined(separator: "\n")
    }
}
