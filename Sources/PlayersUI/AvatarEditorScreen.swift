import Shell
import GameCore
import Players
import Terminal

/// Draws the player's avatar pixel by pixel: a cursor on an enlarged grid, a colour key paints
/// (1–6), Space toggles the current colour, 0 erases, u undoes, c clears, i starts again from the
/// identicon; Enter saves and Esc leaves without saving. A preview shows the picture as the
/// boards show it.
public struct AvatarEditorScreen: Screen {
    public private(set) var draft: AvatarDraft
    public let playerID: PlayerID
    /// Why the picture could not be saved (the editor stays open with it).
    public internal(set) var problem: String?

    public init(profile: PlayerProfile) {
        playerID = profile.id
        draft = AvatarDraft(profile.shownAvatar)
    }

    public func minimumSize(context: ScreenContext) -> ScreenSize { .compact }

    // MARK: Input

    public mutating func handle(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
        switch event {
        case .key(let key):
            return handle(key, context: context)
        case .mouse(let mouse) where mouse.button == .left:
            let layout = AvatarEditorLayout(size: context.size)
            if let pixel = layout.pixel(at: mouse.position) {
                draft.moveCursor(dx: pixel.x - draft.cursor.x, dy: pixel.y - draft.cursor.y)
                draft.toggle()
            }
            return .stay
        default:
            return .stay
        }
    }

    package mutating func handle(_ key: Key, context: ScreenContext) -> ScreenCommand {
        problem = nil
        switch key {
        case .escape, .character("q"):
            return draft.hasChanges ? ScreenCommand(.pop, banners: ["Avatar not changed"]) : .pop
        case .enter:
            return save(context: context)
        case .up, .character("k"): draft.moveCursor(dx: 0, dy: -1)
        case .down, .character("j"): draft.moveCursor(dx: 0, dy: 1)
        case .left, .character("h"): draft.moveCursor(dx: -1, dy: 0)
        case .right, .character("l"): draft.moveCursor(dx: 1, dy: 0)
        case .character(" "): draft.toggle()
        case .character("0"), .character("x"), .backspace, .delete: draft.erase()
        case .character("u"), .control("z"): draft.undo()
        case .character("c"): draft.clear()
        case .character("i"): draft.replace(with: .identicon(for: playerID))
        case .character(let character):
            if let digit = character.wholeNumberValue, (1...AvatarColor.keyOrder.count).contains(digit) {
                draft.paint(AvatarColor.keyOrder[digit - 1])
            }
        default:
            break
        }
        return .stay
    }

    package mutating func save(context: ScreenContext) -> ScreenCommand {
        guard draft.hasChanges else { return ScreenCommand(.pop, banners: ["Avatar not changed"]) }
        guard let profiles = context.environment.profiles else {
            problem = "Profiles are not kept in this run."
            return .stay
        }
        // The identicon or an empty picture is no picture of one's own: nothing is stored.
        let picture = draft.avatar
        let own: Avatar? = picture.isBlank || picture == .identicon(for: playerID) ? nil : picture
        if let shared = profiles.shared { return saveOnBoard(own, shared) }
        do {
            _ = try profiles.setAvatar(own, playerID)
            return ScreenCommand(.pop, banners: [own == nil ? "Avatar reset to your identicon" : "Avatar saved"])
        } catch {
            problem = "The avatar could not be saved: \(error)"
            return .stay
        }
    }

    // MARK: Drawing

    public func draw(into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme, size = context.size
        let layout = AvatarEditorLayout(size: size)
        frame.putCentered(" Avatar editor ", row: 0, from: 0, width: size.columns, style: theme.title, glyphs: glyphs)
        frame.drawBox(column: layout.gridLeft - 1, row: layout.gridTop - 1, columns: Avatar.side * 2 + 2,
                      rows: Avatar.side + 2, glyphs: glyphs, style: theme.border)
        for y in 0..<Avatar.side {
            for x in 0..<Avatar.side {
                let isCursor = draft.cursor == Point(x: x, y: y)
                let (text, style) = pixelCell(draft.avatar[x: x, y: y], context: context)
                var shown = style
                if isCursor { shown.reverse = true; shown.dim = false }
                frame.put(text, column: layout.gridLeft + 2 * x, row: layout.gridTop + y, style: shown)
            }
        }
        frame.put("Preview", column: layout.previewLeft, row: layout.gridTop - 1, style: theme.heading)
        AvatarDrawing.draw(draft.avatar, column: layout.previewLeft, row: layout.gridTop, into: &frame, context: context)
        drawPalette(into: &frame, context: context, layout: layout)
        let hints: [(key: String, action: String)] = [
            (glyphs.arrows, "move"), ("1-6", "paint"), ("Space", "toggle"), ("0", "erase"), ("u", "undo"),
            ("Enter", "save"), ("Esc", "cancel"),
        ]
        frame.putKeyHints(hints, row: size.rows - 1, theme: theme, glyphs: glyphs)
    }

