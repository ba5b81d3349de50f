/// Collects stat definitions before tracking begins. Registering hands back the handle at
/// once, so a game's code never keeps a second list of indices in step with the names.
public struct StatRegistry: Sendable {
    public let schemaName: String
    private var definitions: [StatDefinition] = []
    private var indices: [String: Int] = [:]

    public init(schemaName: String) {
        self.schemaName = schemaName
    }

    @discardableResult
    public mutating func register(_ name: String, kind: StatKind, unit: StatUnit = .count,
                                  label: String) throws -> StatHandle {
        guard StatDefinition.isValidName(name) else { throw StatsError.invalidStatName(name) }
        guard indices[name] == nil else { throw StatsError.duplicateStat(name) }
        let handle = StatHandle(index: definitions.count)
        indices[name] = handle.index
        definitions.append(StatDefinition(name: name, kind: kind, unit: unit, label: label))
        return handle
    }

    /// Ends registration. The schema is immutable: no stat can be added afterwards, so a
    /// misspelt name can only ever be a lookup error, never a silent new stat.
    public func freeze() -> StatSchema {
        StatSchema(name: schemaName, definitions: definitions, indices: indices)
    }
}

/// A frozen set of stat definitions, shared by every `Stats` value built on it.
public final class StatSchema: Sendable, Equatable, CustomStringConvertible {
    public let name: String
    public let definitions: [StatDefinition]
    private let indices: [String: Int]
    let startsAtZero: [Bool]
    /// Kinds by index, apart from the definitions so the per-turn path copies no strings.
    let kinds: [StatKind]

    fileprivate init(name: String, definitions: [StatDefinition], indices: [String: Int]) {
        self.name = name
        self.definitions = definitions
        self.indices = indices
        self.startsAtZero = definitions.map(\.kind.startsAtZero)
        self.kinds = definitions.map(\.kind)
    }

    public var count: Int { definitions.count }
    public var description: String { name }

    /// A schema with no stats: the totals of a game that is not registered.
    public static let empty = StatRegistry(schemaName: "none").freeze()

    /// Resolves a name once; an unknown name throws rather than creating anything.
    public func handle(_ name: String) throws -> StatHandle {
        guard let index = indices[name] else { throw StatsError.unknownStat(name) }
        return StatHandle(index: index)
    }

    /// The handle for a name, or nil: for validators that collect every problem.
    public func handleIfPresent(_ name: String) -> StatHandle? {
        indices[name].map { StatHandle(index: $0) }
    }

    public func contains(_ name: String) -> Bool { indices[name] != nil }

    public func definition(_ handle: StatHandle) -> StatDefinition { definitions[handle.index] }

    public var handles: [StatHandle] { definitions.indices.map { StatHandle(index: $0) } }

    /// Two schemas are the same when they define the same stats in the same order; values
    /// built on one can then be read through the other's handles.
    public static func == (lhs: StatSchema, rhs: StatSchema) -> Bool {
        lhs === rhs || (lhs.name == rhs.name && lhs.definitions == rhs.definitions)
    }
}
