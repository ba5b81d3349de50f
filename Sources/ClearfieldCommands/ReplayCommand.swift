import CommandSupport
import LeaderboardsUI
import ArgumentParser

/// `clearfield replay ID`: plays a stored ranked game back in the replay viewer.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Play a ranked game back, at the pace it was played.",
        discussion: """
        The id is a ranked game's (the run id `clearfield leaderboard --json` lists). In the viewer: Space \
        pauses and plays, Left/Right step one move, + and - change the speed (0.25x to 8x), Home and End go \
        to the start and the end, q or Esc go back. An unknown id exits with status 1.
        """
    )

    @OptionGroup(visibility: .hidden) var global: GlobalOptions
    @OptionGroup var drawing: DrawingOptions

    @Argument(help: ArgumentHelp("The ranked game's id.", valueName: "ID"))
    var id: String

    func run() throws {
        try Launcher.launch(global: global, drawing: drawing, start: .replay(runID: id))
    }
}
