import ClearfieldGames
import Shell
import ReplayUI
import PlayersUI
import LeaderboardsUI
import PacksUI
import TilesUI
import EditorUI
import MinesUI
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
        @NullWhenAbsent var result: String?
        @NullWhenAbsent var timeMs: Int64?
        var threeBV: Int64
        @NullWhenAbsent var threeBVPerSecond: Double?
        var boardsCleared: Int64
        var hints: Int64
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
            Game(board: game.key.board.rawValue, style: game.key.styleName, result: game.outcome?.rawValue,
                 timeMs: game.playTimeMilliseconds, threeBV: game.threeBV,
                 threeBVPerSecond: game.threeBVPerSecondThousandths.map { Double($0) / 1000 },
                 boardsCleared: game.boardsCleared, hints: game.hints, finishedAt: Self.iso8601(game.finishedAt))
        }
        unrecorded = history.unrecorded
    }

    /// "2027-01-15T08:00:00.000Z", from the civil time (no date formatter: those load ICU).
    static func iso8601(_ date: Date) -> String {
        let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
        let seconds = milliseconds >= 0 ? milliseconds / 1000 : -((-milliseconds + 999) / 1000)
        let time = CivilTime(secondsSinceEpoch: seconds)
        func pad(_ value: Int, _ width: Int = 2) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(time.year, 4))-\(pad(time.month))-\(pad(time.day))T\(pad(time.hour)):\(pad(time.minute)):"
            + "\(pad(time.second)).\(pad(Int(milliseconds - seconds * 1000), 3))Z"
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

extension StatsCommand {
    /// The Mines history lines for the text output.
    static func printHistory(_ history: MinesHistory) {
        let table = MinesHistoryTable(history, date: { DateText.minute($0, timeZone: .system) }, dash: "-")
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
