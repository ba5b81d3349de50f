import ClearfieldGames
import Shell
import ReplayUI
import PlayersUI
import LeaderboardsUI
import PacksUI
import TilesUI
import EditorUI
import MinesUI
import ArgumentParser
import Mines

/// `clearfield play ...`: start a game directly, skipping the menu.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Start a game directly.",
        subcommands: [PlayTilesCommand.self, PlayMinesCommand.self, PlayDailyCommand.self]
    )
}

/// `clearfield play tiles [--level N]`.
struct PlayTilesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tiles",
        abstract: "Play Tiles: a level by its number, or the level list."
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var drawing: DrawingOptions

    // `.unconditional`: `--level -1` is a number out of range, not a missing value.
    @Option(parsing: .unconditional, help: ArgumentHelp("The level to play (its number in the level list).", valueName: "N"))
    var level: Int?

    func validate() throws {
        if let level, level < 1 {
            throw ValidationError("--level \(level) is out of range: levels are numbered from 1 (see `clearfield levels list`)")
        }
    }

    func run() throws {
        try Launcher.launch(global: global, drawing: drawing, start: level.map { .tilesLevel($0) } ?? .tilesLevels)
    }
}

/// `clearfield play mines [--endless | --board NAME | --width W --height H --mines N] [--seed S]`.
struct PlayMinesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mines",
        abstract: "Play Mines: an endless run, a classic board or a custom one, or the Mines menu.",
        discussion: """
        With none of --endless, --board or --width/--height/--mines, opens the Mines menu. The seed fixes \
        the boards (with the first cell revealed, a classic board; every level, an endless run); without \
        --seed a fresh one is chosen and shown in the game. No-guess boards and question marks follow the \
        settings of the Mines menu.
        """
    )

    enum Board: String, ExpressibleByArgument, CaseIterable {
        case beginner, intermediate, expert
    }

    @OptionGroup var global: GlobalOptions
    @OptionGroup var drawing: DrawingOptions

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

    @Option(parsing: .unconditional, help: "The seed of the board or run, to play it again.")
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

    func validate() throws {
        let mode = try mode()
        if mode == nil && seed != nil {
            throw ValidationError("--seed needs a game: --endless, --board or --width/--height/--mines")
        }
    }

    func run() throws {
        let start: StartPoint = try mode().map { .minesGame($0, seed: seed) } ?? .minesMenu
        try Launcher.launch(global: global, drawing: drawing, start: start)
    }
}
