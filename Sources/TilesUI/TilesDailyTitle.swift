import Daily
import Shell
import Terminal
import Tiles

/// What a Tiles daily is called on screen (issue 31): "Daily 2026-11-28 · Tiles (Saturday, 12×8,
/// 5 colours)", and "· practice" on an attempt after the ranked one. A daily is no campaign level:
/// its level number (the weekday it was built for) and the shipped pack's name never show.
package enum TilesDailyTitle {
    private static let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    /// The title of the daily of `date` ("YYYY-MM-DD") on `board`; `practice` adds its mark.
    package static func text(date: String, board: TileBoard, practice: Bool, glyphs: GlyphSet) -> String {
        wordings(date: date, board: board, practice: practice, glyphs: glyphs)[0]
    }

    /// The title in the longest wording that fits `width` columns: the weekday, then the
    /// board's shape are left out before anything is cut (a 60-column header).
    package static func text(date: String, board: TileBoard, practice: Bool, glyphs: GlyphSet, width: Int) -> String {
        let candidates = wordings(date: date, board: board, practice: practice, glyphs: glyphs)
        return candidates.first { DisplayWidth.of($0) <= width } ?? candidates[candidates.count - 1]
    }

    private static func wordings(date: String, board: TileBoard, practice: Bool, glyphs: GlyphSet) -> [String] {
        let colours = board.tileCountsByColor.filter { $0.value > 0 }.count
        let shape = "\(board.width)\(glyphs.times)\(board.height), \(colours) colour\(colours == 1 ? "" : "s")"
        let weekday = DailyDate(date).map { weekdays[$0.weekday - 1] + ", " } ?? ""
        let name = "Daily \(date) \(glyphs.separator) Tiles"
        let mark = practice ? " \(glyphs.separator) practice" : ""
        return ["\(name) (\(weekday)\(shape))\(mark)", "\(name) (\(shape))\(mark)", name + mark]
    }
}

extension TilesPlayScreen {
    /// The daily's title when this game is a daily, else nil.
    package func dailyTitle(glyphs: GlyphSet, width: Int) -> String? {
        guard let date = play.setup.params.daily else { return nil }
        return TilesDailyTitle.text(date: date, board: level.board, practice: play.statsContext.isPractice, glyphs: glyphs,
                                    width: width)
    }
}
