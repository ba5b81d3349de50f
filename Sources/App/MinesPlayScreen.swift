import GameCore
import Mines
import Storage
import Terminal

/// Playing Mines: one classic or custom board, or an endless run of boards.
///
/// The boards live in a `GameSession` (the move log a save would hold); the cursor, the window
/// onto a big board, pause, the typed count and the message line are UI state here. The play
/// clock runs while a board in play is on screen and not paused: help, menus, pause, a cleared
/// board waiting for the next level and a too-small terminal are not counted. In an endless run
/// it keeps running across levels, so it measures the whole run.
///
/// A game ends, for the stats, when its board is won or lost (a loss ends an endless run) or when
/// the player leaves it unfinished without saving it (abandoned).
///
/// With a save slot in the environment the game is kept for later, as a Tiles level is: when it
/// starts, every few actions, at each cleared board and new level, on pause, with "Save and
/// quit", and when the app stops. See MinesPlayScreen+Saving.swift.
public struct MinesPlayScreen: Screen {
    public private(set) var session: GameSession<MinesState>
    public private(set) var clock = PlayClock()
    public private(set) var cursor: Point
    public internal(set) var isPaused = false
    /// Play time when the board on screen began: 0, or the moment the previous level was cleared.
    public private(set) var boardStartMilliseconds = 0
    /// The boards cleared in this game, in order (an endless run's levels).
    public private(set) var clearedBoards: [ClearedBoard] = []
    /// The lifetime records when the game began, for the "new best" lines.
    public private(set) var recordsBefore: MinesRecords?
    /// The top left of the window onto a board bigger than the screen.
    private(set) var scrollOrigin = Point.zero
    private(set) var count = RepeatCount()
    private(set) var message: PlayMessage?
    /// After the game: the results panel can be put aside to look at the board.
    private(set) var showsBoardOnly = false
    /// The game has been reported started, or was resumed.
    var started = false
    /// The game has been reported ended, or saved and put away: this screen will not end it.
    var ended = false
    private var isActive = false
    var pendingBanners: [String] = []
    /// The save-and-quit question, while it is asked.
    var prompt: QuitPrompt?
    /// Before a new game starts while another is saved: whether to give the saved one up.
    var replacing: ReplaceSavedGameQuestion?
    /// What has been saved of this game, for autosave and for the save made as the app stops.
    var saving = SaveProgress()
    /// The stats of a resumed game when this run keeps none: written back with the next save.
    var carriedProgress: SavedGameProgress?

    /// A line under the board, replaced by the next action.
    struct PlayMessage: Equatable {
        var text: String
        var isWarning = false
    }

    public init(setup: MinesSetup) {
        session = GameSession(initial: setup.initialState)
        cursor = Self.centre(of: session.current.board)
    }

    /// A game brought back from a save: its session, clock and cursor (and, for an endless run,
    /// when the board on screen began and the boards cleared so far). It is not a new game, so no
    /// `.started` is reported.
    public init(resuming session: GameSession<MinesState>, clock: PlayClock, cursor: Point,
                boardStartMilliseconds: Int = 0, clearedBoards: [ClearedBoard] = []) {
        self.session = session
        self.clock = clock
        self.boardStartMilliseconds = boardStartMilliseconds
        self.clearedBoards = clearedBoards
        let board = session.current.board
        self.cursor = board.contains(cursor) ? cursor : Self.centre(of: board)
        started = true
        ended = session.current.isOver
    }

    public var state: MinesState { session.current }
    public var setup: MinesSetup { state.setup }
    public var mode: MinesMode { state.mode }

    static func centre(of board: MinesBoard) -> Point {
        Point(x: board.width / 2, y: board.height / 2)
    }

    /// Whether the results panel (board cleared, game over) is up.
    var showsPanel: Bool { state.board.isOver && !showsBoardOnly }

    func layout(size: ScreenSize) -> MinesPlayLayout {
        MinesPlayLayout(size: size, boardWidth: state.board.width, boardHeight: state.board.height, cursor: cursor,
                        previousOrigin: scrollOrigin, withPanel: showsPanel)
    }

    // MARK: Being on screen