    private func drawPalette(into frame: inout FrameBuffer, context: ScreenContext, layout: AvatarEditorLayout) {
        let theme = context.theme, glyphs = context.glyphs, width = context.size.columns - 4
        var column = 2, row = layout.paletteTop
        for (index, color) in AvatarColor.keyOrder.enumerated() {
            let entry = "\(index + 1) \(glyphSample(color, context: context)) \(color.name)"
            if column + DisplayWidth.of(entry) > 2 + width { column = 2; row += 1 }
            let marker = color == draft.ink ? TextStyle(bold: true, underline: true) : theme.text
            frame.put(String(index + 1), column: column, row: row, style: marker)
            let (sample, style) = pixelCell(color, context: context)
            frame.put(sample, column: column + 2, row: row, style: style)
            frame.put(color.name, column: column + 5, row: row, style: marker)
            column += DisplayWidth.of(entry) + 2
        }
        let status = "Cursor \(draft.cursor.x + 1),\(draft.cursor.y + 1)  colour \(draft.ink.name)"
            + (draft.hasChanges ? "  (changed)" : "")
        let keys = "c clear  i identicon"
        // One line when both fit, else the keys on a line of their own: nothing is cut.
        let statusLines = DisplayWidth.of(status + "   " + keys) <= width ? [status + "   " + keys] : [status, keys]
        for (index, line) in statusLines.enumerated() {
            frame.put(line, column: 2, row: row + 1 + index, style: theme.dim)
        }
        if let problem {
            let top = row + 1 + statusLines.count
            let lines = TextLayout.wrap(glyphs.safe(SafeText.escaped(problem)), width: width)
            for (index, line) in lines.prefix(max(1, context.size.rows - 2 - top)).enumerated() {
                frame.put(line, column: 2, row: top + index, style: theme.warning)
            }
        }
    }

    /// Two cells for one pixel: a coloured block with colour and Unicode, the colour's ASCII
    /// glyph otherwise (so a monochrome grid tells the colours apart by shape).
    package func pixelCell(_ color: AvatarColor, context: ScreenContext) -> (String, TextStyle) {
        if color == .empty { return (context.glyphs.emptyCell + " ", context.theme.dim) }
        if AvatarDrawing.usesHalfBlocks(context) {
            return ("██", TextStyle(foreground: AvatarDrawing.terminalColor(color)))
        }
        let glyph = String(color.asciiGlyph)
        let style = context.theme.usesColor ? TextStyle(foreground: AvatarDrawing.terminalColor(color), bold: true) : .bold
        return (glyph + glyph, style)
    }

    package func glyphSample(_ color: AvatarColor, context: ScreenContext) -> String {
        pixelCell(color, context: context).0
    }
}

/// Where the editor's parts go: the grid (two columns per pixel) on the left, the preview beside it.
package struct AvatarEditorLayout {
    package let gridLeft: Int
    package let gridTop = 3
    package let previewLeft: Int
    package var paletteTop: Int { gridTop + Avatar.side + 2 }

    package init(size: ScreenSize) {
        gridLeft = size.columns >= 70 ? 6 : 3
        previewLeft = gridLeft + Avatar.side * 2 + (size.columns >= 70 ? 8 : 4)
    }

    /// The pixel under a screen cell of the grid, if any.
    package func pixel(at position: ScreenPosition) -> Point? {
        let x = (position.column - gridLeft) / 2, y = position.row - gridTop
        guard position.column >= gridLeft, Avatar.contains(x: x, y: y) else { return nil }
        return Point(x: x, y: y)
    }
}
