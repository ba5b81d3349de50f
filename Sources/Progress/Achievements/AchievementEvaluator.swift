import Foundation
import GameCore

/// Decides, after every turn, which achievements were earned. Generic: everything it knows
/// about an achievement comes from the compiled catalog.
///
/// Only achievements whose inputs changed are looked at: the stats a turn changed (each stat
/// condition's value is compared with the value last seen) and the events it contained. Nothing
/// is earned twice: a non-repeatable achievement once, a repeatable one again only after its
/// condition was false in between; loading or resuming (`prepare`) never grants anything.
public struct AchievementEvaluator: Sendable {
    public let catalog: AchievementCatalog
    private let hot: AchievementHotPath
    private var records: [AchievementRecord]
    private var orphans: [String: AchievementRecord]
    private var slotValues: [Int64?]
    private var isDirty: [Bool]
    private var dirtyCount = 0
    private var isPrepared = false
    /// Reset baselines by (achievement × slot count + slot), for achievements that have any.
    private var baselines: [Int: Int64] = [:]
    private var hasBaselines: [Bool]
    /// By game code (position in `catalog.games`).
    private let expectedGameSchemas: [StatSchema]
    private let expectedTotalSchemas: [StatSchema]

    /// Starts from stored state. A record whose definition hash differs from the current
    /// definition keeps its earned count and dates but has its progress recomputed by `prepare`.
    public init(catalog: AchievementCatalog, state: AchievementState = AchievementState()) {
        self.catalog = catalog
        self.hot = catalog.hot
        self.records = catalog.definitions.enumerated().map { index, definition in
            let hash = catalog.hashes[index]
            guard var record = state.records[definition.id] else { return AchievementRecord(definitionHash: hash) }
            if record.definitionHash != hash {
                record.definitionHash = hash
                record.progress = 0
                record.target = 1
            }
            // Whatever storage held, keep the invariants the evaluator relies on.
            record.timesEarned = max(0, record.timesEarned)
            record.target = max(1, record.target)
            record.progress = min(max(0, record.progress), record.target)
            return record
        }
        self.orphans = state.records.filter { catalog.indexByID[$0.key] == nil }
        self.slotValues = Array(repeating: nil, count: catalog.inputs.count)
        self.isDirty = Array(repeating: false, count: catalog.count)
        self.hasBaselines = Array(repeating: false, count: catalog.count)
        self.expectedGameSchemas = catalog.games.stats.map(\.game)
        // The daily streaks follow the games' totals (`PlayerProgress` keeps them last).
        self.expectedTotalSchemas = catalog.games.stats.map(\.totals) + [catalog.games.daily.schema]
        indexBaselines()
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
        prepare(totals: totalsList(view), game: view.game, gameIsInTotals: view.gameIsInTotals, conditions: &game)
    }

    /// `prepare` with the totals in `catalog.games` order.
    mutating func prepare(totals: [Stats], game stats: Stats?, gameIsInTotals: Bool, conditions game: inout GameConditionState?) {
        game = game?.adapted(to: catalog)
        scanInputs(totals: totals, game: stats, gameIsInTotals: gameIsInTotals, markingChanges: false)
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
        evaluate(events, at: instant, date: date, totals: totalsList(view), game: view.game,
                 gameIsInTotals: view.gameIsInTotals, conditions: &game)
    }

    /// A clock tick: stats that change with time alone (play time) without any event.
    public mutating func evaluate(at tick: Instant, date: Date, view: StatsView,
                                  game: GameConditionState?) -> [AchievementUnlock] {
        evaluate(at: tick, date: date, totals: totalsList(view), game: view.game,
                 gameIsInTotals: view.gameIsInTotals, conditions: game)
    }

    /// Each game's totals in `catalog.games` order; a game the view lacks counts as not played.
    private func totalsList(_ view: StatsView) -> [Stats] {
        catalog.games.stats.map { view.totals[$0.kind] ?? $0.freshTotals() }
            + [view.totals[DailyStreakSchema.kind] ?? catalog.games.daily.fresh()]
    }

