import Terminal

extension ScreenSize {
    /// What menus, lists, help and most boards need: every screen asks for this much unless
    /// its content (a tall board) needs more.
    public static let compact = ScreenSize(columns: 60, rows: 20)
}

/// What shows instead of a screen the terminal is too small for: the size it needs, and the
/// two ways on: enlarging the terminal, or q/Esc, which still work (a game saves as it leaves).
package struct TooSmallNotice: Equatable {
    /// The size the screen on top needs.
    package var needed: ScreenSize
    /// The terminal's size now.
    package var size: ScreenSize
    /// What q or Esc does there ("go back", "save the game and leave it", "quit Clearfield").
    package var leaving: String

    /// The sentences, most important first when they do not all fit: how to get out comes
    /// before why, so even a terminal of a few lines says which key leaves.
    package func sentences(glyphs: GlyphSet) -> (size: String, keys: String) {
        let size = glyphs.safe("Terminal too small: this screen needs \(needed) (now \(self.size)).")
        // The keys come first, so even the first few words on a tiny terminal say how to leave.
        return (size, "Press q or Esc to \(leaving), or enlarge the terminal to go on.")
    }

    /// The wrapped lines in reading order, as many as the rows hold.
    package func lines(glyphs: GlyphSet) -> [String] {
        let width = max(1, size.columns - 2)
        let (sizeText, keysText) = sentences(glyphs: glyphs)
        let sizeLines = TextLayout.wrap(sizeText, width: width)
        let keysLines = TextLayout.wrap(keysText, width: width)
        guard sizeLines.count + 1 + keysLines.count > size.rows else { return sizeLines + [""] + keysLines }
        guard sizeLines.count + keysLines.count > size.rows else { return sizeLines + keysLines }
        return Array(keysLines.prefix(max(0, size.rows)))
    }

    package func draw(into frame: inout FrameBuffer, theme: Theme, glyphs: GlyphSet) {
        let lines = lines(glyphs: glyphs)
        let top = max(0, (size.rows - lines.count) / 2)
        for (index, line) in lines.enumerated() {
            frame.putCentered(line, row: top + index, style: index == 0 ? theme.warning : theme.text)
        }
    }
}
