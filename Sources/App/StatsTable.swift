import GameCore
import Progress

/// The lines of the Stats screen for one game: every lifetime total with, beside it, the same
/// stat in the game in progress (or the last one), in human units.
struct StatsTable: Equatable {
    struct Row: Equatable {
        var label: String
        /// Blank when the stat is kept only in the totals (games won...).
        var game: String?
        /// Blank when the stat exists only per game (the level cleared in this game).
        var total: String?
    }

    var rows: [Row]
    var hasGameColumn: Bool

    /// Totals in their schema's order, then the stats only a single game has.
    init(totals: Stats, game: Stats?) {
        hasGameColumn = game != nil
        rows = totals.map { entry in
            var row = Row(label: entry.definition.label, game: nil, total: entry.formattedValue)
            if let game, let handle = game.schema.handleIfPresent(entry.name) {
                row.game = game[handle.index].formattedValue
            }
            return row
        }
        if let game {
            for entry in game where !totals.schema.contains(entry.name) {
                rows.append(Row(label: entry.definition.label, game: entry.formattedValue, total: nil))
            }
        }
    }
}
