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

    @discardableResult
    public mutating func activate(context: ScreenContext) -> ScreenEffects { activatePlay(context: context) }

    /// A new game starts as it first shows (unless a saved one must be given up first).
    package mutating func gameWillShow(context: ScreenContext) {
        if play.lifecycle == .notStarted && replacing == nil {
            replacing = ReplaceSavedGameQuestion.ifNeeded(title: "Start a new game?",
                                                          startAction: "start the new game", context: context)
            if replacing == nil { beginNewGame(context: context) }
        }
    }

    @discardableResult
    public mutating func deactivate(context: ScreenContext) -> ScreenEffects { deactivatePlay(context: context) }

    public func nextChange(after now: Instant) -> Instant? {
        play.nextChange(after: now)
    }

    @discardableResult
    public mutating func tick(context: ScreenContext) -> ScreenEffects { tickPlay(context: context) }

    /// The clock stands still under "start a new game?" and once every light is out.
    package var holdsClock: Bool { replacing != nil || isWon }

    package var quitDestination: String { "the Lights Out menu" }
    package var helpTopic: HelpTopic { LightsOutFrontEnd.helpTopic }

    package mutating func tell(_ line: String?) {
        message = line
    }

    /// The ranking job's answer: the results panel's line.
    public mutating func receive(_ delivery: WorkDelivery, context: ScreenContext) -> ScreenCommand {
        _ = receiveRanking(delivery)
        return playAnswer(.stay)
    }

    /// The app stops with the game open: saved and put away, to be continued.
    public mutating func appWillStop(context: ScreenContext) {
        stopForApp(context: context)
    }

    public mutating func leaveUnseen(context: ScreenContext) -> ScreenCommand { leaveGameUnseen(context: context) }
    public func unseenLeaving(context: ScreenContext) -> String { gameUnseenLeaving(context: context) }

    // MARK: Input

    /// The keys every game shares are the shell's (`SavingPlayScreen.playInput`).
    public mutating func handle(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
        playInput(event, context: context)
    }

    package mutating func answerQuestion(_ event: InputEvent, context: ScreenContext) -> ScreenCommand? {
        replacing != nil ? answerReplacing(event, context: context) : nil
    }

    package mutating func handleGameInput(_ event: InputEvent, context: ScreenContext) -> ScreenCommand? {
        guard case .key(let key) = event else { return .stay }
        message = nil
        if let direction = KeyBindings.arrowOrViDirection(for: key), !isWon {
            moveCursor(direction)
            return .stay
        }
        switch key {
        case .character(let digit) where digit.isASCII && (1...9).contains(digit.wholeNumberValue ?? 0):
            return press(cell: (digit.wholeNumberValue ?? 1) - 1, context: context)
        case let confirm where KeyBindings.isConfirm(confirm):
            return press(cell: cursor, context: context)
        case .character("l") where isWon:
            if let open = openBoard(context: context) { return open }
            message = "This game is not on a board: only a dealt game won without help is ranked"
            return .stay
        default:
            return nil
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

    /// Back to the Lights Out menu: the game ends here, unless it already has.
    package mutating func leave(context: ScreenContext) -> ScreenCommand {
        end(context: context)
        return .pop
    }
}
