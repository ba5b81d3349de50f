import Foundation
import GameCore

/// An achievement earned just now: what a banner shows.
public struct AchievementUnlock: Equatable, Sendable {
    public let id: String
    public let title: String
    public let earnedDescription: String
    public let points: Int
    /// How many times it has been earned, this time included (1 unless repeatable).
    public let timesEarned: Int
    public let date: Date
}

/// Decides, after every turn, which achievements were earned. Generic: everything it knows
/// about an achievement comes from the compiled catalog.
///
/// Only achievements whose inputs changed are looked at: the stats a turn changed (each stat
/// condition's value is compared with the value last seen) and the events it contained. Nothing
/// is earned twice: a non-repeatable achievement once, a repeatable one again only after its
/// condition was false in between; loading or resuming (`prepare`) never grants anything.
public struct AchievementEvaluator: Sendable {
    public let catalog: AchievementCatalog
    private var records: [AchievementRecord]
    private var orphans: [String: AchievementRecord]
    private var slotValues: [Int64?]
    private var isDirty: [Bool]
    private var dirtyList: [Int]
    private var isPrepared = false
    private let expectedGameSchemas: [StatSchema?]
    private let expectedTotalSchemas: [StatSchema?]

    /// Starts from stored state. A record whose definition hash differs from the current
    /// definition keeps its earned count and dates but has its progress recomputed by `prepare`.
    public init(catalog: AchievementCatalog, state: AchievementState = AchievementState()) {
        self.catalog = catalog
        self.records = catalog.definitions.enumerated().map { index, definition in
            let hash = catalog.hashes[index]
            guard var record = state.records[definition.id] else { return AchievementRecord(definitionHash: hash) }
            if record.definitionHash != hash {
                record.definitionHash = hash
                record.progress = 0
                record.target = 1
            }
            return record
        }
        self.orphans = state.records.filter { catalog.indexByID[$0.key] == nil }
        self.slotValues = Array(repeating: nil, count: catalog.inputs.count)
        self.isDirty = Array(repeating: false, count: catalog.count)
        self.dirtyList = []
        self.dirtyList.reserveCapacity(catalog.count)
        self.expectedGameSchemas = GameKind.allCases.map { catalog.statCatalog($0)?.game }
        self.expectedTotalSchemas = GameKind.allCases.map { catalog.statCatalog($0)?.totals }
    }

    /// Everything to store, orphaned records (ids not in this catalog) included.
    public var state: AchievementState {
        var all = orphans
        for (index, definition) in catalog.definitions.enumerated() { all[definition.id] = records[index] }
        return AchievementState(records: all)
    }

    public func record(id: String) -> AchievementRecord? {
        catalog.indexByID[id].map { records[$0] } ?? orphans[id]
    }

    /// A per-game condition state for a new game of `kind`.
    public func newGame(_ kind: GameKind) -> GameConditionState {
        GameConditionState(kind: kind, catalog: catalog)
    }

    // MARK: Turns

    /// Call after loading, and whenever a game starts or resumes: measures every condition
    /// against the stats as they are, recomputes progress, and disarms whatever already holds.
    /// Grants nothing.
    public mutating func prepare(view: StatsView, game: inout GameConditionState?) {
        game = game?.adapted(to: catalog)
        scanInputs(view, markingChanges: false)
        var ignored: [AchievementUnlock] = []
        for index in records.indices {
            judge(index, game: game, date: nil, into: &ignored)
        }
        isPrepared = true
    }

    /// One turn: the events it produced, at the injected clock's instant, with the stats
    /// already updated for it. Returns what was earned, in catalog order.
    public mutating func evaluate(_ events: [GameEvent], at instant: Instant, date: Date, view: StatsView,
                                  game: inout GameConditionState) -> [AchievementUnlock] {
        if game.fingerprint != catalog.fingerprint || game.nodes.count != catalog.eventNodes.count {
            game = game.adapted(to: catalog)
        }
        if !isPrepared {
            var optional: GameConditionState? = game
            prepare(view: view, game: &optional)
        }
        game.turn += 1
        for event in events {
            let hooks = catalog.eventHooks[EventVocabulary.index(of: event)]
            for hook in hooks where hook.pattern.matches(event) {
                let node = catalog.eventNodes[hook.node]
                if let only = node.game, only != game.kind { continue }
                if hook.rulesOut {
                    guard !game.nodes[hook.node].ruledOut else { continue }
                    game.nodes[hook.node].ruledOut = true
                } else {
                    guard game.nodes[hook.node].lastTurn != game.turn else { continue }
                    game.nodes[hook.node].lastTurn = game.turn
                    game.nodes[hook.node].push(instant.nanoseconds, capacity: node.count)
                }
                markDirty(node.achievement)
            }
        }
        scanInputs(view, markingChanges: true)
        return judgeDirty(game: game, date: date)
    }

