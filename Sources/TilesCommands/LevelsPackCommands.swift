import TilesUI
import CommandSupport
import ArgumentParser
import Foundation
import GameCore
import SaveFiles
import LocalDatabase
import TilesLevels
import Tiles

// `clearfield levels import|export|packs`: level packs as files of SQL (see levels/README.md,
// "Level packs"). The pack's SQL runs in the sandbox, never on the game's database.

extension LevelsCommand {
    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Import a level pack from a file of SQL; every level is checked and proven clearable.",
            discussion: """
                The file runs in a sandbox holding only the pack's tables (levels and pack); then \
                every level is checked (map, colours, background, cleared by the solver, par) and \
                the pack is installed in one transaction. Each level is reported on its own line, \
                problems as FILE:LINE: error|warning: message. A pack with errors is not imported \
                (exit status 1) unless --skip-bad, which imports its good levels. Importing a pack \
                with the name of one already installed replaces it; results on unchanged levels are \
                kept. A name that is an installed pack's written another way (case, accents, \
                look-alike letters: "STARTER" for "Starter") is refused (exit status 1).
                """)

        @OptionGroup(visibility: .hidden) var global: GlobalOptions
        @Argument(help: ArgumentHelp("The pack file.", valueName: "FILE.sql")) var file: String
        @Flag(name: .customLong("skip-bad"), help: "Import the good levels of a pack that has bad ones.")
        var skipBad = false

        func run() throws {
            let database = try PackCommandSupport.openDatabase(global)
            let importer = PackImporter(backgrounds: PackCommandSupport.backgroundNames(), rules: .tiles())
            let line = ImportProgressLine(delay: 0.2)
            defer { line.finish() }
            let report: PackImportReport
            do {
                report = try importer.importPack(file: URL(fileURLWithPath: file), into: database, skipBad: skipBad,
                                                 progress: line.isTerminal ? line.report : nil)
            } catch let error as PackImportError {
                // The file named is not found or cannot be read: status 1, as `achievements
                // validate` says of its file (status 2 is for the game's own data and resources).
                line.finish()
                printError("clearfield: \(error.description)")
                throw ExitCode(1)
            }
            line.finish()
            let fileName = URL(fileURLWithPath: file).lastPathComponent
            for line in report.levelLines(fileName: fileName) { printLine(line.text) }
            for problem in report.untoldProblems { printError(problem.description) }
            guard report.isInstalled else {
                printError(report.summary(fileName: fileName))
                throw ExitCode(1)
            }
            printLine(report.summary(fileName: fileName))
        }
    }

    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write a level pack as a pack file (standard output without FILE).",
            discussion: """
                Every level is checked as `levels import` checks it; a level an import would drop \
                (not proven clearable, say) is left out and named on standard error, so the file \
                always imports. The shipped pack cannot be exported: import refuses its name.
                """)

        @OptionGroup(visibility: .hidden) var global: GlobalOptions
        @Option(help: ArgumentHelp("The pack to export (see `levels packs`).", valueName: "NAME")) var pack: String
        @Argument(help: ArgumentHelp("Where to write it.", valueName: "FILE")) var file: String?

        func run() throws {
            let database = try PackCommandSupport.openDatabase(global)
            let found = try PackCommandSupport.installedPack(named: pack, in: database)
            // Checked by the importer's rules first: what is written always imports.
            let importer = PackImporter(backgrounds: PackCommandSupport.backgroundNames(), rules: .tiles())
            let export: PackExportCheck.Export
            switch try PackExportCheck(importer: importer).export(found, levels: try database.levelRecords(pack: found.name)) {
            case .failure(let refusal):
                printError("clearfield: \(refusal)")
                throw ExitCode(1)
            case .success(let checked):
                export = checked
            }
            for level in export.leftOut {
                printError("clearfield: level \(level.number) \"\(level.name)\" left out: \(level.reason)")
            }
            if !export.leftOut.isEmpty {
                printError("clearfield: \(export.writtenCount) of \(export.writtenCount + export.leftOut.count) levels "
                    + "exported; the file imports without the levels left out")
            }
            let sql = export.sql
            guard let file else {
                // Through the one escaping output (a shipped level's name could hold a control character).
                printLine(String(sql.dropLast()))
                return
            }
            do {
                try Data(sql.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
            } catch {
                printError("clearfield: cannot write \(file): \(FileErrorReason.plain(error, path: file))")
                throw ExitCode(1)
            }
            // Said on success too (issue 31: it printed nothing), as `levels import` says what it did.
            printLine("Exported \(Plural.count(export.writtenCount, "level")) of pack \"\(found.name)\" to \(file)")
        }
    }

    struct Packs: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the level packs and your progress in each.")

        @OptionGroup(visibility: .hidden) var global: GlobalOptions
        @Flag(help: "Print JSON instead of a table.") var json = false

        struct Listed: Codable {
            var name: String
            var author: String
            var version: String
            var description: String
            var shipped: Bool
            var levels: Int
            var passed: Int
        }

        func run() throws {
            let data = try GameData.open(dataDirectoryOption: global.dataDirectory,
                                         environment: ProcessInfo.processInfo.environment)
            PackCommandSupport.refreshShippedLevels(data.database)
            let progress = try data.database.levelProgress(player: data.player.id)
            let listed = try data.database.levelPacks().map { pack in
                let levels = try data.database.levelRecords(pack: pack.name)
                let numbers = Set(levels.map(\.number))
                let passed = progress.filter { $0.pack == pack.name && $0.passed && numbers.contains($0.levelNumber) }.count
                return Listed(name: pack.name, author: pack.author, version: pack.version, description: pack.description,
                              shipped: pack.isShipped, levels: levels.count, passed: passed)
            }
            if json {
                try printJSON(listed)
                return
            }
            for pack in listed {
                let by = pack.author.isEmpty ? "" : " by \(pack.author)"
                printLine("\(pack.name)\(pack.shipped ? " (shipped)" : "") version \(pack.version)\(by): "
                    + "\(pack.levels) level\(pack.levels == 1 ? "" : "s"), \(pack.passed) passed"
                    + (pack.description.isEmpty ? "" : "\n    \(pack.description)"))
            }
        }
    }
}

