import Foundation
import Testing

extension EndToEndSuite {
    /// The real game in a terminal too small for it, in tmux: it says how to leave, and q does
    /// leave (a game through its quit path, which saves), screen by screen down to the shell.
    @Suite struct SmallTerminalTmuxTests {
        /// The screen as one string with the spaces and line breaks taken out, so a sentence the
        /// narrow screen wrapped can be looked for whole.
        static func squeezed(_ screen: String) -> String {
            String(screen.filter { !$0.isWhitespace })
        }

        @discardableResult
        static func waitForSqueezed(_ session: TmuxSession, _ text: String) throws -> String {
            var screen = ""
            try session.waitUntil(text) {
                screen = try session.capture()
                return squeezed(screen).contains(squeezed(text))
            } lastScreen: { screen }
            return screen
        }

        @Test func qInATooSmallTerminalSavesTheGameAndLeavesScreenByScreen() throws {
            let resources = try SavingTmuxTests.Resources()
            let binary = try ClearfieldBinary.locate()
            let session = try TmuxSession(columns: 60, rows: 20,
                                          extraEnvironment: ["CLEARFIELD_RESOURCES": resources.root.path])
            defer { session.kill(); session.removeFiles() }
            let command = TmuxSession.shellQuoted(binary.path)

            // 60×20 is enough to play.
            try session.run("\(command) play tiles --level 1; echo \"exit:$?\"")
            try session.waitFor("Level 1")
            try session.sendKeys("Enter")
            try session.waitFor("Moves 1")

            try session.resize(columns: 44, rows: 12)
            try Self.waitForSqueezed(session, "this screen needs 60×20 (now 44×12)")
            try Self.waitForSqueezed(session, "Press q or Esc to save the game and leave it")
            try session.sendKeys("Enter")       // no move is played on a board that cannot be seen
            try session.sendKeys("q")
            try Self.waitForSqueezed(session, "Press q or Esc to go back")
            #expect(FileManager.default.fileExists(atPath: SavingTmuxTests.archive(in: session.file("data")).path),
                    "the game was saved on the way out")
            try session.sendKeys("Escape")
            try Self.waitForSqueezed(session, "Press q or Esc to quit Clearfield")
            try session.sendKeys("q")
            #expect(try SavingTmuxTests.waitForExit(session).contains("exit:0"))

            // Big enough again, Continue brings back the game with its one move.
            try session.resize(columns: 60, rows: 20)
            try session.run("clear; \(command) --continue; echo \"exit:$?\"")
            try session.waitFor("Moves 1")
            try session.sendKeys("q")
            try SavingTmuxTests.waitForPrompt(session, title: "Quit level 1?")
            try session.sendKeys("x")
            #expect(try SavingTmuxTests.waitForExit(session).contains("exit:0"))
        }
    }
}
