import Foundation
import GameCore
import Progress
import Terminal
import Shell

/// Where the Achievements screen puts things: three header lines, a list of two-line entries,
/// a detail area for the selected one, a free line for banners and the key line.
package struct AchievementsLayout: Equatable {
    package static let detailLines = 3
    package var listTop = 4
    package var listWidth: Int
    package var left: Int
    package var visibleEntries: Int
    package var detailTop: Int

    package init(size: ScreenSize) {
        // Three columns spare: a margin left, and right of the list a blank column and the
        // scroll arrows' (issue 31: an arrow ran into an entry's numbers, "2 / 2▲").
        listWidth = min(size.columns - 3, 100)
        left = max(0, (size.columns - listWidth) / 2)
        // Rows: header 0-2, blank, list, separator, detail, banner line, keys.
        let listRows = max(2, size.rows - listTop - 1 - AchievementsLayout.detailLines - 2)
        visibleEntries = listRows / 2
        detailTop = listTop + visibleEntries * 2 + 1
    }

    package func firstVisible(selection: Int, count: Int) -> Int {
        guard count > visibleEntries else { return 0 }
        return min(max(0, selection - visibleEntries / 2), count - visibleEntries)
    }
}

extension AchievementsScreen {
    package static let pointsWidth = 7
    package static let numbersWidth = 15

    /// The progress bar gives up half its cells on a narrow list, so titles keep some room.
    package static func barWidth(listWidth: Int) -> Int { listWidth >= 70 ? 12 : 6 }

    public func draw(into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme, size = context.size
        guard let progress = context.environment.progress else {
            frame.putCentered("Achievements", row: 0, style: theme.title)
            frame.putCentered("Achievements are not kept in this run (see the start-up notice).", row: size.rows / 2,
                              from: 0, width: size.columns, style: theme.warning, glyphs: glyphs)
            frame.putKeyHints([("Esc", "back")], row: size.rows - 1, theme: theme, glyphs: glyphs)
            return
        }
        let all = progress.achievementStatuses
        let shown = all.filter(filter.includes)
        let layout = AchievementsLayout(size: size)
        frame.putCentered(glyphs.safe("Achievements \(glyphs.separator) \(progress.playerName)"), row: 0, style: theme.title)
        let summary = progress.achievementSummary
        frame.putCentered(
            "Earned \(summary.earned) / \(summary.count)   Points \(summary.points) / \(summary.possiblePoints)",
            row: 1, from: 0, width: size.columns, style: theme.heading, glyphs: glyphs)
        drawFilters(all: all, into: &frame, context: context)

        if shown.isEmpty {
            let empty = filter == .earned ? "Nothing earned yet: play a game of \(context.environment.games.first?.menuItem.title ?? "anything") to start."
                : filter == .inProgress ? "Nothing in progress yet." : "No achievements are defined."
            frame.putCentered(empty, row: layout.listTop + 1, from: 0, width: size.columns, style: theme.dim, glyphs: glyphs)
        } else {
            let selected = min(selection, shown.count - 1)
            let window = ScrollWindow(first: layout.firstVisible(selection: selected, count: shown.count),
                                      visible: layout.visibleEntries, total: shown.count)
            for offset in 0..<window.shownCount {
                drawEntry(shown[window.first + offset], isSelected: window.first + offset == selected,
                          row: layout.listTop + 2 * offset, layout: layout, into: &frame, context: context)
            }
            // The range over the list, the arrows right of it after a blank column, so an arrow
            // never runs into an entry's numbers ("2 / 2▲", issue 31); each entry takes two lines.
            let markColumn = layout.left + layout.listWidth + 1
            window.drawMarks(into: &frame, at: ScrollWindow.Placement(
                markColumn: markColumn, firstRow: layout.listTop,
                lastRow: layout.listTop + 2 * window.shownCount - 1, rangeRow: layout.listTop - 1,
                rangeEnd: layout.left + layout.listWidth), theme: theme, glyphs: glyphs)
            drawDetail(shown[selected], layout: layout, into: &frame, context: context)
        }
        if let confirmation { drawConfirmation(confirmation, into: &frame, context: context) }
        let hints: [(key: String, action: String)] = confirmation == nil
            ? [(glyphs.upDown, "choose"), ("Tab 1 2 3", "filter"), ("R", "reset"), ("Esc", "back")]
            : [("Esc", "cancel")]
        frame.putKeyHints(hints, row: size.rows - 1, theme: theme, glyphs: glyphs)
    }

    private func drawFilters(all: [AchievementStatus], into frame: inout FrameBuffer, context: ScreenContext) {
        let labels = AchievementFilter.allCases.map { filter in
            " \(filter.rawValue + 1) \(filter.title) (\(all.filter(filter.includes).count)) "
        }
        let width = labels.reduce(0) { $0 + DisplayWidth.of($1) } + 2 * (labels.count - 1)
        var x = max(0, (context.size.columns - width) / 2)
        for (index, filter) in AchievementFilter.allCases.enumerated() {
            if index > 0 { x = frame.put("  ", column: x, row: 2) }
            x = frame.put(labels[index], column: x, row: 2,
                          style: filter == self.filter ? context.theme.selected : context.theme.dim)
        }
    }

