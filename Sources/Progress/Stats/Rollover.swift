import GameCore

/// How a finished game folds into the lifetime totals. Defined per game: it names which
/// per-game stats go into which totals and how, which totals count games by outcome, and
/// which per-game stats stay out of the totals (those with no rule).
public struct Rollover: Sendable {
    /// How a per-game value combines into a total. A per-game stat with no value (a best
    /// time never set) leaves the total alone.
    public enum Combine: String, Sendable {
        case sum, maximum, minimum
    }

    public struct Rule: Sendable, Equatable {
        public let from: StatHandle
        public let into: StatHandle
        public let combine: Combine
    }

    /// A record ranked by a first stat (higher is better) and broken by a second (lower is
    /// better), kept as one pair: the best endless level and the time it was reached in.
    public struct PairRule: Sendable, Equatable {
        public let primaryFrom: StatHandle
        public let primaryInto: StatHandle
        public let secondaryFrom: StatHandle
        public let secondaryInto: StatHandle
    }

    /// A total that counts games ending one of these ways (games won, games abandoned).
    public struct OutcomeRule: Sendable, Equatable {
        public let into: StatHandle
        public let outcomes: Set<GameOutcome>
    }

    public let game: StatSchema
    public let totals: StatSchema
    public private(set) var rules: [Rule] = []
    public private(set) var pairRules: [PairRule] = []
    public private(set) var outcomeRules: [OutcomeRule] = []
    /// The total that counts started games: added at rollover unless it was counted when the
    /// game began (`GameStatsTracker.countStart`).
    public private(set) var startedStat: StatHandle?

    public init(game: StatSchema, totals: StatSchema) {
        self.game = game
        self.totals = totals
    }

    // MARK: Declaring the rules (by name: an unknown name throws)

    public mutating func combine(_ gameStat: String, into totalStat: String, by combine: Combine) throws {
        rules.append(Rule(from: try game.handle(gameStat), into: try totals.handle(totalStat), combine: combine))
    }

    public mutating func sum(_ name: String) throws { try combine(name, into: name, by: .sum) }

    public mutating func keepBest(_ primary: String, into primaryTotal: String,
                                  tieBrokenByLowest secondary: String, into secondaryTotal: String) throws {
        pairRules.append(PairRule(primaryFrom: try game.handle(primary), primaryInto: try totals.handle(primaryTotal),
                                  secondaryFrom: try game.handle(secondary), secondaryInto: try totals.handle(secondaryTotal)))
    }

    public mutating func countGames(into totalStat: String, endingIn outcomes: Set<GameOutcome>) throws {
        outcomeRules.append(OutcomeRule(into: try totals.handle(totalStat), outcomes: outcomes))
    }

    public mutating func countStartedGames(into totalStat: String) throws {
        startedStat = try totals.handle(totalStat)
    }

    // MARK: Applying

    /// Folds one finished game into the totals. Pure: Storage may call it again on the same
    /// stored totals if writing them failed; exactly-once is the tracker's job. Without
    /// `keepingBests` (a practice game) only the sums and the outcome counts take the game in:
    /// no maximum, minimum or best pair moves.
    public func apply(game gameStats: Stats, outcome: GameOutcome, startAlreadyCounted: Bool,
                      keepingBests: Bool = true, to totalStats: inout Stats) throws {
        try check(gameStats, against: game)
        try check(totalStats, against: totals)
        for rule in rules where keepingBests || rule.combine == .sum {
            guard let value = gameStats.value(rule.from) else { continue }
            Self.fold(value, into: rule.into, of: &totalStats, by: rule.combine)
        }
        for rule in pairRules where keepingBests {
            guard let primary = gameStats.value(rule.primaryFrom) else { continue }
            let secondary = gameStats.value(rule.secondaryFrom)
            if Self.pairImproves(primary, secondary, on: totalStats, rule) {
                totalStats.set(primary, for: rule.primaryInto)
                if let secondary { totalStats.set(secondary, for: rule.secondaryInto) } else { totalStats.clear(rule.secondaryInto) }
            }
        }
        for rule in outcomeRules where rule.outcomes.contains(outcome) {
            totalStats.increment(rule.into)
        }
        if let startedStat, !startAlreadyCounted {
            totalStats.increment(startedStat)
        }
    }

    /// What a total would read if the game in progress ended now, for achievements that
    /// show lifetime progress during play. Outcome counts are not included (no outcome yet).
    public func liveSource(for total: StatHandle) -> LiveSource? {
        if let rule = rules.last(where: { $0.into == total }) {
            return .combined(rule.from, rule.combine)
        }
        if let rule = pairRules.first(where: { $0.primaryInto == total }) {
            return .combined(rule.primaryFrom, .maximum)
        }
        if let rule = pairRules.first(where: { $0.secondaryInto == total }) {
            return .pairSecondary(rule)
        }
        return nil
    }

    public enum LiveSource: Sendable, Equatable {
        case combined(StatHandle, Combine)
        case pairSecondary(PairRule)

        /// The live value of the total this source feeds.
        @inline(__always)
        public func value(total: StatHandle, totals: Stats, game: Stats) -> Int64? {
            switch self {
            case .combined(let from, let combine):
                guard let gameValue = game.value(from) else { return totals.value(total) }
                guard let totalValue = totals.value(total) else { return gameValue }
                switch combine {
                case .sum: return Stats.saturatingSum(totalValue, gameValue)
                case .maximum: return max(totalValue, gameValue)
                case .minimum: return min(totalValue, gameValue)
                }
            case .pairSecondary(let rule):
                guard let primary = game.value(rule.primaryFrom),
                      Rollover.pairImproves(primary, game.value(rule.secondaryFrom), on: totals, rule)
                else { return totals.value(total) }
                return game.value(rule.secondaryFrom)
            }
        }
    }

    static func fold(_ value: Int64, into handle: StatHandle, of stats: inout Stats, by combine: Combine) {
        switch combine {
        case .sum:
            stats.add(value, to: handle)
        case .maximum:
            if stats.value(handle).map({ value > $0 }) ?? true { stats.set(value, for: handle) }
        case .minimum:
            if stats.value(handle).map({ value < $0 }) ?? true { stats.set(value, for: handle) }
        }
    }

    static func pairImproves(_ primary: Int64, _ secondary: Int64?, on totals: Stats, _ rule: PairRule) -> Bool {
        guard let best = totals.value(rule.primaryInto) else { return true }
        if primary != best { return primary > best }
        guard let secondary else { return false }
        guard let bestSecondary = totals.value(rule.secondaryInto) else { return true }
        return secondary < bestSecondary
    }

    private func check(_ stats: Stats, against schema: StatSchema) throws {
        guard stats.schema == schema else {
            throw StatsError.schemaMismatch(expected: schema.name, found: stats.schema.name)
        }
    }
}
