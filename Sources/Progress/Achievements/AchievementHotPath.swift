import GameCore

/// The compiled catalog laid out for the per-turn path: flat arrays of plain values (no strings,
/// no nested arrays), with variable-length lists stored as ranges into one shared array. Reading
/// it costs no reference counting, which is what keeps a turn's evaluation within budget.
struct AchievementHotPath: Sendable {
    enum NodeKind: Sendable {
        /// The node's items are stat slots, summed.
        case atLeast(Int64)
        /// The node's single item is a stat slot.
        case atMost(Int64)
        /// The node's items are child nodes.
        case all
        case any
        /// An event node, by index.
        case event(Int)
        /// The node's items are each game's hint-count slot, by game code (-1: no hints).
        case unassisted
    }

    struct Hook: Sendable {
        let node: Int
        let achievement: Int
        let rulesOut: Bool
        let filters: Range<Int>
        /// Only in games of this kind code (-1: any game).
        let gameCode: Int
        let needed: Int
    }

    struct EventNodeInfo: Sendable {
        let needed: Int
        /// 0 when the condition has no time window.
        let windowNanoseconds: UInt64
        let gameCode: Int
    }

    // Stat slots.
    let inputIsTotal: [Bool]
    let inputKindCode: [Int]
    let inputHandle: [StatHandle]
    let inputLive: [Rollover.LiveSource?]
    /// Achievements reading each slot: `dependents[dependentRanges[slot]]`.
    let dependentRanges: [Range<Int>]
    let dependents: [Int]

    // Condition trees.
    let roots: [Int]
    let nodeKinds: [NodeKind]
    let nodeItems: [Range<Int>]
    let items: [Int]

    // Events.
    /// The hooks of each event, by `GameEvent.Name.code`: `hooks[hookRanges[code]]`.
    let hookRanges: [Range<Int>]
    let hooks: [Hook]
    let filters: [AchievementCatalog.CompiledFilter]
    let eventNodes: [EventNodeInfo]

    // Achievements.
    let repeatable: [Bool]

    /// The registered games, by game code.
    let gameKinds: [GameKind]

    init(definitions: [AchievementDefinition], compiled: Compiler) {
        let inputs = compiled.inputs
        inputIsTotal = inputs.map { $0.scope == .total }
        let games = compiled.games
        // The daily streaks sit after the games, at code `games.stats.count`.
        inputKindCode = inputs.map { $0.kind == DailyStreakSchema.kind ? games.stats.count : games.code(of: $0.kind) }
        inputHandle = inputs.map(\.handle)
        inputLive = inputs.map(\.live)

        var byInput = Array(repeating: [Int](), count: inputs.count)
        for (achievement, slots) in compiled.inputsByAchievement.enumerated() {
            for slot in Set(slots).sorted() { byInput[slot].append(achievement) }
        }
        (dependentRanges, dependents) = Self.flatten(byInput)

        roots = compiled.roots
        var lists: [[Int]] = []
        var kinds: [NodeKind] = []
        for node in compiled.nodes {
            switch node {
            case .stat(let slots, .atLeast(let target)): kinds.append(.atLeast(target)); lists.append(slots)
            case .stat(let slots, .atMost(let limit)): kinds.append(.atMost(limit)); lists.append(slots)
            case .all(let children): kinds.append(.all); lists.append(children)
            case .any(let children): kinds.append(.any); lists.append(children)
            case .event(let index): kinds.append(.event(index)); lists.append([])
            case .unassisted(let slots): kinds.append(.unassisted); lists.append(slots)
            }
        }
        nodeKinds = kinds
        (nodeItems, items) = Self.flatten(lists)

        var filterList: [AchievementCatalog.CompiledFilter] = []
        let vocabulary = games.vocabulary
        let codeCount = (vocabulary.kinds.map(\.name.code).max() ?? -1) + 1
        var byCode = Array(repeating: [Hook](), count: codeCount)
        for hook in compiled.hooks {
            let node = compiled.eventNodes[hook.node]
            let start = filterList.count
            filterList += hook.pattern.filters
            byCode[vocabulary.kinds[hook.pattern.kind].name.code].append(Hook(
                node: hook.node, achievement: node.achievement, rulesOut: hook.rulesOut,
                filters: start..<filterList.count, gameCode: node.game.map(games.code(of:)) ?? -1,
                needed: node.count))
        }
        filters = filterList
        var ranges: [Range<Int>] = []
        var flatHooks: [Hook] = []
        for list in byCode {
            ranges.append(flatHooks.count..<flatHooks.count + list.count)
            flatHooks += list
        }
        hookRanges = ranges
        hooks = flatHooks
        eventNodes = compiled.eventNodes.map {
            EventNodeInfo(needed: $0.count, windowNanoseconds: $0.windowNanoseconds ?? 0,
                          gameCode: $0.game.map(games.code(of:)) ?? -1)
        }
        repeatable = definitions.map(\.repeatable)
        gameKinds = games.kinds
    }

    /// A limit (`atMost`) or `unassisted`: inside `all` it gates the goals without being progress.
    @inline(__always)
    func isGate(_ node: Int) -> Bool {
        switch nodeKinds[node] {
        case .atMost, .unassisted: true
        default: false
        }
    }

    /// A game's code (its position among the registered games), or -1.
    @inline(__always)
    func gameCode(of kind: GameKind) -> Int {
        for code in gameKinds.indices where gameKinds[code] == kind { return code }
        return -1
    }

    /// The positions in `hooks` of the hooks listening for `name`.
    @inline(__always)
    func hookRange(of name: GameEvent.Name) -> Range<Int> {
        let code = name.code
        return code < hookRanges.count ? hookRanges[code] : 0..<0
    }

    @inline(__always)
    func matches(_ hook: Hook, _ event: GameEvent) -> Bool {
        for index in hook.filters {
            let filter = filters[index]
            let value = Int64(event.values[filter.field])
            switch filter.test {
            case .equals: if value != filter.value { return false }
            case .atLeast: if value < filter.value { return false }
            case .atMost: if value > filter.value { return false }
            }
        }
        return true
    }

    private static func flatten(_ lists: [[Int]]) -> ([Range<Int>], [Int]) {
        var ranges: [Range<Int>] = []
        var flat: [Int] = []
        for list in lists {
            ranges.append(flat.count..<flat.count + list.count)
            flat += list
        }
        return (ranges, flat)
    }
}
