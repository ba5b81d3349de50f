import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

extension EndToEndSuite {
    /// Saving and continuing in the real game, in tmux: quit with Save and quit, close the
    /// terminal mid-game, `clearfield --continue`. Each time the next launch shows the same board.
    @Suite struct SavingTmuxTests {
        /// Resources with one level that two moves do not clear, and no achievements (so no
        /// banner covers the screen being compared).
        final class Resources {
            let root: URL

            init() throws {
                root = FileManager.default.temporaryDirectory
                    .appendingPathComponent("clearfield-saving-e2e-\(UUID().uuidString)", isDirectory: true)
                let levels = root.appendingPathComponent("levels", isDirectory: true)
                let assets = root.appendingPathComponent("assets", isDirectory: true)
                try FileManager.default.createDirectory(at: levels, withIntermediateDirectories: true)
                try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
                try Data("""
                    CREATE TABLE IF NOT EXISTS levels (ix INTEGER PRIMARY KEY, background TEXT NOT NULL DEFAULT 'default',
                        map TEXT NOT NULL, name TEXT NOT NULL, par INTEGER NOT NULL, pack TEXT NOT NULL DEFAULT 'campaign');
                    INSERT INTO levels (ix, map, name, par) VALUES (1, 'RGBY
                    RGBY
                    GBYR
                    GBYR', 'Stripes', 8);
                    """.utf8).write(to: levels.appendingPathComponent("schema.sql"))
                try Data(#"{"version": 1, "achievements": []}"#.utf8)
                    .write(to: assets.appendingPathComponent("achievements.json"))
            }

            deinit { try? FileManager.default.removeItem(at: root) }
        }

        /// The screen without its first line (the clock, which may tick between two captures).
        static func withoutClock(_ screen: String) -> [Substring] {
            Array(screen.split(separator: "\n", omittingEmptySubsequences: false).dropFirst())
        }

        static func archive(in data: URL) -> URL {
            data.appendingPathComponent("state/current-game.clearfield-save")
        }

        /// Waits for the shell's `exit:N` line (the typed command line holds `exit:$?`, not a digit).
        @discardableResult
        static func waitForExit(_ session: TmuxSession) throws -> String {
            var screen = ""
            try session.waitUntil("the exit status") {
                screen = try session.capture()
                return screen.range(of: "exit:[0-9]", options: .regularExpression) != nil
            } lastScreen: { screen }
            return screen
        }

        /// The quit prompt with every choice drawn (a frame reaches tmux in pieces: the title may
        /// be there before the choices).
        @discardableResult
        static func waitForPrompt(_ session: TmuxSession, title: String) throws -> String {
            var screen = ""
            try session.waitUntil("the quit prompt") {
                screen = try session.capture()
                return screen.contains(title) && screen.contains("Save and quit") && screen.contains("Quit without saving")
                    && screen.contains("Cancel")
            } lastScreen: { screen }
            return screen
        }

        /// The whole play screen after the two moves: a frame reaches tmux in pieces, so the status
        /// line, the board's last row and the key line are all waited for.
        static func waitForBoardAfterTwoMoves(_ session: TmuxSession) throws -> String {
            var screen = "", previous = ""
            try session.waitUntil("the board after two moves") {
                previous = screen
                screen = try session.capture()
                // The board's bottom border, at whatever size its tiles are drawn (issue 31: Tiles zooms),
                // and the same screen twice running: the header says "Moves 2" as the second move's
                // tiles are still falling and its column closing up (the full suite once caught the
                // board a column before it closed).
                return screen.contains("Moves 2") && screen.contains("└──") && screen.contains("q quit") && screen == previous
            } lastScreen: { screen }
            return screen
        }

        /// Plays the first two moves of level 1 and returns the screen.
        static func playTwoMoves(_ session: TmuxSession) throws -> String {
            try session.waitFor("Level 1")
            try session.sendKeys("Enter")       // the green pair at the bottom left
            try session.waitFor("Moves 1")      // the red pair fell into its place
            try session.sendKeys("Enter")       // and goes: the first column closes up
            return try waitForBoardAfterTwoMoves(session)
        }

