import GameCore

/// The achievements in force, compiled for the per-turn path: conditions flattened into node
/// arrays, stats resolved to handles, and indexes from each stat and each event to the
/// achievements that read it, so a turn only re-evaluates what its changes can affect.
public final class AchievementCatalog: Sendable {
    public static let maximumTotalPoints = 1000
    public static let pointsRange = 1...100

    public let definitions: [AchievementDefinition]
    let hashes: [UInt64]
    let roots: [Int]
    let nodes: [Node]
    let inputs: [StatInput]
    /// The stat slots each achievement reads (for reset baselines).
    let achievementInputs: [[Int]]
    /// The unit progress numbers of each achievement are shown in.
    let displayUnits: [StatUnit]
    let eventNodes: [EventNode]
    /// The same, flattened for the per-turn path.
    let hot: AchievementHotPath
    /// The games the catalog was compiled against: their stats and events.
    public let games: GameCatalogs
    let indexByID: [String: Int]
    /// Changes whenever any definition changes: per-game condition state saved under another
    /// catalog is not reused.
    public let fingerprint: UInt64

    enum Node: Sendable {
        case stat(inputs: [Int], comparison: StatCondition.Comparison)
        case all([Int])
        case any([Int])
        case event(Int)
        /// The hint-count slot of each game, by game code (-1: the game has no hints).
        case unassisted(hintSlots: [Int])
    }

    /// A stat as a condition reads it: one slot per distinct (scope, name).
    struct StatInput: Sendable {
        let scope: StatCondition.Scope
        let kind: GameKind
        let handle: StatHandle
        let definition: StatDefinition
        /// For total scope: how the game in progress feeds this total live.
        let live: Rollover.LiveSource?
    }

    struct CompiledFilter: Sendable, Equatable {
        let field: Int
        let test: EventFilter.Test
        let value: Int64
    }

    struct CompiledPattern: Sendable, Equatable {
        let kind: Int
        let filters: [CompiledFilter]
    }

    struct EventNode: Sendable {
        let achievement: Int
        let match: CompiledPattern
        let count: Int
        let windowNanoseconds: UInt64?
        let game: GameKind?
    }

    struct EventHook: Sendable {
        let node: Int
        let pattern: CompiledPattern
        let rulesOut: Bool
    }

    init(definitions: [AchievementDefinition], compiled: Compiler) {
        self.definitions = definitions
        self.hashes = definitions.map(\.definitionHash)
        self.roots = compiled.roots
        self.nodes = compiled.nodes
        self.inputs = compiled.inputs
        self.eventNodes = compiled.eventNodes
        self.games = compiled.games
        self.hot = AchievementHotPath(definitions: definitions, compiled: compiled)
        self.achievementInputs = compiled.inputsByAchievement.map { Array(Set($0)).sorted() }
        let nodes = compiled.nodes
        let inputs = compiled.inputs
        func unit(of node: Int) -> StatUnit {
            switch nodes[node] {
            case .stat(let slots, .atLeast): slots.first.map { inputs[$0].definition.unit } ?? .count
            case .stat(_, .atMost), .event, .unassisted: .count
            case .all(let children):
                children.count == 1 ? unit(of: children[0]) : {
                    let goals = children.filter { !nodes[$0].isGate }
                    return goals.count == 1 ? unit(of: goals[0]) : .count
                }()
            case .any(let children):
                Set(children.map(unit(of:))).count == 1 ? children.first.map(unit(of:)) ?? .count : .count
            }
        }
        self.displayUnits = compiled.roots.map(unit(of:))
        self.indexByID = Dictionary(definitions.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var text = ""
        for (definition, hash) in zip(definitions, hashes) { text += definition.id + "=" + DefinitionHash.hex(hash) + ";" }
        self.fingerprint = FNV1a.hash(text.utf8)
    }

    public var count: Int { definitions.count }
    public var totalPoints: Int { definitions.reduce(0) { $0 + $1.points } }

    public func definition(id: String) -> AchievementDefinition? {
        indexByID[id].map { definitions[$0] }
    }

    /// An empty catalog (no achievements): what the game runs with if the file is unusable.
    public static func empty(games: GameCatalogs) -> AchievementCatalog {
        AchievementCatalog(definitions: [], compiled: Compiler(games: games))
    }
}

extension AchievementCatalog.Node {
    /// A limit (`atMost`) or `unassisted` inside `all`: it holds or not, but is not progress.
    var isGate: Bool {
        switch self {
        case .stat(_, .atMost), .unassisted: true
        default: false
        }
    }
}
