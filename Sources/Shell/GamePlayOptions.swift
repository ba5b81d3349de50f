import ArgumentParser

/// A game's options on the command line: `clearfield play <name> [options]` starts it without the
/// menu. Each game's UI module declares its own (TilesUI `TilesPlayOptions`, MinesUI
/// `MinesPlayOptions`) and names it in its front end; the command line builds one `play`
/// subcommand per front end that has some, so it names no game itself.
package protocol GamePlayOptions: ParsableArguments {
    /// The subcommand's name (`tiles`), its one-line summary and its longer help.
    static var commandName: String { get }
    static var abstract: String { get }
    static var discussion: String { get }
    /// Where the app opens with these options (the game's own menu when none is given).
    func startPoint() throws -> StartPoint
}

extension GamePlayOptions {
    package static var discussion: String { "" }
}
