import Terminal

/// A boxed message with a title: start-up problems, features not there yet.
public struct NoticeScreen: Screen {
    public var title: String
    public var paragraphs: [String]
    public var isWarning: Bool
    /// Any key dismisses it (start-up notices), rather than only Esc, q, Enter and Space.
    public var anyKeyDismisses: Bool

    public init(title: String, paragraphs: [String], isWarning: Bool = false, anyKeyDismisses: Bool = false) {
        self.title = title
        self.paragraphs = paragraphs
        self.isWarning = isWarning
        self.anyKeyDismisses = anyKeyDismisses
    }

    public static func startupWarnings(_ warnings: [String]) -> NoticeScreen {
        NoticeScreen(
            title: warnings.count == 1 ? "A problem was found at start-up" : "\(warnings.count) problems were found at start-up",
            paragraphs: warnings.map { "- \($0)" } + ["The game goes on without what could not be read."],
            isWarning: true, anyKeyDismisses: true)
    }

    public func draw(into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme, size = context.size
        let width = min(size.columns - 4, 72)
        let textWidth = width - 4
        var lines: [String] = []
        for (index, paragraph) in paragraphs.enumerated() {
            if index > 0 { lines.append("") }
            lines += TextLayout.wrap(glyphs.safe(paragraph), width: textWidth)
        }
        let maximumLines = max(1, size.rows - 8)
        if lines.count > maximumLines {
            let hidden = lines.count - maximumLines + 1
            lines = Array(lines.prefix(maximumLines - 1)) + ["(\(hidden) more lines not shown)"]
        }
        let height = lines.count + 4
        let left = (size.columns - width) / 2
        let top = max(0, (size.rows - 1 - height) / 2)
        frame.drawBox(column: left, row: top, columns: width, rows: height, glyphs: glyphs, style: theme.border)
        frame.putCentered(" \(title) ", row: top, from: left, width: width,
                          style: isWarning ? theme.warning : theme.heading, glyphs: glyphs)
        for (index, line) in lines.enumerated() {
            frame.put(line, column: left + 2, row: top + 2 + index, width: textWidth, glyphs: glyphs)
        }
        let hints: [(key: String, action: String)] = anyKeyDismisses ? [("Any key", "continue")] : [("Esc", "back")]
        frame.putKeyHints(hints, row: size.rows - 1, theme: theme, glyphs: glyphs)
    }

    public mutating func handle(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
        guard case .key(let key) = event else {
            if case .mouse(let mouse) = event, mouse.button == .left, anyKeyDismisses { return .pop }
            return .stay
        }
        if KeyBindings.isBack(key) || KeyBindings.isConfirm(key) { return .pop }
        // Any other key dismisses a start-up notice and still does its job beneath ("t" opens
        // Tiles), so the notice costs the player no key press.
        return anyKeyDismisses ? ScreenCommand(.popPassingOn) : .stay
    }
}
