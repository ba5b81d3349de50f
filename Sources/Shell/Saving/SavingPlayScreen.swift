import Foundation
import GameCore
import GameRules
import Midend
import SaveFiles
import Terminal

/// A play screen over a `GameRunner`: Tiles, Mines, and every game a front end adds. The screen
/// maps input to the runner's steps and draws what the runner holds; the runner carries out what
/// the game asks (reports, saves, ranking). What is the same for every game's screen lives here:
/// the quit prompt's answers, leaving, and the save made as the app stops.
package protocol SavingPlayScreen: Screen {
    associatedtype BackEnd: GameBackEnd
    /// The game and everything done with it.
    var runner: GameRunner<BackEnd> { get set }
    /// The save-and-quit question, while it is asked.
    var prompt: QuitPrompt? { get set }
    /// Runs or stops the play clock to match what is on screen.
    mutating func syncClock(now: Instant)
    /// Leaves the game for the screen below; it ends there.
    mutating func leave(context: ScreenContext) -> ScreenCommand
}

extension SavingPlayScreen {
    package var isUnderWay: Bool { runner.isUnderWay }
    package var saving: SaveProgress { runner.saving }
    package var ranking: RankingProgress { runner.ranking }

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

    package mutating func takeRunnerBanners() -> [String] {
        runner.takeBanners()
    }

    /// A game that ended on this input (decided, left, replaced) carries its ranking job.
    package mutating func carryingRankingJob(_ command: ScreenCommand) -> ScreenCommand {
        runner.attachRankingJob(to: command)
    }

    /// The ranking job's answer (the results panel's line).
    package mutating func receiveRanking(_ delivery: WorkDelivery) -> Bool {
        runner.receiveRanking(delivery)
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
