import CommandSupport
import Foundation
import GameCore
import Leaderboards
import Shell
import Terminal

/// One board as the command prints it.
struct BoardListing {
    var definition: BoardDefinition
    var window: RankWindow
    var rows: [BoardRow]
    /// Every row the board has in the window (the listing shows some).
    var count: Int

    /// Names are cut to this many columns so the table stays aligned (nicknames hold 20).
    static let nameWidth = 20

    /// A heading, then rank, player, the board's figures and the local date; the player's own
    /// row is marked ">" (and "(hidden)" when a moderator blocked them: only they see it).
    func text(aroundMe: Bool) -> String {
        var lines = ["\(definition.title), \(window.title) (\(definition.sortKeysDescription))"]
        guard !rows.isEmpty else {
            lines.append(aroundMe ? "You are not on this board yet. \(definition.howToEnter)."
                                  : "No one is on this board yet. \(definition.howToEnter).")
            return lines.joined(separator: "\n")
        }
        let figures = definition.columns.map { column in
            (column.title, rows.map { row in row.figures[column.figure].map(column.format.text) ?? "-" })
        }
        let widths = figures.map { title, values in max(title.count, values.map(\.count).max() ?? 0) }
        var header = "    Rank  " + Self.padded("Player", to: Self.nameWidth)
        for ((title, _), width) in zip(figures, widths) { header += "  " + String(repeating: " ", count: width - title.count) + title }
        lines.append(header + "  Date")
        for (index, row) in rows.enumerated() {
            let mark = row.isViewer ? ">" : " "
            let rank = String(row.rank)
            var line = " \(mark) " + String(repeating: " ", count: max(0, 5 - rank.count)) + rank + "  "
                + Self.padded(Self.cut(SafeText.escaped(row.displayName), to: Self.nameWidth), to: Self.nameWidth)
            for ((_, values), width) in zip(figures, widths) {
                line += "  " + String(repeating: " ", count: width - values[index].count) + values[index]
            }
            line += "  " + RankPeriods.local.day(of: row.finishedAt)
            if row.isHidden { line += "  (hidden: blocked by a moderator)" }
            lines.append(line)
        }
        if count > rows.count, !aroundMe { lines.append("(\(count) players in all)") }
        return lines.joined(separator: "\n")
    }

    /// Pads to a display width (a wide character takes two columns).
    static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
    }

    /// The longest start of `text` that fits (escaped first, so an escape is never cut in half
    /// and the columns count what is really shown) in `width` columns, with "…" when cut.
    static func cut(_ text: String, to width: Int) -> String {
        guard DisplayWidth.of(text) > width else { return text }
        var result = ""
        var used = 0
        for character in text {
            let next = DisplayWidth.of(character)
            if used + next > width - 1 { break }
            result.append(character)
            used += next
        }
        return result + "…"
    }
}

/// `--json`: valid JSON whatever the names hold (printJSON escapes what a terminal would act on).
struct LeaderboardJSON: Encodable {
    var window: String
    var boards: [BoardJSON]
}

struct BoardJSON: Encodable {
    var board: String
    var title: String
    var count: Int
    var rows: [RowJSON]

    init(_ listing: BoardListing) {
        board = listing.definition.id.rawValue
        title = listing.definition.title
        count = listing.count
        rows = listing.rows.map(RowJSON.init)
    }
}

struct RowJSON: Encodable {
    var rank: Int
    var playerID: Int64
    var name: String
    var figures: [String: Int64]
    var finishedAt: String
    var runID: String
    var you: Bool
    var hidden: Bool

    init(_ row: BoardRow) {
        rank = row.rank
        playerID = row.playerID
        name = row.displayName
        figures = row.figures
        finishedAt = ISO8601Text.string(from: row.finishedAt)
        runID = row.runID
        you = row.isViewer
        hidden = row.isHidden
    }

    private enum CodingKeys: String, CodingKey {
        case rank, playerID = "playerId", name, figures, finishedAt, runID = "runId", you, hidden
    }
}
