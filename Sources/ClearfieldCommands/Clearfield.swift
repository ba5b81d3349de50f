import CommandSupport
import ArgumentParser
import Foundation
import Shell
import Terminal

struct Clearfield: ParsableCommand {
    static let version = "0.1.0"

    /// The shared commands around the games' own tools (`CommandGames.tools`).
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "clearfield",
            abstract: "Terminal puzzle games: \(CommandGames.current.titles).",
            discussion: "With no subcommand, starts the game in the terminal.\n\n"
                // Every command takes them; listed here once rather than on every usage line.
                + "--data-dir, --shared-board and --local (below) go with every command too; "
                + "`clearfield COMMAND --help-hidden` lists them with the command's own.\n\n"
                + ExitStatus.summary,
            version: version,
            subcommands: [PlayCommand.self] + CommandGames.current.tools.flatMap(\.commands)
                + [StatsCommand.self, AchievementsCommand.self, LeaderboardCommand.self, ProfileCommand.self, PlayersCommand.self,
                   BoardCommand.self, ReplayCommand.self, DailyCommand.self, DebugCommand.self, KeysCommand.self]
        )
    }

    @OptionGroup var global: GlobalOptions
    @OptionGroup var drawing: DrawingOptions

    @Flag(name: .customLong("continue"),
          help: "Resume the saved game at once (exit status 1 when there is none).")
    var continueSavedGame = false

    func run() throws {
        try Launcher.launch(global: global, drawing: drawing, start: continueSavedGame ? .continueSavedGame : .mainMenu)
    }
}

/// Starts the terminal game: builds the environment, checks where to start, takes over the
/// terminal and runs the main loop.
enum Launcher {
    static func launch(global: GlobalOptions, drawing: DrawingOptions, start: StartPoint) throws {
        let processEnvironment = ProcessInfo.processInfo.environment
        let options = drawing.appOptions(environment: processEnvironment)
        let live: LiveEnvironment
        do {
            live = try LiveEnvironment.make(
                dataDirectoryOption: global.dataDirectory, sharedBoardOption: global.sharedBoard,
                usesSharedBoard: !global.local,
                processEnvironment: processEnvironment,
                version: Clearfield.version)
        } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
        let environment = live.environment
        // Results waiting from an earlier run go first; at exit what is not sent stays in the outbox.
        live.sharedBoard?.start()
        defer { live.sharedBoard?.stop() }
        // Whatever way the game ends, finished games still waiting are written (or kept for
        // the next start) once the terminal is back.
        defer {
            if let message = live.progress?.close() { printError(message) }
        }

        let screens: [any Screen]
        do {
            screens = try start.screens(environment: environment)
        } catch let error as StartError where error.isAboutTheSavedGame {
            printError("\(error)")
            throw ExitCode(1)
        } catch {
            printError("\(error)")
            throw ExitCode(64)
        }

        let terminal: any TerminalDevice
        do {
            terminal = try makeTerminal(options)
        } catch {
            printError("\(error)")
            throw ExitCode(2)
        }

        // One wake signal for the loop: background work and the shared board's outbox both use it.
        let controller = AppController(terminal: terminal, environment: environment, options: options, screens: screens,
                                       work: WorkRunner(wake: live.wake))
        // Start-up code and data, and a screen's way in, are not needed while it is up.
        controller.onSettle = { ResidentPages.trimCleanFilePages() }
        let startedAt = Date()
        let exit = controller.run()
        // The save made as the app stopped is the one thing the player must hear about, now
        // that the terminal is back.
        if let failure = environment.saveSlot?.stopFailure { printError(failure) }
        // Said alike however the game was put away on the way out: `x` (save and exit) as a stop.
        if exit != .stopped(.hangup), let slot = environment.saveSlot, slot.stopFailure == nil,
           StopNotice.savedDuringRun(slot.url, since: startedAt) {
            printError(StopNotice.savedLine)
        }
        switch exit {
        case .quit:
            return
        case .stopped(let reason):
            // The shell's convention for "ended by a signal": 128 + its number.
            switch reason {
            case .hangup: throw ExitCode(129)
            case .interrupt: throw ExitCode(130)
            case .terminate: throw ExitCode(143)
            case .quit: throw ExitCode(131)
            case .signal(let number): throw ExitCode(128 + number)
            }
        }
    }

    /// One line on standard error, as the command line's errors are.
    static func printError(_ message: String) {
        CommandSupport.printError("clearfield: \(message)")
    }
}

/// The line a player reads after leaving with a game saved in this run (`x` on the quit
/// question, Ctrl-C, Ctrl-\\ or SIGTERM): the game they were playing is not lost, and how to get
/// back to it.
enum StopNotice {
    static let savedLine = "your game was saved; `clearfield --continue` resumes it"

    /// Whether the save file was written in this run (an older one waiting at the menu was not
    /// saved by this stop).
    static func savedDuringRun(_ url: URL, since start: Date) -> Bool {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
              let modified = attributes[.modificationDate] as? Date else { return false }
        return modified >= start
    }
}

/// The commands' entry point, for the program's composition root (module ClearfieldApp): the
/// games it installs are the ones the command line offers.
package enum CommandsProgram {
    package static func main(games: CommandGames) {
        CommandGames.install(games)
        TerminalLaunch.install { global, drawing, start in
            try Launcher.launch(global: global, drawing: drawing, start: start)
        }
        Clearfield.main()
    }
}
