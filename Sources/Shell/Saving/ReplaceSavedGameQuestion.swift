import Terminal

/// The question asked before a new game takes the saved game's place (there is one save slot):
/// starting gives the saved game up, counted as abandoned. Enter (or `y`) starts, Esc (or `q`,
/// `n`) keeps the saved game. The level list asks it before a Tiles level; a Mines game asks it
/// over its fresh board, before it starts.
package struct ReplaceSavedGameQuestion: Equatable {
    package enum Answer: Equatable {
        case start, keep
    }

    /// The box's title ("Start level 3?").
    package var title: String
    /// What Enter does, for the key line ("start level 3").
    package var startAction: String
    /// The saved game, as the Continue line describes it.
    package var savedGame: String
    /// Set when another copy has the saved game open: nothing can start, the box says why and
    /// any answer goes back.
    package var refusal: String?

    package init(title: String, startAction: String, savedGame: String, refusal: String? = nil) {
        self.title = title
        self.startAction = startAction
        self.savedGame = savedGame
        self.refusal = refusal
    }

    /// The question, when a game is saved (its header reads); nil when nothing would be given up.
    /// When another copy has the saved game open, the question is a refusal (`refusal` set).
    package static func ifNeeded(title: String, startAction: String, context: ScreenContext) -> ReplaceSavedGameQuestion? {
        if let holder = SaveInUse.holder(context: context) {
            return ReplaceSavedGameQuestion(title: "The saved game is in use", startAction: "go back", savedGame: "",
                                            refusal: holder)
        }
        guard let slot = context.environment.saveSlot, case .success(let header) = slot.header() else { return nil }
        let described = ContinueLine.describe(header.summary, now: context.environment.clock.wallTime(),
                                              timeZone: context.environment.timeZone)
        return ReplaceSavedGameQuestion(title: title, startAction: startAction, savedGame: described)
    }

    package func answer(to key: Key) -> Answer? {
        if refusal != nil { return KeyBindings.isConfirm(key) || KeyBindings.isBack(key) ? .keep : nil }
        if KeyBindings.isConfirm(key) || key == .character("y") { return .start }
        if KeyBindings.isBack(key) || key == .character("n") { return .keep }
        return nil
    }

    package func draw(into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme, size = context.size
        let width = min(size.columns - 2, 66)
        let sentences = refusal.map { [$0, "A new game here would give it up, so none was started.",
                                       "Save or finish it there, then try again."] } ?? [
            "Your saved game: \(savedGame)",
            "Starting a new game ends it (counted as abandoned).",
            "To go on with it instead, choose Continue in the main menu.",
        ]
        // Wrapped, not cut, in a narrow box (60 columns); the first sentence keeps its style.
        let wrapped = sentences.enumerated().flatMap { index, sentence in
            TextLayout.wrap(glyphs.safe(sentence), width: width - 4).map { (line: $0, isFirst: index == 0) }
        }
        let lines = wrapped.map(\.line)
        let height = lines.count + 4
        let left = max(0, (size.columns - width) / 2)
        let top = max(0, (size.rows - height) / 2)
        frame.drawBox(column: left, row: top, columns: width, rows: height, glyphs: glyphs, style: theme.border)
        frame.putCentered(" \(title) ", row: top, from: left, width: width, style: theme.heading, glyphs: glyphs)
        for (index, line) in lines.enumerated() {
            frame.put(line, column: left + 2, row: top + 2 + index, width: width - 4,
                      style: wrapped[index].isFirst ? theme.text : theme.dim, glyphs: glyphs)
        }
        frame.fill(column: 0, row: size.rows - 1, columns: size.columns, rows: 1)
        let keys: [(key: String, action: String)] = refusal == nil ? [("Enter", startAction), ("Esc", "keep the saved game")] : [("Esc", "go back")]
        frame.putKeyHints(keys, row: size.rows - 1, theme: theme, glyphs: glyphs)
    }
}
