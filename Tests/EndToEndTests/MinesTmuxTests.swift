import Foundation
import GameCore
import Mines
import Testing

extension EndToEndSuite {
    /// Mines in the real game, in tmux: an endless run started from the command line, level 1
    /// won with hints, level 2 lost on a mine found from the run's seed (flagged and unflagged with
    /// the mouse first), a resize in between, a clean exit; then the stats command shows the run.
    @Suite struct MinesTmuxTests {
        /// The mine nearest the centre of an endless level's board, when its centre is revealed
        /// first (as `H` then Space does): the Mines module lays it out exactly as the game does.
        static func mine(seed: UInt64, level: Int) -> (centre: Point, mine: Point)? {
            let board = MinesBoard(params: EndlessSchedule.params(forLevel: level),
                                   seed: EndlessSchedule.boardSeed(runSeed: seed, level: level), style: .noGuess)
            let centre = Point(x: board.width / 2, y: board.height / 2)
            guard let layout = board.revealing(centre)?.board.layout else { return nil }
            let nearest = layout.minePoints.min {
                abs($0.x - centre.x) + abs($0.y - centre.y) < abs($1.x - centre.x) + abs($1.y - centre.y)
            }
            return nearest.map { (centre, $0) }
        }

        /// Keys that move the cursor by a count and a direction, as a player types them.
        static func moves(from: Point, to: Point) -> [String] {
            var keys: [String] = []
            func steps(_ count: Int, _ key: String) {
                if count > 0 { keys.append("\(count)\(key)") }
            }
            steps(to.x - from.x, "l")
            steps(from.x - to.x, "h")
            steps(to.y - from.y, "j")
            steps(from.y - to.y, "k")
            return keys
        }

        @Test func anEndlessRunWinsLevelOneWithHintsAndEndsOnAMine() throws {
            let target = try #require(Self.mine(seed: 7, level: 2))
            let binary = try ClearfieldBinary.locate()
            let session = try TmuxSession(columns: 80, rows: 24)
            defer { session.kill(); session.removeFiles() }
            try session.run("\(TmuxSession.shellQuoted(binary.path)) play mines --endless --seed 7; echo \"exit:$?\"")
            let first = try session.waitFor("Endless · Level 1")
            #expect(first.contains("Seed 7") && first.contains("8×8, 6 mines"))

            // H then Space, more times than level 1 has safe cells: once the board is cleared the
            // rest do nothing.
            let safeCells = EndlessSchedule.params(forLevel: 1).safeCellCount
            for _ in 0...safeCells { try session.sendKeys("H", "Space") }
            let cleared = try session.waitFor("Board cleared")
            #expect(cleared.contains("Level 1 cleared") && cleared.contains("3BV/s") && cleared.contains("IOE"))
            try session.sendKeys("Enter")
            try session.waitFor("Endless · Level 2")

            // Resize below the minimum and back: the game waits, then carries on where it was.
            // 60×20 plays these boards; one column and one row fewer does not.
            try session.resize(columns: 59, rows: 19)
            try session.waitFor("Terminal too small")
            try session.resize(columns: 80, rows: 24)
            let back = try session.waitFor("Endless · Level 2")
            #expect(back.contains("9×9, 10 mines"))

            // Level 2: the first reveal in the centre (where the first hint points), then straight
            // onto a mine. (The hint's message may sit under an achievement banner: wait for the board.)
            try session.sendKeys("H", "Space")
            try session.waitUntil("the first reveal of level 2") {
                (try session.capture()).filter { $0 == "■" }.count < 81 * 3  // zoomed: three a cell
            }
            // The mouse: a right click on the mine flags it, a second takes the flag off. A 9×9 board
            // at 80×24 has room for cells twice the size: its frame (39×20) at column (80 − 39) / 2,
            // row 2; four columns and two rows a cell, the glyph in the second column.
            let column = (80 - 39) / 2 + 3 + 4 * target.mine.x, row = 2 + 1 + 2 * target.mine.y
            try session.sendBytes(MouseReport.press(button: 2, column: column, row: row, sgr: false)
                                  + MouseReport.release(button: 2, column: column, row: row, sgr: false))
            try session.waitFor("Mines left 9")
            try session.sendBytes(MouseReport.press(button: 2, column: column, row: row, sgr: false)
                                  + MouseReport.release(button: 2, column: column, row: row, sgr: false))
            try session.waitFor("Mines left 10")
            // The click put the cursor on the mine; the keys take it back and there again.
            let there = Self.moves(from: target.mine, to: target.centre) + Self.moves(from: target.centre, to: target.mine)
            for keys in there { try session.typeText(keys) }
            try session.sendKeys("Space")
            let over = try session.waitFor("Game over")
            #expect(over.contains("You hit a mine on Level 2"))
            #expect(over.contains("Run: 1 level cleared"))
            // The board moves aside for the panel in the same frame, and a capture can fall while
            // the terminal is still writing it: wait for the mine hit rather than expect it at once.
            try session.waitFor("✸")

            try session.sendKeys("q")
            try session.waitFor("Boards that never need a guess")
            try session.sendKeys("Escape")
            try session.waitFor("Tiles and Mines for your terminal")
            try session.sendKeys("q")
            #expect(try session.waitForExitStatus() == 0, "the game quits normally")
            #expect(try session.format("#{alternate_on}") == "0", "the terminal is back on the main screen")
            #expect(try session.format("#{cursor_flag}") == "1" && (try session.format("#{mouse_any_flag}")) == "0")

            let stats = try runClearfieldForProgressTest(["stats", "--json", "--game", "mines",
                                                          "--data-dir", session.file("data").path], environment: [:])
            #expect(stats.status == 0, "\(stats.errorOutput)")
            let totals = ProgressCommandTests.json(stats.output)?["totals"] as? [String: [String: Any]]
            // The seed was chosen on the command line: practice, so the run sets no best.
            let best = totals?["mines"]?["mines.bestEndlessLevel"]
            #expect(best == nil || best is NSNull, "\(String(describing: best))")
            #expect(totals?["mines"]?["mines.endlessRuns"] as? Int == 1)
            #expect(totals?["mines"]?["mines.gamesLost"] as? Int == 1)
        }

        @Test func playMinesRefusesABoardOutsideTheLimits() throws {
            let binary = try ClearfieldBinary.locate()
            let tooNarrow = try ClearfieldBinary.run(binary, ["play", "mines", "--width", "3", "--height", "9", "--mines", "5"])
            #expect(tooNarrow.status == 64)
            #expect(tooNarrow.errors.contains("width 3 is out of range: a board is 5 to 100 cells wide"))
            let both = try ClearfieldBinary.run(binary, ["play", "mines", "--endless", "--board", "expert"])
            #expect(both.status == 64 && both.errors.contains("choose one of --endless, --board"))
            let partial = try ClearfieldBinary.run(binary, ["play", "mines", "--width", "10"])
            #expect(partial.status == 64 && partial.errors.contains("needs all of --width, --height and --mines"))
        }
    }
}
