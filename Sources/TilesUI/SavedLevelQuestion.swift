import Shell
import ReplayUI
import TilesPacksUI
import Terminal

/// Picking the level whose game is saved, in the level list: Enter continues the saved game,
/// `r` starts the level over, which gives the saved game up (counted as abandoned) and so is
/// confirmed first; Esc goes back to the list. Nothing is given up silently.
package struct SavedLevelQuestion: Equatable {
    package enum Answer: Equatable {
        case continueSaved, startOver, back
    }

    /// The level's number.
    package var level: Int
    /// The saved game, as the Continue line describes it.
    package var savedGame: String
    /// Whether `r` was pressed and the start over is being confirmed.
    private(set) var confirmingStartOver = false

    package init(level: Int, savedGame: String) {
        self.level = level
        self.savedGame = savedGame
    }

    /// nil while the question stays up (a key that answers nothing, or the first step of start over).
    package mutating func answer(to key: Key) -> Answer? {
        if confirmingStartOver {
            if KeyBindings.isConfirm(key) || key == .character("y") { return .startOver }
            if KeyBindings.isBack(key) || key == .character("n") { confirmingStartOver = false }
            return nil
        }
        if KeyBindings.isConfirm(key) || key == .character("c") { return .continueSaved }
        if key == .character("r") || key == .character("R") {
            confirmingStartOver = true
            return nil
        }
        return KeyBindings.isBack(key) ? .back : nil
    }

    package func draw(into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme, size = context.size
        let width = min(size.columns - 2, 66)
        let title = confirmingStartOver ? "Start level \(level) over?" : "Level \(level) has a saved game"
        let explanation = confirmingStartOver
            ? "Starting over ends it, counted as abandoned."
            : "Enter continues it where you left it; r starts the level over."
        let saved = TextLayout.wrap(glyphs.safe("Your saved game: \(savedGame)"), width: width - 4)
        let told = TextLayout.wrap(explanation, width: width - 4)
        let height = saved.count + told.count + 4
        let left = max(0, (size.columns - width) / 2)
        let top = max(0, (size.rows - height) / 2)
        frame.drawBox(column: left, row: top, columns: width, rows: height, glyphs: glyphs, style: theme.border)
        frame.putCentered(" \(title) ", row: top, from: left, width: width, style: theme.heading, glyphs: glyphs)
        for (index, line) in (saved + told).enumerated() {
            let style = index < saved.count ? theme.text : (confirmingStartOver ? theme.warning : theme.dim)
            frame.put(line, column: left + 2, row: top + 2 + index, width: width - 4, style: style, glyphs: glyphs)
        }
        frame.fill(column: 0, row: size.rows - 1, columns: size.columns, rows: 1)
        let keys: [(key: String, action: String)] = confirmingStartOver
            ? [("Enter", "start over"), ("Esc", "keep the saved game")]
            : [("Enter", "continue"), ("r", "start over"), ("Esc", "back")]
        frame.putKeyHints(keys, row: size.rows - 1, theme: theme, glyphs: glyphs)
    }
}
