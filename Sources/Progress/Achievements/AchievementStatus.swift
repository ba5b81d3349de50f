import Foundation

/// Exact progress toward an achievement: "430 / 1,000 tiles", and a percentage that never
/// shows 100 before it is complete (rounded down, and held at 99 until then).
public struct AchievementProgress: Equatable, Sendable {
    public let current: Int64
    public let target: Int64
    public let unit: StatUnit
    /// The noun after the numbers ("tiles"), when the definition gives one.
    public let noun: String?

    public init(current: Int64, target: Int64, unit: StatUnit = .count, noun: String? = nil) {
        self.target = max(1, target)
        self.current = min(max(0, current), self.target)
        self.unit = unit
        self.noun = noun
    }

    public var isComplete: Bool { current >= target }

    public var percent: Int {
        if isComplete { return 100 }
        let (scaled, overflow) = current.multipliedReportingOverflow(by: 100)
        let rounded = overflow ? Int64((Double(current) / Double(target) * 100).rounded(.down)) : scaled / target
        return Int(min(99, rounded))
    }

    /// A 0…1 fraction for drawing bars; reaches 1 only when complete.
    public var fraction: Double {
        isComplete ? 1 : min(Double(current) / Double(target), 0.999)
    }

    /// "430 / 1,000 tiles", "3:20 / 5:00".
    public var text: String {
        let numbers = StatFormat.format(current, unit: unit) + " / " + StatFormat.format(target, unit: unit)
        return noun.map { numbers + " " + $0 } ?? numbers
    }
}

/// One achievement as the Achievements screen and `clearfield achievements` show it.
public struct AchievementStatus: Equatable, Sendable {
    public static let maskedTitle = "Hidden achievement"
    public static let maskedDescription = "Keep playing to discover this one."

    public let definition: AchievementDefinition
    public let record: AchievementRecord
    public let progress: AchievementProgress

    public var id: String { definition.id }
    public var isEarned: Bool { record.isEarned }
    public var timesEarned: Int { record.timesEarned }
    public var firstEarned: Date? { record.firstEarned }
    public var lastEarned: Date? { record.lastEarned }
    public var hasProgress: Bool { progress.current > 0 }

    /// Hidden achievements stay masked until they have progress or are earned.
    public var isRevealed: Bool { !definition.hidden || isEarned || hasProgress }

    public var shownTitle: String { isRevealed ? definition.title : Self.maskedTitle }

    /// The description before earning, the other one after; masked while hidden.
    public var shownDescription: String {
        if isEarned { return definition.earnedDescription }
        return isRevealed ? definition.description : Self.maskedDescription
    }
}

/// Totals for the screen header: earned / all, points / possible.
public struct AchievementSummary: Equatable, Sendable {
    public let earned: Int
    public let count: Int
    public let points: Int
    public let possiblePoints: Int
}

extension AchievementEvaluator {
    public func status(id: String) -> AchievementStatus? {
        catalog.indexByID[id].map(status(at:))
    }

    /// Every achievement in catalog order.
    public var statuses: [AchievementStatus] {
        catalog.definitions.indices.map(status(at:))
    }

    public var summary: AchievementSummary {
        var earned = 0
        var points = 0
        for definition in catalog.definitions where record(id: definition.id)?.isEarned == true {
            earned += 1
            points += definition.points
        }
        return AchievementSummary(earned: earned, count: catalog.count, points: points, possiblePoints: catalog.totalPoints)
    }

    private func status(at index: Int) -> AchievementStatus {
        let definition = catalog.definitions[index]
        let record = record(id: definition.id) ?? AchievementRecord(definitionHash: catalog.hashes[index])
        let current = record.isEarned ? record.target : record.progress
        return AchievementStatus(definition: definition, record: record,
                                 progress: AchievementProgress(current: current, target: record.target,
                                                               unit: catalog.displayUnits[index], noun: definition.unit))
    }
}
