import Foundation
import GameCore
import Midend
import Mines
import Progress
import Shell

/// What `clearfield stats` prints of the Mines history: per board and the latest games, as text
/// and as JSON. Mines' front end declares it (`GameFrontEnd.historyListing`), so the command
/// names no game.
package struct MinesHistoryListing: GameHistoryListing {
    private let history: MinesHistory

    package static let about = "its game history: per board games, wins, win %, current and longest "
        + "winning streak and the best, then the latest 20 games (time in hundredths, 3BV/s)"

    package init(games: [PlayedGame]) {
        history = MinesHistory(games: games)
    }

    package func encode(to encoder: any Encoder) throws {
        try MinesHistoryJSON(history).encode(to: encoder)
    }

    /// The text lines, the first a blank line then the heading.
    package var lines: [String] {
        let table = MinesHistoryTable(history, date: { DateText.minute($0, timeZone: .system) }, dash: "-")
        var lines = ["", "Mines games"]
        guard !table.boardLines.isEmpty else { return lines + ["  No Mines game finished yet."] }
        lines += ([table.boardHeader] + table.boardLines).map { "  " + $0 }
        lines += ["", "  Latest " + Plural.count(table.gameLines.count, "game")]
        lines += ([table.gameHeader] + table.gameLines).map { "  " + $0 }
        if let note = table.styleNote { lines.append("  " + note) }
        if history.unrecorded > 0 {
            lines.append("  (\(Plural.count(history.unrecorded, "earlier game")) finished before boards were recorded)")
        }
        return lines
    }
}

/// The Mines game history as `clearfield stats --json` prints it: exact integers where the
/// totals have them (times in milliseconds), win rate in percent and 3BV/s with 3 decimals,
/// dates in ISO 8601 (UTC).
struct MinesHistoryJSON: Encodable {
    struct Board: Encodable {
        var board: String
        /// "noGuess" or "random" ("noGuess" for endless runs); "unrecorded" for games finished
        /// before the style was kept. Never null.
        var style: String
        var title: String
        var games, wins, currentStreak, longestStreak: Int
        @NullWhenAbsent var winPercent: Double?
        @NullWhenAbsent var bestTimeMs: Int64?
        @NullWhenAbsent var mostLevels: Int?
    }

    struct Game: Encodable {
        var board: String
        var style: String
        /// The game as the screens name it: the board's title ("Intermediate"), or for a daily
        /// "Daily 2026-11-28 · Mines" ("· practice" after the day's ranked attempt).
        var name: String
        @NullWhenAbsent var result: String?
        @NullWhenAbsent var timeMs: Int64?
        var threeBV: Int64
        @NullWhenAbsent var threeBVPerSecond: Double?
        var boardsCleared: Int64
        var hints: Int64
        /// The daily's date when the game was a daily, else null.
        @NullWhenAbsent var daily: String?
        /// A practice game (a chosen seed, a daily's later attempt): it sets no best.
        var practice: Bool
        var finishedAt: String
    }

    var boards: [Board]
    var recent: [Game]
    /// Games finished before the history kept their board.
    var unrecorded: Int

    init(_ history: MinesHistory) {
        boards = history.boards.map { line in
            Board(board: line.key.board.rawValue, style: line.key.styleName, title: line.key.title,
                  games: line.record.games, wins: line.record.wins, currentStreak: line.record.currentStreak,
                  longestStreak: line.record.longestStreak,
                  winPercent: line.record.winPercentage.map { ($0 * 100).rounded() / 100 },
                  bestTimeMs: line.bestTimeMilliseconds, mostLevels: line.mostLevels)
        }
        recent = history.recent.map { game in
            Game(board: game.key.board.rawValue, style: game.key.styleName,
                 name: game.daily.map { DailyGameName.text(date: $0, game: MinesBackEnd.title, practice: game.practice) }
                    ?? game.key.title,
                 result: game.outcome?.rawValue,
                 timeMs: game.playTimeMilliseconds, threeBV: game.threeBV,
                 threeBVPerSecond: game.threeBVPerSecondThousandths.map { Double($0) / 1000 },
                 boardsCleared: game.boardsCleared, hints: game.hints, daily: game.daily, practice: game.practice,
                 finishedAt: ISO8601Text.string(from: game.finishedAt))
        }
        unrecorded = history.unrecorded
    }
}

/// An optional written as `null` when absent (as the totals are), where a plain optional
/// property would be left out of the JSON.
@propertyWrapper
struct NullWhenAbsent<Value: Encodable>: Encodable {
    var wrappedValue: Value?

    init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
    }
}
