import BoardTestSupport
import Foundation
import GameCore
import Mines
import Testing

extension EndToEndSuite {
    /// The game on a board service (issue 29), the binary in tmux against the real service on
    /// loopback: `board join` makes and keeps this computer's key (0600, never printed); `play
    /// mines --board beginner --shared-board URL` deals the game at its first reveal (the board
    /// laid out from the service's seed), and the win is ranked on the board and read back by
    /// `leaderboard`. Before issue 29 this game showed "Ranked: sending…" forever.
    @Suite struct BoardServiceTmuxTests {
        /// The live service, the binary, an 80x24 session and its data directory, `nickname` joined
        /// there with `board join`; its output.
        struct Joined {
            let live: LiveService
            let binary: URL
            let session: TmuxSession
            let home: String
            let output: ClearfieldBinary.Outcome

            init(nickname: String) throws {
                live = try LiveService()
                binary = try ClearfieldBinary.locate()
                session = try TmuxSession(columns: 80, rows: 24)
                home = session.file("data").path
                output = try ClearfieldBinary.run(binary, ["board", "join", "--data-dir", home, live.address, "--nickname", nickname])
            }

            func stop() {
                session.kill()
                session.removeFiles()
                live.stop()
            }
        }

        @Test func joinPlayAWinAndItIsRankedOnTheBoard() throws {
            let setUp = try Joined(nickname: "Ann")
            defer { setUp.stop() }
            let (live, binary, session, home, joined) = (setUp.live, setUp.binary, setUp.session, setUp.home, setUp.output)
            #expect(joined.status == 0 && joined.output.contains("Joined"), "\(joined)")
            let keyFile = URL(fileURLWithPath: home).appendingPathComponent("data/board-key")
            let mode = try FileManager.default.attributesOfItem(atPath: keyFile.path)[.posixPermissions] as? NSNumber
            #expect(mode?.intValue == 0o600)
            let secret = try #require(try String(contentsOf: keyFile, encoding: .utf8).split(separator: "\n").last)
            #expect(!joined.output.contains(secret) && !joined.errors.contains(secret))
            let status = try ClearfieldBinary.run(binary, ["board", "status", "--data-dir", home])
            #expect(status.status == 0 && status.output.contains("You: player") && !status.output.contains(secret), "\(status)")

            try session.run("\(TmuxSession.shellQuoted(binary.path)) play mines --board beginner "
                + "--shared-board \(live.address); echo \"exit:$?\"")
            try session.waitFor("Beginner")
            let coveredBefore = try session.capture().filter { $0 == "■" }.count
            try session.sendKeys("Space")
            // The board is the service's: its seed, drawn when the first reveal reached it.
            var seeds: [UInt64] = []
            try session.waitUntil("the service started the deal", timeout: 15) {
                seeds = try live.startedSeeds()
                return !seeds.isEmpty
            }
            // The game holds every key until the deal's answer is back and the first reveal is
            // played: the moves start once it shows (keys typed before were taken by the hold).
            try session.waitUntil("the first reveal on screen", {
                try session.capture().filter { $0 == "■" }.count < coveredBefore
            }, lastScreen: { (try? session.capture()) ?? "" })
            let centre = Point(x: 4, y: 4)
            var board = MinesBoard(params: MinesDifficulty.beginner.params, seed: try #require(seeds.first))
            board = try #require(board.revealing(centre)).board
            let layout = try #require(board.layout)
            var cursor = centre
            for y in 0..<board.height {
                for x in 0..<board.width where board.outcome == .playing && !layout.isMine(at: Point(x: x, y: y)) {
                    let point = Point(x: x, y: y)
                    guard let next = board.revealing(point), !next.events.isEmpty else { continue }
                    for key in MinesTmuxTests.moves(from: cursor, to: point) { try session.typeText(key) }
                    // At a person's pace: the human envelope holds a board cleared faster than people play.
                    Thread.sleep(forTimeInterval: 0.3)
                    try session.sendKeys("Space")
                    cursor = point
                    board = next.board
                }
            }
            try session.waitFor("Board cleared")
            // The service's verdict replaces "sending…" on the panel.
            try Self.waitForFirstPlace(in: session)
            try session.sendKeys("q")
            try session.sendKeys("q")

            let read = try ClearfieldBinary.run(binary, ["leaderboard", "--data-dir", home,
                                                          MinesRanking.board(.beginner, .noGuess).rawValue])
            #expect(read.status == 0 && read.output.contains("Ann"), "\(read)")
        }

        /// A ranked Tiles level on the board (issue 29.4): `play tiles --level 1` deals the game at
        /// its first move (the service draws the seed then), the clearing is played without a hint
        /// at a person's pace, and the panel shows the service's verdict; `leaderboard` reads the
        /// row back from the board. Before, a Tiles game was never sent ("not dealt by the board yet").
        @Test func aRankedTilesLevelReachesTheBoard() throws {
            let setUp = try Joined(nickname: "Tia")
            defer { setUp.stop() }
            let (live, binary, session, home) = (setUp.live, setUp.binary, setUp.session, setUp.home)
            #expect(setUp.output.status == 0, "\(setUp.output)")
            // The clearing the solver finds, cells one-based "X,Y" as the game numbers them.
            let solved = try ClearfieldBinary.run(binary, ["levels", "solve", "1", "--json", "--data-dir", home])
            let report = try #require(try JSONSerialization.jsonObject(with: Data(solved.output.utf8)) as? [String: Any],
                                      "\(solved)")
            let moves = try #require(report["moves"] as? [String]).map { cell in
                cell.split(separator: ",").compactMap { Int($0) }.map { $0 - 1 }
            }
            #expect(!moves.isEmpty && moves.allSatisfy { $0.count == 2 })

