import Foundation
import GameCore
import GameRules
import Progress
import SaveFiles

/// The one runner: owns a game's `GamePlay` and carries out the effects each step of it answers
/// with, using the services it is handed (`PlayServices`): the reports to the stats, the saves and
/// their removal, putting a game away, giving up an older saved game, ranking. A play screen maps
/// input to the runner's steps and draws what the runner holds; it keeps no copy of the game and
/// reports nothing itself. Every game's runner is this one type (after Simon Tatham's midend).
package struct GameRunner<BackEnd: StatsKeepingBackEnd> {
    /// The game. Screens move the interface (the cursor) directly; everything else goes through
    /// the runner's steps.
    package var play: GamePlay<BackEnd>
    /// What has been saved of this game.
    package internal(set) var saving = SaveProgress()
    /// Whether the decided game was ranked, and the job that finds out.
    package internal(set) var ranking = RankingProgress()
    /// What the steps produced for the main loop since the screen last answered it: banners
    /// (the stats' listeners, failed saves) and the ranking job. The play screen hands them on
    /// in its answer (`SavingPlayScreen.playAnswer`), the one way they reach the loop.
    package internal(set) var effects = ScreenEffects()
    /// The achievements this game earned, once it has ended (the keeper's `lastGameEarned` for
    /// it): the results panel lists them, so none is only in the banner queue (issue 31).
    package internal(set) var earned: [AchievementUnlock] = []
    /// The stats of a resumed game when this run keeps none: written back with the next save.
    package internal(set) var carriedProgress: SavedGameProgress?
    /// Where the game stands, for the main menu's Continue line ("Level 12", "Expert").
    private let place: @Sendable (GamePlay<BackEnd>) -> String
    /// Whether `PlayServices.leftUnstarted` was told this game ended before its first move.
    private var toldLeftUnstarted = false

    package init(_ play: GamePlay<BackEnd>, place: @escaping @Sendable (GamePlay<BackEnd>) -> String) {
        self.play = play
        self.place = place
    }

    package var isUnderWay: Bool { play.isUnderWay }

    /// The effects gathered since the last call.
    package mutating func takeEffects() -> ScreenEffects {
        defer { effects = ScreenEffects() }
        return effects
    }

    // MARK: Steps

    /// Plays an action through the game and carries out what it asks; nil when the rules refused it.
    @discardableResult
    package mutating func perform(_ action: SessionAction<BackEnd.State.Move>, services: PlayServices) -> [GameEvent]? {
        let step = play.perform(action, at: services.moment)
        run(step.effects, services: services)
        return step.events
    }

    /// A new game begins: the game saved before it (another level or board, or an earlier run's)
    /// is given up, ended as abandoned so that it is still counted once, the start is reported,
    /// and this one is saved at once, so the save always follows the game being played.
    package mutating func begin(services: PlayServices) {
        earned = []
        run(play.start(at: services.moment), services: services)
    }

    /// Another attempt after the game ended (`GamePlay.attempt`): a new game, ranked afresh.
    /// How many games this runner began in place after its first (`beginAttempt`): what a
    /// notice about the game on screen belongs to (`Screen.noticeScope`).
    package private(set) var attempts = 0

    package mutating func beginAttempt(_ next: GamePlay<BackEnd>, services: PlayServices) {
        attempts += 1
        play = next
        ranking = RankingProgress()
        begin(services: services)
    }

    /// Whether the game's screen is on top and shown (between `activate` and `deactivate`).
    package private(set) var isOnScreen = false

    /// Whether the game is in view: its screen on top (`onScreen`) with nothing over its board
    /// (`uncovered`). The play clock runs only then (`GamePlay.show`); play screens decide it in
    /// one place, `SavingPlayScreen.syncClock`.
    package mutating func show(onScreen: Bool, uncovered: Bool, at instant: Instant) {
        isOnScreen = onScreen
        play.show(onScreen && uncovered, at: instant)
    }

    /// A second of play went by.
    package mutating func tick(services: PlayServices) {
        run(play.tick(at: services.moment), services: services)
    }

    /// Pauses the game; it is saved, in case the player walks away for good.
    package mutating func pause(services: PlayServices) {
        run(play.pause(at: services.moment), services: services)
    }

    /// Ends the game as it stands (left without saving), once; its save goes with it.
    package mutating func end(services: PlayServices) {
        let unstarted = (play.isUnderWay || play.lifecycle == .notStarted) && !play.hasMoved && play.status == .playing
        run(play.end(at: services.moment), services: services)
        // Not counted, so not an attempt either (a daily's ranked attempt is given back), once.
        if unstarted, !toldLeftUnstarted {
            toldLeftUnstarted = true
            services.leftUnstarted?(play.statsContext)
        }
    }

    /// The game is saved and put away: it no longer ends with its screen, and Progress lets go
    /// of it without rolling it over (the save carries its stats to the next run).
    package mutating func suspend(services: PlayServices) {
        run(play.suspend(at: services.now), services: services)
        services.saveSlot?.letGo()
    }

    /// The app is stopping: save and suspend. If the save fails, an earlier save of this game
    /// (the last autosave) is what the player will continue from; with none, the game ends now.
    package mutating func saveForStop(services: PlayServices) {
        guard isUnderWay else { return }
        guard let slot = services.saveSlot else {
            end(services: services)
            return
        }
        if let failure = writeSave(services: services) {
            slot.stopFailure = saving.hasArchive
                ? "\(failure.description) Continue resumes the game from its last autosave."
                : failure.description
            guard saving.hasArchive else {
                end(services: services)
                return
            }
        }
        suspend(services: services)
    }

    // MARK: Effects

    /// Carries out a game's effects, in order: the world's side of every step of play.
    package mutating func run(_ effects: [GameEffect], services: PlayServices) {
        for effect in effects {
            switch effect {
            case .retireSavedGame:
                if let slot = services.saveSlot { self.effects.banners += Self.retireSavedGame(slot: slot, services: services) }
            case .report(let report):
                // The keeper's id for this game, before the end lets go of it.
                let gameID = services.progress?.gameToSave?.id
                self.effects.banners += services.report(report)
                if case .ended = report.moment, let gameID, let last = services.progress?.lastGameEarned,
                   last.gameID == gameID {
                    earned = last.unlocks
                }
            case .autosave:
                autosave(services: services)
            case .removeSave:
                removeSave(services: services)
            case .suspendProgress:
                services.progress?.suspendGame()
            case .rank:
                rank(services: services)
            }
        }
    }

    // MARK: Saving

    /// The save of this game in format 2 (the play's own values), with the stats to keep: Progress's
    /// game in progress, or, in a run that keeps no stats, the ones a resumed save carried.
    package func savedGame(services: PlayServices) throws -> SavedGame {
        let progress = services.progress?.gameToSave.map { SavedGameProgress(gameID: $0.id, game: $0.progress) }
            ?? carriedProgress
        return SavedGame(kind: BackEnd.kind.rawValue, play: try play.savedPlay(),
                         playMilliseconds: Int64(play.playMilliseconds(at: services.now)), paused: play.isPaused,
                         progress: progress)
    }

    /// What the main menu's Continue line says about a save of this game.
    package func saveSummary(of game: SavedGame, services: PlayServices) -> SaveSummary {
        // A daily is named as the daily (issue 31), not by the board a practice game also shows.
        if let date = play.statsContext.dailyDate {
            return SaveSummary(game: DailyGameName.text(date: date, game: BackEnd.title),
                               detail: play.statsContext.isPractice ? "\(DailyGameName.unicodeSeparator) practice" : "",
                               playTimeMilliseconds: game.playMilliseconds, savedAt: services.clock.wallTime())
        }
        return SaveSummary(game: BackEnd.title, detail: place(play), playTimeMilliseconds: game.playMilliseconds,
                           savedAt: services.clock.wallTime())
    }

    /// Writes the save; nil when it worked (or there is nowhere to save), else why not.
    package mutating func writeSave(services: PlayServices) -> ArchiveFileError? {
        guard let slot = services.saveSlot else { return nil }
        let game: SavedGame
        do {
            game = try savedGame(services: services)
        } catch {
            return ArchiveFileError(step: .encoding, file: slot.url, errorNumber: 0, detail: String(describing: error))
        }
        do {
            try slot.write(game, summary: saveSummary(of: game, services: services))
            saving.hasArchive = true
            saving.failing = false
            return nil
        } catch {
            return error
        }
    }

    /// Saves now; a failure is told once, in a banner, and play goes on.
    package mutating func autosave(services: PlayServices) {
        guard isUnderWay, services.saveSlot != nil else { return }
        guard let failure = writeSave(services: services) else { return }
        if !saving.failing { effects.banners.append(SaveSlot.autosaveFailureLine(failure)) }
        saving.failing = true
    }

    /// The game ended: its save goes (a removal that fails is told, the file stays).
    package mutating func removeSave(services: PlayServices) {
        guard let slot = services.saveSlot else { return }
        if let failure = slot.remove() { effects.banners.append(failure) }
        saving.hasArchive = false
    }
}

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