    public mutating func activate(context: ScreenContext) {
        isActive = true
        if !started && replacing == nil {
            replacing = ReplaceSavedGameQuestion.ifNeeded(title: "Start a new game?",
                                                          startAction: "start the new game", context: context)
            if replacing == nil { start(context: context) }
        }
        // A resumed game is measured against the records as they are when it comes back.
        if started && recordsBefore == nil { keepRecords(context: context) }
        syncClock(now: context.now)
    }

    /// The new game begins: reported started, the saved game (if any) given up (and counted),
    /// this one saved at once.
    private mutating func start(context: ScreenContext) {
        started = true
        beginNewGame(context: context)
        keepRecords(context: context)
    }

    private mutating func keepRecords(context: ScreenContext) {
        recordsBefore = context.environment.progress.map { MinesRecords(totals: $0.totals(for: .mines), mode: mode) }
    }

    public mutating func deactivate(context: ScreenContext) {
        isActive = false
        syncClock(now: context.now)
    }

    public func nextChange(after now: Instant) -> Instant? {
        clock.nextWholeSecond(after: now)
    }

    public mutating func tick(context: ScreenContext) {
        if clock.isRunning { report(.tick, context: context) }
    }

    mutating func syncClock(now: Instant) {
        if isActive && !isPaused && state.board.outcome == .playing && started && prompt == nil {
            clock.resume(at: now)
        } else {
            clock.pause(at: now)
        }
    }

    // MARK: Input

    public mutating func handle(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
        if replacing != nil { return answerReplacing(event, context: context) }
        if prompt != nil { return answerPrompt(event, context: context) }
        let command: ScreenCommand
        switch event {
        case .key(let key): command = handle(key, context: context)
        case .mouse(let mouse): command = handle(mouse, context: context)
        default: return .stay
        }
        scrollOrigin = layout(size: context.size).origin
        autosaveIfDue(context: context)
        return command
    }

    /// The question before a new game: Enter starts it (the saved game is given up), Esc goes
    /// back with the saved game kept.
    private mutating func answerReplacing(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
        guard let question = replacing, case .key(let key) = event else { return .stay }
        switch question.answer(to: key) {
        case nil:
            return .stay
        case .start:
            replacing = nil
            start(context: context)
            syncClock(now: context.now)
            return .stay
        case .keep:
            return .pop
        }
    }

    private mutating func handle(_ key: Key, context: ScreenContext) -> ScreenCommand {
        if isPaused { return handlePaused(key, context: context) }
        if case .character(let character) = key, !state.board.isOver, count.take(character) {
            message = PlayMessage(text: "Repeat \(count.value ?? 1): now a move")
            return .stay
        }
        let repeats = count.consume()
        message = nil
        if let direction = KeyBindings.direction(for: key) {
            moveCursor(direction, steps: repeats)
            return .stay
        }
        if Self.isEnter(key) || key == .character("n") {
            if state.canAdvance { return nextLevel(context: context) }
            if state.isOver { return newGame(context: context) }
        }
        switch key {
        case .character(" "), .enter, .character("\n"), .character("\r"):
            return primaryAction(at: cursor, context: context)
        case .character("f"):
            return flag(at: cursor, context: context)
        case .character("c"):
            return play(.chord(cursor), at: cursor, context: context)
        case .character("H"):
            return hint(context: context)
        case .character("p"):
            return togglePause(context: context)
        case .tab:
            if state.board.isOver { showsBoardOnly.toggle() }
            return .stay
        case .character("?"):
            return .push(HelpScreen(topic: .mines))
        case .character("S"):
            return .push(StatsScreen(kind: .mines))
        case .character("A"):
            return .push(AchievementsScreen())
        case .character("q"), .escape:
            return quit(context: context)
        default:
            return .stay
        }
    }

    private mutating func handlePaused(_ key: Key, context: ScreenContext) -> ScreenCommand {
        switch key {
        case .character("p"), .character(" "), .enter, .character("\n"), .character("\r"):
            return togglePause(context: context)
        case .character("?"):
            return .push(HelpScreen(topic: .mines))
        case .character("q"), .escape:
            return quit(context: context)
        default:
            message = PlayMessage(text: "Paused: p resumes")
            return .stay
        }
    }