            try session.run("\(TmuxSession.shellQuoted(binary.path)) play tiles --level 1 "
                + "--shared-board \(live.address); echo \"exit:$?\"")
            try session.waitFor("Level 1")
            try Self.removeGroups(at: moves.map { ($0[0], $0[1]) }, in: session) { index in
                if index == 0 {
                    try session.waitUntil("the service started the deal", timeout: 15) { !(try live.startedSeeds()).isEmpty }
                    // The game holds every key until the deal's answer is back and the move is played.
                    _ = try session.waitFor("Moves 1")
                }
            }
            try session.waitFor("Level cleared")
            try Self.waitForFirstPlace(in: session)
            try session.sendKeys("q")
            try session.sendKeys("q")
            let read = try ClearfieldBinary.run(binary, ["leaderboard", "--data-dir", home, "tiles.level.1"])
            #expect(read.status == 0 && read.output.contains("Tia"), "\(read)")
        }

        /// Removes the Tiles groups at `cells` (x, y from the top left, zero-based) one after the
        /// other, at a person's pace; `after` runs after each move (its index).
        static func removeGroups(at cells: [(Int, Int)], in session: TmuxSession,
                                 after: (Int) throws -> Void = { _ in }) throws {
            for (index, (x, y)) in cells.enumerated() {
                // To the top left corner, then across and down (counts as in vi), then remove the group.
                try session.typeText("99h")
                try session.typeText("99k")
                if x > 0 { try session.typeText("\(x)l") }
                if y > 0 { try session.typeText("\(y)j") }
                // At a person's pace: the human envelope holds a level cleared faster than people play.
                Thread.sleep(forTimeInterval: 0.3)
                try session.sendKeys("Enter")
                try after(index)
                Thread.sleep(forTimeInterval: 0.2)
            }
        }

        /// Waits until the results panel shows the service's verdict, first place, not "sending…".
        static func waitForFirstPlace(in session: TmuxSession) throws {
            try session.waitUntil("the service's verdict", timeout: 20) {
                let screen = try session.captureJoiningWrappedLines()
                return screen.contains("Ranked: 1st") && !screen.contains("sending")
            }
        }
    }
}
