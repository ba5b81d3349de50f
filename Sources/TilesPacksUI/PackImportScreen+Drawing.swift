import Shell
import GameCore
import Terminal

extension PackImportScreen {
    public func draw(into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme, size = context.size
        frame.putCentered("Tiles \(glyphs.separator) import a level pack", row: 0, from: 0, width: size.columns,
                          style: theme.title, glyphs: glyphs)
        switch stage {
        case .asking:
            drawPrompt(into: &frame, context: context)
            frame.putKeyHints([("Enter", "import"), (glyphs.isASCII ? "<- ->" : "← →", "move"), ("Ctrl-U", "clear"),
                               ("Esc", "back")], row: size.rows - 1, theme: theme, glyphs: glyphs)
        case .importing(let file, _):
            let name = glyphs.safe(SafeText.escaped(file.lastPathComponent))
            frame.put("Importing \(name)\(glyphs.ellipsis)", column: 2, row: 2, width: size.columns - 4,
                      style: theme.heading, glyphs: glyphs)
            frame.put("Its SQL runs in a sandbox and every level is proven clearable before anything is written.",
                      column: 2, row: 4, width: size.columns - 4, style: theme.dim, glyphs: glyphs)
            frame.put("Esc cancels: nothing is changed.", column: 2, row: 5, width: size.columns - 4, style: theme.dim,
                      glyphs: glyphs)
        case .finished:
            drawReport(into: &frame, context: context)
        }
    }

    private func drawPrompt(into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme, size = context.size
        let width = size.columns - 4
        // A shorter heading on a narrow terminal, rather than one cut short.
        let heading = "The pack file to import (a .sql file; ~ is your home folder):"
        frame.put(DisplayWidth.of(heading) <= width ? heading : "The pack file to import (.sql; ~ is your home):",
                  column: 2, row: 2, width: width, style: theme.heading, glyphs: glyphs)
        let label = "> "
        let field = width - DisplayWidth.of(label)
        let shown = editor.visible(width: field)
        let x = frame.put(label, column: 2, row: 3)
        frame.put(glyphs.safe(SafeText.escaped(shown.text)), column: x, row: 3, width: field, glyphs: glyphs)
        // The cursor: the cell it stands on, reversed (it shows without colour).
        let cursorColumn = x + shown.cursorColumn
        let under = frame[cursorColumn, 3].text
        frame.put(under.isEmpty || under == " " ? " " : under, column: cursorColumn, row: 3, style: theme.selected)
        if let problem {
            for (index, line) in TextLayout.wrap(glyphs.safe(SafeText.escaped(problem)), width: width).prefix(3).enumerated() {
                frame.put(line, column: 2, row: 5 + index, style: theme.warning)
            }
        }
        let about = "The pack's SQL runs in a sandbox that holds only the pack's tables; every level is "
            + "checked and proven clearable, and a pack with a bad level is not imported."
        for (index, line) in TextLayout.wrap(about, width: width).enumerated() where 9 + index < size.rows - 2 {
            frame.put(line, column: 2, row: 9 + index, style: theme.dim)
        }
    }

    private func drawReport(into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme, size = context.size
        guard let report else { return }
        let width = size.columns - 4
        frame.put(glyphs.safe(SafeText.escaped(report.summary(fileName: reportFileName))), column: 2, row: 2, width: width,
                  style: report.isInstalled ? theme.good : theme.warning, glyphs: glyphs)
        let lines = reportLines
        let visible = Self.visibleReportRows(size)
        for (offset, line) in lines.dropFirst(scroll).prefix(visible).enumerated() {
            frame.put(glyphs.safe(SafeText.escaped(line.text)), column: 2, row: Self.firstReportRow + offset, width: width,
                      style: line.isError ? theme.warning : theme.text, glyphs: glyphs)
        }
        if lines.count > visible {
            frame.put("\(scroll + 1)\(glyphs.isASCII ? "-" : "–")\(min(lines.count, scroll + visible)) of \(lines.count)",
                      column: 2, row: Self.firstReportRow - 1, style: theme.dim)
        }
        var hints: [(String, String)] = lines.count > visible ? [(glyphs.upDown, "scroll")] : []
        if report.isInstalled {
            hints += [("Enter", "play the pack")]
        } else {
            if report.canSkipBad { hints += [("s", "import the good levels only")] }
            hints += [("Enter", "another file"), ("Esc", "back")]
        }
        frame.putKeyHints(hints, row: size.rows - 1, theme: theme, glyphs: glyphs)
    }
}
