import Foundation

/// What a player has of one achievement: one row for Storage (per player + id).
public struct AchievementRecord: Equatable, Sendable {
    /// The definition this record was measured against (see `DefinitionHash`).
    public var definitionHash: UInt64
    /// How often it was earned: 0 or 1, or more for a repeatable one.
    public var timesEarned: Int
    public var firstEarned: Date?
    public var lastEarned: Date?
    /// The best progress reached, as `progress / target`: exact, never decreasing.
    public var progress: Int64
    public var target: Int64
    /// False while the condition holds without having been earned by new play since it was
    /// loaded or last earned: a repeatable achievement must see its condition false before it
    /// can be earned again, so loading, resuming or replaying never re-grants it.
    public var armed: Bool
    /// After a reset, the lifetime counters the condition reads count from these values, so the
    /// reset really starts over while the stats themselves stay.
    public var baselines: [String: Int64]

    public init(definitionHash: UInt64, timesEarned: Int = 0, firstEarned: Date? = nil, lastEarned: Date? = nil,
                progress: Int64 = 0, target: Int64 = 1, armed: Bool = true, baselines: [String: Int64] = [:]) {
        self.definitionHash = definitionHash
        self.timesEarned = timesEarned
        self.firstEarned = firstEarned
        self.lastEarned = lastEarned
        self.progress = progress
        self.target = target
        self.armed = armed
        self.baselines = baselines
    }

    public var isEarned: Bool { timesEarned > 0 }
}

extension AchievementRecord: Codable {
    private enum CodingKeys: String, CodingKey {
        case definitionHash = "definition_hash", timesEarned = "times_earned"
        case firstEarned = "first_earned_ms", lastEarned = "last_earned_ms"
        case progress, target, armed, baselines
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let hashText = try container.decode(String.self, forKey: .definitionHash)
        guard let hash = DefinitionHash.parseHex(hashText) else {
            throw DecodingError.dataCorruptedError(forKey: .definitionHash, in: container,
                                                   debugDescription: "'\(hashText)' is not 16 hex digits")
        }
        definitionHash = hash
        timesEarned = max(0, try container.decode(Int.self, forKey: .timesEarned))
        firstEarned = try container.decodeIfPresent(Int64.self, forKey: .firstEarned).map(Self.date(milliseconds:))
        lastEarned = try container.decodeIfPresent(Int64.self, forKey: .lastEarned).map(Self.date(milliseconds:))
        target = max(1, try container.decode(Int64.self, forKey: .target))
        progress = min(max(0, try container.decode(Int64.self, forKey: .progress)), target)
        armed = try container.decode(Bool.self, forKey: .armed)
        baselines = try container.decodeIfPresent([String: Int64].self, forKey: .baselines) ?? [:]
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(DefinitionHash.hex(definitionHash), forKey: .definitionHash)
        try container.encode(timesEarned, forKey: .timesEarned)
        try container.encodeIfPresent(firstEarned.map(Self.milliseconds(of:)), forKey: .firstEarned)
        try container.encodeIfPresent(lastEarned.map(Self.milliseconds(of:)), forKey: .lastEarned)
        try container.encode(progress, forKey: .progress)
        try container.encode(target, forKey: .target)
        try container.encode(armed, forKey: .armed)
        if !baselines.isEmpty { try container.encode(baselines, forKey: .baselines) }
    }

    /// Dates as whole milliseconds since 1970: exact, and independent of any encoder's date strategy.
    static func milliseconds(of date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded())
    }

    static func date(milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }

    /// A date as it will read back from storage (whole milliseconds), so a stored and
    /// reloaded record equals the one in memory.
    static func storable(_ date: Date) -> Date {
        self.date(milliseconds: milliseconds(of: date))
    }
}

/// Every record of one player, by achievement id. Records of ids the current catalog does not
/// have (an entry broken in the file, a removed achievement) are kept, never dropped.
public struct AchievementState: Codable, Equatable, Sendable {
    public var records: [String: AchievementRecord]

    public init(records: [String: AchievementRecord] = [:]) {
        self.records = records
    }

    private enum CodingKeys: String, CodingKey {
        case records
    }
}
