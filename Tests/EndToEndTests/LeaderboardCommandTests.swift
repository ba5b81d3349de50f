import Foundation
import GameCore
import GameRules
import Leaderboards
import Mines
import LocalDatabase
import Testing

/// `clearfield leaderboard` and `leaderboard verify` on a database holding real ranked games
/// (beginner wins played here and assessed by the ranking rules), one player with a hostile
/// nickname.
@Suite struct LeaderboardCommandTests {
    static let registry = RankingRegistry(games: try! GameRegistry([MinesBackEnd.self]), rules: [MinesRanking()])
    static let board: BoardID = "mines.beginner.noguess"

    /// A beginner board won by revealing every safe cell, 250 ms apart (slower for higher `pace`).
    static func wonBeginnerGame(seed: UInt64, pace: Int, id: String, player: Int64) throws -> RankedRun {
        let params = MinesGameParams(mode: .classic(.beginner))
        var state = MinesState(setup: params.setup(seed: seed))
        var log = TimedLog<MinesMove>()
        var offset = 1_000
        func play(_ move: MinesMove) throws {
            state = try #require(state.applying(move)).state
            offset += 250 * pace
            log.append(.move(move), at: offset)
        }
        try play(.reveal(Point(x: 4, y: 4)))
        let layout = try #require(state.board.layout)
        for y in 0..<9 {
            for x in 0..<9 where !layout.isMine(at: Point(x: x, y: y)) && state.board.mark(at: Point(x: x, y: y)) == .covered
                && state.board.outcome == .playing {
                try play(.reveal(Point(x: x, y: y)))
            }
        }
        let decision = registry.assess(FinishedGame(
            id: id, playerID: player, kind: .mines, setup: try MinesBackEnd.encode(GameSetup(params: params, seed: seed)),
            log: log.packed(), claimedPlayMilliseconds: offset, origin: .dealt, finishedAt: Date()))
        return try #require(decision.run, "\(decision)")
    }

    /// Runs SQL on the scratch database with the sqlite3 program, as another tool would.
    static func sql(database scratch: ProgressCommandTests.Scratch, _ statement: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = [scratch.dataDirectory.appendingPathComponent("data/clearfield.sqlite").path, statement]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/bin/sqlite3")))
    func boardsListVerifyAndCatchATamperedGame() throws {
        let scratch = try ProgressCommandTests.Scratch()
        let home = scratch.dataDirectory.path
        func run(_ arguments: [String]) throws -> ProgressCommandResult {
            try runClearfieldForProgressTest(arguments + ["--data-dir", home],
                                             environment: ["CLEARFIELD_RESOURCES": scratch.resources.path, "USER": "viewer"])
        }
        let empty = try run(["leaderboard"])
        #expect(empty.status == 0, "\(empty.errorOutput)")
        #expect(empty.output.contains("No ranked games yet"))

        let database = try AppDatabase.open(at: scratch.dataDirectory.appendingPathComponent("data/clearfield.sqlite"))
        let store = database.leaderboards(periods: .fixed(secondsFromGMT: 0))
        let viewer = try database.currentPlayer(named: "viewer")
        let hostile = "\u{1B}]0;owned\u{07}\u{202E}evil\" \\ \u{1B}[2J" + String(repeating: "x", count: 500)
        // A login name is raw text (nothing checks it as a nickname is checked): the rival's is
        // hostile, and so is a nickname written into their profile by hand, which the board
        // refuses as the profile does, showing the login name instead.
        let rival = try database.currentPlayer(named: hostile)
        var seed: UInt64 = 40
        for (player, pace) in [(rival.id, 1), (viewer.id, 2)] {
            while true {
                seed += 1
                if let run = try? Self.wonBeginnerGame(seed: seed, pace: pace, id: "run-\(player)", player: player) {
                    try store.submit(run)
                    break
                }
            }
        }
        let quoted = "'" + hostile.replacingOccurrences(of: "'", with: "''") + "'"
        try Self.sql(database: scratch, "INSERT INTO playerProfile (playerId, nickname, memberSince) VALUES (\(rival.id), \(quoted), '2026-01-01')")

        let text = try run(["leaderboard", Self.board.rawValue])
        #expect(text.status == 0, "\(text.errorOutput)")
        #expect(!text.output.unicodeScalars.contains { SafeText.isUnsafe($0) && $0 != "\n" }, "\(text.output)")
        #expect(text.output.contains("\\u{1B}]0;owned"), "the name's escape is shown as text: \(text.output)")
        let lines = text.output.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix(" >     2  viewer") }, "\(text.output)")
        #expect(lines.contains { $0.hasPrefix("       1  ") })

        let json = try run(["leaderboard", Self.board.rawValue, "--json", "--window", "today"])
        #expect(!json.output.unicodeScalars.contains { SafeText.isUnsafe($0) && $0 != "\n" })
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let rows = try #require((parsed["boards"] as? [[String: Any]])?.first?["rows"] as? [[String: Any]])
        #expect(rows.map { $0["name"] as? String } == [hostile, "viewer"])
        #expect(rows.map { $0["you"] as? Bool } == [false, true])

        let around = try run(["leaderboard", Self.board.rawValue, "--around-me", "--limit", "1", "--json"])
        let aroundRows = (try JSONSerialization.jsonObject(with: Data(around.output.utf8)) as? [String: Any])
            .flatMap { ($0["boards"] as? [[String: Any]])?.first?["rows"] as? [[String: Any]] }
        #expect(aroundRows?.map { $0["name"] as? String } == ["viewer"])

        let verified = try run(["leaderboard", "verify"])
        #expect(verified.status == 0, "\(verified.output) \(verified.errorOutput)")
        #expect(verified.output.contains("2 ranked games checked, all verified"))

        // The rival's game claims a better time than its log shows.
        try Self.sql(database: scratch, "UPDATE rankedRun SET sortKey1 = sortKey1 - 500 WHERE playerId = \(rival.id)")
        let caught = try run(["leaderboard", "verify"])
        #expect(caught.status == 1)
        #expect(caught.output.contains("run-\(rival.id) on \(Self.board), player \(rival.id) (\(SafeText.escaped(hostile))): "
                                       + "its order or figures are not the replay's"), "\(caught.output)")
        #expect(!caught.output.unicodeScalars.contains { SafeText.isUnsafe($0) && $0 != "\n" }, "\(caught.output)")
        #expect(caught.output.contains("2 ranked games checked, 1 did not verify"))
        let after = try run(["leaderboard", Self.board.rawValue, "--json"])
        let left = (try JSONSerialization.jsonObject(with: Data(after.output.utf8)) as? [String: Any])
            .flatMap { ($0["boards"] as? [[String: Any]])?.first?["rows"] as? [[String: Any]] }
        #expect(left?.map { $0["name"] as? String } == ["viewer"], "the tampered game left the board")

        let unknown = try run(["leaderboard", "mines.huge"])
        #expect(unknown.status == 1)
        #expect(unknown.errorOutput.contains("there is no board \"mines.huge\""))
    }
}
