import App
import ArgumentParser

/// `clearfield play ...`: start a game directly, skipping the menu.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Start a game directly.",
        subcommands: [PlayTilesCommand.self]
    )
}

/// `clearfield play tiles [--level N]`.
struct PlayTilesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tiles",
        abstract: "Play Tiles: a level by its number, or the level list."
    )

    @OptionGroup var global: GlobalOptions

    @Option(help: ArgumentHelp("The level to play (its number in the level list).", valueName: "N"))
    var level: Int?

    func validate() throws {
        if let level, level < 1 {
            throw ValidationError("--level must be 1 or more")
        }
    }

    func run() throws {
        try Launcher.launch(global: global, start: level.map { .tilesLevel($0) } ?? .tilesLevels)
    }
}
