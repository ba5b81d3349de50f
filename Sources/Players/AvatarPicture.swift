/// An avatar laid out for a terminal, in two forms a screen picks between:
/// - half blocks: one cell per pixel column and per two pixel rows (`▀` with the top pixel as
///   the foreground and the bottom one as the background), so 8×8 pixels fill 8×4 cells and look
///   square; it needs colour to tell pixels apart;
/// - ASCII: one glyph per colour (`AvatarColor.asciiGlyph`), each pixel two columns wide so the
///   picture keeps its shape, 16×8 cells; it reads the same without any colour.
public struct AvatarPicture: Hashable, Sendable {
    /// One terminal cell of the half-block form. `empty` as a colour means the screen's own
    /// background (nothing drawn).
    public struct Cell: Hashable, Sendable {
        public var glyph: Character
        public var foreground: AvatarColor
        public var background: AvatarColor
    }

    public let avatar: Avatar

    public init(_ avatar: Avatar) {
        self.avatar = avatar
    }

    public static let halfBlockSize = (columns: Avatar.side, rows: Avatar.side / 2)
    public static let asciiSize = (columns: Avatar.side * 2, rows: Avatar.side)

    public var halfBlockRows: [[Cell]] {
        stride(from: 0, to: Avatar.side, by: 2).map { y in
            (0..<Avatar.side).map { x in Self.cell(top: avatar[x: x, y: y], bottom: avatar[x: x, y: y + 1]) }
        }
    }

    public var asciiRows: [String] {
        (0..<Avatar.side).map { y in
            String((0..<Avatar.side).flatMap { x in
                let glyph = avatar[x: x, y: y].asciiGlyph
                return [glyph, glyph]
            })
        }
    }

    /// Which block draws a pair of stacked pixels: the fewest colours possible, so a cell with
    /// one empty half leaves the screen's background showing there.
    static func cell(top: AvatarColor, bottom: AvatarColor) -> Cell {
        switch (top, bottom) {
        case (.empty, .empty): Cell(glyph: " ", foreground: .empty, background: .empty)
        case (.empty, _): Cell(glyph: "▄", foreground: bottom, background: .empty)
        case (_, .empty): Cell(glyph: "▀", foreground: top, background: .empty)
        case _ where top == bottom: Cell(glyph: "█", foreground: top, background: .empty)
        default: Cell(glyph: "▀", foreground: top, background: bottom)
        }
    }
}
