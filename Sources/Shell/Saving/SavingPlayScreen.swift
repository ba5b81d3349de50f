import Foundation
import GameCore
import GameRules
import Midend
import Progress
import SaveFiles
import Terminal

/// A play screen over a `GameRunner`: Tiles, Mines, and every game a front end adds. The screen
/// maps input to the runner's steps and draws what the runner holds; the runner carries out what
/// the game asks (reports, saves, ranking). What is the same for every game's screen lives here,
/// once, as sgt-puzzles' `midend_process_key` handles the keys every puzzle shares (issue 33):
///
/// - the keys every game shares (`playInput`): q and Esc quit (through the quit prompt when the
///   game can be saved), p pauses and resumes (while paused, only p, Space, Enter, ? and q mean
///   anything), ? opens the game's help, S its stats, A the achievements;
/// - whether the game is in view, so whether its clock runs (`syncClock`): the screen on top and
///   nothing over the board, decided here alone;
/// - the runner's effects (banners, the ranking job) handed to the loop in every answer
///   (`playAnswer`), the one way they reach it;
/// - the quit prompt's answers, leaving, and the save made as the app stops.
///
/// (When a game is saved is its `GamePlay`'s alone: at its start, every few moves, at the back
/// end's checkpoints, on pause; see `GamePlay.perform`.)
package protocol SavingPlayScreen: Screen {
    associatedtype BackEnd: StatsKeepingBackEnd
    /// The game and everything done with it.
    var runner: GameRunner<BackEnd> { get set }
    /// The save-and-quit question, while it is asked.
    var prompt: QuitPrompt? { get set }
    /// Where quitting leads, in the quit prompt's words ("the Mines menu").
    var quitDestination: String { get }
    /// The help page `?` opens (Mines: with or without question marks).
    var helpTopic: HelpTopic { get }
    /// Whether the game is finished for the player: q leaves it without asking (Tiles: a
    /// cleared level, or a free-play board stuck).
    var isFinished: Bool { get }
    /// Whether something of the game's own covers its board or the board is not in play (a
    /// question, a notice, a board not begun or decided): its clock stands still.
    var holdsClock: Bool { get }
    /// Whether p may pause the game now (Mines: not on a cleared board waiting for Enter).
    var canPause: Bool { get }
    /// The game's own questions and holds (a notice, "start a new game?", a deal awaited),
    /// asked before anything else; nil when none is up, so the event goes on.
    mutating func answerQuestion(_ event: InputEvent, context: ScreenContext) -> ScreenCommand?
    /// The game's own input while it is played (not paused, no question up); nil when the game
    /// has no use for the event, which then goes to the keys every game shares.
    mutating func handleGameInput(_ event: InputEvent, context: ScreenContext) -> ScreenCommand?
    /// What the game does as its screen comes on top (start the new game, read its records).
    mutating func gameWillShow(context: ScreenContext)
    /// Puts a line on the game's message line (nil clears it).
    mutating func tell(_ line: String?)
    /// Leaves the game for the screen below; it ends there.
    mutating func leave(context: ScreenContext) -> ScreenCommand
}

extension SavingPlayScreen {
    package var isUnderWay: Bool { runner.isUnderWay }
    package var saving: SaveProgress { runner.saving }
    package var ranking: RankingProgress { runner.ranking }
    package var isFinished: Bool { !runner.isUnderWay }
    package var canPause: Bool { true }

    /// Plays an action through the runner; nil when the rules refused it.
    @discardableResult
    package mutating func perform(_ action: SessionAction<BackEnd.State.Move>, context: ScreenContext) -> [GameEvent]? {
        runner.perform(action, services: context.playServices)
    }

    /// Writes the save; nil when it worked (or there is nowhere to save), else why not.
    package mutating func writeSave(context: ScreenContext) -> ArchiveFileError? {
        runner.writeSave(services: context.playServices)
    }

    /// Ends the game as it stands (left without saving), with the clock stopped where the screen is.
    package mutating func end(context: ScreenContext) {
        syncClock(now: context.now)
        runner.end(services: context.playServices)
    }

    package mutating func beginNewGame(context: ScreenContext) {
        runner.begin(services: context.playServices)
    }

    /// The app ends with this game open (a signal, the terminal closed, Save and exit): a game
    /// in play is saved and put away, to be continued; without a save slot it ends here instead,
    /// so its stats are rolled over rather than lost.
    package mutating func stopForApp(context: ScreenContext) {
        syncClock(now: context.now)
        runner.saveForStop(services: context.playServices)
    }

    /// `answer` with what the runner produced on the way (banners, the ranking job of a game
    /// that ended on this input): every answer of a play screen goes through here.
    package mutating func playAnswer(_ answer: ScreenCommand) -> ScreenCommand {
        answer.adding(runner.takeEffects())
    }

    /// The ranking job's answer (the results panel's line).
    package mutating func receiveRanking(_ delivery: WorkDelivery) -> Bool {
        runner.receiveRanking(delivery)
    }

