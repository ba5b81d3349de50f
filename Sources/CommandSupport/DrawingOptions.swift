import ArgumentParser
import Shell

/// Options of the commands that draw on the terminal (the game, `play`, `keys`, a game's own
/// screens such as Tiles' `edit`); commands that print text refuse them as unknown options.
package struct DrawingOptions: ParsableArguments {
    @Flag(help: "Draw with ASCII characters only.")
    package var ascii = false

    @Flag(name: .customLong("no-color"), help: "Draw without colours (a non-empty NO_COLOR variable does the same).")
    package var noColor = false

    package init() {}

    package func appOptions(environment: [String: String]) -> AppOptions {
        let noColorVariable = !(environment["NO_COLOR"] ?? "").isEmpty
        return AppOptions(forceASCII: ascii, allowColor: !(noColor || noColorVariable))
    }
}
