import Shell
import ReplayUI
import TilesPacksUI
import GameCore
import Terminal
import Tiles

// The level list's lines: a level's entry, its details beside the list, the question before a
// level takes the saved game's place.
extension LevelSelectScreen {
    /// With one pack, as before packs; with several, the pack shown and where it is among them.
    package func title(glyphs: GlyphSet) -> String {
        guard pages.count > 1, pages.indices.contains(pageIndex) else { return "Tiles \(glyphs.separator) choose a level" }
        let page = pages[pageIndex]
        return "Tiles \(glyphs.separator) \(page.name) (pack \(pageIndex + 1) of \(pages.count))"
    }

    /// The number column fits the longest level number (a level file may number its levels
    /// with any integer); the name column gives up what it takes beyond three digits.
    package var numberColumns: Int {
        max(3, entries.map { String($0.level.number).count }.max() ?? 3)
    }

    package func nameColumns(_ numberColumns: Int) -> Int {
        max(6, Columns.name - (numberColumns - 3))
    }

    package func drawConfirmation(for entry: LevelEntry, into frame: inout FrameBuffer, context: ScreenContext) {
        question(for: entry).draw(into: &frame, context: context)
    }

    package func question(for entry: LevelEntry) -> ReplaceSavedGameQuestion {
        ReplaceSavedGameQuestion(title: "Start level \(entry.level.number)?", startAction: "start level \(entry.level.number)",
                                 savedGame: savedGame ?? "")
    }

    package func drawEntry(at index: Int, row: Int, left: Int, into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme
        let entry = entries[index]
        let isSelected = index == selection
        let baseStyle = isSelected ? theme.selected : (entry.isUnlocked ? theme.text : theme.locked)
        if isSelected { frame.fill(column: left, row: row, columns: LevelSelectScreen.listWidth - 1, rows: 1, style: baseStyle) }
        var x = frame.put(" \(isSelected ? glyphs.selection : " ") ", column: left, row: row, style: baseStyle)
        let numbers = numberColumns, names = nameColumns(numbers)
        x = frame.put(String(entry.level.number).rightAligned(to: numbers) + " ", column: x, row: row, style: baseStyle)
        x = frame.put(TextLayout.fitted(entry.level.name, width: names, glyphs: glyphs).padded(to: names)
                      + "  ", column: x, row: row, style: baseStyle)
        let stars = glyphs.stars(entry.progress?.stars ?? 0)
        let starStyle = isSelected || !entry.isPassed ? baseStyle : theme.stars
        x = frame.put(stars.padded(to: Columns.stars) + "  ", column: x, row: row, style: starStyle)
        let best = entry.progress?.bestScore.map { TextLayout.number($0) } ?? glyphs.dash
        x = frame.put(best.rightAligned(to: Columns.best) + "  ", column: x, row: row, style: baseStyle)
        if isSaved(entry) {
            frame.put("saved", column: x, row: row, style: isSelected ? baseStyle : theme.stars)
            return
        }
        let state = entry.isPassed ? "passed" : (entry.isUnlocked ? "open" : "locked")
        frame.put(state, column: x, row: row, style: entry.isPassed && !isSelected ? theme.good : baseStyle)
    }

    /// The panel's essentials on one line, for a screen too narrow for the panel.
    package func detailLine(_ entry: LevelEntry, glyphs: GlyphSet) -> String {
        let level = entry.level
        let colours = level.board.tileCountsByColor.count
        var parts = ["Level \(level.number): \(level.board.width)\(glyphs.times)\(level.board.height)",
                     "\(colours) colour\(colours == 1 ? "" : "s")"]
        if unclearableLevels.contains(level.key) {
            parts.append("not clearable")
        } else {
            parts.append("par \(level.par)")
            if unprovenLevels.contains(level.key) { parts.append("unproven") }
        }
        if isSaved(entry) {
            parts.append("a saved game waits")
        } else if !entry.isUnlocked {
            parts.append("locked")
        } else if let progress = entry.progress, progress.passed {
            parts.append("best \(progress.bestScore.map { TextLayout.number($0) } ?? glyphs.dash)")
            if let moves = progress.fewestMoves { parts.append("fewest moves \(moves)") }
        } else {
            parts.append("not cleared yet")
        }
        return parts.joined(separator: ", ")
    }

    package func drawDetails(of entry: LevelEntry, layout: Layout, into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme
        let left = layout.left + LevelSelectScreen.listWidth
        let width = LevelSelectScreen.panelWidth
        let top = layout.listTop - 1
        let height = layout.visibleRows + 2
        frame.drawBox(column: left, row: top, columns: width, rows: height, glyphs: glyphs, style: theme.border)
        let inner = width - 2
        var row = top + 1
        func line(_ text: String, _ style: TextStyle = .plain) {
            guard row < top + height - 1 else { return }
            frame.put(text, column: left + 1, row: row, width: inner, style: style, glyphs: glyphs)
            row += 1
        }
        let level = entry.level
        line("Level \(level.number)", theme.heading)
        line(level.name, theme.heading)
        let colours = level.board.tileCountsByColor.count
        line("\(level.board.width)\(glyphs.times)\(level.board.height), \(colours) colour\(colours == 1 ? "" : "s")")
        if unclearableLevels.contains(level.key) {
            line("Not clearable: no par", theme.locked)
        } else {
            line("Par \(level.par) moves")
            if unprovenLevels.contains(level.key) { line("Unproven: may not clear", theme.locked) }
        }
        if isSaved(entry) {
            line("A saved game waits:", theme.stars)
            line("Enter continues it", theme.stars)
        } else if !entry.isUnlocked {
            line("Locked: pass the level", theme.locked)
            line("before it first", theme.locked)
        } else if let progress = entry.progress, progress.passed {
            line("Best \(progress.bestScore.map { TextLayout.number($0) } ?? glyphs.dash)")
            if let moves = progress.fewestMoves { line("Fewest moves \(moves)") }
        } else {
            line("Not cleared yet", theme.dim)
        }
        row += 1
        let board = level.board
        let previewLeft = left + 1 + max(0, (inner - board.width) / 2)
        guard board.width <= inner, row + board.height <= top + height - 1 else { return }
        for y in 0..<board.height {
            for x in 0..<board.width {
                if let color = board.color(at: Point(x: x, y: y)) {
                    frame.put(String(color.letter), column: previewLeft + x, row: row + y, style: theme.tileLetter(color))
                } else {
                    frame.put(glyphs.emptyCell, column: previewLeft + x, row: row + y, style: theme.dim)
                }
            }
        }
    }
}
