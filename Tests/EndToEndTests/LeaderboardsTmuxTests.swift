import Foundation
import GameCore
import GameRules
import Leaderboards
import Mines
import SaveFiles
import LocalDatabase
import Testing

extension EndToEndSuite {
    /// The Leaderboards and the replay viewer in the real game, in tmux, over a database seeded
    /// through the store: a won beginner game of the player's and one of a rival's.
    @Suite struct LeaderboardsTmuxTests {
        static let board = MinesRanking.board(.beginner, .noGuess)

        /// A beginner board won by opening the centre, then every safe cell left covered, row by
        /// row, one action every 400 ms from the first at 500 ms: played through the rules.
        static func win(seed: UInt64) throws -> (setup: Data, log: TimedLog<MinesMove>, verified: VerifiedGame) {
            let setup = MinesSetup(mode: .classic(.beginner), seed: seed)
            var state = MinesState(setup: setup)
            var log = TimedLog<MinesMove>()
            var move = MinesMove.reveal(Point(x: 4, y: 4))
            while let (next, _) = state.applying(move) {
                log.append(.move(move), at: 500 + 400 * log.count)
                state = next
                guard let layout = state.board.layout, !state.board.isOver,
                      let cell = (0..<81).map({ Point(x: $0 % 9, y: $0 / 9) })
                        .first(where: { state.board.mark(at: $0) == .covered && !layout.isMine(at: $0) })
                else { break }
                move = .reveal(cell)
            }
            let encoded = try MinesBackEnd.encode(setup.gameSetup)
            let verified = try MinesBackEnd.verify(setup.gameSetup, log: log, claimedPlayMilliseconds: nil).get()
            return (encoded, log, verified)
        }

        static func run(_ id: String, player: Int64, seed: UInt64, finishedAt: Date) throws -> RankedRun {
            let game = try win(seed: seed)
            // Ordered and shown as the game's own rules do it.
            let score = MinesRanking().score(of: game.verified, on: board, finishedAt: finishedAt)
            return RankedRun(id: id, board: board, playerID: player, kind: MinesBackEnd.kind, setup: game.setup,
                             log: game.log.packed(), claimed: game.verified, sortKey: score.sortKey,
                             figures: score.figures, finishedAt: finishedAt, verification: .verified)
        }

        /// The binary once, so the database and the player exist; then the runs, through the store.
        static func seed(_ session: TmuxSession, binary: URL) throws -> RankedRun {
            try session.run("\(TmuxSession.shellQuoted(binary.path)) replay none; echo \"exit:$?\"")
            #expect(try session.waitForExitStatus() == 1)
            let screen = try session.capture()
            #expect(screen.contains("there is no ranked game with the id \"none\""))
            try session.run("clear")
            let paths = try AppPaths.resolve(dataDirectoryOption: session.file("data").path, environment: [:],
                                             homeDirectory: "/", currentDirectory: "/")
            let database = try AppDatabase.open(paths: paths)
            let me = try #require(try database.players().first)
            let rival = try database.currentPlayer(named: "rival\u{1B}[31m")
            let store = database.leaderboards(periods: .fixed(secondsFromGMT: 0))
            let mine = try run("mine-1", player: me.id, seed: 5, finishedAt: Date())
            _ = try store.submit(mine)
            _ = try store.submit(try run("rival-1", player: rival.id, seed: 6, finishedAt: Date()))
            return mine
        }

        /// The rival's name as the board shows it: its escape written out, never acted on.
        static let rival = "rival\\u{1B}[31m"

        /// The game from the main menu to the Leaderboards' beginner no-guess board (Mines' boards
        /// come first: Tab along to it), once its rows are read.
        static func openBeginnerBoard(_ session: TmuxSession, binary: URL) throws -> String {
            try session.run("\(TmuxSession.shellQuoted(binary.path)); echo \"exit:$?\"")
            try session.waitFor("Leaderboards")
            try session.sendKeys("l")
            try session.waitUntil("the beginner no-guess board") {
                if (try session.capture()).contains("Beginner, no guessing") { return true }
                try session.sendKeys("Tab")
                Thread.sleep(forTimeInterval: 0.2)
                return false
            }
            return try session.waitFor(rival)
        }

        /// q back to the main menu, q out of the game, and its exit status 0.
        static func leaveToTheShell(_ session: TmuxSession) throws {
            try session.sendKeys("q")
            try session.waitFor("Achievements")
            try session.sendKeys("q")
            #expect(try session.waitForExitStatus() == 0)
        }

