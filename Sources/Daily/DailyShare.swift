import Foundation
import Leaderboards
import Progress

/// The spoiler-free line a player shares after a daily: the date, the game, the time (and what
/// the game's descriptor adds, `GameDaily.sharedFigures`: Mines' 3BV/s, Tiles' score and moves
/// against par) and the place, never the board.
/// "Clearfield daily 2026-11-26 · Mines 1:02.50 · 3BV/s 2.41 · 3rd of 17", "… · Tiles 45.58 s · …";
/// with a board service configured, the day's page on it follows (" · https://board.example.org/daily/2026-11-26").
public enum DailyShare {
    public static func line(date: DailyDate, game: some GameDaily, result: DailyResult, par: Int? = nil,
                            boardAddress: String? = nil) -> String {
        var parts = ["Clearfield daily \(date)"]
        let figures = result.standing?.figures ?? [:]
        switch result.outcome {
        case .won?:
            let time = result.playMilliseconds ?? figures[Self.timeFigure].map(Int.init)
            parts.append(game.title + (time.map { " " + Self.time($0) } ?? ""))
            parts += game.sharedFigures(figures, par: par)
            if let standing = result.standing { parts.append("\(ordinal(standing.rank)) of \(standing.players)") }
        case .lost?, .left?:
            parts.append("\(game.title) lost")
        case .inProgress?:
            parts.append("\(game.title) in progress")
        case nil:
            parts.append("\(game.title) practice")
        }
        if let boardAddress { parts.append(dayPage(date, on: boardAddress)) }
        return parts.joined(separator: " · ")
    }

    /// The address of the day's page on a board service (its `/daily/DATE`).
    public static func dayPage(_ date: DailyDate, on boardAddress: String) -> String {
        var base = boardAddress
        while base.hasSuffix("/") { base.removeLast() }
        return "\(base)/daily/\(date)"
    }

    /// Milliseconds in the game's one time style (issue 31), with its unit: "12.34 s" under a
    /// minute, "1:02.50" from one (`StatFormat.preciseDuration`).
    public static func time(_ milliseconds: Int) -> String {
        StatFormat.preciseDuration(milliseconds: Int64(milliseconds))
    }

    /// The board rows' figure of the play time, in milliseconds (every game's daily board has it).
    public static let timeFigure = "timeMs"

    /// A figure kept in thousandths with two decimals ("2.41").
    public static func thousandths(_ value: Int64) -> String { StatFormat.thousandths(value) }

    /// 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st... (as the boards write places).
    public static func ordinal(_ number: Int) -> String { Placement.ordinal(number) }
}
