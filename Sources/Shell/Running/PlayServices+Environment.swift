import GameCore
import Midend

extension PlayServices {
    /// The services of the app's environment, at `now`.
    package init(_ environment: AppEnvironment, now: Instant) {
        self.init(saveSlot: environment.saveSlot, progress: environment.progress, report: environment.reportGame,
                  leaderboards: environment.leaderboards, player: environment.player, clock: environment.clock, now: now)
        resultSharing = environment.resultSharing
        leftUnstarted = environment.gameLeftUnstarted
    }
}

extension ScreenContext {
    /// The play services of this context's environment, at its moment.
    package var playServices: PlayServices {
        PlayServices(environment, now: now)
    }
}
