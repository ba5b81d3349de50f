import GameCore
import GameRules
import Leaderboards
import Midend
import Progress
import Shell
import Terminal
import StatsUI

/// Playing lights-out in the app: the screen maps keys to presses and draws the board; every
/// step of the game (reports, saves, the save's removal, ranking) goes through the shell's one
/// runner, `GameRunner`, as Tiles' and Mines' play screens do. Nothing here keeps a copy of the
/// game's state: the board, the presses, the cursor and the clock are the runner's `play`'s.
public struct LightsOutPlayScreen: Screen {
    /// The board a new game from the menu is scrambled with.
    public static let classic = LightsOutParams(scramble: 9)

    /// The game and everything done with it: reports, saves, ranking.
    package var runner: GameRunner<LightsOutBackEnd>
    /// The save-and-quit question, while it is asked.
    package var prompt: QuitPrompt?
    /// Before a new game starts while another is saved: whether to give the saved one up.
    package var replacing: ReplaceSavedGameQuestion?
    /// A line under the board, replaced by the next key.
    package private(set) var message: String?
    private var isActive = false

    /// A new game of `setup`, not started until the screen first shows.
    public init(setup: GameSetup<LightsOutParams>, origin: SeedOrigin) throws {
        runner = Self.runner(try GamePlay(setup, origin: origin))
    }

    /// "Lights Out scrambled 9 times, 0:12 played, saved today 10:05" on the Continue line.
    private static func runner(_ play: GamePlay<LightsOutBackEnd>) -> GameRunner<LightsOutBackEnd> {
        GameRunner(play) { "Scrambled \($0.setup.params.scramble) times" }
    }

    /// The game: session, cursor, play clock, timed log and lifecycle.
    public package(set) var play: GamePlay<LightsOutBackEnd> {
        get { runner.play }
        set { runner.play = newValue }
    }

    /// A game brought back from its save (its log replayed through the back end).
    package init(resuming play: GamePlay<LightsOutBackEnd>) {
        runner = Self.runner(play)
        if !(0...8).contains(play.interface.cursor) { self.play.interface.cursor = 4 }
    }

    public var state: LightsOutState { play.state }
    public var cursor: Int {
        get { play.interface.cursor }
        set { play.interface.cursor = newValue }
    }

    /// Whether the board is decided and the results panel is up.
    package var isWon: Bool { state.isOver }

    // MARK: Being on screen

    public mutating func activate(context: ScreenContext) {
        isActive = true
        if play.lifecycle == .notStarted && replacing == nil {
            replacing = ReplaceSavedGameQuestion.ifNeeded(title: "Start a new game?",
                                                          startAction: "start the new game", context: context)
            if replacing == nil { beginNewGame(context: context) }
        }
        syncClock(now: context.now)
    }

    public mutating func deactivate(context: ScreenContext) {
        isActive = false
        syncClock(now: context.now)
    }

    public func nextChange(after now: Instant) -> Instant? {
        play.nextChange(after: now)
    }

    public mutating func tick(context: ScreenContext) {
        runner.tick(services: context.playServices)
    }

    /// The clock runs while the board is in view with no question over it (the game's lifecycle
    /// adds: started, not paused, not over).
    package mutating func syncClock(now: Instant) {
        play.show(isActive && prompt == nil && replacing == nil && !isWon, at: now)
    }

    public mutating func takeBanners() -> [String] {
        takeRunnerBanners()
    }

    /// The ranking job's answer: the results panel's line.
    public mutating func receive(_ delivery: WorkDelivery, context: ScreenContext) -> ScreenCommand {
        _ = receiveRanking(delivery)
        return .stay
    }

    /// The app stops with the game open: saved and put away, to be continued.
    public mutating func appWillStop(context: ScreenContext) {
        stopForApp(context: context)
    }

