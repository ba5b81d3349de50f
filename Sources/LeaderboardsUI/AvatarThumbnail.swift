import Shell
import ReplayUI
import PlayersUI
import Players
import Terminal

/// A player's avatar in two cells, to fit a board's row: each cell stands for half the picture
/// (4×8 pixels), shown by the colours most of its top and bottom halves have. With colour and
/// Unicode a cell is an upper half block in those two colours; otherwise it is the ASCII glyph
/// of the cell's main colour (`AvatarColor.asciiGlyph`), so two avatars differ by glyph too.
package struct AvatarThumbnail: Equatable {
    package static let columns = 2

    /// Each cell's top and bottom colour.
    package let cells: [(top: AvatarColor, bottom: AvatarColor)]

    package init(_ avatar: Avatar) {
        let half = Avatar.side / 2
        cells = (0..<Self.columns).map { cell in
            let xs = (cell * half)..<((cell + 1) * half)
            func main(_ ys: Range<Int>) -> AvatarColor {
                var counts: [AvatarColor: Int] = [:]
                for y in ys { for x in xs { counts[avatar[x: x, y: y], default: 0] += 1 } }
                // Ink before background: a small face on an empty field still shows.
                let inked = counts.filter { $0.key != .empty }
                return inked.max { ($0.value, $1.key.rawValue) < ($1.value, $0.key.rawValue) }?.key ?? .empty
            }
            return (main(0..<half), main(half..<Avatar.side))
        }
    }

    /// The avatar a board row stands for: its stored pixels, or the identicon when it has none
    /// (or they are not 64 known colours).
    package init(pixels: [UInt8]?, playerID: PlayerID) {
        let colours = pixels?.map { AvatarColor(rawValue: $0) }
        if let colours, !colours.contains(nil), let avatar = Avatar(pixels: colours.compactMap { $0 }) {
            self.init(avatar)
        } else {
            self.init(Avatar.identicon(for: playerID))
        }
    }

    package static func == (lhs: AvatarThumbnail, rhs: AvatarThumbnail) -> Bool {
        lhs.cells.elementsEqual(rhs.cells) { $0.top == $1.top && $0.bottom == $1.bottom }
    }

    package func draw(column: Int, row: Int, into frame: inout FrameBuffer, context: ScreenContext) {
        for (index, cell) in cells.enumerated() {
            if AvatarDrawing.usesHalfBlocks(context) {
                // An empty half shows the terminal's own background, not its foreground.
                if cell.top == .empty {
                    let glyph = cell.bottom == .empty ? " " : "▄"
                    frame.put(glyph, column: column + index, row: row,
                              style: TextStyle(foreground: AvatarDrawing.terminalColor(cell.bottom)))
                } else {
                    let style = TextStyle(foreground: AvatarDrawing.terminalColor(cell.top),
                                          background: AvatarDrawing.terminalColor(cell.bottom))
                    frame.put("▀", column: column + index, row: row, style: style)
                }
            } else {
                let colour = cell.top == .empty ? cell.bottom : cell.top
                let glyph = colour == .empty ? "." : String(colour.asciiGlyph)
                let style = context.theme.usesColor ? TextStyle(foreground: AvatarDrawing.terminalColor(colour))
                                                    : TextStyle.plain
                frame.put(glyph, column: column + index, row: row, style: style)
            }
        }
    }
}
