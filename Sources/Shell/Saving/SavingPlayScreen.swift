import Foundation
import GameCore
import GameRules
import Midend
import Storage
import Terminal

/// What has been saved of a game, so that the save made as the app stops knows what it can fall
/// back on and a failing autosave is told once. (When a save is due is the game's `GamePlay`'s.)
package struct SaveProgress: Equatable {
    /// A save of this game is on disk (made in this run or the one it was resumed from).
    package var hasArchive = false
    /// The last save failed and the player was told; they are told again only after a success.
    package var failing = false

    package init(hasArchive: Bool = false, failing: Bool = false) {
        self.hasArchive = hasArchive
        self.failing = failing
    }
}

/// A play screen over a `GamePlay`: Tiles and Mines. The screen maps input to the play's moves
/// and draws; the play answers with effects, which `run` carries out here, the one runner: the
/// reports to the stats, the saves, the save's removal, putting a game away. The quit prompt's
/// answers and the save made as the app stops are the same for every game and live here too.
package protocol SavingPlayScreen: Screen {
    associatedtype BackEnd: GameBackEnd
    /// The game.
    var play: GamePlay<BackEnd> { get set }
    /// What has been saved of this game.
    var saving: SaveProgress { get set }
    /// Banners for the controller, from listeners and from failed saves.
    var pendingBanners: [String] { get set }
    /// The save-and-quit question, while it is asked.
    var prompt: QuitPrompt? { get set }
    /// The stats of a resumed game when this run keeps none: written back with the next save.
    var carriedProgress: SavedGameProgress? { get }
    /// Whether the decided game was ranked, and the job that finds out.
    var ranking: RankingProgress { get set }

    /// The game as its save holds it (format 2: the play's own values), with its stats.
    func savedGame(context: ScreenContext) throws -> SavedGame
    /// What the main menu's Continue line will say about it.
    func saveSummary(of game: SavedGame, context: ScreenContext) -> SaveSummary
    /// Runs or stops the play clock to match what is on screen.
    mutating func syncClock(now: Instant)
    /// Leaves the game for the screen below; it ends there.
    mutating func leave(context: ScreenContext) -> ScreenCommand
}

extension SavingPlayScreen {
    package var isUnderWay: Bool { play.isUnderWay }

    /// The save of `play` in format 2, with the stats to keep.
    package func savedGame(of play: GamePlay<BackEnd>, context: ScreenContext) throws -> SavedGame {
        SavedGame(kind: BackEnd.kind.rawValue, play: try play.savedPlay(),
                  playMilliseconds: Int64(play.playMilliseconds(at: context.now)), paused: play.isPaused,
                  progress: progressToSave(context: context))
    }

    /// The game's stats as its save keeps them: Progress's game in progress, or, in a run that
    /// keeps no stats, the ones a resumed save carried.
    package func progressToSave(context: ScreenContext) -> SavedGameProgress? {
        context.environment.progress?.gameToSave.map { SavedGameProgress(gameId: $0.id, game: $0.progress) }
            ?? carriedProgress
    }

    // MARK: The one runner

    /// Carries out a game's effects, in order: the world's side of every step of play.
    package mutating func run(_ effects: [GameEffect], context: ScreenContext) {
        let environment = context.environment
        for effect in effects {
            switch effect {
            case .retireSavedGame:
                if let slot = environment.saveSlot {
                    pendingBanners += SavedGameRetirement.retire(slot: slot, context: context)
                }
            case .report(let report):
                pendingBanners += environment.reportGame(report)
            case .autosave:
                autosave(context: context)
            case .removeSave:
                removeSave(context: context)
            case .suspendProgress:
                environment.progress?.suspendGame()
            case .rank:
                rank(context: context)
            }
        }
    }

    /// Plays an action through the game and carries out what it asks; nil when the rules refused it.
    @discardableResult
    package mutating func perform(_ action: SessionAction<BackEnd.State.Move>, context: ScreenContext) -> [GameEvent]? {
        let step = play.perform(action, at: moment(context))
        run(step.effects, context: context)
        return step.events
    }

    package func moment(_ context: ScreenContext) -> GameMoment {
        GameMoment(instant: context.now, date: context.environment.clock.wallTime())
    }

    // MARK: Saving

    /// Writes the save; nil when it worked (or there is nowhere to save), else why not.
    package mutating func writeSave(context: ScreenContext) -> ArchiveFileError? {
        guard let slot = context.environment.saveSlot else { return nil }
        let game: SavedGame
        do {
            game = try savedGame(context: context)
        } catch {
            return ArchiveFileError(step: .encoding, file: slot.url, errorNumber: 0, detail: String(describing: error))
        }
        do {
            try slot.write(game, summary: saveSummary(of: game, context: context))
            saving.hasArchive = true
            saving.failing = false
            return nil
        } catch {
            return error
        }
    }

    /// Saves now; a failure is told once, in a banner, and play goes on.
    package mutating func autosave(context: ScreenContext) {
        guard isUnderWay, context.environment.saveSlot != nil else { return }
        guard let failure = writeSave(context: context) else { return }
        if !saving.failing {
            pendingBanners.append(SaveSlot.autosaveFailureLine(failure))
        }
        saving.failing = true
    }

    /// The game is saved and put away: it no longer ends with this screen, and Progress lets go
    /// of it without rolling it over (the save carries its stats to the next run).
    package mutating func suspend(context: ScreenContext) {
        run(play.suspend(at: context.now), context: context)
        context.environment.saveSlot?.letGo()
    }

    /// Ends the game as it stands (left without saving), once; its save goes with it.
    package mutating func end(context: ScreenContext) {
        syncClock(now: context.now)
        run(play.end(at: moment(context)), context: context)
    }

    /// The app is stopping: save and suspend. If the save fails, an earlier save of this game
    /// (the last autosave) is what the player will continue from; with none, the game ends now.
    package mutating func saveForStop(context: ScreenContext) {
        guard isUnderWay else { return }
        guard let slot = context.environment.saveSlot else {
            end(context: context)
            return
        }
        if let failure = writeSave(context: context) {
            slot.stopFailure = saving.hasArchive
                ? "\(failure.description) Continue resumes the game from its last autosave."
                : failure.description
            guard saving.hasArchive else {
                end(context: context)
                return
            }
        }
        suspend(context: context)
    }

    /// The game ended: its save goes (a removal that fails is told, the file stays).
    package mutating func removeSave(context: ScreenContext) {
        guard let slot = context.environment.saveSlot else { return }
        if let failure = slot.remove() { pendingBanners.append(failure) }
        saving.hasArchive = false
    }

    // MARK: A new game

    /// A new game begins: the game saved before it (another level or board, or an earlier run's)
    /// is given up, ended as abandoned so that it is still counted once, the start is reported,
    /// and this one is saved at once, so the save always follows the game being played.
    package mutating func beginNewGame(context: ScreenContext) {
        run(play.start(at: moment(context)), context: context)
    }

    // MARK: The quit prompt

    /// How the game would count if it were left now, in the prompt's words.
    package var outcomeIfLeft: String {
        GamePlay<BackEnd>.outcome(of: play.status) == .lost ? "lost" : "abandoned"
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
            suspend(context: context)
            return choice == .saveAndExit
                ? .quit
                : ScreenCommand(.pop, banners: ["Game saved: Continue in the main menu picks it up"])
        }
    }
}
