import CommandSupport
import ArgumentParser
import Foundation
import SaveFiles
import LocalDatabase

/// Hidden commands for tests and troubleshooting; not part of the documented interface. The
/// games add their own (`GameCommandTools.debugCommands`).
struct DebugCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "debug",
            abstract: "Commands for tests and troubleshooting.",
            shouldDisplay: false,
            subcommands: [DebugAddTotals.self] + CommandGames.current.tools.flatMap(\.debugCommands)
        )
    }
}

/// Adds 1 to a stat total COUNT times, each as its own rollover transaction: two of these
/// running at once against one data directory check that no update is lost between processes.
struct DebugAddTotals: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add-totals",
        abstract: "Increment a stat total COUNT times, one transaction each, then print it.")

    /// `--data-dir` is a global option: the root command parses it wherever it is given.
    @OptionGroup(visibility: .hidden) var global: GlobalOptions
    var dataDirectory: String? { global.dataDirectory }
    @Option(help: "How many increments.") var count: Int = 1
    @Option(help: "The game the stat belongs to.") var game = "debug"
    @Option(help: "The stat to increment.") var stat = "increments"

    func validate() throws {
        guard count >= 0 else { throw ValidationError("--count must be 0 or more") }
    }

    func run() throws {
        let database = try AppDatabase.open(paths: AppPaths.forCurrentProcess(dataDirectoryOption: dataDirectory))
        let player = try database.currentPlayer(named: Player.loginName()).id
        let run = "\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        for index in 0..<count {
            try database.rollOver(gameID: "debug-\(run)-\(index)", player: player, game: game, outcome: "debug") {
                var totals = $0
                totals[stat, default: 0] += 1
                return totals
            }
        }
        printLine("\(try database.statTotals(player: player, game: game)[stat] ?? 0)")
    }
}
