import GameCore

/// A stable fingerprint of an achievement's condition: FNV-1a (64-bit) over a canonical text.
///
/// Stored with the player's progress: when the condition changes (a target raised), the stored
/// progress is recomputed from the stats rather than carried over as a stale number. The
/// canonical text ignores JSON key order, whitespace, the order of summed stats, of `all`/`any`
/// children, of filters and of `without` events, none of which change the meaning.
public enum DefinitionHash {
    public static func hash(of condition: AchievementCondition) -> UInt64 {
        FNV1a.hash(canonical(condition).utf8)
    }

    /// The canonical text, versioned so that a future change of this format is deliberate.
    public static func canonical(_ condition: AchievementCondition) -> String {
        "v1|" + text(of: condition)
    }

    /// 16 lower-case hex digits, as stored.
    public static func hex(_ hash: UInt64) -> String {
        FNV1a.hex(hash)
    }

    public static func parseHex(_ text: String) -> UInt64? {
        text.utf8.count == 16 ? UInt64(text, radix: 16) : nil
    }

    private static func text(of condition: AchievementCondition) -> String {
        switch condition {
        case .stat(let stat):
            let comparison = switch stat.comparison {
            case .atLeast(let target): ">=\(target)"
            case .atMost(let target): "<=\(target)"
            }
            return "stat(\(stat.scope.rawValue);\(stat.stats.sorted().joined(separator: "+"));\(comparison))"
        case .all(let children):
            return "all(" + children.map(text(of:)).sorted().joined(separator: ",") + ")"
        case .any(let children):
            return "any(" + children.map(text(of:)).sorted().joined(separator: ",") + ")"
        case .event(let event):
            var parts = [text(of: event.pattern), "count=\(event.count)"]
            if let within = event.withinMilliseconds { parts.append("within=\(within)") }
            if !event.without.isEmpty {
                parts.append("without=[" + event.without.map(text(of:)).sorted().joined(separator: ",") + "]")
            }
            if let game = event.game { parts.append("game=\(game.rawValue)") }
            return "event(" + parts.joined(separator: ";") + ")"
        case .unassisted:
            // New text for a new kind: the hashes of conditions without it stay as they were.
            return "unassisted"
        }
    }

    private static func text(of pattern: EventPattern) -> String {
        guard !pattern.filters.isEmpty else { return pattern.event }
        let filters = pattern.filters.map { filter in
            let value = switch filter.value {
            case .number(let number): String(number)
            case .name(let name): "'" + name + "'"
            }
            return "\(filter.field) \(filter.test.rawValue) \(value)"
        }
        return pattern.event + "[" + filters.sorted().joined(separator: ",") + "]"
    }
}
