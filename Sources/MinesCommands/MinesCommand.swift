import CommandSupport
import ArgumentParser
import Foundation
import GameCore
import Mines

/// `clearfield mines …`: Mines boards from the command line, for scripts and tests.
package struct MinesCommand: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "mines",
        abstract: "Generate and check Mines boards, play them by the hint; print the endless schedule.",
        subcommands: [Generate.self, Solve.self, Autoplay.self, Schedule.self]
    )
}

extension MinesCommand {
    /// Prints the endless mode's levels (`EndlessSchedule`). A command of its own rather than
    /// part of `mines --help`, so the table is only built when asked for.
    struct Schedule: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "schedule",
            abstract: "Print the boards of endless mode, level by level."
        )

        func run() {
            writeOut("Endless mode plays these boards in turn; one mine ends the run.\n\n"
                     + EndlessSchedule.helpText + "\n")
        }
    }
}

extension MinesCommand {
    /// Prints boards in the text format of `MinesBoardText`:
    ///
    ///     WxH mines=N first=X,Y seed=S
    ///     then H rows of W characters: `*` a mine, `.` a safe cell
    ///
    /// with a blank line between boards. X is the column and Y the row, from 0 at the top left.
    /// Board i (from 0) of a `--count K` run uses seed S+i, so each header's seed remakes that
    /// board alone.
    struct Generate: ParsableCommand {
        // Names are spelled out: deriving them from the type name costs a noticeable share of
        // the start-up time that `generate --count` benchmarks measure.
        static let configuration = CommandConfiguration(
            commandName: "generate",
            abstract: "Print boards laid out as the game lays them out.",
            discussion: """
            Each board is printed as a header line

              WxH mines=N first=X,Y seed=S

            followed by H rows of W characters, '*' for a mine and '.' for a safe cell, with a blank line between boards. X is the column and Y the row of the first revealed cell, both counted from 0 at the top left; without --first it is the centre (W/2, H/2, rounded down). The first cell and its neighbours never hold a mine.

            With --count K and --seed S, board i (from 0) uses seed S+i: every header's seed remakes that board alone. Without --seed a random seed is chosen (and printed).

            --json prints a JSON array instead, one object per board with the keys width, height, mines, first {x, y}, seed and rows (the same row strings).
            """
        )

        enum Style: EnumerableFlag {
            case noGuess, any

            static func help(for value: Style) -> ArgumentHelp? {
                switch value {
                case .noGuess: "Boards solvable by logic alone from the first cell (the default)."
                case .any: "Classic random boards (the first cell still opens an area)."
                }
            }
        }

        @OptionGroup var board: MinesBoardOptions

        @Option(parsing: .unconditional, help: "How many boards to print.")
        var count: Int = 1

        @Option(parsing: .unconditional, help: "Seed of the first board; board i uses seed+i.",
                transform: SeedArgument.parse)
        var seed: UInt64?

        // Optional, so the help does not add a "(default: --no-guess)" line of its own: the
        // flag's own help says it is the default.
        @Flag(exclusivity: .exclusive)
        var style: Style?

        @Flag(help: "Print JSON instead of text.")
        var json = false

        func validate() throws {
            try board.validate(count: count, verb: "print")
        }

        func run() throws {
            let params = try board.params()
            let first = try board.firstCell()
            let startSeed = seed ?? UInt64.random(in: 0...UInt64.max)
            let generation: MinesGenerationStyle = (style ?? .noGuess) == .noGuess ? .noGuess : .random
            var records: [MinesBoardRecord] = []
            var printedAny = false
            for index in 0..<count {
                let boardSeed = startSeed &+ UInt64(index)
                guard let layout = MinesGenerator.layout(for: params, first: first, seed: boardSeed, style: generation) else {
                    throw ValidationError("--first \(first) is off the board")
                }
                records.append(MinesBoardRecord(layout: layout, first: first, seed: boardSeed))
                // Text goes out in batches, so a long run never holds every board in memory.
                if !json && (records.count == 256 || index == count - 1) {
                    let text = (printedAny ? "\n" : "") + MinesBoardText.format(records)
                    writeOut(text)
                    printedAny = true
                    records.removeAll(keepingCapacity: true)
                }
            }
            if json { try writeJSON(records) }
        }

        private struct JSONBoard: Encodable {
            struct Cell: Encodable {
                var x: Int
                var y: Int
            }

            var width: Int
            var height: Int
            var mines: Int
            var first: Cell
            var seed: UInt64?
            var rows: [String]
        }

        private func writeJSON(_ records: [MinesBoardRecord]) throws {
            let boards = records.map { record in
                JSONBoard(width: record.layout.width, height: record.layout.height, mines: record.layout.mineCount,
                          first: .init(x: record.first.x, y: record.first.y), seed: record.seed,
                          rows: record.layout.rows)
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            writeOut(String(decoding: try encoder.encode(boards), as: UTF8.self) + "\n")
        }
    }

    /// Reads boards in the `generate` text format on standard input and says, for each,
    /// whether the logical solver clears it from its first cell without guessing.
    struct Solve: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "solve",
            abstract: "Check that boards can be cleared by logic alone.",
            discussion: """
            Reads boards in the format `clearfield mines generate` prints (a header line 'WxH mines=N first=X,Y [seed=S]', H rows of '*' and '.', blank lines between boards) and prints one line per board: whether the solver, starting from the first cell and using the count of mines left, reveals every safe cell without a guess.

            Exit status: 0 when every board can be cleared, 1 when at least one needs a guess, 64 when the input is not in the format (the message names the line) or holds no boards.
            """
        )

        func run() throws {
            let input = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
            let records: [MinesBoardRecord]
            do {
                records = try MinesBoardText.parse(input)
            } catch let error as MinesBoardTextError {
                printError("clearfield: \(error.description)")
                throw ExitCode(64)
            }
            guard !records.isEmpty else {
                printError("clearfield: the input holds no boards")
                throw ExitCode(64)
            }
            var output = ""
            var failures = 0
            for (index, record) in records.enumerated() {
                let result = MinesSolver.solve(record.layout, from: record.first)
                let verdict: String
                if record.layout.isMine(at: record.first) {
                    verdict = "cannot start: the first cell is a mine"
                } else if result.cleared {
                    verdict = "cleared by logic"
                } else {
                    verdict = "needs a guess after \(result.revealedCells) of \(Plural.count(result.safeCells, "safe cell"))"
                }
                if !result.cleared { failures += 1 }
                output += "board \(index + 1) (\(record.header)): \(verdict)\n"
            }
            output += "\(records.count - failures) of \(Plural.count(records.count, "board")) cleared by logic\n"
            writeOut(output)
            if failures > 0 { throw ExitCode(1) }
        }
    }
}

/// Writes to standard output through the C library's buffer (cheaper at start-up than
/// Foundation's `FileHandle`, which matters when many short runs are timed). `print` writes to
/// that same buffer without naming C's `stdout`, a global Swift 6 cannot prove safe.
func writeOut(_ text: String) {
    print(text, terminator: "")
}
