import App
import Foundation
import GameCore
import Mines
import Progress

/// The Mines game history as `clearfield stats --json` prints it: exact integers where the
/// totals have them (times in milliseconds), win rate in percent and 3BV/s with 3 decimals,
/// dates in ISO 8601 (UTC).
struct MinesHistoryListing: Encodable {
    struct Board: Encodable {
        var board: String
        /// "noGuess" or "random"; null when the games did not record it.
        var style: String?
        var title: String
        var games, wins, currentStreak, longestStreak: Int
        var winPercent: Double?
        var bestTimeMs: Int64?
        var mostLevels: Int?

        // Absent values are written as null, as the totals write them.
        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(board, forKey: .board)
            try container.encode(style, forKey: .style)
            try container.encode(title, forKey: .title)
            try container.encode(games, forKey: .games)
            try container.encode(wins, forKey: .wins)
            try container.encode(currentStreak, forKey: .currentStreak)
            try container.encode(longestStreak, forKey: .longestStreak)
            try container.encode(winPercent, forKey: .winPercent)
            try container.encode(bestTimeMs, forKey: .bestTimeMs)
            try container.encode(mostLevels, forKey: .mostLevels)
        }

        private enum CodingKeys: String, CodingKey {
            case board, style, title, games, wins, currentStreak, longestStreak, winPercent, bestTimeMs, mostLevels
        }
    }

    struct Game: Encodable {
        var board: String
        var style: String?
        var result: String?
        var timeMs: Int64?
        var threeBV: Int64
        var threeBVPerSecond: Double?
        var boardsCleared: Int64
        var hints: Int64
        var finishedAt: String

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(board, forKey: .board)
            try container.encode(style, forKey: .style)
            try container.encode(result, forKey: .result)
            try container.encode(timeMs, forKey: .timeMs)
            try container.encode(threeBV, forKey: .threeBV)
            try container.encode(threeBVPerSecond, forKey: .threeBVPerSecond)
            try container.encode(boardsCleared, forKey: .boardsCleared)
            try container.encode(hints, forKey: .hints)
            try container.encode(finishedAt, forKey: .finishedAt)
        }

        private enum CodingKeys: String, CodingKey {
            case board, style, result, timeMs, threeBV, threeBVPerSecond, boardsCleared, hints, finishedAt
        }
    }

    var boards: [Board]
    var recent: [Game]
    /// Games finished before the history kept their board.
    var unrecorded: Int

    init(_ history: MinesHistory) {
        boards = history.boards.map { line in
            Board(board: line.key.board.rawValue, style: line.key.style?.rawValue, title: line.key.title,
                  games: line.record.games, wins: line.record.wins, currentStreak: line.record.currentStreak,
                  longestStreak: line.record.longestStreak,
                  winPercent: line.record.winPercentage.map { ($0 * 100).rounded() / 100 },
                  bestTimeMs: line.bestTimeMilliseconds, mostLevels: line.mostLevels)
        }
        let dates = ISO8601DateFormatter()
        dates.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        recent = history.recent.map { game in
            Game(board: game.key.board.rawValue, style: game.key.style?.rawValue, result: game.outcome?.rawValue,
                 timeMs: game.playTimeMilliseconds, threeBV: game.threeBV,
                 threeBVPerSecond: game.threeBVPerSecondThousandths.map { Double($0) / 1000 },
                 boardsCleared: game.boardsCleared, hints: game.hints, finishedAt: dates.string(from: game.finishedAt))
        }
        unrecorded = history.unrecorded
    }
}

extension StatsCommand {
    /// The Mines history lines for the text output.
    static func printHistory(_ history: MinesHistory) {
        let table = MinesHistoryTable(history, date: { DateText.minute($0, timeZone: .current) }, dash: "-")
        printLine("")
        printLine("Mines games")
        guard !table.boardLines.isEmpty else {
            printLine("  No Mines game finished yet.")
            return
        }
        for line in [table.boardHeader] + table.boardLines { printLine("  " + SafeText.escaped(line)) }
        printLine("")
        printLine("  Latest " + Plural.count(table.gameLines.count, "game"))
        for line in [table.gameHeader] + table.gameLines { printLine("  " + SafeText.escaped(line)) }
        if let note = table.styleNote { printLine("  " + note) }
        if history.unrecorded > 0 {
            printLine("  (\(Plural.count(history.unrecorded, "earlier game")) finished before boards were recorded)")
        }
    }
}
