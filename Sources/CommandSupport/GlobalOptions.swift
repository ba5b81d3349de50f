import ArgumentParser

/// Options every command that reads or writes the game's files accepts.
package struct GlobalOptions: ParsableArguments {
    @Option(name: .customLong("data-dir"),
            help: ArgumentHelp("Keep every file the game writes under DIR (the CLEARFIELD_HOME variable does the same).",
                               valueName: "DIR"))
    package var dataDirectory: String?

    @Option(name: .customLong("shared-board"),
            help: ArgumentHelp("Use the shared leaderboard of this board service, which `clearfield board join` "
                               + "joined (the CLEARFIELD_SHARED_BOARD variable and sharedBoard in config/settings.json "
                               + "do the same).",
                               valueName: "https://HOST[:PORT]"))
    package var sharedBoard: String?

    @Flag(name: .customLong("local"),
          help: "Use this computer's own boards and players even when a shared board is configured.")
    package var local = false

    package init() {}
}
