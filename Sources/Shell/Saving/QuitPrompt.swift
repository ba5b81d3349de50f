import Terminal

/// The question `q` (or Esc) asks during a game: keep it for later, or let it end?
///
/// "Quit" means leaving the game for the level list, not leaving the program; the prompt says
/// so, and offers leaving the program as a choice of its own. Save and quit is the default
/// (Enter), Esc cancels. A game screen keeps this value while it is shown, draws it over the
/// board and passes it its keys; the clock stands still meanwhile.
package struct QuitPrompt: Equatable {
    package enum Choice: CaseIterable, Equatable {
        case saveAndQuit, quitWithoutSaving, saveAndExit, cancel

        package var shortcut: Character {
            switch self {
            case .saveAndQuit: "s"
            case .quitWithoutSaving: "n"
            case .saveAndExit: "x"
            case .cancel: "c"
            }
        }

        package var title: String {
            switch self {
            case .saveAndQuit: "Save and quit"
            case .quitWithoutSaving: "Quit without saving"
            case .saveAndExit: "Save and exit Clearfield"
            case .cancel: "Cancel"
            }
        }
    }

    package static let width = 72

    /// Where quitting leads ("the level list").
    package var destination: String
    /// How the game counts if it ends here ("abandoned", or "lost" on a stuck board); nil when
    /// it would not be counted at all (no move made yet).
    package var outcome: String?
    package var selection: Choice = .saveAndQuit
    /// Why the last save did not work; the player can then quit without saving or cancel.
    package var failure: String?

    package init(destination: String, outcome: String?, selection: Choice = .saveAndQuit, failure: String? = nil) {
        self.destination = destination
        self.outcome = outcome
        self.selection = selection
        self.failure = failure
    }

    package func detail(of choice: Choice) -> String {
        switch choice {
        // Short enough for a 60-column screen: the title says what the choice does.
        case .saveAndQuit: "back to \(destination)"
        case .quitWithoutSaving: outcome.map { "counted as \($0)" } ?? "no move: not counted"
        case .saveAndExit: "close the program"
        case .cancel: "back to the game"
        }
    }

    /// The choice a key makes, if any; arrows move the selection.
    package mutating func handle(_ key: Key) -> Choice? {
        let choices = Choice.allCases
        if key == .escape { return .cancel }
        if KeyBindings.isConfirm(key) { return selection }
        if case .character(let character) = key, let choice = choices.first(where: { $0.shortcut == character }) {
            return choice
        }
        let index = choices.firstIndex(of: selection) ?? 0
        switch key {
        case .up, .character("k"), .backTab: selection = choices[(index + choices.count - 1) % choices.count]
        case .down, .character("j"), .tab: selection = choices[(index + 1) % choices.count]
        default: break
        }
        return nil
    }

    /// The choice under a click, if any.
    package func choice(at position: ScreenPosition, size: ScreenSize) -> Choice? {
        let layout = Layout(size: size, hasFailure: failure != nil)
        guard position.column > layout.left, position.column < layout.left + layout.width - 1 else { return nil }
        return Choice.allCases.enumerated().first { layout.row(of: $0.offset) == position.row }?.element
    }

    package struct Layout {
        package var left: Int
        package var top: Int
        package var height: Int
        package var optionsTop: Int
        package var width: Int

        package init(size: ScreenSize, hasFailure: Bool) {
            // Borders, two lines of explanation, a blank, the options, a blank, and the failure
            // (two lines and a blank) when there is one.
            height = 2 + 3 + Choice.allCases.count + 1 + (hasFailure ? 3 : 0)
            // Narrower on a narrow screen (a 60-column one): the details are short enough for it.
            width = min(QuitPrompt.width, size.columns - 2)
            left = max(0, (size.columns - width) / 2)
            top = max(0, (size.rows - 1 - height) / 2)
            optionsTop = top + 4
        }

        package func row(of index: Int) -> Int { optionsTop + index }
    }

    package func draw(into frame: inout FrameBuffer, context: ScreenContext, title: String) {
        let glyphs = context.glyphs, theme = context.theme
        let layout = Layout(size: context.size, hasFailure: failure != nil)
        let width = layout.width
        frame.drawBox(column: layout.left, row: layout.top, columns: width, rows: layout.height, glyphs: glyphs,
                      style: theme.border)
        frame.putCentered(" \(title) ", row: layout.top, from: layout.left, width: width, style: theme.heading,
                          glyphs: glyphs)
        frame.putCentered("Quitting takes you back to \(destination).", row: layout.top + 1,
                          from: layout.left + 1, width: width - 2, glyphs: glyphs)
        frame.putCentered("Saving keeps it under Continue in the main menu.", row: layout.top + 2,
                          from: layout.left + 1, width: width - 2, style: theme.dim, glyphs: glyphs)
        for (index, choice) in Choice.allCases.enumerated() {
            let row = layout.row(of: index)
            let isSelected = choice == selection
            let style = isSelected ? theme.selected : theme.text
            if isSelected { frame.fill(column: layout.left + 1, row: row, columns: width - 2, rows: 1, style: style) }
            let marker = isSelected ? glyphs.selection : " "
            let key = choice == .cancel ? "Esc" : String(choice.shortcut)
            let text = " \(marker) \(choice.title.padded(to: 25)) \(key.padded(to: 4))\(detail(of: choice))"
            frame.put(text, column: layout.left + 1, row: row, width: width - 2, style: style, glyphs: glyphs)
        }
        if let failure {
            let lines = TextLayout.wrap(glyphs.safe(failure), width: width - 4).prefix(2)
            for (offset, line) in lines.enumerated() {
                frame.put(line, column: layout.left + 2, row: layout.row(of: Choice.allCases.count) + 1 + offset,
                          style: theme.warning)
            }
        }
        frame.fill(column: 0, row: context.size.rows - 1, columns: context.size.columns, rows: 1)
        frame.putKeyHints([(glyphs.upDown, "choose"), ("Enter", "pick"), ("s n x", "shortcuts"), ("Esc", "cancel")],
                          row: context.size.rows - 1, theme: theme, glyphs: glyphs)
    }
}
