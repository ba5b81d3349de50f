import Midend
import Shell
import GameCore
import Progress
import Terminal
import Tiles

/// The Stats screen's free-play page (`f`): the best score of each board size and colour count
/// the player has finished, read from the games' history (`FreePlayBest`: practice and hinted
/// games set none). The level totals beside it never include free play (see `TilesRecorder`).
package struct FreePlayBestsScreen: Screen {
    package private(set) var bests: [(shape: FreePlayShape, score: Int)] = []
    private var failure: String?
    private var scroll = 0

    package init() {}

    @discardableResult
    public mutating func activate(context: ScreenContext) -> ScreenEffects {
        do {
            bests = FreePlayBest.all(in: try context.environment.gameHistory?(.tiles) ?? [])
            failure = nil
        } catch {
            failure = "The games could not be read: \(error)"
        }
        return .none
    }

    public func draw(into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme, size = context.size
        frame.putCentered("Stats \(glyphs.separator) Tiles free play: best scores", row: 0, style: theme.title)
        frame.putCentered("Finished games on boards the game dealt, without a hint", row: 1, from: 0,
                          width: size.columns, style: theme.dim, glyphs: glyphs)
        if let failure {
            frame.putCentered(failure, row: size.rows / 2, from: 0, width: size.columns, style: theme.warning, glyphs: glyphs)
        } else if bests.isEmpty {
            frame.putCentered("No free-play best yet: f in the level list plays one", row: size.rows / 2, from: 0,
                              width: size.columns, style: theme.dim, glyphs: glyphs)
        }
        let width = min(size.columns - 2, 44), left = max(1, (size.columns - width) / 2)
        let visible = max(1, size.rows - 5)
        for (offset, best) in bests.dropFirst(scroll).prefix(visible).enumerated() {
            let ranked = best.shape.isStandard ? "ranked" : ""
            let score = TextLayout.number(best.score)
            let label = "\(best.shape)"
            let line = label.padded(to: 24) + ranked.padded(to: 8) + String(repeating: " ", count: max(0, width - 32 - score.count)) + score
            frame.put(line, column: left, row: 3 + offset, width: width, style: theme.text, glyphs: glyphs)
        }
        var hints: [(key: String, action: String)] = []
        if bests.count > visible { hints.append((glyphs.upDown, "scroll")) }
        hints.append(("Esc", "back"))
        frame.putKeyHints(hints, row: size.rows - 1, theme: theme, glyphs: glyphs)
    }

    public mutating func handle(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
        guard case .key(let key) = event else { return .stay }
        if KeyBindings.isBack(key) { return .pop }
        let visible = max(1, context.size.rows - 5)
        switch KeyBindings.direction(for: key) {
        case .up: scroll = max(0, scroll - 1)
        case .down: scroll = min(max(0, bests.count - visible), scroll + 1)
        default: break
        }
        return .stay
    }
}
