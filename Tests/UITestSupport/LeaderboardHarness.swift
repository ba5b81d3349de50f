@testable import Shell
@testable import LeaderboardsUI
import Foundation
import GameCore
import Leaderboards
import Midend
import Players
import Terminal

/// The Leaderboards screen on its own: its background jobs run when the test says (so a test
/// can look at the screen while a read is under way), as the controller would run them.
struct LeaderboardHarness {
    let clock = ManualClock()
    var context: ScreenContext
    var screen: LeaderboardScreen
    var banners: [String] = []
    /// Where the last command went (a pushed replay, a pop).
    var lastCommand = ScreenCommand.stay
    private var jobs: [BackgroundJob] = []

    init(store: any LeaderboardStore & Sendable, screen: LeaderboardScreen = LeaderboardScreen(), viewer: PlayerID? = 1,
         boards: [BoardDefinition] = [LeaderboardFixtures.beginner, LeaderboardFixtures.endless],
         profiles: PlayerProfiles? = nil, size: ScreenSize = ScreenSize(columns: 80, rows: 24),
         glyphs: GlyphSet = .unicode, theme: Theme = .color, runJobs: Bool = true, shared: SharedBoardLink? = nil) {
        var environment = Fixtures.environment(clock: clock)
        environment.leaderboards = LeaderboardFixtures.access(store, boards: boards)
        environment.leaderboards?.shared = shared
        environment.profiles = profiles
        if let viewer {
            environment.player = CurrentPlayer(identity: PlayerIdentity(id: viewer, name: "viewer"), keeper: nil)
        }
        context = Fixtures.context(environment, size: size, glyphs: glyphs, theme: theme)
        self.screen = screen
        collect(self.screen.activate(context: context))
        if runJobs { runWork() }
    }

    var frame: FrameBuffer { screen.frame(context) }
    var text: String { frame.text }
    var pendingJobs: Int { jobs.count }

    /// What the screen handed the loop: its banners kept, its jobs queued.
    private mutating func collect(_ effects: ScreenEffects) {
        banners += effects.banners
        jobs += effects.jobs
    }

    /// Runs the jobs asked for, in order, handing each answer back as the loop does.
    mutating func runWork() {
        while !jobs.isEmpty {
            let job = jobs.removeFirst()
            let result = job.run(WorkProgress())
            apply(screen.receive(.finished(title: job.title, result: result), context: context))
        }
    }

    private mutating func apply(_ command: ScreenCommand) {
        lastCommand = command
        collect(command.effects)
    }

    mutating func press(_ events: InputEvent..., running: Bool = true) {
        for event in events {
            apply(screen.handle(event, context: context))
            if running { runWork() }
        }
    }

    /// The line of the frame holding `text`, if any.
    func line(_ text: String) -> String? { frame.line(containing: text) }
}
