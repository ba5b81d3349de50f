import ArgumentParser
import GameCore
import GameRules
import Shell

/// `clearfield play lights-out [--scramble N] [--seed S]`, in a build that lists the test game:
/// its options declared as Tiles and Mines declare theirs (`GameFrontEnd.playOptions`), so the
/// `play` command offers it with no line of the commands naming it.
package struct LightsOutPlayOptions: GamePlayOptions {
    package static var commandName: String { "lights-out" }
    package static var abstract: String { "Play Lights Out." }

    @Option(help: "How many presses scramble the board (1...50).") package var scramble = LightsOutPlayScreen.classic.scramble
    @Option(help: "The board's seed: a chosen seed is practice, never ranked.") package var seed: UInt64?

    package init() {}

    package func validate() throws {
        guard (1...50).contains(scramble) else { throw ValidationError("--scramble must be 1...50, not \(scramble)") }
    }

    package func startPoint() throws -> StartPoint {
        let scramble = scramble, seed = seed
        return StartPoint { environment in
            let setup = GameSetup(params: LightsOutParams(scramble: scramble), seed: seed ?? environment.makeSeed())
            return [MainMenuScreen(), LightsOutMenuScreen(), try LightsOutPlayScreen(setup: setup, origin: seed == nil ? .dealt : .chosen)]
        }
    }
}
