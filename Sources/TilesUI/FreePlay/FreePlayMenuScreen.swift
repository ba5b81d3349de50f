import Midend
import Shell
import GameCore
import Progress
import Terminal
import Tiles

/// Free play in the Tiles menu (`f` on the level list): the three ranked sizes, or a board of
/// any size (up to what the terminal shows) and 2 to 6 colours; each with the player's best.
/// Starting a game while another is saved asks first, as the level list does: nothing is given
/// up silently.
package struct FreePlayMenuScreen: Screen {
    /// The rows: the standard shapes, then the custom board's width, height and colours.
    package enum Row: Equatable {
        case standard(FreePlayShape)
        case width, height, colours
    }

    package static let rows: [Row] = FreePlayShape.standard.map(Row.standard) + [.width, .height, .colours]

    /// The normal board first, as a game without options gets.
    package private(set) var selection = 1
    package private(set) var custom = FreePlayShape.small
    /// Best scores by shape key, read when the screen shows.
    private var bests: [String: Int] = [:]
    private var games: [PlayedGame] = []
    /// The start waiting for the saved game's question, and the question.
    private var pending: (shape: FreePlayShape, seed: UInt64?)?
    package private(set) var replacing: ReplaceSavedGameQuestion?
    /// A start asked for on the command line (`play tiles --free` while a game is saved): asked
    /// about when the screen first shows.
    private var startOnShow: (shape: FreePlayShape, seed: UInt64?)?

    package init() {}

    /// The menu with `shape` (and `seed`, practice) to start as soon as it shows: the command
    /// line's way in when a saved game must be asked about first.
    package init(starting shape: FreePlayShape, seed: UInt64?) {
        startOnShow = (shape, seed)
        if let index = Self.rows.firstIndex(of: .standard(shape)) {
            selection = index
        } else {
            custom = shape
            selection = Self.rows.count - 3
        }
    }

    package var chosenShape: FreePlayShape {
        if case .standard(let shape) = Self.rows[selection] { return shape }
        return custom
    }

    @discardableResult
    public mutating func activate(context: ScreenContext) -> ScreenEffects {
        games = (try? context.environment.gameHistory?(.tiles)) ?? []
        bests = [:]
        for shape in FreePlayShape.standard + [custom] {
            bests[shape.key] = FreePlayBest.score(for: shape, in: games)
        }
        if let start = startOnShow {
            startOnShow = nil
            pending = start
            replacing = ReplaceSavedGameQuestion.ifNeeded(title: "Start free play?", startAction: "start free play",
                                                          context: context)
        }
        return .none
    }

    /// Whether the play screen shows `shape` whole: its frame at zoom 1.
    package static func fits(_ shape: FreePlayShape, in size: ScreenSize) -> Bool {
        let needed = TilesPlayScreen.minimumSize(boardWidth: shape.width, boardHeight: shape.height)
        return needed.columns <= size.columns && needed.rows <= size.rows
    }

    public func draw(into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme, size = context.size
        frame.put("Tiles \(glyphs.separator) Free play", column: 1, row: 0, style: theme.title)
        let rules = TextLayout.wrap("Same Game: groups of 2+ score (n-2)\(glyphs.squared), a clear +1000; "
                                    + "no group of 2 left ends the game and n tiles left cost (n-2)\(glyphs.squared).",
                                    width: size.columns - 2)
        for (index, line) in rules.prefix(2).enumerated() {
            frame.put(line, column: 1, row: 1 + index, width: size.columns - 2, style: theme.dim, glyphs: glyphs)
        }
        let width = min(size.columns - 2, 56)
        let left = max(1, (size.columns - width) / 2)
        for (index, row) in Self.rows.enumerated() {
            let y = 4 + index + (index >= FreePlayShape.standard.count ? 1 : 0)
            let isSelected = index == selection
            let style = isSelected ? theme.selected : theme.text
            if isSelected { frame.fill(column: left, row: y, columns: width, rows: 1, style: style) }
            frame.put(" \(isSelected ? glyphs.selection : " ") " + label(row, size: size), column: left, row: y,
                      width: width, style: style, glyphs: glyphs)
        }
        let customRow = 4 + Self.rows.count + 2
        let fits = Self.fits(custom, in: size)
        let best = bests[custom.key].map { "best \(TextLayout.number($0))" } ?? "no best yet"
        frame.put("Custom \(custom): \(fits ? best : "too big for this terminal")", column: left + 3, row: customRow,
                  width: width - 3, style: fits ? theme.dim : theme.warning, glyphs: glyphs)
        frame.put("Only the three sizes above rank; a custom board keeps its own best.", column: left + 3,
                  row: customRow + 1, width: width - 3, style: theme.dim, glyphs: glyphs)
        frame.putKeyHints([(glyphs.upDown, "choose"), ("Enter", "play"), ("h l", "custom size"),
                           ("Esc", "back")],
                          row: size.rows - 1, theme: theme, glyphs: glyphs)
        replacing?.draw(into: &frame, context: context)
    }

    private func label(_ row: Row, size: ScreenSize) -> String {
        switch row {
        case .standard(let shape):
            let name = shape == .small ? "Small " : (shape == .normal ? "Normal" : "Large ")
            let best = bests[shape.key].map { "best \(TextLayout.number($0))" } ?? "no best yet"
            let fit = Self.fits(shape, in: size) ? "" : " (too big here)"
            return "\(name) \(shape)  ranked  \(best)\(fit)"
        case .width: return "Custom width    \(custom.width)"
        case .height: return "Custom height   \(custom.height)"
        case .colours: return "Custom colours  \(custom.colours)"
        }
    }

    public mutating func handle(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
        guard case .key(let key) = event else { return .stay }
        if let question = replacing {
            switch question.answer(to: key) {
            case .start?:
                replacing = nil
                guard question.refusal == nil, let start = pending else { return .stay }
                return begin(start.shape, seed: start.seed, context: context)
            case .keep?:
                replacing = nil
                pending = nil
            case nil:
                break
            }
            return .stay
        }
        if KeyBindings.isBack(key) { return .pop }
        if KeyBindings.isConfirm(key) { return play(context: context) }
        switch KeyBindings.direction(for: key) {
        case .up: selection = max(0, selection - 1)
        case .down: selection = min(Self.rows.count - 1, selection + 1)
        case .left: adjust(by: -1, size: context.size)
        case .right: adjust(by: 1, size: context.size)
        case nil: break
        }
        return .stay
    }

    /// Changes the custom board's value on the selected row, within its range and the terminal.
    private mutating func adjust(by step: Int, size: ScreenSize) {
        var (width, height, colours) = (custom.width, custom.height, custom.colours)
        switch Self.rows[selection] {
        case .width: width += step
        case .height: height += step
        case .colours: colours += step
        case .standard: return
        }
        guard let shape = try? FreePlayShape(width: width, height: height, colours: colours),
              step < 0 || Self.fits(shape, in: size) else { return }
        custom = shape
        bests[shape.key] = FreePlayBest.score(for: shape, in: games)
    }

    private mutating func play(context: ScreenContext) -> ScreenCommand {
        let shape = chosenShape
        guard Self.fits(shape, in: context.size) else {
            return .banner("A \(shape.width)\(context.glyphs.times)\(shape.height) board needs a bigger terminal")
        }
        pending = (shape, nil)
        replacing = ReplaceSavedGameQuestion.ifNeeded(title: "Start free play?", startAction: "start free play",
                                                      context: context)
        return replacing == nil ? begin(shape, seed: nil, context: context) : .stay
    }

    /// The game: on `seed` when the player chose it (practice), else on one the game deals.
    private func begin(_ shape: FreePlayShape, seed: UInt64?, context: ScreenContext) -> ScreenCommand {
        if let notice = SaveInUse.notice(context: context) { return .push(notice) }
        let deal = FreePlayDeal(shape: shape, seed: seed ?? context.environment.makeSeed())
        return .replace(TilesPlayScreen(free: deal, origin: seed == nil ? .dealt : .chosen))
    }
}