        @Test func saveAndQuitThenContinueFromTheMenuShowsTheSameBoard() throws {
            let resources = try Resources()
            let binary = try ClearfieldBinary.locate()
            let session = try TmuxSession(extraEnvironment: ["CLEARFIELD_RESOURCES": resources.root.path])
            defer { session.kill(); session.removeFiles() }
            let command = TmuxSession.shellQuoted(binary.path)

            try session.run("\(command) play tiles --level 1; echo \"exit:$?\"")
            let before = try Self.playTwoMoves(session)
            try session.sendKeys("q")
            try Self.waitForPrompt(session, title: "Quit level 1?")
            try session.sendKeys("Enter")       // Save and quit, the default
            try session.waitFor("choose a level")
            try session.sendKeys("Escape")
            let menu = try session.waitFor("Tiles and Mines for your terminal")
            #expect(menu.contains("Continue      c   Tiles level 1, 0:0"))
            try session.sendKeys("q")
            #expect(try Self.waitForExit(session).contains("exit:0"))
            #expect(FileManager.default.fileExists(atPath: Self.archive(in: session.file("data")).path))

            // The next launch: Continue is offered first and brings the same board back.
            try session.run("clear; \(command); echo \"exit:$?\"")
            let offered = try session.waitFor("Continue")
            #expect(offered.contains("▸ Continue      c   Tiles level 1"))
            try session.sendKeys("Enter")
            let after = try Self.waitForBoardAfterTwoMoves(session)
            #expect(Self.withoutClock(after) == Self.withoutClock(before))

            // Quitting without saving ends the game: nothing is left to continue.
            try session.sendKeys("q")
            try Self.waitForPrompt(session, title: "Quit level 1?")
            try session.sendKeys("n")
            try session.waitFor("choose a level")
            try session.sendKeys("Escape")
            let emptied = try session.waitFor("Tiles and Mines for your terminal")
            #expect(!emptied.contains("Continue      c"))
            try session.sendKeys("q")
            #expect(try Self.waitForExit(session).contains("exit:0"))
            #expect(!FileManager.default.fileExists(atPath: Self.archive(in: session.file("data")).path))
        }

        @Test func closingTheTerminalMidGameSavesItAndContinueBringsItBack() throws {
            let resources = try Resources()
            let binary = try ClearfieldBinary.locate()
            let first = try TmuxSession(
                command: "exec \(TmuxSession.shellQuoted(binary.path)) play tiles --level 1",
                extraEnvironment: ["CLEARFIELD_RESOURCES": resources.root.path])
            defer { first.kill(); first.removeFiles() }
            let before = try Self.playTwoMoves(first)
            let pid = try #require(pid_t(try first.format("#{pane_pid}")))
            first.kill()                        // the window closes: SIGHUP
            try first.waitUntil("the game to exit after the hang-up") { kill(pid, 0) != 0 && errno == ESRCH }
            let data = first.file("data")
            #expect(FileManager.default.fileExists(atPath: Self.archive(in: data).path))

            let second = try TmuxSession(extraEnvironment: ["CLEARFIELD_RESOURCES": resources.root.path,
                                                            "CLEARFIELD_HOME": data.path])
            defer { second.kill() }
            try second.run("\(TmuxSession.shellQuoted(binary.path)) --continue; echo \"exit:$?\"")
            let after = try Self.waitForBoardAfterTwoMoves(second)
            #expect(Self.withoutClock(after) == Self.withoutClock(before))
            // A stop signal saves it again, and the shell hears of no failure.
            try second.sendKeys("C-c")
            let shell = try Self.waitForExit(second)
            #expect(shell.contains("exit:130"))
            #expect(!shell.contains("Could not save"))
            #expect(FileManager.default.fileExists(atPath: Self.archive(in: data).path))
        }

        @Test func continueWithNothingSavedSaysSoAndExitsWithStatusOne() throws {
            let resources = try Resources()
            let home = resources.root.appendingPathComponent("home")
            let result = try runClearfieldForProgressTest(["--continue", "--data-dir", home.path],
                                                          environment: ["CLEARFIELD_RESOURCES": resources.root.path])
            #expect(result.status == 1)
            #expect(result.errorOutput == "clearfield: there is no saved game to continue (saved games are kept in "
                    + home.appendingPathComponent("state").path + ")\n")
        }
    }
}
