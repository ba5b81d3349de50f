import Foundation
import GameCore
import Midend
import Progress
import SaveFiles

/// Brings the saved game back: Continue in the main menu, and `clearfield --continue`.
///
/// Nothing is installed until everything has been checked: the archive (envelope, version,
/// checksum, payload), then the game itself, rebuilt by its front end through its back end's
/// replay (the replay `verify` makes: every action legal, the times in order), and its stats
/// belong to it. Only then does the game's runner take its stats back (`GameRunner.adopt`: the
/// runner is where every result is reported) and are its screens pushed. A save that fails any check is moved aside and the
/// player gets one sentence. The game is found by its kind among the front ends: no switch here.
public enum GameResumer {
    public enum Outcome {
        /// There is no saved game (no save slot in this run, or no file).
        case nothingSaved
        /// The screens to push: the level list (or the Mines menu), then the game on top.
        case resumed([any Screen])
        /// The save could not be used; it was moved aside (or could not be) as this sentence says.
        case failed(String)
    }

    public static func resume(environment: AppEnvironment, now: Instant) -> Outcome {
        guard let slot = environment.saveSlot else { return .nothingSaved }
        let date = environment.clock.wallTime()
        if let holder = slot.claim() { return .failed(holder) }
        var installed = false
        defer { if !installed { slot.letGo() } }
        let loaded: LoadedArchive<SavedGame>
        switch slot.load() {
        case .success(let archive): loaded = archive
        case .failure(let problem) where problem.isMissing: return .nothingSaved
        case .failure(let problem): return .failed(slot.setAside(problem, at: date))
        }
        let file = loaded.header.file
        let saved = loaded.payload
        func setAside(_ reason: ArchiveProblem.Reason) -> Outcome {
            .failed(slot.setAside(ArchiveProblem(reason, file: file), at: date))
        }
        if let gameID = saved.progress?.gameID, environment.progress?.hasFinished(gameID: gameID) == true {
            return .failed(retireFinished(slot: slot, gameID: gameID))
        }
        guard loaded.header.kind == saved.archiveKind else {
            return setAside(.unusable(reason: "its header says \(loaded.header.kind) but it holds a \(saved.archiveKind) game"))
        }
        guard let frontEnd = environment.frontEnd(forKind: saved.kind) else {
            return setAside(.undecodablePayload(field: "kind", reason: "this version cannot resume a \(saved.kind) game"))
        }
        var resumed: ResumedGame
        switch frontEnd.resume(saved, environment: environment) {
        case .success(let game): resumed = game
        case .failure(.unusable(let reason)): return setAside(.unusable(reason: reason))
        case .failure(.undecodable(let field, let reason)): return setAside(.undecodablePayload(field: field, reason: reason))
        case .failure(.unavailable(let sentence)): return .failed(sentence)
        }
        if let reason = progressProblem(saved.progress, expected: resumed.screen.statsContext,
                                        logCount: resumed.screen.loggedActions) {
            return setAside(.unusable(reason: reason))
        }
        // Checked: the game's runner takes its stats back.
        resumed.screen.adopt(saved, banners: [], services: PlayServices(environment, now: now))
        slot.adopt(gameID: saved.progress?.gameID)
        installed = true
        return .resumed([resumed.below, resumed.screen])
    }

    /// A save whose game is already counted as finished (its save could not be removed when it
    /// ended) is removed, never played again. Returns the one sentence for the player.
    package static func retireFinished(slot: SaveSlot, gameID: String) -> String {
        if let failure = slot.remove(holding: gameID) {
            return "The saved game had already ended and been counted, so it cannot be continued; its save could not be removed: \(failure)"
        }
        return "The saved game had already ended and been counted, so it cannot be continued; its save was removed."
    }

    /// Why the saved stats cannot be those of this game, or nil when they can.
    package static func progressProblem(_ progress: SavedGameProgress?, expected: StatsContext, logCount: Int) -> String? {
        guard let progress else { return nil }
        // A save from before practice or a board's style was marked is still this game's.
        if progress.game.context.withoutDetailsAddedLater != expected.withoutDetailsAddedLater { return "its stats belong to another game" }
        if progress.game.isFinished { return "its stats say the game has already ended" }
        if progress.game.tracker.lastTurn > logCount { return "its stats are ahead of its moves" }
        if progress.gameID.isEmpty { return "its stats have no game id" }
        return nil
    }
}