    public mutating func leaveUnseen(context: ScreenContext) -> ScreenCommand { leaveGameUnseen(context: context) }
    public func unseenLeaving(context: ScreenContext) -> String { gameUnseenLeaving(context: context) }

    // MARK: Input

    public mutating func handle(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
        // A game decided on this key carries its ranking job to the main loop.
        carryingRankingJob(handleInput(event, context: context))
    }

    private mutating func handleInput(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
        if replacing != nil { return answerReplacing(event, context: context) }
        if prompt != nil { return answerPrompt(event, context: context) }
        guard case .key(let key) = event else { return .stay }
        message = nil
        if play.isPaused { return handlePaused(key, context: context) }
        if let direction = KeyBindings.arrowOrViDirection(for: key), !isWon {
            moveCursor(direction)
            return .stay
        }
        switch key {
        case .character(let digit) where digit.isASCII && (1...9).contains(digit.wholeNumberValue ?? 0):
            return press(cell: (digit.wholeNumberValue ?? 1) - 1, context: context)
        case .character(" "), .enter, .character("\n"), .character("\r"):
            return press(cell: cursor, context: context)
        case .character("l") where isWon:
            if let open = openBoard(context: context) { return open }
            message = "This game is not on a board: only a dealt game won without help is ranked"
            return .stay
        case .character("p"):
            guard !isWon else { return .stay }
            runner.pause(services: context.playServices)
            return .stay
        case .character("?"):
            return .push(HelpScreen(topic: LightsOutFrontEnd.helpTopic))
        case .character("S"):
            return .push(StatsScreen(kind: LightsOutBackEnd.kind))
        case .character("q"), .escape:
            return quit(context: context)
        default:
            return .stay
        }
    }

    private mutating func handlePaused(_ key: Key, context: ScreenContext) -> ScreenCommand {
        switch key {
        case .character("p"), .character(" "), .enter:
            play.resume(at: context.now)
            syncClock(now: context.now)
            return .stay
        case .character("q"), .escape:
            return quit(context: context)
        default:
            message = "Paused: p resumes"
            return .stay
        }
    }

    private mutating func moveCursor(_ direction: Direction) {
        var (row, column) = (cursor / 3, cursor % 3)
        switch direction {
        case .up: row = max(0, row - 1)
        case .down: row = min(2, row + 1)
        case .left: column = max(0, column - 1)
        case .right: column = min(2, column + 1)
        }
        cursor = row * 3 + column
    }

    /// Presses a light through the game; the step's effects (a report, an autosave, the end
    /// and its ranking) are carried out by the runner.
    private mutating func press(cell: Int, context: ScreenContext) -> ScreenCommand {
        guard !isWon else {
            message = "All lights are out: q goes back"
            return .stay
        }
        cursor = cell
        if perform(.move(LightsOutMove(cell)), context: context) == nil {
            message = "That light cannot be pressed now"
        }
        syncClock(now: context.now)
        return .stay
    }

    /// The question before a new game when another is saved: Enter starts (the saved game is
    /// given up), Esc goes back with it kept.
    private mutating func answerReplacing(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
        guard let question = replacing, case .key(let key) = event else { return .stay }
        switch question.answer(to: key) {
        case nil:
            return .stay
        case .start:
            replacing = nil
            beginNewGame(context: context)
            syncClock(now: context.now)
            return .stay
        case .keep:
            return .pop
        }
    }

    /// `q` or Esc: a decided game is simply left; one in play asks whether to keep it.
    private mutating func quit(context: ScreenContext) -> ScreenCommand {
        guard isUnderWay, context.environment.saveSlot != nil else { return leave(context: context) }
        prompt = QuitPrompt(destination: "the Lights Out menu", outcome: outcomeIfLeft)
        syncClock(now: context.now)
        return .stay
    }

    /// Back to the Lights Out menu: the game ends here, unless it already has.
    package mutating func leave(context: ScreenContext) -> ScreenCommand {
        end(context: context)
        return .pop
    }
}