    private mutating func handle(_ mouse: MouseEvent, context: ScreenContext) -> ScreenCommand {
        count.clear()
        guard !isPaused, !state.board.isOver else { return .stay }
        guard let point = layout(size: context.size).cell(at: mouse.position) else { return .stay }
        switch mouse.button {
        case .left:
            cursor = point
            message = nil
            return primaryAction(at: point, context: context)
        case .right:
            cursor = point
            message = nil
            return flag(at: point, context: context)
        case .middle:
            cursor = point
            message = nil
            return play(.chord(point), at: point, context: context)
        case .scrollUp, .scrollDown:
            return .stay
        }
    }

    static func isEnter(_ key: Key) -> Bool {
        key == .enter || key == .character("\n") || key == .character("\r")
    }

    // MARK: Actions

    private mutating func moveCursor(_ direction: Direction, steps: Int) {
        let board = state.board
        let moved = cursor.moved(by: direction, steps: steps)
        cursor = Point(x: min(max(0, moved.x), board.width - 1), y: min(max(0, moved.y), board.height - 1))
    }

    /// Space, Enter and a left click: reveal a covered cell, chord a revealed number.
    private mutating func primaryAction(at point: Point, context: ScreenContext) -> ScreenCommand {
        guard !state.board.isOver else {
            message = PlayMessage(text: state.canAdvance ? "Enter: on to Level \(state.level + 1)" : "Enter: a new game")
            return .stay
        }
        guard let move = state.primaryMove(at: point) else {
            message = PlayMessage(text: "Flagged: f takes the flag off first")
            return .stay
        }
        return play(move, at: point, context: context)
    }

    private mutating func flag(at point: Point, context: ScreenContext) -> ScreenCommand {
        play(.flag(point), at: point, context: context)
    }

    /// Applies a move through the session; an illegal one only says why.
    private mutating func play(_ move: MinesMove, at point: Point, context: ScreenContext) -> ScreenCommand {
        guard !state.board.isOver else { return .stay }
        guard let events = session.apply(move) else {
            message = PlayMessage(text: Self.whyNot(move, board: state.board))
            return .stay
        }
        report(.turn(events), context: context)
        switch state.board.outcome {
        case .playing:
            break
        case .won:
            let elapsed = clock.elapsedMilliseconds(at: context.now)
            clearedBoards.append(ClearedBoard(level: state.level, milliseconds: elapsed - boardStartMilliseconds,
                                              threeBV: state.board.threeBV ?? 0, clicks: state.board.clicks))
            if mode.isEndless {
                autosave(context: context)
            } else {
                end(.won, context: context)
            }
        case .lost:
            end(.lost, context: context)
        }
        syncClock(now: context.now)
        return .stay
    }

    /// Why a move did nothing, in the player's terms.
    static func whyNot(_ move: MinesMove, board: MinesBoard) -> String {
        switch move {
        case .reveal(let point):
            board.mark(at: point) == .flagged ? "Flagged: f takes the flag off first" : "Already open"
        case .flag(let point):
            if !board.isStarted { "Reveal a cell first: the mines are laid out at the first reveal" }
            else if board.mark(at: point) == .revealed { "This cell is open: there is nothing to flag" }
            else { "This cell cannot be flagged" }
        case .chord(let point):
            switch board.appearance(at: point) {
            case .revealed(let number) where number > 0:
                "To chord, flag exactly \(number) of its neighbours first"
            case .revealed:
                "Nothing to chord: no mine is next to this cell"
            default:
                "Chord works on a revealed number"
            }
        case .nextBoard:
            "The board is not cleared yet"
        }
    }

