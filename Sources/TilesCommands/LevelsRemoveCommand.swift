import CommandSupport
import ArgumentParser
import Foundation

// `clearfield levels remove --pack NAME --yes`: the way to take a pack off the level list (one
// made by mistake, an imported one no longer wanted). The results played on it stay in the
// database, marked as for levels no longer there, so importing the pack again brings them back.

extension LevelsCommand {
    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Remove a level pack and its levels (your results on them are kept).")

        @OptionGroup(visibility: .hidden) var global: GlobalOptions
        @Option(help: ArgumentHelp("The pack to remove (see `levels packs`).", valueName: "NAME")) var pack: String
        @Flag(help: "Remove it without asking (required: nothing reads an answer here).") var yes = false

        func run() throws {
            let database = try PackCommandSupport.openDatabase(global)
            let found = try PackCommandSupport.installedPack(named: pack, in: database)
            guard !found.isShipped else {
                printError("clearfield: \"\(found.name)\" is the shipped pack; it cannot be removed")
                throw ExitCode(1)
            }
            let count = try database.levelRecords(pack: found.name).count
            let what = "pack \"\(found.name)\" and its \(count) level\(count == 1 ? "" : "s")"
            guard yes else {
                printError("clearfield: this removes \(what) (your results on them are kept); add --yes to do it")
                throw ExitCode(1)
            }
            try database.removePack(named: found.name)
            printLine("Removed \(what); your results on them are kept")
        }
    }
}