    // MARK: Being on screen

    /// The clock runs while the game's screen is on top and nothing covers the board (the game's
    /// lifecycle adds: started, not paused, not over). Decided here for every game.
    package mutating func syncClock(now: Instant) {
        runner.show(onScreen: runner.isOnScreen, uncovered: prompt == nil && !holdsClock, at: now)
    }

    /// `Screen.activate` of every play screen.
    package mutating func activatePlay(context: ScreenContext) -> ScreenEffects {
        runner.show(onScreen: true, uncovered: false, at: context.now)
        gameWillShow(context: context)
        syncClock(now: context.now)
        return runner.takeEffects()
    }

    /// `Screen.deactivate` of every play screen.
    package mutating func deactivatePlay(context: ScreenContext) -> ScreenEffects {
        runner.show(onScreen: false, uncovered: false, at: context.now)
        return runner.takeEffects()
    }

    /// `Screen.tick` of every play screen: a second of play went by.
    package mutating func tickPlay(context: ScreenContext) -> ScreenEffects {
        runner.tick(services: context.playServices)
        return runner.takeEffects()
    }

    // MARK: Input

    /// `Screen.handle` of every play screen: the game's questions, the quit prompt, pause, the
    /// game's own input, then the keys every game shares.
    package mutating func playInput(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
        playAnswer(routeInput(event, context: context))
    }

    private mutating func routeInput(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
        if let answer = answerQuestion(event, context: context) { return answer }
        if prompt != nil { return answerPrompt(event, context: context) }
        if runner.play.isPaused {
            guard case .key(let key) = event else { return .stay }
            return handlePaused(key, context: context)
        }
        if let answer = handleGameInput(event, context: context) { return answer }
        guard case .key(let key) = event else { return .stay }
        return handleSharedKey(key, context: context) ?? .stay
    }

    /// The keys every game shares while it is played.
    private mutating func handleSharedKey(_ key: Key, context: ScreenContext) -> ScreenCommand? {
        switch key {
        case .character("q"), .escape:
            return quit(context: context)
        case .character("p"):
            guard canPause else { return .stay }
            tell(nil)
            runner.pause(services: context.playServices)
            return .stay
        case .character("?"):
            return .push(HelpScreen(topic: helpTopic))
        case .character("S"):
            return context.environment.openStats.map { .push($0(BackEnd.kind)) } ?? .stay
        case .character("A"):
            return context.environment.openAchievements.map { .push($0()) } ?? .stay
        default:
            return nil
        }
    }

    /// While paused the board is hidden: p, Space or Enter resumes, ? and q work, anything
    /// else says how to go on.
    private mutating func handlePaused(_ key: Key, context: ScreenContext) -> ScreenCommand {
        if key == .character("p") || KeyBindings.isConfirm(key) {
            runner.play.resume(at: context.now)
            tell(nil)
            syncClock(now: context.now)
            return .stay
        }
        switch key {
        case .character("?"):
            return .push(HelpScreen(topic: helpTopic))
        case .character("q"), .escape:
            return quit(context: context)
        default:
            tell("Paused: p resumes")
            return .stay
        }
    }

    /// `q` or Esc: a finished game is simply left; one in play asks whether to save it for
    /// later, when there is somewhere to save it.
    private mutating func quit(context: ScreenContext) -> ScreenCommand {
        guard !isFinished, context.environment.saveSlot != nil else { return leave(context: context) }
        prompt = QuitPrompt(destination: quitDestination, outcome: runner.play.hasMoved ? outcomeIfLeft : nil)
        syncClock(now: context.now)
        return .stay
    }

    // MARK: The quit prompt

    /// How the game would count if it were left now, in the prompt's words.
    package var outcomeIfLeft: String {
        GamePlay<BackEnd>.outcome(of: runner.play.status) == .lost ? "lost" : "abandoned"
    }

    package mutating func answerPrompt(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
        guard var asked = prompt else { return .stay }
        let choice: QuitPrompt.Choice?
        switch event {
        case .key(let key):
            choice = asked.handle(key)
        case .mouse(let mouse) where mouse.button == .left:
            choice = asked.choice(at: mouse.position, size: context.size)
        default:
            choice = nil
        }
        prompt = asked
        switch choice {
        case nil:
            return .stay
        case .cancel:
            prompt = nil
            syncClock(now: context.now)
            return .stay
        case .quitWithoutSaving:
            prompt = nil
            return leave(context: context)
        case .saveAndQuit, .saveAndExit:
            if let failure = writeSave(context: context) {
                prompt?.failure = SaveSlot.failureLine(failure) + " Quit without saving, or cancel."
                return .stay
            }
            prompt = nil
            runner.suspend(services: context.playServices)
            return choice == .saveAndExit
                ? .quit
                : ScreenCommand(.pop, banners: ["Game saved: Continue in the main menu picks it up"])
        }
    }
}
