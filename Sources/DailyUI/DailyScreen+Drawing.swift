import Daily
import GameCore
import Midend
import Shell
import Terminal

extension DailyScreen {
    private static let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    public func draw(into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme, size = context.size
        let width = size.columns - 4
        frame.putCentered(" Daily challenges ", row: 0, from: 0, width: size.columns, style: theme.title, glyphs: glyphs)
        frame.putKeyHints([(glyphs.upDown, "choose"), ("Enter", "play"), ("l", "board"), ("s", "streaks"),
                           (glyphs.isASCII ? "left/right" : "←→", "date"), ("Esc", "back")],
                          row: size.rows - 1, theme: theme, glyphs: glyphs)
        guard let date else { return }
        let calendar = context.environment.dailyCalendar
        let today = calendar.today
        let when = date == today
            ? "next day in " + DailyScreen.countdown(calendar.secondsUntilTomorrow)
            : "practice: a past date is never ranked"
        frame.put(glyphs.safe("\(Self.weekdays[date.weekday - 1]) \(date) · \(when)"), column: 2, row: 2, width: width,
                  style: theme.heading, glyphs: glyphs)
        guard let shown, shown.date == date else {
            frame.put("Reading the daily challenges...", column: 2, row: 4, width: width, style: theme.dim, glyphs: glyphs)
            return
        }
        var row = 4
        let selected = selected(in: context.environment)
        for frontEnd in context.environment.daily.frontEnds {
            let game = frontEnd.game
            let isSelected = game == selected
            let marker = isSelected ? glyphs.selection : " "
            let described = shown.awaitingDeal.contains(game) ? frontEnd.summaryBeforeDeal(date: shown.date)
                : shown.prepared[game]?.summary ?? ""
            frame.put(glyphs.safe("\(marker) \(frontEnd.title)  \(described)"), column: 2, row: row,
                      width: width, style: isSelected ? theme.selected : theme.text, glyphs: glyphs)
            let result = shown.day?.entry(game)?.result
            frame.put(glyphs.safe("         " + (result?.summary ?? (date < today ? "not played" : "not started"))), column: 2, row: row + 1, width: width,
                      style: result?.outcome == .won ? theme.good : theme.dim, glyphs: glyphs)
            row += 3
        }
        if let streaks = shown.day?.streaks {
            let line = "Streak \(Self.days(streaks.either.current)) (longest \(streaks.either.longest))"
                + context.environment.daily.games.all.map { " · \($0.title) \(streaks[$0.game].current)" }.joined()
            frame.put(glyphs.safe(line), column: 2, row: row, width: width, style: theme.text, glyphs: glyphs)
            row += 2
        }
        drawMarks(shown, row: row, into: &frame, context: context)
        row += 4
        if let shareLine = shareLine(context: context) {
            // Packed over lines at its separators, never cut (issue 31: "…29 moves (par 20…" at 80).
            for line in RankingProgress.packed(shareLine, width: width) {
                frame.put(glyphs.safe(line), column: 2, row: row, width: width, style: theme.heading, glyphs: glyphs)
                row += 1
            }
            frame.put("c: copy this line to share", column: 2, row: row, width: width, style: theme.dim, glyphs: glyphs)
            row += 1
        }
        // The shared board's seeds of the date, or why the documented ones are shown (issue 23).
        if let line = SharedDailyText.seeds(shown.seeds, games: context.environment.daily.games) {
            frame.put(glyphs.safe(line), column: 2, row: row, width: width, style: theme.dim, glyphs: glyphs)
            row += 1
        }
        if showsDealing(at: context.now) {
            frame.put(SharedDailyText.dealing, column: 2, row: row, width: width, style: theme.heading, glyphs: glyphs)
            row += 1
        }
        if let problem = problem ?? shown.sharedProblem {
            frame.put(glyphs.safe(SafeText.escaped(problem)), column: 2, row: row, width: width, style: theme.warning, glyphs: glyphs)
        }
    }

    /// "Last 7 days" and a row of marks per game: won, lost, not played.
    private func drawMarks(_ shown: DailyScreenData, row: Int, into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme
        let days = shown.lastDays.map { String(Self.weekdays[$0.weekday - 1].prefix(2)) }
        frame.put("Last 7 days  " + days.joined(separator: " "), column: 2, row: row, style: theme.heading)
        for (index, daily) in context.environment.daily.games.all.enumerated() {
            let marks = (shown.marks[daily.game] ?? Array(repeating: nil, count: 7)).map { outcome -> String in
                switch outcome {
                case .won?: glyphs.check + " "
                case .lost?, .left?: glyphs.isASCII ? "x " : "✗ "
                case .inProgress?: glyphs.ellipsis.prefix(1) + " "
                case nil: glyphs.emptyCell + " "
                }
            }
            frame.put(daily.title.padding(toLength: 13, withPad: " ", startingAt: 0) + marks.joined(separator: " "),
                      column: 2, row: row + 1 + index, style: theme.text)
        }
    }

    static func days(_ count: Int) -> String { count == 1 ? "1 day" : "\(count) days" }

    /// "5 h 42 min", "12 min", "under a minute".
    static func countdown(_ seconds: Int) -> String {
        let minutes = seconds / 60
        if minutes == 0 { return "under a minute" }
        return minutes >= 60 ? "\(minutes / 60) h \(minutes % 60) min" : "\(minutes) min"
    }
}
