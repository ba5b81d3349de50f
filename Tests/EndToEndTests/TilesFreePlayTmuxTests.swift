import Foundation
import Testing

extension EndToEndSuite {
    /// Same Game free play through the real binary in tmux: `play tiles --free` with a size,
    /// colours and a seed deals that board, the hint leads to its end, the end panel says how it
    /// went, and Enter deals a new board of the same shape.
    @Suite struct TilesFreePlayTmuxTests {
        @Test func aChosenSeedPlaysToItsEndAndEnterDealsANewBoard() throws {
            let session = try TilesTmuxTests.start(arguments: " play tiles --free --width 6 --height 5 --colors 3 --seed 5")
            defer { session.kill(); session.removeFiles() }
            let opening = try session.waitFor("Free play")
            #expect(opening.contains("6×5, 3 colours"))
            #expect(Self.seed(on: opening) == "5")

            var ended = ""
            for _ in 0..<30 where ended.isEmpty {
                try session.sendKeys("H")
                try session.waitFor("Hint:")
                try session.sendKeys("Enter")
                try session.waitUntil("the move to land", timeout: 10) {
                    let screen = try session.capture()
                    if screen.contains("Board cleared!") || screen.contains("Game over") { ended = screen }
                    return !ended.isEmpty || !screen.contains("Hint:")
                }
            }
            #expect(ended.contains("Board cleared!"), "following the solver's hints clears a dealt board: \(ended)")
            #expect(ended.contains("clear bonus 1,000"))
            // The ranking line follows the replay's check.
            let ranked = try session.waitFor("Not ranked")
            #expect(ranked.contains("hint"), "a hinted game is not ranked: \(ranked)")

            try session.sendKeys("Enter")
            try session.waitUntil("a new board") {
                let screen = try session.capture()
                // The new seed is drawn at random, so it is read whole: "seed 501050100" is not seed 5.
                let seed = Self.seed(on: screen)
                return screen.contains("Free play") && seed != nil && seed != "5" && !screen.contains("Board cleared!")
            }
            try session.sendKeys("q")
            try session.waitFor("Quit free play?")
            try session.sendKeys("n")
            try session.waitFor("choose a level")
            try session.sendKeys("Escape")
            try session.waitFor("Tiles and Mines for your terminal")
            try session.sendKeys("q")
            #expect(try session.waitForExitStatus() == 0)
            #expect(try session.format("#{alternate_on}") == "0", "the alternate screen is left")
        }

        /// The seed on the title line, read to its last digit.
        static func seed(on screen: String) -> String? {
            guard let match = screen.firstMatch(of: /seed (\d+)/) else { return nil }
            return String(match.1)
        }

        @Test func aShapeOutOfRangeIsRefusedInASentence() throws {
            let session = try TilesTmuxTests.start(arguments: " play tiles --free --colors 9")
            defer { session.kill(); session.removeFiles() }
            // The command line itself says "exit:" too: the status line is waited for by its number.
            #expect(try session.waitForExitStatus() == 64)
            #expect(try session.capture().contains("9 colours is out of range: 2 to 6"))
        }
    }
}
