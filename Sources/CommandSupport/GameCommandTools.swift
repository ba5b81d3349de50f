import ArgumentParser
import GameCore

/// A game's own command-line tools (`clearfield levels`, `clearfield mines`), declared by the
/// game's commands module and listed by the commands' composition root (`CommandGames.tools`):
/// the root command offers them beside the commands every game shares, and names no game.
package protocol GameCommandTools: Sendable {
    /// The game the tools are for.
    var kind: GameKind { get }
    /// The subcommands of `clearfield`, in the order its help lists them.
    var commands: [any ParsableCommand.Type] { get }
    /// The game's hidden subcommands of `clearfield debug`, for tests and troubleshooting.
    var debugCommands: [any ParsableCommand.Type] { get }
    /// Puts the game's own services into the terminal game's environment as it starts (its
    /// levels, its solver...). Problems the game can run without become warnings.
    func wireLive(_ wiring: inout LiveWiring)
}

extension GameCommandTools {
    package var debugCommands: [any ParsableCommand.Type] { [] }
    package func wireLive(_ wiring: inout LiveWiring) {}
}
