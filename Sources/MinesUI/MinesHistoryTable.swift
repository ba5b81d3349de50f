import Shell
import ReplayUI
import Foundation
import GameCore
import Mines
import Progress

/// The Mines history as lines of fixed columns, the same on the Stats screen and in
/// `clearfield stats`: a line per board (games, wins, win %, current ("Streak") and longest
/// winning streak, fastest win), then the latest games (board, result, time in hundredths, 3BV/s, date).
public struct MinesHistoryTable: Equatable, Sendable {
    public var boardHeader: String
    public var boardLines: [String]
    public var gameHeader: String
    public var gameLines: [String]

    /// The board column; a line is 59 columns in all, to fit the narrowest screen (60).
    package static let boardColumn = 17
    /// Explains the short style marks, when a line has one.
    public var styleNote: String?

    /// `date` writes a game's date (`DateText.minute` in the player's time zone).
    public init(_ history: MinesHistory, date: (Date) -> String, dash: String = "–") {
        func row(_ board: String, _ cells: [(String, Int)]) -> String {
            board.padded(to: Self.boardColumn) + cells.map { $0.0.rightAligned(to: $0.1) }.joined()
        }
        boardHeader = row("Board", [("Games", 6), ("Wins", 6), ("Win %", 7), ("Streak", 7), ("Longest", 8), ("Fastest", 9)])
        styleNote = Self.styleNote(history.boards.map(\.key), practice: history.recent.contains(where: \.practice))
        boardLines = history.boards.map { line in
            let record = line.record
            let endless = line.key.board == .endless
            let rate = record.winPercentage.map { "\(Int($0.rounded()))%" } ?? dash
            let fastest = endless ? line.mostLevels.map { Plural.count($0, "level") } ?? dash
                : line.bestTimeMilliseconds.map(Self.time) ?? dash
            return row(line.key.shortTitle, [
                ("\(record.games)", 6), (endless ? dash : "\(record.wins)", 6), (endless ? dash : rate, 7),
                (endless ? dash : "\(record.currentStreak)", 7), (endless ? dash : "\(record.longestStreak)", 8),
                (fastest, 9),
            ])
        }
        gameHeader = row("Board", [("Result", 9), ("Time", 9), ("3BV/s", 7), ("Date", 17)])
        gameLines = history.recent.map { game in
            row(Self.title(game), [
                (Self.result(game), 9), (game.playTimeMilliseconds.map(Self.time) ?? dash, 9),
                (game.threeBVPerSecondThousandths.map(Self.rate) ?? dash, 7),
                (date(game.finishedAt), 17),
            ])
        }
    }

    /// Explains the marks the lines use: "NG no-guess boards, R random boards" and, when older
    /// games are listed, "? style not recorded".
    package static func styleNote(_ keys: [MinesHistory.BoardKey], practice: Bool = false) -> String? {
        var parts: [String] = []
        if practice { parts.append("P practice (sets no best)") }
        if keys.contains(where: { $0.style != nil }) { parts.append("NG no-guess boards, R random boards") }
        if keys.contains(where: \.isStyleUnrecorded) { parts.append("? style not recorded") }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// A latest game's board column: a daily by its date ("Daily 2026-11-28", issue 31), a
    /// practice game marked "P" ("Daily 11-28 P", "Expert NG P").
    package static func title(_ game: MinesHistory.Game) -> String {
        guard let daily = game.daily else { return game.key.shortTitle + (game.practice ? " P" : "") }
        return game.practice ? "Daily \(daily.suffix(5)) P" : "Daily \(daily)"
    }

    /// "won", "lost", "left" (given up after the first move); an endless run by its levels.
    package static func result(_ game: MinesHistory.Game) -> String {
        if game.key.board == .endless { return Plural.count(Int(game.boardsCleared), "level") }
        switch game.outcome {
        case .won?: return "won"
        case .lost?: return "lost"
        case .abandoned?: return "left"
        case nil: return "?"
        }
    }

    /// A time with hundredths, as minesweeper times are compared: "7.25 s", "1:01.23".
    package static func time(_ milliseconds: Int64) -> String {
        StatFormat.preciseDuration(milliseconds: milliseconds)
    }

    /// Thousandths as a rate with two decimals ("2.15").
    package static func rate(_ thousandths: Int64) -> String {
        let hundredths = (thousandths + 5) / 10
        return "\(hundredths / 100)." + (hundredths % 100 < 10 ? "0" : "") + "\(hundredths % 100)"
    }
}
