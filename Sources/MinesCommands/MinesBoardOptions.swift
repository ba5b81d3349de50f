import ArgumentParser
import GameCore
import Mines

/// The board options `generate` and `autoplay` share: its size, its mines and the first cell.
struct MinesBoardOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Columns (\(MinesParams.widthRange.lowerBound)-\(MinesParams.widthRange.upperBound)).")
    var width: Int

    @Option(parsing: .unconditional, help: "Rows (\(MinesParams.heightRange.lowerBound)-\(MinesParams.heightRange.upperBound)).")
    var height: Int

    @Option(parsing: .unconditional, help: "Mines (1 to width×height − 9).")
    var mines: Int

    @Option(help: ArgumentHelp("The first revealed cell, column,row from 0 (default: the centre).", valueName: "x,y"))
    var first: String?

    /// Checks the board and a `--count` of boards (`verb`: what the command does with them).
    func validate(count: Int, verb: String) throws {
        _ = try params()
        _ = try firstCell()
        guard (1...1_000_000).contains(count) else {
            throw ValidationError("--count \(count) is out of range: \(verb) 1 to 1000000 boards")
        }
    }

    func params() throws -> MinesParams {
        do {
            return try MinesParams(width: width, height: height, mines: mines)
        } catch let error as MinesParamsError {
            throw ValidationError(error.description)
        }
    }

    func firstCell() throws -> Point {
        guard let first else { return Point(x: width / 2, y: height / 2) }
        let parts = first.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Int(parts[0]), let y = Int(parts[1]) else {
            throw ValidationError("--first '\(first)' is not a cell: write column,row such as 4,4")
        }
        guard (0..<width).contains(x), (0..<height).contains(y) else {
            throw ValidationError("--first \(x),\(y) is off the \(width)x\(height) board (columns 0-\(width - 1), rows 0-\(height - 1))")
        }
        return Point(x: x, y: y)
    }
}
