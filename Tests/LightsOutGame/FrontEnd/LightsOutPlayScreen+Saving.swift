import GameCore
import GameRules
import Midend
import Shell
import SaveFiles

/// How a lights-out save comes back; the saving itself is the shell's runner's.
extension LightsOutPlayScreen: SavingPlayScreen, ResumedPlayScreen {
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
