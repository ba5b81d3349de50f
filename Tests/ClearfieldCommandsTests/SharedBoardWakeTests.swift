import ClearfieldGames
import Foundation
import GameCore
import GameRules
import Leaderboards
import Midend
import Mines
import SharedBoard
import Shell
import Storage
import Terminal
import Testing
@testable import ClearfieldCommands

/// Issue 19: the header and the results panel change the moment a send completes. End to end on
/// a real board, logged in with a password as a player: the game's own wiring
/// (`SharedBoardWiring.attach`, what `LiveEnvironment` does with the wake signal the input loop
/// polls) gets a deal, a won game is ranked as the results panel ranks it, the outbox worker
/// sends it on its own thread, and the input loop's `WakeSignal` is what says so: at the wake,
/// and not before the run has left the outbox, the panel's standing is the board's rank and the
/// header says "shared board".
@Suite(.tags(.postgres)) struct SharedBoardWakeTests {
    /// A fresh board with one player: the player's address (with their password).
    static func boardWithPlayer() throws -> String {
        let adminText = try #require(ProcessInfo.processInfo.environment["CLEARFIELD_TEST_POSTGRES_URL"],
                                     "run the tests with scripts/with-postgres.sh")
        var warnings: [String] = []
        var settings = try #require(try BoardConnectionSettings.resolve(
            option: adminText, environment: [:], setting: nil, homeDirectory: "/nonexistent", loginName: "postgres",
            warnings: &warnings))
        settings.sslMode = .disable
        let suffix = String(UInt32.random(in: 0...UInt32.max), radix: 36)
        try Self.psql(adminText, "CREATE DATABASE wake_\(suffix)")
        settings.database = "wake_\(suffix)"
        let admin = try BoardConnection.open(settings)
        defer { admin.close() }
        // The first boards made at once on a fresh cluster race to create its group roles (one
        // of them loses with a unique violation and rolls back): the loser's second try finds them.
        for attempt in 1...3 {
            do {
                try BoardAdministration(connection: admin).initialize()
                break
            } catch where attempt < 3 {
                continue
            }
        }
        try BoardAdministration(connection: admin).addPlayer(role: "ann_\(suffix)", password: "pw-\(suffix)")
        var url = try #require(URLComponents(string: adminText))
        url.user = "ann_\(suffix)"
        url.password = "pw-\(suffix)"
        url.path = "/wake_\(suffix)"
        var query = url.queryItems ?? []
        query.removeAll { $0.name == "sslmode" }
        query.append(URLQueryItem(name: "sslmode", value: "disable"))
        url.queryItems = query
        return try #require(url.string)
    }

    /// Runs psql as the cluster's superuser (`CREATE DATABASE` takes no bound parameter).
    static func psql(_ address: String, _ statement: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/psql")
        process.arguments = [address, "-v", "ON_ERROR_STOP=1", "-qc", statement]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "psql: \(statement)")
    }

    /// A beginner board won by revealing every safe cell from the middle, 60 ms apart (a
    /// person's pace, under the human envelope).
    static func wonBeginnerGame(seed: UInt64, id: String, player: Int64) throws -> Leaderboards.FinishedGame {
        let params = MinesGameParams(mode: .classic(.beginner))
        var state = MinesState(setup: params.setup(seed: seed))
        var log = TimedLog<MinesMove>()
        var offset = 500
        func play(_ move: MinesMove) throws {
            state = try #require(state.applying(move)).state
            offset += 60
            log.append(.move(move), at: offset)
        }
        try play(.reveal(Point(x: 4, y: 4)))
        let layout = try #require(state.board.layout)
        for y in 0..<9 {
            for x in 0..<9 where !layout.isMine(at: Point(x: x, y: y))
                && state.board.mark(at: Point(x: x, y: y)) == .covered && state.board.outcome == .playing {
                try play(.reveal(Point(x: x, y: y)))
            }
        }
        return Leaderboards.FinishedGame(id: id, playerID: player, kind: .mines,
                            setup: try MinesBackEnd.encode(GameSetup(params: params, seed: seed)),
                            log: log.packed(), claimedPlayMilliseconds: offset, origin: .dealt, finishedAt: Date())
    }

    @Test func theInputLoopIsWokenWhenASendCompletesWithTheBoardsRankInHand() throws {
        let address = try Self.boardWithPlayer()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("wake-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let paths = AppPaths(root: scratch, origin: .dataDirectoryOption)
        let database = try AppDatabase.inMemory()
        let player = try database.currentPlayer(named: "ada").id
        var access = LeaderboardAccess.clearfield(database: database, timeZone: .system)
        let wake = WakeSignal()
        var warnings: [String] = []
        let client = try #require(SharedBoardWiring.attach(
            to: &access, option: address, paths: paths, environment: ["PGPASSFILE": "/nonexistent"],
            database: database, player: player, wake: wake, warnings: &warnings), "\(warnings)")
        client.start()
        defer { client.stop() }
        let link = try #require(access.shared)

        // A deal, fetched by the worker (each of its passes also wakes the loop).
        var seed: UInt64?
        for _ in 0..<600 where seed == nil {
            seed = client.dealtSeed(game: "mines")
            if seed == nil { Thread.sleep(forTimeInterval: 0.05) }
        }
        let game = try Self.wonBeginnerGame(seed: try #require(seed, "no deal arrived"), id: "wake-1", player: player)
        // Played in real time: the board refuses more play than the deal's age allows.
        Thread.sleep(forTimeInterval: Double(game.claimedPlayMilliseconds ?? 0) / 1000)

        // As the results panel's job does: ranked (kept here, queued for the board), then followed.
        wake.drain()
        let verdict = GameRanker.rank(game, registry: access.registry, store: access.store)
        guard case .ranked(let placement, let runID) = verdict else {
            Issue.record("not ranked: \(verdict)")
            return
        }
        link.track(runID, placement.board)
        #expect(link.standing(runID) == .sending)

        // The loop's wait, as the terminal polls it (beside a descriptor that never has input):
        // each wake is looked at once; the one after the send finds the rank there.
        let quiet = WakeSignal()
        var woken = 0
        var standing = link.standing(runID)
        while standing == .sending, woken < 100 {
            let result = wake.wait(alongside: quiet.readDescriptor, timeoutMilliseconds: 60_000)
            try #require(result == .wake, "the loop was not woken: \(result)")
            wake.drain()
            woken += 1
            standing = link.standing(runID)
        }
        guard case .placed(let shared)? = standing else {
            Issue.record("no rank after \(woken) wake-ups: \(String(describing: standing))")
            return
        }
        #expect(shared.ranks[.allTime] == 1)
        #expect(link.statusLine() == "shared board")
        #expect(try database.outboxCount(player: player) == 0)
    }
}