    /// A clock tick: stats that change with time alone (play time) without any event.
    public mutating func evaluate(at tick: Instant, date: Date, view: StatsView,
                                  game: GameConditionState?) -> [AchievementUnlock] {
        if !isPrepared {
            var optional = game
            prepare(view: view, game: &optional)
        }
        scanInputs(view, markingChanges: true)
        return judgeDirty(game: game?.adapted(to: catalog), date: date)
    }

    /// Resets every achievement (never the stats): nothing earned, no progress, no dates, and
    /// lifetime counters counted from their current values, so nothing comes straight back.
    public mutating func resetAll(view: StatsView, game: inout GameConditionState?) {
        scanInputs(view, markingChanges: false)
        for index in records.indices {
            var baselines: [String: Int64] = [:]
            for slot in catalog.achievementInputs[index] {
                let input = catalog.inputs[slot]
                guard input.scope == .total, input.definition.kind == .counter,
                      let value = slotValues[slot], value > 0 else { continue }
                baselines[input.definition.name] = value
            }
            records[index] = AchievementRecord(definitionHash: catalog.hashes[index], baselines: baselines)
        }
        orphans = [:]
        prepare(view: view, game: &game)
    }

    // MARK: Inputs

    private mutating func markDirty(_ achievement: Int) {
        if !isDirty[achievement] {
            isDirty[achievement] = true
            dirtyList.append(achievement)
        }
    }

    /// Reads every stat slot; a slot whose value changed marks the achievements reading it.
    private mutating func scanInputs(_ view: StatsView, markingChanges: Bool) {
        let gameKind = kind(of: view.game)
        let liveGame: Stats? = view.gameIsInTotals ? nil : view.game
        let tilesUsable = isExpected(view.tilesTotals, among: expectedTotalSchemas, kind: .tiles)
        let minesUsable = isExpected(view.minesTotals, among: expectedTotalSchemas, kind: .mines)
        for slot in slotValues.indices {
            let input = catalog.inputs[slot]
            let value: Int64?
            switch input.scope {
            case .game:
                value = gameKind == input.kind ? view.game?.value(input.handle) : nil
            case .total:
                let totals = input.kind == .tiles ? view.tilesTotals : view.minesTotals
                guard input.kind == .tiles ? tilesUsable : minesUsable else { value = nil; break }
                if gameKind == input.kind, let liveGame, let live = input.live {
                    value = live.value(total: input.handle, totals: totals, game: liveGame)
                } else {
                    value = totals.value(input.handle)
                }
            }
            if value != slotValues[slot] {
                slotValues[slot] = value
                if markingChanges { for achievement in catalog.inputDependents[slot] { markDirty(achievement) } }
            }
        }
    }

    private func kind(of game: Stats?) -> GameKind? {
        guard let game else { return nil }
        for (position, kind) in GameKind.allCases.enumerated() {
            if let expected = expectedGameSchemas[position], expected === game.schema || expected == game.schema {
                return kind
            }
        }
        return nil
    }

    private func isExpected(_ stats: Stats, among schemas: [StatSchema?], kind: GameKind) -> Bool {
        guard let expected = schemas[EventVocabulary.code(of: kind)] else { return false }
        return expected === stats.schema || expected == stats.schema
    }

    // MARK: Judging

    private mutating func judgeDirty(game: GameConditionState?, date: Date) -> [AchievementUnlock] {
        var unlocks: [AchievementUnlock] = []
        guard !dirtyList.isEmpty else { return unlocks }
        dirtyList.sort()
        for index in dirtyList {
            isDirty[index] = false
            judge(index, game: game, date: date, into: &unlocks)
        }
        dirtyList.removeAll(keepingCapacity: true)
        return unlocks
    }

