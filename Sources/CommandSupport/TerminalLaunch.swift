import ArgumentParser
import Shell
import Synchronization

/// Takes the terminal over and runs the game from a start point. The commands module installs
/// its launcher when the program starts; a game's own command that opens a screen (Tiles'
/// `edit`) starts it through here, so a game's commands module does not depend on the module
/// that lists every game's commands.
package enum TerminalLaunch {
    package typealias Launcher = @Sendable (GlobalOptions, DrawingOptions, StartPoint) throws -> Void

    private static let installed = Mutex<Launcher?>(nil)

    /// Called once, before the command line is parsed.
    package static func install(_ launcher: @escaping Launcher) {
        installed.withLock { $0 = launcher }
    }

    package static func launch(global: GlobalOptions, drawing: DrawingOptions, start: StartPoint) throws {
        guard let launcher = installed.withLock({ $0 }) else {
            // Only a build that parses commands without the program's entry point gets here.
            throw ValidationError("this build cannot take the terminal over: no launcher is installed")
        }
        try launcher(global, drawing, start)
    }
}
