import GameCore
import Midend
import Shell
import Terminal

/// How the lights-out screen looks: the figures, the 3×3 board with its cursor, the results
/// under it once every light is out (with the ranking's line), and the questions over it.
extension LightsOutPlayScreen {
    /// Columns a light takes on screen: "[ ● ]" with the cursor on it, "  ●  " without.
    package static let cellWidth = 5

    public func draw(into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme, size = context.size
        frame.putCentered("Lights Out", row: 0, style: theme.title)
        let time = PlayClock.format(milliseconds: play.playMilliseconds(at: context.now))
        let figures = "Presses \(state.presses)   Lit \(state.lights.nonzeroBitCount)   Time \(time)"
            + (play.isPaused ? "   Paused" : "")
        frame.putCentered(figures, row: 1, from: 0, width: size.columns, glyphs: glyphs)
        let top = Self.boardTop(size)
        if play.isPaused {
            frame.putCentered("Paused: the board is hidden", row: top + 2, from: 0, width: size.columns,
                              style: theme.dim, glyphs: glyphs)
        } else {
            Self.drawBoard(state, cursor: isWon ? nil : cursor, top: top, into: &frame, context: context)
        }
        if isWon { drawResults(row: top + 7, into: &frame, context: context) }
        if let message {
            frame.putCentered(message, row: size.rows - 2, from: 0, width: size.columns, style: theme.warning,
                              glyphs: glyphs)
        }
        let hints: [(key: String, action: String)] = isWon
            ? (ranking.verdict?.focus == nil ? [] : [("l", "leaderboard")]) + [("q", "back")]
            : [(glyphs.arrows, "move"), ("Space", "press"), ("1-9", "press a light"), ("p", "pause"),
               ("?", "help"), ("q", "quit")]
        frame.putKeyHints(hints, row: size.rows - 1, theme: theme, glyphs: glyphs)
        if let prompt { prompt.draw(into: &frame, context: context, title: "Quit this game?") }
        if let replacing { replacing.draw(into: &frame, context: context) }
    }

    /// The board's first row: the board and the results under it, centred.
    package static func boardTop(_ size: ScreenSize) -> Int {
        max(3, (size.rows - 12) / 2)
    }

    /// The board, a light every other row, the cursor (when given) in brackets. The replay
    /// viewer draws with it too.
    package static func drawBoard(_ state: LightsOutState, cursor: Int?, top: Int, into frame: inout FrameBuffer,
                                  context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme
        let (on, off) = glyphs.isASCII ? ("#", ".") : ("●", "○")
        let left = max(0, (context.size.columns - 3 * cellWidth) / 2)
        for cell in 0..<9 {
            let isOn = state.lights & (1 << cell) != 0
            let light = isOn ? on : off
            let text = cell == cursor ? "[ \(light) ]" : "  \(light)  "
            frame.put(text, column: left + (cell % 3) * cellWidth, row: top + (cell / 3) * 2,
                      style: cell == cursor ? theme.selected : (isOn ? theme.good : theme.dim))
        }
    }

    private func drawResults(row: Int, into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme, size = context.size
        let time = PlayClock.format(milliseconds: play.playMilliseconds(at: context.now))
        let presses = state.presses == 1 ? "1 press" : "\(state.presses) presses"
        frame.putCentered("All lights out in \(presses), \(time)", row: row, from: 0, width: size.columns,
                          style: theme.good, glyphs: glyphs)
        if let line = ranking.line {
            frame.putCentered(line, row: row + 1, from: 0, width: size.columns, glyphs: glyphs)
        }
    }
}
