import ArgumentParser
import Foundation
import GameCore
import Storage
import Tiles

extension LevelsCommand {
    /// `clearfield levels solve IX`: asks the solver about one level, for designers.
    struct Solve: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Tell whether a level can be cleared, with a clearing sequence, nodes searched and time.",
            discussion: """
                Moves are printed as X,Y cells (column, row from 0 at the top left) of the group to \
                remove, in order. Exit status 1 when the level cannot be cleared or the search hit its \
                limit.
                """)

        @OptionGroup var source: LevelSourceOptions
        @Argument(help: "The level's number (ix).") var ix: Int
        @Flag(help: "Print JSON.") var json = false
        @Flag(name: .customLong("fewest-moves"), help: "Search for a short sequence (slower), as par is computed.")
        var fewestMoves = false

        func run() throws {
            let (database, _) = try source.importLevels()
            guard let level = try database.level(ix: ix) else {
                printError("clearfield: there is no level \(ix) (see `clearfield levels list`)")
                throw ExitCode(1)
            }
            let clock = SystemClock()
            let started = clock.now()
            let solver = TilesSolver()
            let solution = fewestMoves ? solver.fewestMoves(level.board) : solver.solve(level.board)
            let microseconds = Int(clock.now().nanoseconds(since: started) / 1000)
            let report = SolveReport(level: level, solution: solution, microseconds: microseconds)
            if json {
                try printJSON(report)
            } else {
                print(report.text)
            }
            if solution.verdict != .clearable { throw ExitCode(1) }
        }
    }
}

/// What `levels solve` prints.
struct SolveReport: Codable {
    var ix: Int
    var name: String
    var verdict: String
    var clearable: Bool
    var par: Int
    var moves: [String]
    var nodes: Int
    var hitLimit: Bool
    var milliseconds: Double

    init(level: Level, solution: TilesSolution, microseconds: Int) {
        ix = level.ix
        name = level.name
        verdict = solution.verdict.rawValue
        clearable = solution.isClearable
        par = level.par
        moves = solution.moves.map { "\($0.point.x),\($0.point.y)" }
        nodes = solution.nodes
        hitLimit = solution.hitLimit
        milliseconds = Double(microseconds) / 1000
    }

    var text: String {
        var lines = ["Level \(ix) \"\(name)\": \(verdict) (par \(par))"]
        if clearable { lines.append("Moves (\(moves.count)): \(moves.joined(separator: " "))") }
        lines.append("Nodes searched: \(nodes)\(hitLimit ? " (limit reached)" : "")")
        lines.append(String(format: "Time: %.1f ms", milliseconds))
        return lines.joined(separator: "\n")
    }
}
