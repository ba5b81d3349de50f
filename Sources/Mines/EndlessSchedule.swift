import GameCore

/// The boards of an endless run, level by level.
///
/// | level | board   | mines | density |
/// |------:|---------|------:|--------:|
/// |     1 | 8×8     |     6 |    9.4% |
/// |     2 | 9×9     |    10 |   12.3% |
/// |     3 | 10×10   |    14 |   14.0% |
/// |     4 | 12×10   |    18 |   15.0% |
/// |     5 | 14×12   |    26 |   15.5% |
/// |     6 | 16×12   |    32 |   16.7% |
/// |     7 | 16×16   |    43 |   16.8% |
/// |     8 | 20×16   |    60 |   18.8% |
/// |     9 | 24×16   |    76 |   19.8% |
/// |    10 | 30×16   |    99 |   20.6% (expert) |
/// |    11 | 30×16   |   106 |   22.1% |
/// |    12 | 30×16   |   113 |   23.5% |
/// |    13 | 30×16   |   120 |   25.0% |
/// |   14+ | 30×16   |   127 |   26.5% |
///
/// Level 1 is a small, sparse board; each level is larger or denser than the one before,
/// reaching expert size and density at level 10 and going beyond expert density after it.
/// The board stays at 30×16 from there (it fits an 80-column terminal) and every level from
/// 14 on repeats the last row. Every endless board is a no-guess board.
///
/// The board of level N is laid out from its own seed, `boardSeed(runSeed:level:)`, derived
/// from the run's seed and N alone, so a run's seed fixes every board of the run and a
/// resumed run makes the same boards again.
public enum EndlessSchedule {
    /// One row of the schedule.
    public struct Entry: Equatable, Sendable {
        public let level: Int
        public let params: MinesParams
    }

    private static let table: [(width: Int, height: Int, mines: Int)] = [
        (8, 8, 6), (9, 9, 10), (10, 10, 14), (12, 10, 18), (14, 12, 26), (16, 12, 32), (16, 16, 43),
        (20, 16, 60), (24, 16, 76), (30, 16, 99), (30, 16, 106), (30, 16, 113), (30, 16, 120), (30, 16, 127),
    ]

    /// The rows of the schedule; the last one repeats for every later level.
    public static let entries: [Entry] = table.enumerated().map { index, row in
        Entry(level: index + 1, params: MinesParams(checkedWidth: row.width, height: row.height, mines: row.mines))
    }

    /// The level from which the board stops changing.
    public static var lastChangingLevel: Int { entries.count }

    /// The board of `level` (levels below 1 count as level 1).
    public static func params(forLevel level: Int) -> MinesParams {
        entries[min(max(level, 1), entries.count) - 1].params
    }

    /// The seed of level `level`'s board in the run seeded `runSeed`.
    public static func boardSeed(runSeed: UInt64, level: Int) -> UInt64 {
        var generator = SeededGenerator.derived(from: runSeed, stream: UInt64(truncatingIfNeeded: level))
        return generator.next()
    }

    /// The schedule as a table for help screens and `--help`.
    public static var helpText: String {
        var lines = ["Endless levels:", "  level  board   mines  density"]
        for entry in entries {
            let label = entry.level == entries.count ? "\(entry.level)+" : "\(entry.level)"
            let size = "\(entry.params.width)x\(entry.params.height)"
            let tenths = (entry.params.mines * 1000 + entry.params.cellCount / 2) / entry.params.cellCount
            lines.append("  " + pad(label, 5) + "  " + padRight(size, 6) + "  " + pad("\(entry.params.mines)", 5)
                         + "  " + pad("\(tenths / 10).\(tenths % 10)%", 7))
        }
        return lines.joined(separator: "\n")
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    private static func padRight(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
