import Foundation
import GameCore
import Midend
import Storage
import Terminal

/// What has been saved of a game, so that autosave knows when the next one is due and the save
/// made as the app stops knows what it can fall back on.
struct SaveProgress: Equatable {
    /// An autosave every this many logged actions (moves, undos, redos, restarts, hints): a kill
    /// or a power cut loses at most these.
    static let autosaveInterval = 5

    /// The log length at the last save attempt, successful or not.
    var attemptedAt: Int?
    /// A save of this game is on disk (made in this run or the one it was resumed from).
    var hasArchive = false
    /// The last save failed and the player was told; they are told again only after a success.
    var failing = false
    /// Saved and put away (Save and quit, the app stopping): not this screen's to end any more.
    var suspended = false
}

/// A play screen whose game is kept for later: Tiles and Mines. The game supplies what its save
/// holds and how it ends; the mechanics of saving are the same for both and live here: autosave
/// every few actions, the quit prompt's answers, the save made as the app stops, putting a
/// saved game away, and removing the save when the game ends.
protocol SavingPlayScreen: Screen {
    /// What has been saved of this game.
    var saving: SaveProgress { get set }
    /// Banners for the controller, from listeners and from failed saves.
    var pendingBanners: [String] { get set }
    /// The save-and-quit question, while it is asked.
    var prompt: QuitPrompt? { get set }
    /// The game has been reported started (or was resumed) and has neither ended nor been put away.
    var isUnderWay: Bool { get }
    /// The length of the session's log: what autosave counts.
    var loggedActions: Int { get }

    /// The game as its save holds it, with its stats.
    func savedGame(context: ScreenContext) -> SavedGame
    /// What the main menu's Continue line will say about it.
    func saveSummary(of game: SavedGame, context: ScreenContext) -> SaveSummary

    /// The game is put away without ending (it was saved): `isUnderWay` becomes false.
    mutating func markPutAway()
    /// Ends the game as it stands (reported to the listeners, once) and removes its save.
    mutating func end(context: ScreenContext)
    /// Leaves the game for the screen below; it ends there.
    mutating func leave(context: ScreenContext) -> ScreenCommand
    /// Runs or stops the play clock to match what is on screen.
    mutating func syncClock(now: Instant)
    /// Tells the listeners (stats, achievements) and keeps their banners.
    mutating func report(_ moment: GameReport.Moment, context: ScreenContext)
}

extension SavingPlayScreen {
    /// The game's stats as its save keeps them: Progress's game in progress, or, in a run that
    /// keeps no stats, the ones a resumed save carried.
    func progressToSave(context: ScreenContext, carried: SavedGameProgress?) -> SavedGameProgress? {
        context.environment.progress?.gameToSave.map { SavedGameProgress(gameId: $0.id, game: $0.progress) } ?? carried
    }

    // MARK: Saving

    /// Writes the save; nil when it worked (or there is nowhere to save), else why not.
    mutating func writeSave(context: ScreenContext) -> ArchiveFileError? {
        guard let slot = context.environment.saveSlot else { return nil }
        saving.attemptedAt = loggedActions
        let game = savedGame(context: context)
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
    mutating func autosave(context: ScreenContext) {
        guard isUnderWay, context.environment.saveSlot != nil else { return }
        guard let failure = writeSave(context: context) else { return }
        if !saving.failing {
            pendingBanners.append(SaveSlot.autosaveFailureLine(failure))
        }
        saving.failing = true
    }

    /// After an action: saves when enough actions have been logged since the last save.
    mutating func autosaveIfDue(context: ScreenContext) {
        guard isUnderWay, let last = saving.attemptedAt,
              loggedActions - last >= SaveProgress.autosaveInterval else { return }
        autosave(context: context)
    }

    /// The game is saved and put away: it no longer ends with this screen, and Progress lets go
    /// of it without rolling it over (the save carries its stats to the next run).
    mutating func suspend(context: ScreenContext) {
        markPutAway()
        saving.suspended = true
        context.environment.progress?.suspendGame()
    }

    /// The app is stopping: save and suspend. If the save fails, an earlier save of this game
    /// (the last autosave) is what the player will continue from; with none, the game ends now.
    mutating func saveForStop(context: ScreenContext) {
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
    mutating func removeSave(context: ScreenContext) {
        guard let slot = context.environment.saveSlot else { return }
        if let failure = slot.remove() { pendingBanners.append(failure) }
        saving.hasArchive = false
    }

    // MARK: A new game

    /// A new game begins: the game saved before it (another level or board, or an earlier run's)
    /// is given up, ended as abandoned so that it is still counted once, and this one is saved at
    /// once, so the save always follows the game being played.
    mutating func beginNewGame(context: ScreenContext) {
        if let slot = context.environment.saveSlot {
            pendingBanners += SavedGameRetirement.retire(slot: slot, context: context)
        }
        report(.started, context: context)
        if context.environment.saveSlot != nil { autosave(context: context) }
    }

    // MARK: The quit prompt

    mutating func answerPrompt(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
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
