import BoardAPI
import Foundation
import PostgresNIO
import SharedBoard
import Synchronization
import Testing
@testable import BoardService

/// The board's copy lock (one copy check at a time per board, so two copies sent at once are both
/// seen) is taken at the copy check, after the replay: a submit never waits for the replays of
/// the submits ahead of it on the board, and a run refused before its copy check never waits at
/// all. Held from the start of the judging (as it was), every submit on a board queued behind the
/// replays of those before it (docs/PERFORMANCE.md, "A submit, statement by statement").
@Suite(.serialized, .tags(.postgres)) struct CopyLockTests {
    /// Another session holding the board's copy lock, in a transaction that ends when its backend
    /// is cancelled.
    final class Holder: Sendable {
        struct State { var pid: Int32?; var released = false; var failure: String? }
        let state = Mutex(State())

        init(url: String, board: String) {
            DispatchQueue.global().async { [self] in
                do {
                    // The connection waits for a statement only its time-out, then closes (and the
                    // lock went with it: a loaded CI run's submit outlasted the default's few
                    // seconds and found the lock gone). An hour: the test cancels it long before.
                    let connection = try ServiceHarness.connection(url, timeoutSeconds: 3600)
                    defer { connection.close() }
                    try connection.transaction { session in
                        try session.rows("SELECT pg_advisory_xact_lock(hashtext('clearfield.copy'), hashtext(\(board)))")
                        let pid = try session.rows("SELECT pg_backend_pid()")[0].decode(Int32.self)
                        self.state.withLock { $0.pid = pid }
                        // Held until the test cancels this statement (the transaction then rolls back),
                        // not until the server's statement time-out: under a loaded machine
                        // the submit may take longer than that (and longer than two minutes: a loaded
                        // run of the board suites once took 396 s over this test). The test cancels it.
                        try session.rows("SET LOCAL statement_timeout = 0")
                        try session.rows("SELECT pg_sleep(1800)")
                    }
                } catch {
                    self.state.withLock { $0.failure = $0.pid == nil ? String(reflecting: error) : nil }
                }
                self.state.withLock { $0.released = true }
            }
        }
    }

    @Test func aRunRefusedBeforeItsCopyCheckDoesNotWaitForTheBoardsCopyLock() async throws {
        // The test's one HTTP connection waits while the holder takes the lock, which took minutes
        // in a loaded full run: past the service's 15 s idle time-out, the service closed it and the
        // next request failed ("I/O on closed channel"). Idle connections are not what is tested here.
        try await ServiceHarness.withService(configure: { $0.idleTimeout = .seconds(3600) }) { client in
            let ada = try await client.join(nickname: "Ada")
            let holder = Holder(url: client.url, board: Games.minesBeginner)
            var pid: Int32?
            while pid == nil {
                try await Task.sleep(for: .milliseconds(20))
                let state = holder.state.withLock { $0 }
                if let failure = state.failure { Issue.record("the lock was not taken: \(failure)"); return }
                pid = state.pid
            }
            // Refused on its clock: the game claims a minute more than the service's clock saw pass.
            let (answer, _) = try await client.playRanked(ada, board: Games.minesBeginner, first: Games.minesFirstAction,
                                                          edit: { $0.claimedMilliseconds += 60_000 }) {
                try Games.wonBeginner(seed: $0)
            }
            let stillHeld = holder.state.withLock { !$0.released }
            _ = try await client.database.rows("SELECT pg_cancel_backend(\(pid ?? 0))")
            while !holder.state.withLock({ $0.released }) { try await Task.sleep(for: .milliseconds(20)) }

            #expect(stillHeld, "the submit waited for the board's copy lock")
            #expect(answer.status == .ok, "\(answer.status): \(String(decoding: answer.body, as: UTF8.self))")
            let verdict = try answer.decode(RunVerdict.self)
            #expect(verdict.status == .refused && verdict.reason?.contains("timed") == true, "\(verdict)")
        }
    }

    /// The lock still does its work: two players' runs of the same moves on one level (a Tiles
    /// level is one map whatever the seed), sent at the same moment: one is ranked, the other is
    /// refused as a copy of it, whichever comes first. A guard, not a proof: the two submits are
    /// not forced to overlap, and a run without the lock passed it here (their copy checks did
    /// not meet); the lock's placement is what `aRunRefusedBeforeItsCopyCheck…` shows.
    @Test func twoCopiesSentAtOnceAreBothSeen() async throws {
        try await ServiceHarness.withService { client in
            var ready: [(TestPlayer, RunSubmission)] = []
            for name in ["Ada", "Eve"] {
                let player = try await client.join(nickname: name)
                let deal = try await client.post(BoardAPI.Path.deals, DealRequest(board: Games.tilesBoard), as: Deal.self,
                                                 by: player, expect: .created)
                let start = try await client.post(BoardAPI.Path.start(deal: deal.dealID),
                                                  StartRequest(firstAction: Games.tilesFirstAction), as: StartAnswer.self, by: player)
                let played = try Games.clearedTiles(seed: start.seed)
                client.clock.advance(milliseconds: Int(played.claimedMilliseconds) - played.firstOffset)
                _ = try await client.post(BoardAPI.Path.finish(deal: deal.dealID),
                                          FinishRequest(logDigest: played.digest, claimedMilliseconds: played.claimedMilliseconds),
                                          as: FinishAnswer.self, by: player)
                ready.append((player, ServiceClient.submission(played, runID: UUID().uuidString, deal: deal,
                                                               board: Games.tilesBoard)))
            }
            let (first, second) = (ready[0], ready[1])
            async let one = client.send(.post, BoardAPI.Path.runs, json: first.1, key: first.0.key)
            async let other = client.send(.post, BoardAPI.Path.runs, json: second.1, key: second.0.key)
            let verdicts = try await [one, other].map { try $0.decode(RunVerdict.self) }
            #expect(verdicts.map(\.status).sorted { $0.rawValue < $1.rawValue } == [.ranked, .refused], "\(verdicts)")
            #expect(verdicts.contains { $0.reason?.contains("another player's run") == true }, "\(verdicts)")
        }
    }
}