    /// The per-turn path, with the totals in `catalog.games` order (borrowed, not packed into a view).
    mutating func evaluate(_ events: [GameEvent], at instant: Instant, date: Date, totals: [Stats],
                           game: Stats?, gameIsInTotals: Bool, conditions: inout GameConditionState) -> [AchievementUnlock] {
        if conditions.fingerprint != catalog.fingerprint || conditions.nodes.count != hot.eventNodes.count {
            conditions = conditions.adapted(to: catalog)
        }
        if !isPrepared {
            var optional: GameConditionState? = conditions
            prepare(totals: totals, game: game, gameIsInTotals: gameIsInTotals, conditions: &optional)
        }
        conditions.turn += 1
        let gameCode = hot.gameCode(of: conditions.kind)
        for event in events {
            for position in hot.hookRange(of: event.name) {
                let hook = hot.hooks[position]
                guard hook.gameCode < 0 || hook.gameCode == gameCode, hot.matches(hook, event) else { continue }
                if hook.rulesOut {
                    guard !conditions.nodes[hook.node].ruledOut else { continue }
                    conditions.nodes[hook.node].ruledOut = true
                } else {
                    guard conditions.nodes[hook.node].lastTurn != conditions.turn else { continue }
                    conditions.nodes[hook.node].lastTurn = conditions.turn
                    conditions.nodes[hook.node].push(instant.nanoseconds, capacity: hook.needed)
                }
                markDirty(hook.achievement)
            }
        }
        scanInputs(totals: totals, game: game, gameIsInTotals: gameIsInTotals, markingChanges: true)
        guard dirtyCount > 0 else { return [] }
        let snapshot: GameConditionState? = conditions
        return judgeDirty(game: snapshot, date: date)
    }

    mutating func evaluate(at tick: Instant, date: Date, totals: [Stats],
                           game: Stats?, gameIsInTotals: Bool, conditions: GameConditionState?) -> [AchievementUnlock] {
        let adapted = conditions?.adapted(to: catalog)
        if !isPrepared {
            var optional = adapted
            prepare(totals: totals, game: game, gameIsInTotals: gameIsInTotals, conditions: &optional)
        }
        scanInputs(totals: totals, game: game, gameIsInTotals: gameIsInTotals, markingChanges: true)
        return judgeDirty(game: adapted, date: date)
    }

    /// Resets every achievement (never the stats): nothing earned, no progress, no dates, and
    /// lifetime counters counted from their current values, so nothing comes straight back.
    public mutating func resetAll(view: StatsView, game: inout GameConditionState?) {
        baselines = [:]
        hasBaselines = Array(repeating: false, count: catalog.count)
        scanInputs(totals: totalsList(view), game: view.game, gameIsInTotals: view.gameIsInTotals, markingChanges: false)
        for index in records.indices {
            var kept: [String: Int64] = [:]
            for slot in catalog.achievementInputs[index] {
                let input = catalog.inputs[slot]
                guard input.scope == .total, input.definition.kind == .counter,
                      let value = slotValues[slot], value > 0 else { continue }
                kept[input.definition.name] = value
            }
            records[index] = AchievementRecord(definitionHash: catalog.hashes[index], baselines: kept)
        }
        orphans = [:]
        indexBaselines()
        prepare(view: view, game: &game)
    }

    /// Resolves the records' baselines (kept by stat name, for storage) to slots.
    private mutating func indexBaselines() {
        let slotCount = slotValues.count
        for index in records.indices where !records[index].baselines.isEmpty {
            for slot in catalog.achievementInputs[index] {
                let input = catalog.inputs[slot]
                guard input.scope == .total, let value = records[index].baselines[input.definition.name] else { continue }
                baselines[index * slotCount + slot] = value
                hasBaselines[index] = true
            }
        }
    }

    // MARK: Inputs

    @inline(__always)
    private mutating func markDirty(_ achievement: Int) {
        if !isDirty[achievement] {
            isDirty[achievement] = true
            dirtyCount += 1
        }
    }