enum PackCommandSupport {
    static func openDatabase(_ global: GlobalOptions) throws -> AppDatabase {
        let database = try GameData.open(dataDirectoryOption: global.dataDirectory,
                                         environment: ProcessInfo.processInfo.environment).database
        refreshShippedLevels(database)
        return database
    }

    /// The pack of that name, or a line naming the packs there are and exit status 1.
    static func installedPack(named name: String, in database: AppDatabase) throws -> LevelPack {
        guard let found = try database.levelPack(named: name) else {
            let names = try database.levelPacks().map { "\"\($0.name)\"" }.joined(separator: ", ")
            printError("clearfield: there is no level pack named \"\(name)\" (installed: \(names))")
            throw ExitCode(1)
        }
        return found
    }

    /// Brings the shipped pack up to date from levels/ as the game does at start, so a data
    /// directory the game has not opened yet lists and exports its levels too. Best effort: a
    /// levels/ that cannot be found or read leaves the pack as it was (the game reports it).
    static func refreshShippedLevels(_ database: AppDatabase) {
        guard let resources = try? ResourceLocator.forCurrentProcess().locate() else { return }
        _ = try? LevelImporter(resources: resources, mapProblem: TileMap.problem(in:)).importLevels(into: database)
    }

    /// The backgrounds a pack's level may name: the art the game has (none found: only `default`).
    static func backgroundNames() -> Set<String> {
        (try? ResourceLocator.forCurrentProcess().locate().backgroundNames()) ?? []
    }
}
