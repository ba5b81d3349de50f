import Foundation
import Testing
@testable import SharedBoard

extension SharedBoardServerTests {
    @Suite struct ConcurrentSubmission {
        /// 32 players, each on their own connection, submit 100 runs at once; a quarter of the
        /// submissions are sent twice (a retry). Every run is on the board exactly once, and each
        /// player's best is their lowest keys.
        @Test func thirtyTwoClientsTimesAHundredRunsArriveExactlyOnce() throws {
            let admin = try TestServer.board()
            defer { admin.close() }
            // More than a person sends: the board's quota raised for this test.
            try admin.rows("SELECT clearfield.set_run_quota(1000, 100000)")
            let players = try (0..<32).map { _ in try TestServer.player(on: admin) }
            defer { players.forEach { $0.connection.close() } }
            let runs: [[ServerRun]] = players.map { player in
                (0..<100).map { _ in ServerRun.sample(player: player.id, keys: [Int64.random(in: 1...100_000), 0, 0]) }
            }

            let failures = FailureList()
            DispatchQueue.concurrentPerform(iterations: players.count) { index in
                let server = BoardServer(connection: players[index].connection)
                for (number, run) in runs[index].enumerated() {
                    do {
                        try server.insertDealt(run)
                        if number % 4 == 0 { try server.insertDealt(run) }
                    } catch {
                        failures.add("\(error)")
                    }
                }
            }
            #expect(failures.all.isEmpty)

            let counted = try admin.rows("SELECT count(*), count(DISTINCT id) FROM clearfield.run")[0]
                .decode((Int64, Int64).self)
            #expect(counted == (3200, 3200))
            let stored = Set(try admin.rows("SELECT id FROM clearfield.run").map { try $0.decode(String.self) })
            #expect(stored == Set(runs.joined().map(\.id)))

            let server = BoardServer(connection: admin)
            for (index, player) in players.enumerated() {
                let best = try server.best(of: player.id, board: "mines.beginner.random", period: ServerPeriod.allTime)
                #expect(best?.run.sortKey[0] == runs[index].map { $0.sortKey[0] }.min())
            }
        }
    }
}

final class FailureList: @unchecked Sendable {
    private let lock = NSLock()
    private var failures: [String] = []
    func add(_ failure: String) {
        lock.lock()
        failures.append(failure)
        lock.unlock()
    }
    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return failures
    }
}