    /// Reads every stat slot; a slot whose value changed marks the achievements reading it.
    private mutating func scanInputs(totals: [Stats], game: Stats?, gameIsInTotals: Bool, markingChanges: Bool) {
        let gameCode = kindCode(of: game)
        let live = !gameIsInTotals
        // Which games' totals have the schema the slots were compiled for, checked once per scan
        // (a bit per game code) rather than once per slot.
        var usable: UInt64 = 0
        for code in totals.indices where code < 64 && isExpected(totals[code], code: code) {
            usable |= 1 << UInt64(code)
        }
        // Through a buffer pointer, each game's totals are borrowed in place: reading them from
        // the array in the loop would copy them (reference counting) once per slot.
        totals.withUnsafeBufferPointer { totals in
            scanSlots(totals: totals, usable: usable, game: game, gameCode: gameCode, live: live,
                      markingChanges: markingChanges)
        }
    }

    @inline(__always)
    private mutating func scanSlots(totals: UnsafeBufferPointer<Stats>, usable: UInt64, game: Stats?, gameCode: Int,
                                    live: Bool, markingChanges: Bool) {
        for slot in 0..<slotValues.count {
            let code = hot.inputKindCode[slot]
            let handle = hot.inputHandle[slot]
            var value: Int64?
            if hot.inputIsTotal[slot] {
                let isUsable = code < 64 ? code >= 0 && usable & (1 << UInt64(code)) != 0
                    : code < totals.count && isExpected(totals[code], code: code)
                if isUsable {
                    value = Self.total(handle, live ? hot.inputLive[slot] : nil, totals[code], gameCode == code ? game : nil)
                }
            } else if code == gameCode {
                value = game?.value(handle)
            }
            if value != slotValues[slot] {
                slotValues[slot] = value
                if markingChanges {
                    for position in hot.dependentRanges[slot] { markDirty(hot.dependents[position]) }
                }
            }
        }
    }

    @inline(__always)
    private static func total(_ handle: StatHandle, _ source: Rollover.LiveSource?, _ totals: Stats, _ game: Stats?) -> Int64? {
        guard let source, let game else { return totals.value(handle) }
        return source.value(total: handle, totals: totals, game: game)
    }

    private func kindCode(of game: Stats?) -> Int {
        guard let schema = game?.schema else { return -1 }
        for position in expectedGameSchemas.indices {
            let expected = expectedGameSchemas[position]
            if expected === schema || expected == schema { return position }
        }
        return -1
    }

    @inline(__always)
    private func isExpected(_ stats: Stats, code: Int) -> Bool {
        guard code < expectedTotalSchemas.count else { return false }
        let expected = expectedTotalSchemas[code]
        return expected === stats.schema || expected == stats.schema
    }

    // MARK: Judging

    private mutating func judgeDirty(game: GameConditionState?, date: Date) -> [AchievementUnlock] {
        var unlocks: [AchievementUnlock] = []
        guard dirtyCount > 0 else { return unlocks }
        for index in 0..<isDirty.count where isDirty[index] {
            isDirty[index] = false
            // Earned for good: nothing about it can change any more.
            if records[index].timesEarned > 0 && !hot.repeatable[index] { continue }
            judge(index, game: game, date: date, into: &unlocks)
        }
        dirtyCount = 0
        return unlocks
    }

    /// Measures one achievement; with a date, may grant it.
    private mutating func judge(_ index: Int, game: GameConditionState?, date: Date?, into unlocks: inout [AchievementUnlock]) {
        // The game's code is found once here, not by comparing kinds (strings) at every node.
        let gameCode = game.map { hot.gameCode(of: $0.kind) } ?? -1
        let outcome = measure(hot.roots[index], achievement: index, game: game, gameCode: gameCode)
        let current = outcome.satisfied ? outcome.target : outcome.current
        if Self.isAhead(current, outcome.target, of: records[index].progress, records[index].target)
            || (records[index].progress == 0 && current == 0) {
            records[index].progress = current
            records[index].target = outcome.target
        }
        guard outcome.satisfied else {
            records[index].armed = true
            return
        }
        if let date, records[index].timesEarned == 0 || (hot.repeatable[index] && records[index].armed) {
            let date = AchievementRecord.storable(date)
            records[index].timesEarned += 1
            if records[index].firstEarned == nil { records[index].firstEarned = date }
            records[index].lastEarned = date
            let definition = catalog.definitions[index]
            unlocks.append(AchievementUnlock(id: definition.id, title: definition.title,
                                             earnedDescription: definition.earnedDescription,
                                             points: definition.points, timesEarned: records[index].timesEarned, date: date))
        }
        records[index].armed = false
    }