    private mutating func hint(context: ScreenContext) -> ScreenCommand {
        guard state.board.outcome == .playing else { return .stay }
        guard let hint = state.hint(near: cursor) else {
            message = PlayMessage(text: "No hint: nothing can be proven from here \(context.glyphs.dash) "
                                  + "this board needs a guess", isWarning: true)
            return .stay
        }
        cursor = hint.point
        if let events = session.recordHint() { report(.turn(events), context: context) }
        let text: String
        switch hint {
        case .safe:
            if !state.board.isStarted {
                text = "Hint: start here \(context.glyphs.dash) the first reveal always opens an area (Space)"
            } else if state.board.mark(at: hint.point) == .flagged {
                text = "Hint: this flag is wrong, the cell is safe \(context.glyphs.dash) f takes the flag off"
            } else {
                text = "Hint: this cell is safe \(context.glyphs.dash) Space reveals it"
            }
        case .mine:
            text = "Hint: no safe cell can be proven; this cell is a mine \(context.glyphs.dash) f flags it"
        }
        message = PlayMessage(text: text)
        return .stay
    }

    private mutating func togglePause(context: ScreenContext) -> ScreenCommand {
        guard state.board.outcome == .playing else { return .stay }
        isPaused.toggle()
        message = nil
        syncClock(now: context.now)
        // The game is saved as it pauses, in case the player walks away for good.
        if isPaused { autosave(context: context) }
        return .stay
    }

    /// Endless: the next level's board, with the run's clock going on.
    private mutating func nextLevel(context: ScreenContext) -> ScreenCommand {
        guard let events = session.apply(.nextBoard) else { return .stay }
        report(.turn(events), context: context)
        boardStartMilliseconds = clock.elapsedMilliseconds(at: context.now)
        cursor = Self.centre(of: state.board)
        scrollOrigin = .zero
        showsBoardOnly = false
        syncClock(now: context.now)
        autosave(context: context)
        return .stay
    }

    /// After a finished game: the same mode and settings again, on a new seed.
    private mutating func newGame(context: ScreenContext) -> ScreenCommand {
        var next = setup
        next.seed = context.environment.makeSeed()
        return .replace(MinesPlayScreen(setup: next))
    }

    /// `q` or Esc: a finished game is simply left; one in play asks whether to save it for
    /// later, when there is somewhere to save it.
    private mutating func quit(context: ScreenContext) -> ScreenCommand {
        guard isUnderWay, context.environment.saveSlot != nil else { return leave(context: context) }
        prompt = QuitPrompt(destination: "the Mines menu", outcome: "abandoned")
        syncClock(now: context.now)
        return .stay
    }

    /// Leaving for the Mines menu: the game ends here, unless it already has.
    mutating func leave(context: ScreenContext) -> ScreenCommand {
        syncClock(now: context.now)
        end(context: context)
        return .pop
    }

    /// How the game counts if it ends now: its board decided it, or it was left unfinished.
    var outcome: GameOutcome {
        switch state.board.outcome {
        case .lost: .lost
        case .won where !mode.isEndless: .won
        case .won, .playing: .abandoned
        }
    }

    /// Ends the game as it stands, once.
    mutating func end(context: ScreenContext) {
        end(outcome, context: context)
    }

    /// Reports the end of the game, once: a won or lost board, or one left unfinished. Its save,
    /// if any, goes with it.
    private mutating func end(_ outcome: GameOutcome, context: ScreenContext) {
        guard started, !ended else { return }
        ended = true
        report(.ended(outcome), context: context)
        removeSave(context: context)
    }

    /// Tells the listeners (stats, achievements) and keeps their banners.
    mutating func report(_ moment: GameReport.Moment, context: ScreenContext) {
        let report = GameReport(
            kind: .mines, level: nil, moment: moment, turn: session.log.count,
            playMilliseconds: clock.elapsedMilliseconds(at: context.now), instant: context.now,
            date: context.environment.clock.wallTime(), minesMode: mode)
        pendingBanners += context.environment.reportGame(report)
    }

    /// The app ends with this game open (a signal, the terminal closed, Save and exit): a game
    /// in play is saved and put away, to be continued; without a save slot it ends here instead
    /// (unfinished unless its board was decided), so its stats are rolled over rather than lost.
    public mutating func appWillStop(context: ScreenContext) {
        syncClock(now: context.now)
        saveForStop(context: context)
    }

    public mutating func takeBanners() -> [String] {
        defer { pendingBanners = [] }
        return pendingBanners
    }
}
