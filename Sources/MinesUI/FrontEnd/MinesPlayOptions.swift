import ArgumentParser
import GameCore
import Mines
import Shell

/// `clearfield play mines [--endless | --board NAME | --width W --height H --mines N] [--seed S]`:
/// an endless run, a classic board or a custom one, or the Mines menu.
package struct MinesPlayOptions: GamePlayOptions {
    package static var commandName: String { "mines" }
    package static var abstract: String { "Play Mines: an endless run, a classic board or a custom one, or the Mines menu." }
    package static var discussion: String {
        """
        With none of --endless, --board or --width/--height/--mines, opens the Mines menu. The seed fixes \
        the boards (with the first cell revealed, a classic board; every level, an endless run); without \
        --seed a fresh one is chosen and shown in the game. No-guess boards and question marks follow the \
        settings of the Mines menu.
        """
    }

    package init() {}

    enum Board: String, ExpressibleByArgument, CaseIterable {
        case beginner, intermediate, expert
    }

    @Flag(help: "An endless run: boards that get harder, until a mine ends it.")
    var endless = false

    // The names themselves are listed by the "(values: ...)" the parser adds.
    @Option(help: ArgumentHelp("A classic board: 9x9 with 10 mines, 16x16 with 40 or 30x16 with 99.",
                               valueName: "name"))
    var board: Board?

    @Option(parsing: .unconditional, help: "A custom board's columns (\(MinesParams.widthRange.lowerBound)-\(MinesParams.widthRange.upperBound)).")
    var width: Int?

    @Option(parsing: .unconditional, help: "A custom board's rows (\(MinesParams.heightRange.lowerBound)-\(MinesParams.heightRange.upperBound)).")
    var height: Int?

    @Option(parsing: .unconditional, help: "A custom board's mines (1 to width x height - 9).")
    var mines: Int?

    // SeedArgument: a refusal that says what a seed may be ("-5" was only "invalid").
    @Option(parsing: .unconditional, help: "The seed of the board or run, to play it again.",
            transform: SeedArgument.parse)
    var seed: UInt64?

    /// What the options ask for: nil for the Mines menu.
    func mode() throws -> MinesMode? {
        let custom = [width, height, mines]
        let chosen = (endless ? 1 : 0) + (board == nil ? 0 : 1) + (custom.contains { $0 != nil } ? 1 : 0)
        guard chosen <= 1 else {
            throw ValidationError("choose one of --endless, --board, or --width/--height/--mines")
        }
        if endless { return .endless }
        if let board {
            switch board {
            case .beginner: return .classic(.beginner)
            case .intermediate: return .classic(.intermediate)
            case .expert: return .classic(.expert)
            }
        }
        guard custom.contains(where: { $0 != nil }) else { return nil }
        guard let width, let height, let mines else {
            throw ValidationError("a custom board needs all of --width, --height and --mines")
        }
        do {
            return .custom(try MinesParams(width: width, height: height, mines: mines))
        } catch {
            throw ValidationError("\(error)")
        }
    }

    package func validate() throws {
        let mode = try mode()
        if mode == nil && seed != nil {
            throw ValidationError("--seed needs a game: --endless, --board or --width/--height/--mines")
        }
    }

    package func startPoint() throws -> StartPoint {
        try mode().map { .minesGame($0, seed: seed) } ?? .minesMenu
    }
}
