import TilesUI
import CommandSupport
import ArgumentParser
import Foundation
import GameCore
import SaveFiles
import LocalDatabase
import TilesLevels
import Terminal
import Tiles

/// `clearfield levels ...`: inspect and check the campaign the game ships with.
package struct LevelsCommand: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "levels",
        abstract: "List and check the Tiles levels; import, export, list and remove level packs.",
        subcommands: [List.self, Validate.self, Solve.self, Import.self, Export.self, Packs.self, Remove.self]
    )
}

/// Where the levels come from: always the located levels/ directory, imported into a database in
/// memory, or into the game's real database when `--data-dir` is given.
struct LevelSourceOptions: ParsableArguments {
    /// `--data-dir` is a global option (the root command parses it wherever it is given);
    /// here it means: import into the game's database under DIR instead of one in memory.
    @OptionGroup(visibility: .hidden) var global: GlobalOptions
    var dataDirectory: String? { global.dataDirectory }

    func importLevels() throws -> (AppDatabase, ImportReport) {
        let resources = try ResourceLocator.forCurrentProcess().locate()
        let database = try dataDirectory.map {
            try AppDatabase.open(paths: AppPaths.forCurrentProcess(dataDirectoryOption: $0))
        } ?? AppDatabase.inMemory()
        let line = ImportProgressLine()
        defer { line.finish() }
        let report = try LevelImporter(resources: resources, mapProblem: TileMap.problem(in:)).importLevels(into: database, progress: line.report)
        return (database, report)
    }
}

extension LevelsCommand {
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List every level: number, name, size, colours, par, pack and background.")

        @OptionGroup var source: LevelSourceOptions
        @Flag(help: "Print JSON instead of a table.") var json = false

        func run() throws {
            let (database, report) = try source.importLevels()
            let levels = try database.levels()
            if json {
                try printJSON(LevelListing(levels: levels.map(LevelSummary.init), problems: report.problems))
                return
            }
            for problem in report.problems { printError("levels/\(problem)") }
            printLine(LevelSummary.table(levels.map(LevelSummary.init)))
            printLine("\(levels.count) level\(levels.count == 1 ? "" : "s")")
        }
    }

    struct Validate: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check every level file; exit with status 1 if any level is malformed or cannot be cleared.",
            discussion: """
                Runs the level files the way the game does at start (in the same sandbox, with the \
                same limits) and reports each problem as levels/FILE:LINE: error|warning: message. \
                Errors (a statement that fails or is refused, a level dropped for a bad map, par or \
                name, a level the solver cannot clear) make the exit status 1; warnings (an unknown \
                background replaced by the default, a level deleted or written twice) only do with \
                --strict.
                """)

        @Flag(help: "Treat warnings as errors.") var strict = false

        func run() throws {
            let resources = try ResourceLocator.forCurrentProcess().locate()
            // Every shipped level must be clearable: the solver proves it or the level is an error,
            // reported at the file and line that wrote it.
            let importer = LevelImporter(
                resources: resources,
                levelCheck: SolverLevelCheck.check(nodeLimit: TilesSolver.defaultNodeLimit, strict: true),
                mapProblem: TileMap.problem(in:))
            let line = ImportProgressLine()
            let result = try importer.load(progress: line.report)
            line.finish()
            let problems = result.problems
            let levels = result.records.compactMap { try? $0.level() }
            for problem in problems { printError("levels/\(problem)") }
            if result.isRefused {
                printError("levels: these files were refused; the game keeps the levels it had until they are fixed")
            }
            let errors = problems.filter { $0.severity == .error || strict }
            printLine("\(levels.count) level\(levels.count == 1 ? "" : "s") loaded from \(resources.levels.path); "
                  + "\(errors.count) error\(errors.count == 1 ? "" : "s"), "
                  + "\(problems.count - errors.count) warning\(problems.count - errors.count == 1 ? "" : "s")")
            if !errors.isEmpty { throw ExitCode(1) }
        }
    }
}

/// One level as `levels list` shows it.
struct LevelSummary: Codable, Equatable {
    var number: Int
    var name: String
    var pack: String
    var par: Int
    var background: String
    var width: Int
    var height: Int
    var colors: Int
    var tiles: Int

    init(_ level: Level) {
        number = level.number
        name = level.name
        pack = level.pack
        par = level.par
        background = level.background
        width = level.board.width
        height = level.board.height
        colors = level.board.tileCountsByColor.count
        tiles = level.board.tileCount
    }

    static func table(_ rows: [LevelSummary]) -> String {
        let header = ["#", "Name", "Size", "Colours", "Tiles", "Par", "Pack", "Background"]
        // Names are escaped cell by cell (a newline in a name would break the row) before the
        // columns are measured, in terminal columns.
        let cells = rows.map {
            ["\($0.number)", $0.name, "\($0.width)x\($0.height)", "\($0.colors)", "\($0.tiles)", "\($0.par)",
             $0.pack, $0.background].map { SafeText.escaped($0) }
        }
        let rightAligned: Set<Int> = [0, 3, 4, 5]
        let widths = header.indices.map { column in
            ([header] + cells).map { DisplayWidth.of($0[column]) }.max() ?? 0
        }
        return ([header] + cells).map { row in
            row.indices.map { column in
                let padding = String(repeating: " ", count: widths[column] - DisplayWidth.of(row[column]))
                return rightAligned.contains(column) ? padding + row[column] : row[column] + padding
            }.joined(separator: "  ").trimmingTrailingSpaces
        }.joined(separator: "\n")
    }

    private enum CodingKeys: String, CodingKey {
        case number = "ix", name, pack, par, background, width, height, colors, tiles
    }
}

extension String {
    /// The text without its trailing spaces: a table's last column is not padded, but its
    /// right-aligned first column keeps its leading ones.
    var trimmingTrailingSpaces: String {
        String(reversed().drop { $0 == " " }.reversed())
    }
}

struct LevelListing: Codable {
    var levels: [LevelSummary]
    var problems: [LevelProblem]
}
