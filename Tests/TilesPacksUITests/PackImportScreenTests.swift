@testable import Shell
@testable import TilesPacksUI
@testable import TilesUI
import Foundation
import LocalDatabase
import Midend
import TilesLevels
import Terminal
import Testing
@testable import UITestSupport

/// A folder standing for the player's home, with pack files in it, and a game database.
final class PackImportFixture {
    let home: URL
    let database: AppDatabase
    var changes = 0

    static let goodPack = """
        INSERT INTO pack (name, author, version, description) VALUES ('Menu pack', 'ada', '2', 'From the menu');
        INSERT INTO levels (ix, name, map) VALUES (1, 'First', 'RRGG');
        INSERT INTO levels (ix, name, map) VALUES (2, 'Second', 'RGR
        RGR');
        """
    static let badPack = goodPack + "\nINSERT INTO levels (ix, name, map) VALUES (3, 'Stuck', 'RG');\n"

    init() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("clearfield-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home.appendingPathComponent("packs"), withIntermediateDirectories: true)
        database = try AppDatabase.inMemory()
        try write(Self.goodPack, to: "packs/good.sql")
        try write(Self.badPack, to: "packs/bad.sql")
    }

    deinit { try? FileManager.default.removeItem(at: home) }

    func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: home.appendingPathComponent(path))
    }

    var paths: PackFilePath { PackFilePath(home: home.path, workingDirectory: home.appendingPathComponent("packs").path) }

    func environment() -> AppEnvironment {
        var environment = Fixtures.environment()
        let database = database
        environment.levels = { try database.levels() }
        environment.levelPacks = { try database.levelPacks() }
        let importer = PackImporter(backgrounds: [], rules: .tiles())
        environment.importPack = { file, skipBad, progress in
            try PackImportJob.importPack(file, skipBad: skipBad, progress: progress, importer: importer, into: database)
        }
        environment.levelsChanged = { [unowned self] in changes += 1 }
        return environment
    }

    /// The screen with `typed` typed key by key.
    func screen(typing typed: String, note: ImportedPackNote = ImportedPackNote(), context: ScreenContext) -> PackImportScreen {
        var screen = PackImportScreen(note: note, paths: paths)
        for character in typed { _ = screen.handle(.key(.character(character)), context: context) }
        return screen
    }
}

@Suite struct PackImportScreenTests {
    /// Runs the job a command started, as the main loop would, and hands its answer back.
    static func finish(_ command: ScreenCommand, on screen: inout PackImportScreen, context: ScreenContext,
                       cancelled: Bool = false) throws -> ScreenCommand {
        let job = try #require(command.work, "the import runs as background work")
        let progress = WorkProgress()
        if cancelled { progress.cancel() }
        let answer = job.run(progress)
        if cancelled { _ = screen.receive(.cancelled(title: job.title), context: context) }
        return cancelled ? .stay : screen.receive(.finished(title: job.title, result: answer), context: context)
    }

    @Test func aTypedPathWithTildeIsImportedInTheBackgroundAndEachLevelReported() throws {
        let fixture = try PackImportFixture()
        let context = Fixtures.context(fixture.environment())
        let note = ImportedPackNote()
        // A typo put right with the editing keys: "~/packs/gXood.sql" → "~/packs/good.sql".
        var screen = fixture.screen(typing: "~/packs/gXood.sql", note: note, context: context)
        for key: Key in [.home, .right, .right, .right, .right, .right, .right, .right, .right, .right, .delete] {
            _ = screen.handle(.key(key), context: context)
        }
        #expect(screen.editor.text == "~/packs/good.sql")
        #expect(screen.frame(context).text.contains("> ~/packs/good.sql"))

        let command = screen.handle(.key(.enter), context: context)
        #expect(command.work?.title == "Importing good.sql")
        let importing = screen.frame(context).text
        #expect(importing.contains("Importing good.sql…") && importing.contains("Esc cancels"), "\(importing)")
        // Keys go on being handled while it runs, and change nothing.
        #expect(screen.handle(.key(.character("x")), context: context).work == nil)

        let answer = try Self.finish(command, on: &screen, context: context)
        #expect(answer.banners == ["Imported pack \"Menu pack\" version 2: 2 levels"])
        let text = screen.frame(context).text
        #expect(text.contains("good.sql:2: level 1 \"First\": clearable, par"), "\(text)")
        #expect(text.contains("good.sql:3: level 2 \"Second\": clearable, par"), "\(text)")
        #expect(text.contains("Enter play the pack"))
        #expect(try fixture.database.levelRecords(pack: "Menu pack").map(\.name) == ["First", "Second"])
        #expect(fixture.changes == 1)
        #expect(note.take() == "Menu pack")
        #expect(screen.handle(.key(.enter), context: context).navigation.isPop)
    }

