import Midend
import Shell
import TilesUI
import GameCore
import Terminal
import Tiles

/// The level editor: draws a level of a player's pack with the cursor (or the mouse), checks it
/// with the solver in the background as it changes, test-plays it and saves it into the pack.
/// The drawing itself is the pure `LevelEditor`; this screen maps keys to it and keeps the rest
/// (the check, prompts, what was saved).
public struct LevelEditorScreen: Screen {
    public internal(set) var editor: LevelEditor
    /// The pack the level is saved into (never the shipped one) and its number there.
    public let pack: String
    /// (Changed only by "save as a new level" after a conflict.)
    public internal(set) var number: Int
    /// The draft as last saved (or as opened): leaving asks while the draft differs.
    public internal(set) var savedDraft: LevelDraft
    /// Whether the level as opened was saved unproven.
    package var openedUnproven: Bool
    package var check = EditorCheck()
    package var prompt: EditorPrompt?
    package var message: String?
    package var showsHelp = false
    /// Where random fills get their seeds: from the environment's seed, so tests know them.
    package var seeds: SeededGenerator?
    /// The colours a random fill uses (the prompt starts from these).
    package var randomColors: [TileColor] = [.red, .green, .blue, .yellow]
    /// Set by an edit while a check may run: the next command cancels it.
    package var cancelCheck = false
    /// The level as saved when this editor opened it or last saved it (nil: nothing saved there,
    /// or not known yet): a save first checks the pack still holds it (issue 34, B5).
    package var baseline: SavedLevelFingerprint?
    package var baselineRead = false

    /// `draft` goes to level `number` of `pack`; `isNew` when nothing is saved there yet (leaving an
    /// untouched new level asks nothing).
    public init(draft: LevelDraft, pack: String, number: Int, openedUnproven: Bool = false) {
        editor = LevelEditor(draft: draft)
        self.pack = pack
        self.number = number
        savedDraft = draft
        self.openedUnproven = openedUnproven
    }

    public var draft: LevelDraft { editor.draft }
    public var hasUnsavedChanges: Bool { editor.draft != savedDraft }
    public var status: String { check.text }
    /// How long the check waits after a change before it starts (more keys may follow).
    public static var checkDelayMilliseconds: UInt64 { EditorCheck.debounceMilliseconds }

    /// The board and its frame, with room for the status lines above and the key lines below.
    public func minimumSize(context: ScreenContext) -> ScreenSize {
        ScreenSize(columns: max(60, 2 * LevelDraft.maximumWidth + 3 + 4),
                   rows: max(20, LevelDraft.maximumHeight + 2 + TilesPlayLayout.areaTop + TilesPlayLayout.bottomLines))
    }

    public func unseenLeaving(context: ScreenContext) -> String {
        hasUnsavedChanges ? "leave (unsaved changes are kept as a new level of the pack)" : "leave the editor"
    }

    @discardableResult
    public mutating func activate(context: ScreenContext) -> ScreenEffects {
        if seeds == nil { seeds = SeededGenerator(seed: context.environment.makeSeed()) }
        if !baselineRead, let editing = context.environment.levelEditing {
            baseline = SavedLevelFingerprint(try? editing.savedLevel?(pack, number))
            baselineRead = true
        }
        noteChange(now: context.now)
        return .none
    }

    // MARK: The check, in the background

    public func nextChange(after now: Instant) -> Instant? { check.due }

    /// The check's pause is over: its job goes to the loop.
    @discardableResult
    public mutating func tick(context: ScreenContext) -> ScreenEffects {
        .run(check.tick(now: context.now))
    }

    public mutating func receive(_ delivery: WorkDelivery, context: ScreenContext) -> ScreenCommand {
        check.receive(delivery)
        return .stay
    }

    /// After anything that may have changed the draft: the check starts over.
    package mutating func noteChange(now: Instant) {
        if check.draftChanged(editor.draft, now: now) { cancelCheck = true }
    }

    /// The command for an event, cancelling a check the event made stale.
    package mutating func finish(_ command: ScreenCommand) -> ScreenCommand {
        var command = command
        if cancelCheck {
            command.cancelsWork = true
            cancelCheck = false
        }
        return command
    }

    // MARK: Input

    public mutating func handle(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
        let command: ScreenCommand
        if prompt != nil, case .key(let key) = event {
            command = answerPrompt(key, context: context)
        } else if showsHelp {
            if case .key = event { showsHelp = false }
            command = .stay
        } else {
            switch event {
            case .key(let key): command = handle(key, context: context)
            case .mouse(let mouse): command = handle(mouse, context: context)
            default: command = .stay
            }
        }
        noteChange(now: context.now)
        return finish(command)
    }