    /// Measures one achievement; with a date, may grant it.
    private mutating func judge(_ index: Int, game: GameConditionState?, date: Date?, into unlocks: inout [AchievementUnlock]) {
        let outcome = measure(catalog.roots[index], achievement: index, game: game)
        var record = records[index]
        let current = outcome.satisfied ? outcome.target : outcome.current
        if Self.isAhead(current, outcome.target, of: record.progress, record.target)
            || (record.progress == 0 && current == 0) {
            record.progress = current
            record.target = outcome.target
        }
        if outcome.satisfied {
            let definition = catalog.definitions[index]
            if let date, record.timesEarned == 0 || (definition.repeatable && record.armed) {
                let date = AchievementRecord.storable(date)
                record.timesEarned += 1
                if record.firstEarned == nil { record.firstEarned = date }
                record.lastEarned = date
                unlocks.append(AchievementUnlock(id: definition.id, title: definition.title,
                                                 earnedDescription: definition.earnedDescription,
                                                 points: definition.points, timesEarned: record.timesEarned, date: date))
            }
            record.armed = false
        } else {
            record.armed = true
        }
        records[index] = record
    }

    /// a/b > c/d, exactly (all non-negative).
    static func isAhead(_ a: Int64, _ b: Int64, of c: Int64, _ d: Int64) -> Bool {
        let left = a.multipliedFullWidth(by: d)
        let right = c.multipliedFullWidth(by: b)
        return left.high != right.high ? left.high > right.high : left.low > right.low
    }

    struct Outcome {
        var satisfied: Bool
        var current: Int64
        var target: Int64
    }

    private func measure(_ node: Int, achievement: Int, game: GameConditionState?) -> Outcome {
        switch catalog.nodes[node] {
        case .stat(let slots, .atLeast(let target)):
            var sum: Int64 = 0
            for slot in slots { sum = Stats.saturatingSum(sum, effectiveValue(slot, achievement: achievement) ?? 0) }
            return Outcome(satisfied: sum >= target, current: min(max(sum, 0), target), target: target)
        case .stat(let slots, .atMost(let limit)):
            guard let slot = slots.first, let value = effectiveValue(slot, achievement: achievement) else {
                return Outcome(satisfied: false, current: 0, target: 1)
            }
            return value <= limit ? Outcome(satisfied: true, current: 1, target: 1) : Outcome(satisfied: false, current: 0, target: 1)
        case .all(let children):
            // Limits (atMost: "in under 30 seconds") gate the goals but are not progress
            // themselves; while one fails, progress stays short of complete.
            var limitsHold = true
            var goalCount = 0
            var lastGoal = 0
            var met: Int64 = 0
            for child in children {
                let outcome = measure(child, achievement: achievement, game: game)
                if children.count > 1, case .stat(_, .atMost) = catalog.nodes[child] {
                    if !outcome.satisfied { limitsHold = false }
                } else {
                    goalCount += 1
                    lastGoal = child
                    if outcome.satisfied { met += 1 }
                }
            }
            var outcome = goalCount == 1
                ? measure(lastGoal, achievement: achievement, game: game)
                : Outcome(satisfied: met == Int64(goalCount), current: met, target: Int64(max(1, goalCount)))
            if !limitsHold {
                outcome.satisfied = false
                outcome.current = min(outcome.current, outcome.target - 1)
            }
            return outcome
        case .any(let children):
            var best = Outcome(satisfied: false, current: 0, target: 1)
            for child in children {
                let outcome = measure(child, achievement: achievement, game: game)
                if outcome.satisfied { return Outcome(satisfied: true, current: outcome.target, target: outcome.target) }
                if Self.isAhead(outcome.current, outcome.target, of: best.current, best.target) || best.current == 0 && outcome.current == 0 {
                    best = outcome
                }
            }
            return best
        case .event(let eventNode):
            let node = catalog.eventNodes[eventNode]
            let needed = Int64(node.count)
            guard let game, node.game == nil || node.game == game.kind else {
                return Outcome(satisfied: false, current: 0, target: needed)
            }
            let state = game.nodes[eventNode]
            if state.ruledOut { return Outcome(satisfied: false, current: 0, target: needed) }
            if let window = node.windowNanoseconds {
                let (inWindow, satisfied) = state.windowed(window, needed: node.count)
                return Outcome(satisfied: satisfied, current: min(Int64(inWindow), needed), target: needed)
            }
            return Outcome(satisfied: state.count >= node.count, current: min(Int64(state.count), needed), target: needed)
        }
    }

    /// A slot's value as this achievement counts it: lifetime counters from its reset baseline.
    @inline(__always)
    private func effectiveValue(_ slot: Int, achievement: Int) -> Int64? {
        guard let value = slotValues[slot] else { return nil }
        let baselines = records[achievement].baselines
        guard !baselines.isEmpty, catalog.inputs[slot].scope == .total,
              let baseline = baselines[catalog.inputs[slot].definition.name] else { return value }
        return max(0, value - baseline)
    }
}
