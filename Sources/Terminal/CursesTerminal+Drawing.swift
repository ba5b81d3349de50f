#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNCurses

extension CursesTerminal {
    /// Writes the cells that differ from the last frame shown (everything after a resize, Ctrl-L,
    /// or a frame of another size), then updates the physical screen once. A frame larger than the
    /// screen is clipped; the part of the screen a smaller frame does not cover is left blank.
    public func present(_ frame: FrameBuffer) {
        guard !isRestored else { return }
        if let encoder {
            presentEncoded(frame, encoder: encoder)
            return
        }
        let previous = needsFullRepaint ? nil : lastFrame
        if previous == nil { werase(window) }
        needsFullRepaint = false
        let visibleColumns = min(frame.size.columns, size.columns)
        let visibleRows = min(frame.size.rows, size.rows)
        var painter = CellPainter(window: window, palette: palette, unicode: capabilities.unicode)
        for span in FrameDiff.spans(from: previous, to: frame) where span.row < visibleRows {
            painter.draw(span, of: frame, visibleColumns: visibleColumns)
        }
        lastFrame = frame
        placeCursor(frame.cursor, visibleColumns: visibleColumns, visibleRows: visibleRows)
        wnoutrefresh(window)
        doupdate()
    }

    /// The game's own output layer: the frame's bytes from `FrameEncoder`, in one write.
    private func presentEncoded(_ frame: FrameBuffer, encoder: FrameEncoder) {
        if StopSignals.resumptions != seenResumptions { invalidateScreen() }
        let previous = needsFullRepaint ? nil : lastFrame
        needsFullRepaint = false
        let bytes = encoder.encode(from: previous, to: frame, screen: size, state: &terminalState)
        lastFrame = frame
        // A write the terminal refused part of leaves the screen unknown: the next frame is whole.
        if !bytes.isEmpty && !TerminalOutput.send(bytes: bytes) { invalidateScreen() }
    }

    /// After ncurses has repainted the screen behind the frames' back (the resume from Ctrl-Z):
    /// the last frame again, whole.
    func repaintAfterResume() {
        guard encoder != nil, StopSignals.resumptions != seenResumptions, let frame = lastFrame else { return }
        present(frame)
    }

    /// Shows the terminal's cursor at the frame's cursor position (doupdate leaves it there), or
    /// hides it. Visibility is switched only when it changes, so a frame that only moves the
    /// cursor writes nothing but the movement.
    private func placeCursor(_ position: ScreenPosition?, visibleColumns: Int, visibleRows: Int) {
        guard let position, position.column >= 0, position.column < visibleColumns,
              position.row >= 0, position.row < visibleRows else {
            leaveok(window, true)
            if isCursorVisible { curs_set(0); isCursorVisible = false }
            return
        }
        leaveok(window, false)
        wmove(window, Int32(position.row), Int32(position.column))
        if !isCursorVisible { curs_set(1); isCursorVisible = true }
    }

    /// Forgets what is on screen: the next `present` writes every cell. With the encoder, also
    /// where the cursor is and the attributes (ncurses wrote last).
    func invalidateScreen() {
        needsFullRepaint = true
        terminalState = .unknown
        seenResumptions = StopSignals.resumptions
    }
}

