import CommandSupport
import ArgumentParser
import Shell

/// `clearfield play ...`: start a game directly, skipping the menu. One subcommand per game, made
/// from the options its front end declares (`GameFrontEnd.playOptions`).
struct PlayCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "play",
            abstract: "Start a game directly.",
            // The daily challenges are a feature over the games with one (DailyCommand.swift).
            subcommands: CommandGames.current.frontEnds.compactMap { game in game.playOptions.map { playCommand(for: $0) } }
                + [PlayDailyCommand.self]
        )
    }

    /// The `play` subcommand of a game's options.
    private static func playCommand<Options: GamePlayOptions>(for options: Options.Type) -> any ParsableCommand.Type {
        PlayGameCommand<Options>.self
    }
}

/// `clearfield play <game> [options]`: the game's own options, beside the drawing and data ones
/// every command shares.
struct PlayGameCommand<Options: GamePlayOptions>: ParsableCommand, DrawingCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: Options.commandName, abstract: Options.abstract, discussion: Options.discussion)
    }

    @OptionGroup(visibility: .hidden) var global: GlobalOptions
    @OptionGroup var drawing: DrawingOptions
    @OptionGroup var options: Options

    init() {}

    func run() throws {
        try Launcher.launch(global: global, drawing: drawing, start: try options.startPoint())
    }
}

/// A command that takes the terminal over to draw the game (its errors are shown before it does).
protocol DrawingCommand {}
