import Foundation
import GameCore
import Progress

/// What a game's runner works with: where the game is saved, who counts it, who ranks it, and
/// the time. A small value the runner is handed on every call, so a test can hand it its own
/// (an in-memory save slot, a recording report, a fixed clock) without any screen.
package struct PlayServices {
    /// Where the game is saved; nil in a run that keeps no saves.
    package var saveSlot: SaveSlot?
    /// The stats and achievements; nil in a run that keeps none.
    package var progress: ProgressKeeper?
    /// Hands a report to the stats and returns the banners it earned.
    package var report: (GameReport) -> [String]
    /// The leaderboards and the player ranked on them; either nil: nothing is ranked.
    package var leaderboards: LeaderboardAccess?
    package var player: CurrentPlayer?
    /// Wall-clock time, for dates and the Continue line.
    package var clock: any GameClock
    /// The monotonic moment of the step being carried out.
    package var now: Instant
    /// Lines to share about a finished game (made in the ranking job); nil: none.
    package var resultSharing: ResultSharing?
    /// Told when a game ends before its first move (`AppEnvironment.gameLeftUnstarted`).
    package var leftUnstarted: ((StatsContext) -> Void)?

    package init(saveSlot: SaveSlot?, progress: ProgressKeeper?, report: @escaping (GameReport) -> [String],
                 leaderboards: LeaderboardAccess?, player: CurrentPlayer?, clock: any GameClock, now: Instant) {
        self.saveSlot = saveSlot
        self.progress = progress
        self.report = report
        self.leaderboards = leaderboards
        self.player = player
        self.clock = clock
        self.now = now
    }

    /// Now, as a game's reports need it.
    package var moment: GameMoment {
        GameMoment(instant: now, date: clock.wallTime())
    }
}