    struct Outcome {
        var satisfied: Bool
        var current: Int64
        var target: Int64
    }

    private func measure(_ node: Int, achievement: Int, game: GameConditionState?, gameCode: Int) -> Outcome {
        let items = hot.nodeItems[node]
        switch hot.nodeKinds[node] {
        case .atLeast(let target):
            var sum: Int64 = 0
            for position in items {
                sum = Stats.saturatingSum(sum, effectiveValue(hot.items[position], achievement: achievement) ?? 0)
            }
            return Outcome(satisfied: sum >= target, current: min(max(sum, 0), target), target: target)
        case .atMost(let limit):
            guard let position = items.first, let value = effectiveValue(hot.items[position], achievement: achievement),
                  value <= limit else {
                return Outcome(satisfied: false, current: 0, target: 1)
            }
            return Outcome(satisfied: true, current: 1, target: 1)
        case .all:
            // Limits (atMost: "in under 30 seconds") gate the goals but are not progress
            // themselves; while one fails, progress stays short of complete.
            var limitsHold = true
            var goalCount = 0
            var lastGoal = Outcome(satisfied: false, current: 0, target: 1)
            var met: Int64 = 0
            for position in items {
                let child = hot.items[position]
                let outcome = measure(child, achievement: achievement, game: game, gameCode: gameCode)
                if items.count > 1, hot.isGate(child) {
                    if !outcome.satisfied { limitsHold = false }
                } else {
                    goalCount += 1
                    lastGoal = outcome
                    if outcome.satisfied { met += 1 }
                }
            }
            var outcome = goalCount == 1
                ? lastGoal
                : Outcome(satisfied: met == Int64(goalCount), current: met, target: Int64(max(1, goalCount)))
            if !limitsHold {
                outcome.satisfied = false
                outcome.current = min(outcome.current, outcome.target - 1)
            }
            return outcome
        case .any:
            var best = Outcome(satisfied: false, current: 0, target: 1)
            for position in items {
                let outcome = measure(hot.items[position], achievement: achievement, game: game, gameCode: gameCode)
                if outcome.satisfied { return Outcome(satisfied: true, current: outcome.target, target: outcome.target) }
                if Self.isAhead(outcome.current, outcome.target, of: best.current, best.target)
                    || (best.current == 0 && outcome.current == 0) {
                    best = outcome
                }
            }
            return best
        case .unassisted:
            // Holds in a game whose hint count is 0 (or that has none to count); never between games.
            guard game != nil else { return Outcome(satisfied: false, current: 0, target: 1) }
            let code = gameCode
            let slot = code >= 0 && code < items.count ? hot.items[items.lowerBound + code] : -1
            let holds = slot < 0 || slotValues[slot] == 0
            return Outcome(satisfied: holds, current: holds ? 1 : 0, target: 1)
        case .event(let eventNode):
            let info = hot.eventNodes[eventNode]
            let needed = Int64(info.needed)
            guard let game, info.gameCode < 0 || info.gameCode == gameCode,
                  !game.nodes[eventNode].ruledOut else {
                return Outcome(satisfied: false, current: 0, target: needed)
            }
            if info.windowNanoseconds > 0 {
                let (inWindow, satisfied) = game.nodes[eventNode].windowed(info.windowNanoseconds, needed: info.needed)
                return Outcome(satisfied: satisfied, current: min(Int64(inWindow), needed), target: needed)
            }
            let count = game.nodes[eventNode].count
            return Outcome(satisfied: count >= info.needed, current: min(Int64(count), needed), target: needed)
        }
    }

    /// A slot's value as this achievement counts it: lifetime counters from its reset baseline.
    @inline(__always)
    private func effectiveValue(_ slot: Int, achievement: Int) -> Int64? {
        guard let value = slotValues[slot] else { return nil }
        guard hasBaselines[achievement], let baseline = baselines[achievement * slotValues.count + slot] else { return value }
        return max(0, value - baseline)
    }
}