        @Test func aStoredRunPlaysBackFromTheCommandLine() throws {
            let binary = try ClearfieldBinary.locate()
            let session = try TmuxSession(columns: 80, rows: 24)
            defer { session.kill(); session.removeFiles() }
            let mine = try Self.seed(session, binary: binary)
            try session.run("\(TmuxSession.shellQuoted(binary.path)) replay \(mine.id); echo \"exit:$?\"")
            let first = try session.waitFor("Replay")
            #expect(first.contains("Mines · Beginner"))
            #expect(first.contains("Verified"))
            try session.waitFor("Move 1/")
            try session.sendKeys("Space")
            try session.waitFor("Paused")
            try session.sendKeys("End")
            let end = try session.waitFor("End")
            #expect(end.contains("won in"))
            // Home, then one move on twice ("." steps a move; the arrows seek by time).
            try session.sendKeys("Home", ".", ".")
            try session.waitFor("Move 2/")
            for _ in 0..<5 { try session.sendKeys("+") }
            try session.waitFor("8×")
            try session.sendKeys("q")
            try session.waitFor("Leaderboards")
            try session.sendKeys("q")
            #expect(try session.waitForExitStatus() == 0)
        }

        @Test func theBoardShowsTheRowsAndOpensTheReplayOfOne() throws {
            let binary = try ClearfieldBinary.locate()
            let session = try TmuxSession(columns: 80, rows: 24)
            defer { session.kill(); session.removeFiles() }
            _ = try Self.seed(session, binary: binary)
            let board = try Self.openBeginnerBoard(session, binary: binary)
            #expect(board.contains("◆"))
            try session.sendKeys("m")
            // The selection lands on the player's own row when the read comes back.
            try session.waitUntil("the selection on the player's row") {
                (try session.capture()).components(separatedBy: "\n").contains { $0.hasPrefix("▸") && $0.contains("◆") }
            }
            try session.sendKeys("Enter")
            try session.waitFor("Replay")
            try session.waitFor("Verified")
            try session.sendKeys("Escape")
            try session.waitFor("Beginner, no guessing")
            try Self.leaveToTheShell(session)
        }
    
        @Test func theOwnerBlocksARivalFromTheBoardAfterAQuestion() throws {
            let binary = try ClearfieldBinary.locate()
            let session = try TmuxSession(columns: 80, rows: 24)
            defer { session.kill(); session.removeFiles() }
            _ = try Self.seed(session, binary: binary)
            let rival = Self.rival
            let board = try Self.openBeginnerBoard(session, binary: binary)
            // The first player of the database (the one playing) is its owner: select the rival.
            let rows = board.components(separatedBy: "\n")
            if let selected = rows.first(where: { $0.hasPrefix("▸") }), !selected.contains(rival) {
                try session.sendKeys("j")
            }
            try session.waitUntil("the rival's row selected") {
                (try session.capture()).components(separatedBy: "\n").contains { $0.hasPrefix("▸") && $0.contains(rival) }
            }
            try session.sendKeys("b")
            let question = try session.waitFor("y yes")
            #expect(question.contains("Block"))
            try session.sendKeys("n")
            try session.waitUntil("the question gone, the rival still there") {
                let screen = try session.capture()
                return !screen.contains("y yes") && screen.contains(rival)
            }
            try session.sendKeys("b")
            try session.waitFor("y yes")
            try session.sendKeys("y")
            try session.waitFor("is blocked")
            try session.waitUntil("the rival's row gone") { !(try session.capture()).contains(rival) }
            try Self.leaveToTheShell(session)
        }

        @Test func aRankedBeginnerWinShowsItsRankAndOpensTheBoardAtItsRow() throws {
            let binary = try ClearfieldBinary.locate()
            // A debug build deals the test's seed as the game's own choice, so the win ranks.
            let session = try TmuxSession(columns: 80, rows: 24, extraEnvironment: ["CLEARFIELD_TEST_DEAL_SEED": "5"])
            defer { session.kill(); session.removeFiles() }
            let game = try Self.win(seed: 5)
            try session.run("\(TmuxSession.shellQuoted(binary.path)) play mines --board beginner; echo \"exit:$?\"")
            try session.waitFor("Seed 5")
            // No hints: every reveal typed, from the centre where the cursor starts.
            var cursor = Point(x: 4, y: 4)
            for entry in game.log.entries {
                guard case .move(.reveal(let cell)) = entry.action else { continue }
                for keys in MinesTmuxTests.moves(from: cursor, to: cell) { try session.typeText(keys) }
                try session.sendRevealKey()
                cursor = cell
            }
            let panel = try session.waitFor("Ranked: ")
            #expect(panel.contains("Ranked: 1st of all time"))
            try session.sendKeys("l")
            try session.waitFor("Beginner, no guessing")
            // The rows come from a background read (the board's title line has its own ▸): wait
            // for the selected row, the player's own, ranked 1st.
            try session.waitUntil("the player's row selected") {
                (try session.capture()).components(separatedBy: "\n").contains {
                    $0.hasPrefix("▸") && $0.contains("◆") && $0.dropFirst().trimmingCharacters(in: .whitespaces).hasPrefix("1")
                }
            }
            try session.sendKeys("Enter")
            try session.waitFor("Replay")
            // The verdict shares its line with banners (the achievement just earned): wait for it.
            let replay = try session.waitFor("Verified")
            #expect(replay.contains("Move "))
            try session.sendKeys("q")
            try session.waitFor("Beginner, no guessing")
            try session.sendKeys("q")
            try session.waitFor("Ranked: ")
        }
    }
}
