import GameCore
import Progress
import Shell

/// The lines of the Stats screen for one game: every lifetime total with, beside it, the same
/// stat in the game in progress (or the last one), in human units.
package struct StatsTable: Equatable {
    package struct Row: Equatable {
        package var label: String
        /// Blank when the stat is kept only in the totals (games won...).
        package var game: String?
        /// Blank when the stat exists only per game (the level cleared in this game).
        package var total: String?
    }

    package var rows: [Row]
    package var hasGameColumn: Bool

    /// What a withheld game value shows.
    package static let withheld = "hidden"

    /// Totals in their schema's order, then the stats only a single game has. The game values
    /// of the stats named in `withholding` show as `withheld` (a game in progress must not
    /// give away its hidden board).
    package init(totals: Stats, game: Stats?, withholding: Set<String> = []) {
        hasGameColumn = game != nil
        rows = totals.map { entry in
            var row = Row(label: entry.definition.label, game: nil, total: entry.formattedValue)
            if let game, let handle = game.schema.handleIfPresent(entry.name) {
                row.game = withholding.contains(entry.name) ? Self.withheld : game[handle.index].formattedValue
            }
            return row
        }
        if let game {
            for entry in game where !totals.schema.contains(entry.name) {
                let value = withholding.contains(entry.name) ? Self.withheld : entry.formattedValue
                rows.append(Row(label: entry.definition.label, game: value, total: nil))
            }
        }
    }
}
