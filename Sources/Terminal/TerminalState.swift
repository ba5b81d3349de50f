/// What `FrameEncoder` knows of the terminal between two frames. A nil field is not known (at
/// start, after ncurses or another program wrote, after a glyph in the last column, where
/// terminals differ on where the cursor is): the encoder then writes it in full.
public struct TerminalState: Hashable, Sendable {
    /// Where the terminal's cursor is.
    public var cursor: ScreenPosition?
    /// The rendition the next glyph would be drawn in.
    public var rendition: Rendition?
    /// Whether the terminal's cursor is shown.
    public var cursorVisible: Bool?
    /// What save cursor (`\e7`) last kept, which restore cursor (`\e8`) brings back.
    public var saved: SavedCursor?

    public init(cursor: ScreenPosition? = nil, rendition: Rendition? = nil, cursorVisible: Bool? = nil,
                saved: SavedCursor? = nil) {
        self.cursor = cursor
        self.rendition = rendition
        self.cursorVisible = cursorVisible
        self.saved = saved
    }

    public static let unknown = TerminalState()
}

/// A cursor position and rendition kept by save cursor (`\e7`).
public struct SavedCursor: Hashable, Sendable {
    public var position: ScreenPosition
    public var rendition: Rendition

    public init(position: ScreenPosition, rendition: Rendition) {
        self.position = position
        self.rendition = rendition
    }
}
