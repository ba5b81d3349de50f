import TilesUI
import CommandSupport
import ArgumentParser
import Foundation
import GameCore
import Tiles

extension LevelsCommand {
    /// `clearfield levels solve IX`: asks the solver about one level, for designers.
    struct Solve: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Tell whether a level can be cleared, with a clearing sequence, nodes searched and time.",
            discussion: """
                Moves are printed as X,Y cells (column, row from 1 at the top left, as the game \
                numbers cells) of the group to \
                remove, in order. Exit status 1 when the level cannot be cleared, or when the search \
                stopped at its limit before finding a clearing sequence (undecided). With \
                --fewest-moves, a clearing sequence found before the limit stopped the search is still \
                printed, with exit status 0, and marked "not proven shortest"; a sequence longer than \
                the level's par is marked too.
                """)

        @OptionGroup var source: LevelSourceOptions
        @Argument(help: "The level's number (ix).") var number: Int
        @Flag(help: "Print JSON.") var json = false
        @Flag(name: .customLong("fewest-moves"), help: "Search for a short sequence (slower), as par is computed.")
        var fewestMoves = false
        @Option(name: .customLong("node-limit"), help: "Positions the search may expand.")
        var nodeLimit = TilesSolver.defaultNodeLimit

        func run() throws {
            let (database, _) = try source.importLevels()
            guard let level = try database.level(LevelKey(number: number)) else {
                printError("clearfield: there is no level \(number) (see `clearfield levels list`)")
                throw ExitCode(1)
            }
            let clock = SystemClock()
            let started = clock.now()
            let solver = TilesSolver(nodeLimit: nodeLimit)
            let solution = fewestMoves ? solver.fewestMoves(level.board) : solver.solve(level.board)
            let microseconds = Int(clock.now().nanoseconds(since: started) / 1000)
            let report = SolveReport(level: level, solution: solution, fewestMoves: fewestMoves,
                                     microseconds: microseconds)
            if json {
                try printJSON(report)
            } else {
                printLine(report.text)
            }
            if solution.verdict != .clearable { throw ExitCode(1) }
        }
    }
}

/// What `levels solve` prints.
struct SolveReport: Codable {
    var number: Int
    var name: String
    var verdict: String
    var clearable: Bool
    var par: Int
    var moves: [String]
    var nodes: Int
    var hitLimit: Bool
    /// With --fewest-moves and a clearing sequence: whether no shorter one exists (the search
    /// ran to the end). Absent otherwise.
    var provenShortest: Bool?
    var milliseconds: Double

    init(level: Level, solution: TilesSolution, fewestMoves: Bool, microseconds: Int) {
        number = level.number
        name = level.name
        verdict = solution.verdict.rawValue
        clearable = solution.isClearable
        par = level.par
        // One-based, as the game shows a cell (the Mines cursor, the editor), in text and JSON.
        moves = solution.moves.map { "\($0.point.x + 1),\($0.point.y + 1)" }
        nodes = solution.nodes
        hitLimit = solution.hitLimit
        provenShortest = fewestMoves && solution.isClearable ? !solution.hitLimit : nil
        milliseconds = Double(microseconds) / 1000
    }

    var text: String {
        var lines = ["Level \(number) \"\(name)\": \(verdict) (par \(par))"]
        if clearable { lines.append("Moves (\(moves.count)): \(moves.joined(separator: " "))") }
        if let provenShortest {
            var notes: [String] = []
            if !provenShortest { notes.append("not proven shortest: the search stopped at its limit") }
            if moves.count > par { notes.append("longer than par by \(moves.count - par)") }
            if !notes.isEmpty { lines.append("Note: " + notes.joined(separator: "; ")) }
        }
        lines.append("Nodes searched: \(nodes)\(hitLimit ? " (limit reached)" : "")")
        lines.append(String(format: "Time: %.1f ms", milliseconds))
        return lines.joined(separator: "\n")
    }

    private enum CodingKeys: String, CodingKey {
        case number = "ix", name, verdict, clearable, par, moves, nodes, hitLimit, provenShortest, milliseconds
    }
}
