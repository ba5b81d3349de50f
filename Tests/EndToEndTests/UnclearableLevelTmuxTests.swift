import Foundation
import Testing

extension EndToEndSuite {
    /// A level the importer's solver check finds unclearable, in the real game: opening it says
    /// so, with the file and line, before the level starts; any key plays on.
    @Suite struct UnclearableLevelTmuxTests {
        @Test func openingAnUnclearableLevelShowsANoticeWithFileAndLine() throws {
            let resources = try LevelSandboxEndToEndTests.Resources(["01-good.sql": LevelSandboxEndToEndTests.good + """

                INSERT INTO levels (ix, map, name, par) VALUES (2, 'RG', 'Stuck', 1);
                """])
            let binary = try ClearfieldBinary.locate()
            let session = try TmuxSession(extraEnvironment: ["CLEARFIELD_RESOURCES": resources.root.path])
            defer { session.kill(); session.removeFiles() }
            try session.run("\(TmuxSession.shellQuoted(binary.path)) play tiles --level 2; echo \"exit:$?\"")
            // The import's start-up notice comes first (the same problem, once); then the level.
            let startup = try session.waitFor("found at start-up")
            #expect(startup.contains("levels/01-good.sql:3"))
            try session.sendKeys("Enter")
            let notice = try session.waitFor("any key play anyway")
            #expect(notice.contains("Level 2 cannot be cleared"))
            #expect(notice.contains("levels/01-good.sql:3: error: level 2 \"Stuck\" cannot be cleared"))
            try session.sendKeys("Space")
            try session.waitUntil("the notice to go") { !(try session.capture()).contains("any key play anyway") }
            #expect(try session.capture().contains("Moves 0"), "the level, ready to play")
        }
    }
}