    @Test func aPackWithABadLevelIsRefusedWholeAndSOffersItsGoodLevels() throws {
        let fixture = try PackImportFixture()
        let context = Fixtures.context(fixture.environment())
        var screen = fixture.screen(typing: "bad.sql", context: context)
        _ = try Self.finish(screen.handle(.key(.enter), context: context), on: &screen, context: context)
        var text = screen.frame(context).text
        #expect(text.contains("bad.sql: the pack was not imported; nothing was changed"), "\(text)")
        #expect(text.contains("bad.sql:5: level 3 \"Stuck\": error:"), "\(text)")
        #expect(text.contains("s import the good levels only"))
        #expect(try fixture.database.levelPack(named: "Menu pack") == nil)
        #expect(fixture.changes == 0)

        _ = try Self.finish(screen.handle(.key(.character("s")), context: context), on: &screen, context: context)
        text = screen.frame(context).text
        #expect(text.contains("Imported pack \"Menu pack\" version 2: 2 levels (1 bad level skipped)"), "\(text)")
        #expect(try fixture.database.levelRecords(pack: "Menu pack").count == 2)
    }

    @Test(arguments: [("missing.sql", "There is no file"), ("", "Type the path of a pack file"),
                      ("~", "is a folder, not"), ("~bob/x.sql", "Only ~ (your own home)")])
    func aPathThatIsNoReadableFileIsToldAndNothingRuns(typed: String, message: String) throws {
        let fixture = try PackImportFixture()
        let context = Fixtures.context(fixture.environment())
        var screen = fixture.screen(typing: typed, context: context)
        let command = screen.handle(.key(.enter), context: context)
        #expect(command.work == nil)
        #expect(screen.frame(context).text.contains(message), "\(screen.frame(context).text)")
        // Typing again clears the message; the path is kept to be put right.
        _ = screen.handle(.key(.character("z")), context: context)
        #expect(!screen.frame(context).text.contains(message))
        #expect(screen.editor.text == typed + "z")
    }

    @Test func escCancelsTheImportAndNothingIsWritten() throws {
        let fixture = try PackImportFixture()
        let context = Fixtures.context(fixture.environment())
        var screen = fixture.screen(typing: "good.sql", context: context)
        _ = try Self.finish(screen.handle(.key(.enter), context: context), on: &screen, context: context, cancelled: true)
        #expect(screen.frame(context).text.contains("Import cancelled: nothing was changed"))
        #expect(try fixture.database.levelPack(named: "Menu pack") == nil)
        // The job itself stops before installing, even if its answer were taken.
        let command = screen.handle(.key(.enter), context: context)
        let progress = WorkProgress()
        progress.cancel()
        let answer = try #require(command.work).run(progress)
        let report = try #require(try (answer as? Result<PackImportReport, PackImportFailure>)?.get())
        #expect(report.wasStopped && !report.isInstalled)
        #expect(try fixture.database.levelPack(named: "Menu pack") == nil)
    }

    @Test func theLevelSelectOpensTheImportWithIAndTurnsToTheImportedPack() throws {
        let fixture = try PackImportFixture()
        let context = Fixtures.context(fixture.environment())
        var list = LevelSelectScreen()
        list.activate(context: context)
        #expect(list.frame(context).text.contains("i import"))
        guard case .push(let pushed) = list.handle(.key(.character("i")), context: context).navigation,
              var screen = pushed as? PackImportScreen else {
            Issue.record("i opens the pack import")
            return
        }
        screen = PackImportScreen(note: screen.note, paths: fixture.paths)
        for character in "good.sql" { _ = screen.handle(.key(.character(character)), context: context) }
        _ = try Self.finish(screen.handle(.key(.enter), context: context), on: &screen, context: context)
        list.deactivate(context: context)
        list.activate(context: context)
        #expect(list.pages[list.pageIndex].name == "Menu pack")
        #expect(list.entries.map(\.level.name) == ["First", "Second"])
        #expect(list.frame(context).text.contains("Menu pack (pack 2 of 2)"))
    }
}

extension Navigation {
    var isPop: Bool { if case .pop = self { true } else { false } }
}

/// `?` on the level list: the help's Tiles page also lists the list's keys, import included.
@Suite struct LevelListHelpTests {
    @Test func theLevelListsHelpNamesItsImportKey() throws {
        let context = Fixtures.context(Fixtures.environment(), size: ScreenSize(columns: 80, rows: 40))
        var list = LevelSelectScreen()
        list.activate(context: context)
        guard case .push(let pushed) = list.handle(.key(.character("?")), context: context).navigation,
              let help = pushed as? HelpScreen else {
            Issue.record("? opens the help")
            return
        }
        let text = help.frame(context).text
        #expect(text.contains("In the level list") && text.contains("import a level pack"), "\(text)")
        #expect(!HelpScreen().frame(context).text.contains("import a level pack"), "only from the list")
    }
}
