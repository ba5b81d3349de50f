import Shell
import Players
import Terminal

/// Draws avatars into frames. With colour and Unicode glyphs a picture is half blocks (8×4
/// cells); otherwise it is the ASCII form (16×8 cells), whose glyphs tell the colours apart, so a
/// monochrome or ASCII terminal shows the same picture.
package enum AvatarDrawing {
    package static func usesHalfBlocks(_ context: ScreenContext) -> Bool {
        !context.glyphs.isASCII && context.theme.usesColor
    }

    /// The cells the picture takes in this context.
    package static func size(_ context: ScreenContext) -> ScreenSize {
        usesHalfBlocks(context)
            ? ScreenSize(columns: AvatarPicture.halfBlockSize.columns, rows: AvatarPicture.halfBlockSize.rows)
            : ScreenSize(columns: AvatarPicture.asciiSize.columns, rows: AvatarPicture.asciiSize.rows)
    }

    package static func draw(_ avatar: Avatar, column: Int, row: Int, into frame: inout FrameBuffer, context: ScreenContext) {
        let picture = AvatarPicture(avatar)
        if usesHalfBlocks(context) {
            for (y, cells) in picture.halfBlockRows.enumerated() {
                for (x, cell) in cells.enumerated() {
                    let style = TextStyle(foreground: terminalColor(cell.foreground), background: terminalColor(cell.background))
                    frame.put(String(cell.glyph), column: column + x, row: row + y, style: style)
                }
            }
        } else {
            let style = context.theme.usesColor ? TextStyle(bold: true) : .plain
            for (y, line) in picture.asciiRows.enumerated() {
                for (x, glyph) in line.enumerated() {
                    let color = avatar[x: x / 2, y: y]
                    let shown = context.theme.usesColor
                        ? TextStyle(foreground: terminalColor(color), bold: true) : style
                    frame.put(String(glyph), column: column + x, row: row + y, style: shown)
                }
            }
        }
    }

    package static func terminalColor(_ color: AvatarColor) -> TerminalColor? {
        switch color {
        case .empty: nil
        case .red: .red
        case .yellow: .yellow
        case .green: .green
        case .cyan: .cyan
        case .blue: .blue
        case .magenta: .magenta
        }
    }
}
