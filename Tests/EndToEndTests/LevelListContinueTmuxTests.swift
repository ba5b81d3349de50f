import Foundation
import Testing

extension EndToEndSuite {
    /// The level list and the saved game in the real game, in tmux: the saved level is marked,
    /// Enter on it continues the same board, `r` (confirmed) starts it over.
    @Suite struct LevelListContinueTmuxTests {
        typealias Saving = SavingTmuxTests

        @Test func theSavedLevelIsMarkedAndContinuesOrStartsOver() throws {
            let resources = try Saving.Resources()
            let binary = try ClearfieldBinary.locate()
            let session = try TmuxSession(extraEnvironment: ["CLEARFIELD_RESOURCES": resources.root.path])
            defer { session.kill(); session.removeFiles() }

            try session.run("\(TmuxSession.shellQuoted(binary.path)) play tiles --level 1; echo \"exit:$?\"")
            let before = try Saving.playTwoMoves(session)
            try session.sendKeys("q")
            try Saving.waitForPrompt(session, title: "Quit level 1?")
            try session.sendKeys("Enter")       // Save and quit
            let list = try session.waitFor("Enter continue")
            let stripes = try #require(list.split(separator: "\n").first { $0.contains("Stripes") })
            #expect(stripes.contains("saved"), "the level's state reads saved: \(stripes)")

            try session.sendKeys("Enter")
            let asked = try session.waitFor("r start over")
            #expect(asked.contains("Level 1 has a saved game") && asked.contains("Your saved game: Tiles level 1"))
            try session.sendKeys("Enter")       // continue
            let after = try Saving.waitForBoardAfterTwoMoves(session)
            // The board and status line (the message line may still hold the save's banner).
            #expect(Saving.withoutClock(after).dropLast(3) == Saving.withoutClock(before).dropLast(3))

            try session.sendKeys("q")
            try Saving.waitForPrompt(session, title: "Quit level 1?")
            try session.sendKeys("Enter")       // saved again
            try session.waitFor("Enter continue")
            try session.sendKeys("Enter")
            try session.waitFor("r start over")
            try session.sendKeys("r")
            let confirm = try session.waitFor("Start level 1 over?")
            #expect(confirm.contains("counted as abandoned"))
            try session.sendKeys("Enter")       // start over: a new game of the level
            try session.waitUntil("a fresh board") {
                let screen = try session.capture()
                return screen.contains("Moves 0") && screen.contains("q quit")
            }
            try session.sendKeys("q")
            try Saving.waitForPrompt(session, title: "Quit level 1?")
            try session.sendKeys("n")           // quit without saving
            try session.waitFor("Enter play")
            try session.sendKeys("Escape")
            let menu = try session.waitFor("Tiles and Mines for your terminal")
            #expect(!menu.contains("Continue      c"))
            try session.sendKeys("q")
            #expect(try Saving.waitForExit(session).contains("exit:0"))
        }
    }
}
