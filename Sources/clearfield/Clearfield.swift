import ArgumentParser

@main
struct Clearfield: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clearfield",
        abstract: "Terminal puzzle games: Tiles and Mines.",
        version: "0.1.0",
        subcommands: [MinesCommand.self],
        defaultSubcommand: nil
    )

    func run() throws {
        print("clearfield: the terminal interface is being built")
    }
}
