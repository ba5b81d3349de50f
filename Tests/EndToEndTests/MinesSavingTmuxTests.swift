import Foundation
import GameCore
import Mines
import Testing
#if canImport(Glibc)
import Glibc
#endif

extension EndToEndSuite {
    /// Saving and continuing Mines in the real game, in tmux: an endless run quit with Save and
    /// quit, then an endless run whose terminal is closed mid-game, continued with
    /// `clearfield --continue`. Each time the next launch shows the same board.
    @Suite struct MinesSavingTmuxTests {
        typealias Saving = SavingTmuxTests

        /// What the keys of `play` do to level 1 of the run seeded 7, worked out with the Mines
        /// module as the game does it: the centre revealed, a hint followed, the mine nearest
        /// the centre flagged. The cells still covered (`■`) tell when the screen shows it all.
        struct Moves {
            /// A key by its tmux name, or text typed as it is (a count and a direction: "3l").
            enum Input {
                case key(String)
                case text(String)
            }

            var inputs: [Input] = []
            var coveredCells = 0
            var flag = Point.zero

            init() throws {
                let centre = Point(x: 4, y: 4)
                var board = MinesBoard(params: EndlessSchedule.params(forLevel: 1),
                                       seed: EndlessSchedule.boardSeed(runSeed: 7, level: 1), style: .noGuess)
                board = try #require(board.revealing(centre)?.board)
                inputs.append(.key("Space"))
                let hint = try #require(MinesSolver.hint(for: board, near: centre))
                guard case .safe(let safe) = hint else { throw Failure(description: "the first hint is not a safe cell") }
                board = try #require(board.revealing(safe)?.board)
                inputs += [.key("H"), .key("Space")]
                let layout = try #require(board.layout)
                flag = try #require(layout.minePoints.filter { board.mark(at: $0) == .covered }.min {
                    abs($0.x - safe.x) + abs($0.y - safe.y) < abs($1.x - safe.x) + abs($1.y - safe.y)
                })
                board = try #require(board.flagging(flag)?.board)
                inputs += MinesTmuxTests.moves(from: safe, to: flag).map { .text($0) } + [.key("f")]
                #expect(board.outcome == .playing, "level 1 is still in play")
                coveredCells = (0..<board.height).flatMap { y in (0..<board.width).map { Point(x: $0, y: y) } }
                    .filter { board.appearance(at: $0) == .covered }.count
            }
        }

        struct Failure: Error, CustomStringConvertible {
            var description: String
        }

        /// The whole play screen after the moves: a frame reaches tmux in pieces, so the covered
        /// cells, the flag count and the key line are all waited for.
        static func waitForBoard(_ session: TmuxSession, _ moves: Moves) throws -> String {
            var screen = ""
            try session.waitUntil("the board after the moves") {
                screen = try session.capture()
                // At 80×24 the 8×8 board is zoomed: a covered cell is three ■, the flagged one two
                // around its flag.
                return screen.filter { $0 == "■" }.count == 3 * moves.coveredCells + 2 && screen.contains("Mines left 5")
                    && screen.contains("Hints 1") && screen.contains("q quit")
            } lastScreen: { screen }
            return screen
        }

        static func play(_ session: TmuxSession, _ moves: Moves) throws -> String {
            try session.waitFor("Endless · Level 1")
            for input in moves.inputs {
                switch input {
                case .key(let name): try session.sendKeys(name)
                case .text(let text): try session.typeText(text)
                }
            }
            return try waitForBoard(session, moves)
        }

        @Test func saveAndQuitThenContinueFromTheMenuShowsTheSameBoard() throws {
            let moves = try Moves()
            let resources = try Saving.Resources()
            let binary = try ClearfieldBinary.locate()
            let session = try TmuxSession(extraEnvironment: ["CLEARFIELD_RESOURCES": resources.root.path])
            defer { session.kill(); session.removeFiles() }
            let command = TmuxSession.shellQuoted(binary.path)

            try session.run("\(command) play mines --endless --seed 7; echo \"exit:$?\"")
            let before = try Self.play(session, moves)
            #expect(before.contains("⚑"))
            try session.sendKeys("q")
            try Saving.waitForPrompt(session, title: "Quit this run?")
            try session.sendKeys("Enter")       // Save and quit, the default
            try session.waitFor("Boards that never need a guess")
            try session.sendKeys("Escape")
            let menu = try session.waitFor("Tiles and Mines for your terminal")
            #expect(menu.contains("Continue      c   Mines endless level 1, 0:0"))
            try session.sendKeys("q")
            #expect(try Saving.waitForExit(session).contains("exit:0"))
            #expect(FileManager.default.fileExists(atPath: Saving.archive(in: session.file("data")).path))

            // The next launch: Continue is offered first and brings the same board back.
            try session.run("clear; \(command); echo \"exit:$?\"")
            let offered = try session.waitFor("Continue")
            #expect(offered.contains("▸ Continue      c   Mines endless level 1"))
            try session.sendKeys("Enter")
            let after = try Self.waitForBoard(session, moves)
            #expect(Saving.withoutClock(after) == Saving.withoutClock(before))

            // Quitting without saving ends the run: nothing is left to continue.
            try session.sendKeys("q")
            try Saving.waitForPrompt(session, title: "Quit this run?")
            try session.sendKeys("n")
            try session.waitFor("Boards that never need a guess")
            try session.sendKeys("Escape")
            let emptied = try session.waitFor("Tiles and Mines for your terminal")
            #expect(!emptied.contains("Continue      c"))
            try session.sendKeys("q")
            #expect(try Saving.waitForExit(session).contains("exit:0"))
            #expect(!FileManager.default.fileExists(atPath: Saving.archive(in: session.file("data")).path))
        }

        @Test func closingTheTerminalMidRunSavesItAndContinueBringsItBack() throws {
            let moves = try Moves()
            let resources = try Saving.Resources()
            let binary = try ClearfieldBinary.locate()
            let first = try TmuxSession(
                command: "exec \(TmuxSession.shellQuoted(binary.path)) play mines --endless --seed 7",
                extraEnvironment: ["CLEARFIELD_RESOURCES": resources.root.path])
            defer { first.kill(); first.removeFiles() }
            let before = try Self.play(first, moves)
            let pid = try #require(pid_t(try first.format("#{pane_pid}")))
            first.kill()                        // the window closes: SIGHUP
            try first.waitUntil("the game to exit after the hang-up") { kill(pid, 0) != 0 && errno == ESRCH }
            let data = first.file("data")
            #expect(FileManager.default.fileExists(atPath: Saving.archive(in: data).path))

            let second = try TmuxSession(extraEnvironment: ["CLEARFIELD_RESOURCES": resources.root.path,
                                                            "CLEARFIELD_HOME": data.path])
            defer { second.kill() }
            try second.run("\(TmuxSession.shellQuoted(binary.path)) --continue; echo \"exit:$?\"")
            let after = try Self.waitForBoard(second, moves)
            #expect(Saving.withoutClock(after) == Saving.withoutClock(before))
            // A stop signal saves it again, and the shell hears of no failure.
            try second.sendKeys("C-c")
            let shell = try Saving.waitForExit(second)
            #expect(shell.contains("exit:130"))
            #expect(!shell.contains("Could not save"))
            #expect(FileManager.default.fileExists(atPath: Saving.archive(in: data).path))
        }
    }
}
