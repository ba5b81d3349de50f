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
        @Test func joinPlayAWinAndItIsRankedOnTheBoard() throws {
            let live = try LiveService()
            defer { live.stop() }
            let binary = try ClearfieldBinary.locate()
            let session = try TmuxSession(columns: 80, rows: 24)
            defer { session.kill(); session.removeFiles() }
            let home = session.file("data").path

            let joined = try ClearfieldBinary.run(binary, ["board", "join", "--data-dir", home, live.address, "--nickname", "Ann"])
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
            try session.sendKeys("Space")
            // The board is the service's: its seed, drawn when the first reveal reached it.
            var seeds: [UInt64] = []
            try session.waitUntil("the service started the deal", timeout: 15) {
                seeds = try live.startedSeeds()
                return !seeds.isEmpty
            }
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
            try session.waitUntil("the service's verdict", timeout: 20) {
                let screen = try session.captureJoiningWrappedLines()
                return screen.contains("Ranked: 1st") && !screen.contains("sending")
            }
            try session.sendKeys("q")
            try session.sendKeys("q")

            let read = try ClearfieldBinary.run(binary, ["leaderboard", "--data-dir", home,
                                                          MinesRanking.board(.beginner, .noGuess).rawValue])
            #expect(read.status == 0 && read.output.contains("Ann"), "\(read)")
        }
    }
}