    private mutating func handle(_ key: Key, context: ScreenContext) -> ScreenCommand {
        message = nil
        if let direction = KeyBindings.arrowOrViDirection(for: key) {
            editor.moveCursor(direction)
            return .stay
        }
        switch key {
        case .character(let digit) where ("0"..."6").contains(digit):
            editor.paint(with: digit == "0" ? nil : TileColor(rawValue: Int(String(digit)) ?? 0))
        case .character(" "): editor.paint()
        case .character("f"): editor.floodFill()
        case .character("r"):
            editor.markOrFillRectangle()
        case .enter where editor.corner != nil:
            editor.markOrFillRectangle()
        case .escape where editor.corner != nil: editor.cancelRectangle()
        case .character("x"): askRandomColors()
        case .character("g"): editor.apply(.settle)
        case .character("<"): editor.apply(.resize(width: draft.width - 1, height: draft.height))
        case .character(">"): editor.apply(.resize(width: draft.width + 1, height: draft.height))
        case .character("-"): editor.apply(.resize(width: draft.width, height: draft.height - 1))
        case .character("+"), .character("="): editor.apply(.resize(width: draft.width, height: draft.height + 1))
        case .character("b"), .character("B"): stepBackground(by: key == .character("b") ? 1 : -1, context: context)
        case .character("N"):
            prompt = .text(.levelName, title: "Name the level", lines: ["The level's name, as the level list shows it:"],
                           initial: draft.name)
        case .character("u"):
            if !editor.undo() { message = "Nothing to undo" }
        case .character("U"), .control("r"):
            if !editor.redo() { message = "Nothing to redo" }
        case .character("t"): return testPlay(context: context)
        case .character("s"), .control("s"): return save(context: context, thenLeave: false)
        case .character("?"): showsHelp = true
        case .character("q"), .escape: return leave(context: context)
        default: break
        }
        return .stay
    }

    /// A left press or drag paints the cell under it with the colour in hand; a right press empties it.
    private mutating func handle(_ mouse: MouseEvent, context: ScreenContext) -> ScreenCommand {
        let layout = TilesPlayLayout(size: context.size, board: draft.board, maximumZoom: 1)
        guard let point = layout.cell(at: mouse.position) else { return .stay }
        switch mouse.button {
        case .left, .leftDrag:
            editor.moveCursor(to: point)
            editor.paint()
        case .right:
            editor.moveCursor(to: point)
            editor.apply(.paint(point, nil))
        default: break
        }
        return .stay
    }

    private mutating func stepBackground(by step: Int, context: ScreenContext) {
        let names = context.environment.levelEditing?.backgrounds ?? ["default"]
        let index = names.firstIndex(of: draft.background) ?? -1
        let next = names[((index + step) % names.count + names.count) % names.count]
        editor.apply(.background(next))
        message = "Background: \(next)"
    }

    private mutating func askRandomColors() {
        prompt = .text(.randomColors, title: "Random fill",
                       lines: ["Fills the whole board with the colours typed", "1 red 2 green 3 blue 4 yellow 5 magenta 6 cyan"],
                       initial: randomColors.map { String($0.rawValue) }.joined(), allowed: Set("123456"))
    }

    private mutating func answerPrompt(_ key: Key, context: ScreenContext) -> ScreenCommand {
        guard var current = prompt else { return .stay }
        let answer = current.answer(to: key)
        prompt = current
        guard let answer else { return .stay }
        prompt = nil
        switch (current.purpose, answer) {
        case (.levelName, .accepted(let name)):
            if let problem = LevelNameRules.problem(in: name) {
                message = "Not renamed: the name \(problem)"
                return .stay
            }
            editor.apply(.rename(name.isEmpty ? "Level \(number)" : name))
        case (.randomColors, .accepted(let digits)):
            let colors = TileColor.allCases.filter { digits.contains(Character(String($0.rawValue))) }
            guard !colors.isEmpty else {
                message = "No colour typed: nothing was filled"
                return .stay
            }
            randomColors = colors
            editor.apply(.randomFill(colors: colors, seed: nextSeed()))
        case (.saveUnproven(let leaving), .accepted):
            return store(proven: false, thenLeave: leaving, context: context)
        case (.leave, .accepted):
            return .pop
        case (.leave, .save):
            return save(context: context, thenLeave: true)
        case (.conflict(let proven, let leaving), .choice(let choice)):
            return resolveConflict(choice, proven: proven, thenLeave: leaving, context: context)
        default:
            break
        }
        return .stay
    }

    private mutating func nextSeed() -> UInt64 {
        var generator = seeds ?? SeededGenerator(seed: 0)
        defer { seeds = generator }
        return generator.next()
    }
}
