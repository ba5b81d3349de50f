import Shell
import ReplayUI
import GameCore
import GameRules
import Leaderboards
import Midend
import Mines
import Progress
import Terminal
import StatsUI

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
    /// The game (`GamePlay` of `MinesBackEnd`: session, cursor, board times, play clock, timed log,
    /// lifecycle) and everything done with it: reports, saves, ranking (the shell's one runner).
    package var runner: GameRunner<MinesBackEnd>
    /// The lifetime records when the game began, for the "new best" lines.
    public private(set) var recordsBefore: MinesRecords?
    /// The top left of the window onto a board bigger than the screen.
    private(set) var scrollOrigin = Point.zero
    private(set) var count = RepeatCount()
    var message: PlayMessage?
    /// A banner waits while the message line holds what the player asked for (a hint's
    /// sentence, the odds, a count): it shows after the next key clears it (issue 31).
    public var showsRequestedMessage: Bool { message != nil }
    /// The attempt on screen: a retry of the board starts another in place.
    public var noticeScope: Int { runner.attempts }
    /// The odds overlay (`o`), while it is on: MinesOddsOverlay.swift.
    var oddsOverlay: MinesOddsOverlay?
    /// After the game: the results panel can be put aside to look at the board.
    private(set) var showsBoardOnly = false
    /// The save-and-quit question, while it is asked.
    package var prompt: QuitPrompt?
    /// Before a new game starts while another is saved: whether to give the saved one up.
    package var replacing: ReplaceSavedGameQuestion?
    /// `n` during a game: whether to give it up for a new one, while it is asked.
    package var newGameQuestion: NewGameQuestion?
    /// A ranked game's first play on a board service: MinesPlayScreen+Dealing.swift.
    package var dealing = MinesDealing.notAsked

    /// A line under the board, replaced by the next action.
    package struct PlayMessage: Equatable {
        package var text: String
        package var isWarning = false
    }

    /// A new game of `setup`, its seed dealt by the game (`makeSeed`) or chosen by the player
    /// (`--seed`): only a dealt seed can be ranked.
    public init(setup: MinesSetup, origin: SeedOrigin) {
        runner = Self.runner(GamePlay(setup.gameSetup, initial: setup.initialState, origin: origin))
    }

    /// A game brought back from a save (rebuilt by the back end's replay). It is not a new game,
    /// so no `.started` is reported.
    public init(resuming play: GamePlay<MinesBackEnd>) {
        runner = Self.runner(play)
        let board = play.state.board
        if !board.contains(play.interface.cursor) { self.play.interface.cursor = Self.centre(of: board) }
    }

    /// The runner of a Mines game: its save is summed up by the board it is on.
    private static func runner(_ play: GamePlay<MinesBackEnd>) -> GameRunner<MinesBackEnd> {
        GameRunner(play) { summaryDetail(mode: $0.state.mode, level: $0.state.level) }
    }

    /// The game: session, cursor, board times, play clock, timed log and lifecycle.
    public package(set) var play: GamePlay<MinesBackEnd> {
        get { runner.play }
        set { runner.play = newValue }
    }

    /// Play time when the board on screen began: 0, or the moment the previous level was cleared.
    public var boardStartMilliseconds: Int { play.interface.boardStartMilliseconds }
    /// The boards cleared in this game, in order (an endless run's levels).
    public var clearedBoards: [ClearedBoard] { play.interface.clearedBoards }
    public var session: GameSession<MinesState> { play.session }
    public var clock: PlayClock { play.clock }
    public var state: MinesState { play.state }
    public var setup: MinesSetup { state.setup }
    public var mode: MinesMode { state.mode }
    public var isPaused: Bool { play.isPaused }
    public internal(set) var cursor: Point {
        get { play.interface.cursor }
        set { play.interface.cursor = newValue }
    }

    package static func centre(of board: MinesBoard) -> Point {
        Point(x: board.width / 2, y: board.height / 2)
    }

    /// Whether the results panel (board cleared, game over) is up.
    package var showsPanel: Bool { state.board.isOver && !showsBoardOnly }

    package func layout(size: ScreenSize) -> MinesPlayLayout {
        MinesPlayLayout(size: size, boardWidth: state.board.width, boardHeight: state.board.height, cursor: cursor,
                        previousOrigin: scrollOrigin, withPanel: showsPanel)
    }

    // MARK: Being on screen

    @discardableResult
    public mutating func activate(context: ScreenContext) -> ScreenEffects { activatePlay(context: context) }

    /// A new game starts as it first shows (unless a saved one must be given up first).
    package mutating func gameWillShow(context: ScreenContext) {
        if play.lifecycle == .notStarted && replacing == nil {
            replacing = ReplaceSavedGameQuestion.ifNeeded(title: "Start a new game?",
                                                          startAction: "start the new game", context: context)
            if replacing == nil { start(context: context) }
        }
        // A resumed game is measured against the records as they are when it comes back.
        if play.lifecycle != .notStarted && recordsBefore == nil { keepRecords(context: context) }
    }

    /// The new game begins: reported started, the saved game (if any) given up (and counted),
    /// this one saved at once.
    private mutating func start(context: ScreenContext) {
        beginNewGame(context: context)
        keepRecords(context: context)
    }

    private mutating func keepRecords(context: ScreenContext) {
        recordsBefore = context.environment.progress.map { MinesRecords(totals: $0.totals(for: .mines), mode: mode,
                                                                               style: state.settings.style) }
    }

    @discardableResult
    public mutating func deactivate(context: ScreenContext) -> ScreenEffects { deactivatePlay(context: context) }

    public func nextChange(after now: Instant) -> Instant? {
        [clock.nextWholeSecond(after: now), dealing.nextChange(after: now)].compactMap { $0 }.min()
    }

    @discardableResult
    public mutating func tick(context: ScreenContext) -> ScreenEffects {
        showDealing(now: context.now)
        return tickPlay(context: context)
    }

    /// The clock stands still under a question, and runs only on a board in play from its first
    /// reveal on: the competitive rule, so looking at a fresh board costs nothing, and the time
    /// shown, counted and ranked is the one `verify` reads from the log (from the first reveal
    /// to the end).
    package var holdsClock: Bool {
        let board = state.board
        return replacing != nil || newGameQuestion != nil || board.outcome != .playing || !board.hasBegun
    }

    /// Not on a cleared board waiting for Enter, nor on a decided one.
    package var canPause: Bool { state.board.outcome == .playing }

    package var quitDestination: String { "the Mines menu" }
    package var helpTopic: HelpTopic { .mines(questionMarks: state.board.questionMarks) }

    package mutating func tell(_ line: String?) {
        message = line.map { PlayMessage(text: $0) }
    }

    // MARK: Input

    /// The keys every game shares are the shell's (`SavingPlayScreen.playInput`).
    public mutating func handle(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
        playInput(event, context: context)
    }

    /// A held first reveal, "start a new game?" and `n`'s question take every key first.
    package mutating func answerQuestion(_ event: InputEvent, context: ScreenContext) -> ScreenCommand? {
        if dealing.holds(event) { return .stay }
        if replacing != nil { return answerReplacing(event, context: context) }
        if newGameQuestion != nil { return answerNewGame(event, context: context) }
        return nil
    }

    package mutating func handleGameInput(_ event: InputEvent, context: ScreenContext) -> ScreenCommand? {
        let command: ScreenCommand?
        let before = cursor
        switch event {
        case .key(let key): command = handle(key, context: context)
        case .mouse(let mouse): command = handle(mouse, context: context)
        default: return .stay
        }
        traceCursor(from: before, context: context)
        scrollOrigin = layout(size: context.size).origin
        return command
    }

    /// The deal's answer (the held reveal is made), or the ranking job's (the results panel's line).
    public mutating func receive(_ delivery: WorkDelivery, context: ScreenContext) -> ScreenCommand {
        if let dealt = receiveDeal(delivery, context: context) { return playAnswer(dealt) }
        _ = receiveRanking(delivery)
        return playAnswer(.stay)
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

    private mutating func handle(_ key: Key, context: ScreenContext) -> ScreenCommand? {
        if case .character(let character) = key, !state.board.isOver, count.take(character) {
            message = PlayMessage(text: "Repeat \(count.value ?? 1): now a move")
            return .stay
        }
        // Esc after a count takes the count back (as in vi), not the game.
        if key == .escape, count.value != nil {
            count.clear()
            message = PlayMessage(text: "Count cancelled")
            return .stay
        }
        let repeats = count.consume()
        message = nil
        // On the results panel `l` opens the leaderboard (the board behind it takes it as a move).
        if key == .character("l"), showsPanel, !state.canAdvance {
            return openBoard(context: context) ?? notOnABoard()
        }
        // `c` copies the panel's line to share (a daily's), as on the Daily screen.
        if key == .character("c"), showsPanel, let line = ranking.shareLine { return .copy(line) }
        if let direction = KeyBindings.direction(for: key) {
            moveCursor(direction, steps: repeats)
            return .stay
        }
        if let jump = CursorJump(key) {
            self.jump(jump, repeats: repeats, size: context.size)
            return .stay
        }
        if KeyBindings.isEnter(key) {
            if state.canAdvance { return nextLevel(context: context) }
            if state.isOver { return startNewGame(context: context) }
        }
        switch key {
        case .character("n"):
            return requestNewGame(context: context)
        case .character("r") where canRetry:
            return retryBoard(context: context)
        case .character("u") where canUndoLoss:
            return undoLoss(context: context)
        case .character("v"):
            return toggleLiveCounters(context: context)
        case let confirm where KeyBindings.isConfirm(confirm):
            return primaryAction(at: cursor, context: context)
        case .character("f"):
            return flag(at: cursor, context: context)
        case .character("c"):
            return playMove(.chord(cursor), at: cursor, context: context)
        case .character("H"):
            return hint(context: context)
        case .character("o"):
            return toggleOdds(context: context)
        case .tab:
            if state.board.isOver { showsBoardOnly.toggle() }
            return .stay
        default:
            return nil
        }
    }

    private mutating func handle(_ mouse: MouseEvent, context: ScreenContext) -> ScreenCommand {
        count.clear()
        guard !state.board.isOver else { return .stay }
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
            return playMove(.chord(point), at: point, context: context)
        case .scrollUp, .scrollDown, .leftDrag:
            return .stay
        }
    }

    // MARK: Actions

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
        return playMove(move, at: point, context: context)
    }

    private mutating func flag(at point: Point, context: ScreenContext) -> ScreenCommand {
        playMove(.flag(point), at: point, context: context)
    }

    /// Applies a move through the session; an illegal one only says why.
    /// Plays a move; an illegal one only says why. A won or lost board ends the game in the same
    /// step (the game's effects); an endless run's cleared board is saved and waits for Enter.
    mutating func playMove(_ move: MinesMove, at point: Point, context: ScreenContext) -> ScreenCommand {
        guard !state.board.isOver else { return .stay }
        if let held = dealFirst(move, context: context) { return held }
        guard perform(.move(move), context: context) != nil else {
            message = PlayMessage(text: Self.whyNot(move, board: state.board))
            return .stay
        }
        syncClock(now: context.now)
        return .stay
    }

    /// Endless: the next level's board (its cursor in the middle, the back end's), with the
    /// run's clock going on; saved by the game as it begins.
    private mutating func nextLevel(context: ScreenContext) -> ScreenCommand {
        guard perform(.move(.nextBoard), context: context) != nil else { return .stay }
        scrollOrigin = .zero
        showsBoardOnly = false
        syncClock(now: context.now)
        return .stay
    }

    /// Leaving for the Mines menu: the game ends here, unless it already has.
    package mutating func leave(context: ScreenContext) -> ScreenCommand {
        syncClock(now: context.now)
        end(context: context)
        return .pop
    }

    /// The app ends with this game open (a signal, the terminal closed, Save and exit): a game
    /// in play is saved and put away, to be continued; without a save slot it ends here instead
    /// (unfinished unless its board was decided), so its stats are rolled over rather than lost.
    public mutating func appWillStop(context: ScreenContext) {
        stopForApp(context: context)
    }
}