    /// Two lines: mark, title, points, bar and numbers; then the description and the date earned.
    private func drawEntry(_ status: AchievementStatus, isSelected: Bool, row: Int, layout: AchievementsLayout,
                           into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme
        let left = layout.left, width = layout.listWidth
        let baseStyle = isSelected ? theme.selected : (status.isRevealed ? theme.text : theme.dim)
        if isSelected { frame.fill(column: left, row: row, columns: width, rows: 1, style: baseStyle) }
        let mark = status.isEarned ? glyphs.check : (status.isRevealed ? " " : "?")
        let barWidth = Self.barWidth(listWidth: width)
        let right = Self.pointsWidth + 2 + barWidth + 1 + Self.numbersWidth
        let titleWidth = width - 5 - right - 1
        var x = frame.put(" \(isSelected ? glyphs.selection : " ") ", column: left, row: row, style: baseStyle)
        x = frame.put(mark + " ", column: x, row: row, style: status.isEarned && !isSelected ? theme.good : baseStyle)
        frame.put(TextLayout.fitted(status.shownTitle, width: titleWidth, glyphs: glyphs), column: x, row: row,
                  style: isSelected ? baseStyle : (status.isEarned ? theme.heading : baseStyle))
        x = left + width - right
        x = frame.put("\(status.definition.points) pts".rightAligned(to: Self.pointsWidth) + "  ", column: x, row: row,
                      style: baseStyle)
        if status.isRevealed {
            let barStyle = isSelected ? baseStyle : (status.isEarned ? theme.good : theme.text)
            x = frame.put(glyphs.bar(status.progress.fraction, width: barWidth), column: x, row: row, style: barStyle)
            frame.put(" " + Self.numbers(status).rightAligned(to: Self.numbersWidth), column: x, row: row, style: baseStyle)
        }

        var detail = status.shownDescription
        var note = ""
        if let earned = status.lastEarned ?? status.firstEarned {
            note = "earned \(DateText.day(earned, timeZone: context.environment.timeZone))"
            if status.timesEarned > 1 { note += ", \(status.timesEarned) times" }
        }
        let noteWidth = DisplayWidth.of(note)
        let descriptionWidth = width - 6 - (noteWidth > 0 ? noteWidth + 2 : 0)
        detail = TextLayout.fitted(detail, width: descriptionWidth, glyphs: glyphs)
        frame.put(detail, column: left + 5, row: row + 1, style: theme.dim)
        if noteWidth > 0 {
            frame.put(note, column: left + width - noteWidth - 1, row: row + 1, style: theme.good)
        }
    }

    /// The exact numbers beside the bar ("430 / 1,000"); the noun goes in the detail line.
    package static func numbers(_ status: AchievementStatus) -> String {
        let progress = status.progress
        return StatFormat.format(progress.current, unit: progress.unit) + " / "
            + StatFormat.format(progress.target, unit: progress.unit)
    }

    private func drawDetail(_ status: AchievementStatus, layout: AchievementsLayout, into frame: inout FrameBuffer,
                            context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme
        let left = layout.left, width = layout.listWidth
        frame.put(String(repeating: glyphs.horizontal, count: width), column: left, row: layout.detailTop - 1,
                  style: theme.border)
        var state: String
        if status.isEarned {
            let first = status.firstEarned.map { DateText.minute($0, timeZone: context.environment.timeZone) } ?? "?"
            state = "Earned \(first)"
            if status.timesEarned > 1, let last = status.lastEarned {
                state += ", \(status.timesEarned) times (last \(DateText.minute(last, timeZone: context.environment.timeZone)))"
            }
        } else if status.isRevealed {
            state = "\(status.progress.text) (\(status.progress.percent)%)"
        } else {
            state = "Hidden until you make progress on it"
        }
        if status.definition.repeatable && status.isRevealed { state += " \(glyphs.separator) can be earned again" }
        let heading = "\(status.shownTitle) \(glyphs.separator) \(status.definition.points) points \(glyphs.separator) \(state)"
        frame.put(heading, column: left + 1, row: layout.detailTop, width: width - 2, style: theme.heading, glyphs: glyphs)
        let lines = TextLayout.wrap(glyphs.safe(status.shownDescription), width: width - 2)
        for (index, line) in lines.prefix(AchievementsLayout.detailLines - 1).enumerated() {
            frame.put(line, column: left + 1, row: layout.detailTop + 1 + index)
        }
    }

    private func drawConfirmation(_ confirmation: ResetConfirmation, into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme, size = context.size
        let width = min(size.columns - 4, 60)
        let lines: [String]
        switch confirmation {
        case .askFirst:
            lines = ["Reset every achievement: earned ones, dates and progress?",
                     "Your stats (games, scores, play time) are kept.",
                     "",
                     "Press y to go on, any other key to keep them."]
        case .typeWord(let typed):
            lines = ["This cannot be undone. To confirm, type \(Self.confirmationWord) and press Enter.",
                     "",
                     "> \(typed)_",
                     "",
                     "Esc keeps your achievements."]
        }
        let wrapped = lines.flatMap { $0.isEmpty ? [""] : TextLayout.wrap(glyphs.safe($0), width: width - 4) }
        let height = wrapped.count + 4
        let left = (size.columns - width) / 2
        let top = max(0, (size.rows - height) / 2)
        frame.drawBox(column: left, row: top, columns: width, rows: height, glyphs: glyphs, style: theme.warning)
        frame.putCentered(" Reset achievements ", row: top, from: left, width: width, style: theme.warning, glyphs: glyphs)
        for (index, line) in wrapped.enumerated() {
            frame.put(line, column: left + 2, row: top + 2 + index, style: line.hasPrefix(">") ? .bold : .plain)
        }
    }
}
