import Daily
import Shell
import Tiles

/// What a Tiles daily is called on screen (issue 31): "Daily 2026-11-28 · Tiles (Saturday, 12×8,
/// 5 colours)", and "· practice" on an attempt after the ranked one. A daily is no campaign level:
/// its level number (the weekday it was built for) and the shipped pack's name never show.
package enum TilesDailyTitle {
    private static let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    /// The title of the daily of `date` ("YYYY-MM-DD") on `board`; `practice` adds its mark.
    package static func text(date: String, board: TileBoard, practice: Bool, glyphs: GlyphSet) -> String {
        let colours = board.tileCountsByColor.filter { $0.value > 0 }.count
        var shape = "\(board.width)\(glyphs.times)\(board.height), \(colours) colour\(colours == 1 ? "" : "s")"
        if let day = DailyDate(date) { shape = weekdays[day.weekday - 1] + ", " + shape }
        let title = "Daily \(date) \(glyphs.separator) Tiles (\(shape))"
        return practice ? title + " \(glyphs.separator) practice" : title
    }
}

extension TilesPlayScreen {
    /// The daily's title when this game is a daily, else nil.
    package func dailyTitle(glyphs: GlyphSet) -> String? {
        guard let date = play.setup.params.daily else { return nil }
        return TilesDailyTitle.text(date: date, board: level.board, practice: play.statsContext.isPractice, glyphs: glyphs)
    }
}
