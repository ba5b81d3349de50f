import Shell
import TilesUI
import GameCore
import Terminal
import Tiles

// The editor on screen: the level's name and place, the solver's status, the board as drawn
// (cursor, rectangle being marked), the message line and the keys.

extension LevelEditorScreen {
    public func draw(into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme, size = context.size
        var x = frame.put("Editor", column: 1, row: 0, style: theme.title)
        x = frame.put(" \(glyphs.separator) \(pack) level \(number): ", column: x, row: 0, style: theme.dim)
        let changed = hasUnsavedChanges ? " (unsaved)" : (openedUnproven ? " (saved unproven)" : "")
        frame.put((draft.name.isEmpty ? "Level \(number)" : draft.name) + changed, column: x, row: 0,
                  width: size.columns - x - 1, style: theme.heading, glyphs: glyphs)
        let status = check.text.replacingOccurrences(of: "…", with: glyphs.ellipsis)
        let statusStyle: TextStyle = switch check.status {
        case .clearable: theme.good
        case .checking: theme.dim
        default: theme.warning
        }
        x = frame.put("\(draft.width)\(glyphs.times)\(draft.height)  \(draft.background)  ", column: 1, row: 1,
                      style: theme.text)
        x = frame.put("Colour \(colorName(editor.color))  ", column: x, row: 1, style: theme.text)
        // A verdict too long for the status line (a map's problem and its fix) is said in full
        // under the board, wrapped, where the messages go; the status line points there.
        let fitsStatusLine = DisplayWidth.of(glyphs.safe(status)) <= size.columns - x - 1
        frame.put(fitsStatusLine ? status : Self.statusBelow(status), column: x, row: 1, width: size.columns - x - 1,
                  style: statusStyle, glyphs: glyphs)

        let layout = TilesPlayLayout(size: size, board: draft.board, maximumZoom: 1)
        TilesPlayScreen.drawBoard(draft.board, cursor: editor.cursor, highlighted: rectangleCells,
                                  layout: layout, into: &frame, context: context)
        let corner = editor.corner != nil ? "Corner marked: move, then r or Enter fills the rectangle (Esc: no)" : nil
        if let message = corner ?? message {
            drawUnderBoard(message, style: theme.text, into: &frame, context: context)
        } else if !fitsStatusLine {
            drawUnderBoard(status, style: statusStyle, into: &frame, context: context)
        }
        frame.putKeyHints([("1-6/0", "paint"), ("f", "fill"), ("r", "rectangle"), ("u/U", "undo/redo"),
                           ("t", "test"), ("s", "save"), ("?", "keys"), ("q", "leave")],
                          row: size.rows - 1, theme: theme, glyphs: glyphs)
        if showsHelp { drawHelp(into: &frame, context: context) }
        prompt?.draw(into: &frame, context: context)
    }

    /// A message on the line above the keys, wrapped onto the line over it when it is longer
    /// (a map's problem and its fix), so no sentence is cut.
    private func drawUnderBoard(_ text: String, style: TextStyle, into frame: inout FrameBuffer, context: ScreenContext) {
        let size = context.size
        let lines = TextLayout.wrap(context.glyphs.safe(text), width: size.columns - 2).suffix(2)
        for (index, line) in lines.enumerated() {
            frame.putCentered(line, row: size.rows - 1 - lines.count + index, from: 0, width: size.columns,
                              style: style, glyphs: context.glyphs)
        }
    }

    /// The status line's words when the verdict is said in full under the board: its first
    /// words ("not playable").
    package static func statusBelow(_ status: String) -> String {
        (status.split(separator: ":").first.map(String.init) ?? status) + " (below)"
    }

    private func colorName(_ color: TileColor?) -> String {
        color.map { "\($0.rawValue) \($0.name) (\($0.letter))" } ?? "0 empty"
    }

    /// The rectangle from the marked corner to the cursor, lit while it is being marked.
    private var rectangleCells: Set<Point> {
        guard let corner = editor.corner else { return [] }
        let cursor = editor.cursor
        var cells: Set<Point> = []
        for y in min(corner.y, cursor.y)...max(corner.y, cursor.y) {
            for x in min(corner.x, cursor.x)...max(corner.x, cursor.x) { cells.insert(Point(x: x, y: y)) }
        }
        return cells
    }

    /// Every key of the editor (`?`), over the board until a key is pressed.
    package static let helpLines: [(String, String)] = [
        ("arrows, hjkl", "move the cursor"),
        ("1-6, 0", "paint the cell red, green, blue, yellow, magenta, cyan; 0 empties it"),
        ("Space", "paint with the current colour (mouse: click or drag; right click empties)"),
        ("f", "flood fill the cursor's region with the current colour"),
        ("r", "mark a corner, move, r or Enter fills the rectangle (Esc: no)"),
        ("x", "random fill with chosen colours"),
        ("g", "drop the tiles (nothing floats, columns close left)"),
        ("< >  - +", "narrower, wider, shorter, taller (4x4 to 20x14)"),
        ("b / B", "next / previous background"),
        ("N", "name the level"),
        ("u / U", "undo / redo (Ctrl-R redoes too)"),
        ("t", "test-play the level as drawn (nothing recorded)"),
        ("s, Ctrl-S", "save into the pack"),
        ("q, Esc", "leave (asks when there are unsaved changes)"),
    ]

    private func drawHelp(into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme, size = context.size
        let width = min(size.columns - 2, 78), height = Self.helpLines.count + 4
        let left = max(0, (size.columns - width) / 2), top = max(0, (size.rows - height) / 2)
        frame.drawBox(column: left, row: top, columns: width, rows: height, glyphs: glyphs, style: theme.border)
        frame.putCentered(" Editor keys ", row: top, from: left, width: width, style: theme.heading, glyphs: glyphs)
        for (index, line) in Self.helpLines.enumerated() {
            let x = frame.put(line.0.padded(to: 12), column: left + 2, row: top + 2 + index, style: .bold)
            frame.put(line.1, column: x + 1, row: top + 2 + index, width: left + width - x - 3, glyphs: glyphs)
        }
        frame.putCentered("any key closes this", row: top + height - 1, from: left, width: width, style: theme.dim,
                          glyphs: glyphs)
    }
}
