import GameCore
import GameRules
import Midend
import Shell
import Storage

/// What a lights-out save holds and how it comes back; the saving itself is the shell's runner's.
extension LightsOutPlayScreen: SavingPlayScreen, ResumedPlayScreen {
    /// The game as its save holds it: the play's own values (setup, timed log, cursor, origin).
    package func savedGame(context: ScreenContext) throws -> SavedGame {
        try savedGame(of: play, context: context)
    }

    /// "Lights Out scrambled 9 times, 0:12 played, saved today 10:05" on the Continue line.
    package func saveSummary(of game: SavedGame, context: ScreenContext) -> SaveSummary {
        SaveSummary(game: LightsOutBackEnd.title, detail: "Scrambled \(play.setup.params.scramble) times",
                    playTimeMilliseconds: game.playMilliseconds, savedAt: context.environment.clock.wallTime())
    }

    package mutating func installResumed(banners: [String], carried: SavedGameProgress?) {
        saving = SaveProgress(hasArchive: true)
        pendingBanners += banners
        carriedProgress = carried
    }

    /// Rebuilds a saved game through the back end's replay (the one `verify` makes), over the
    /// Lights Out menu. Lights-out never wrote the older save format, so a save in it is refused.
    package static func resume(_ saved: SavedGame, environment: AppEnvironment) -> Result<ResumedGame, ResumeRefusal> {
        guard case .play(let values) = saved.contents else {
            return .failure(.unusable("it is in a format Lights Out never wrote"))
        }
        switch GamePlay<LightsOutBackEnd>.resume(values, playMilliseconds: saved.playMilliseconds, paused: saved.paused) {
        case .failure(let problem):
            return .failure(.unusable(problem.reason))
        case .success(let play) where play.state.isOver:
            return .failure(.unusable("its presses put every light out, so there is nothing to continue"))
        case .success(let play):
            return .success(ResumedGame(below: LightsOutMenuScreen(), screen: LightsOutPlayScreen(resuming: play)))
        }
    }
}
