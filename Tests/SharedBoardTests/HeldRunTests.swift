import Foundation
import Leaderboards
import PostgresNIO
import Testing
@testable import SharedBoard

extension SharedBoardServerTests {
    /// Issue 19 (the database's half of the human envelope): a run the envelope flags is held by
    /// every reader until a moderator approves it in the database; a rejected one never ranks;
    /// only moderators review, and each verdict is logged by the database.
    @Suite struct HeldRuns {
        /// A stand-in envelope: anything under a second is faster than people play.
        @Sendable static func hold(_ run: RankedRun) -> String? {
            (run.figures["timeMs"] ?? 0) < 1_000 ? "faster than any recorded game" : nil
        }

        @Test func aHeldRunRanksOnlyOnceAModeratorApprovesIt() throws {
            let admin = try TestServer.board()
            defer { admin.close() }
            let fast = try TestServer.player(on: admin)
            let slow = try TestServer.player(on: admin)
            let mod = try TestServer.player(on: admin, prefix: "m")
            let viewer = try TestServer.player(on: admin)
            defer { [fast, slow, mod, viewer].forEach { $0.connection.close() } }
            try BoardAdministration(connection: admin).setModerator(role: mod.connection.settings.user, appointed: true)
            let now = Date(timeIntervalSince1970: 1_795_000_000)
            let periods = RankPeriods.fixed(secondsFromGMT: 0)
            var quick = StandInReplay.run(keys: [10, 0, 0], finishedAt: now, id: "quick")
            quick.playerID = fast.id
            var steady = StandInReplay.run(keys: [20_000, 0, 0], finishedAt: now, id: "steady")
            steady.playerID = slow.id
            try TestServer.file(quick, on: admin, periods: periods)
            try TestServer.file(steady, on: admin, periods: periods)

            func board() throws -> [String] {
                let store = PostgresLeaderboardStore(connection: viewer.connection, periods: periods,
                                                     verify: StandInReplay.verify, hold: Self.hold)
                return try store.top(board: HostileRows.board, window: .allTime, now: now, limit: 20, viewer: nil)
                    .map(\.runID)
            }
            #expect(try board() == ["steady"])
            let held = PostgresLeaderboardStore(connection: viewer.connection, periods: periods,
                                                verify: StandInReplay.verify, hold: Self.hold)
            #expect(try held.run(id: "quick")?.verification == .unverified("held for review: faster than any recorded game"))

            // Nobody but a moderator reviews, by any path.
            for connection in [fast.connection, viewer.connection] {
                let refusal = #expect(throws: BoardError.self) {
                    try BoardServer(connection: connection).review(runID: "quick", approve: true, reason: nil)
                }
                #expect(refusal?.sqlState == "42501")
                #expect(throws: BoardError.self) {
                    try connection.rows("INSERT INTO clearfield.run_review (run_id, approved, moderator) VALUES ('quick', true, 'x')")
                }
            }
            try BoardServer(connection: mod.connection).review(runID: "quick", approve: true, reason: "video checked")
            #expect(try board() == ["quick", "steady"])

            try BoardServer(connection: mod.connection).review(runID: "quick", approve: false, reason: "replay looks scripted")
            #expect(try board() == ["steady"])
            let log = try BoardServer(connection: admin).moderationLog().filter { $0.target == fast.id }.map(\.action)
            #expect(log == ["reject-run", "approve-run"])
        }

        /// The game's own envelope on the game's own wiring: a genuine beginner game whose actions
        /// came 10 ms apart (the issue's forged "1 ms apart" log, at a pace the replay still
        /// accepts) is held on the shared board, listed for moderators, and ranked once approved.
        @Test func aTooFastGenuineGameIsHeldUntilAModeratorApprovesIt() throws {
            let admin = try TestServer.board()
            defer { admin.close() }
            let player = try TestServer.player(on: admin)
            let mod = try TestServer.player(on: admin, prefix: "m")
            let viewer = try TestServer.player(on: admin)
            defer { [player, mod, viewer].forEach { $0.connection.close() } }
            try BoardAdministration(connection: admin).setModerator(role: mod.connection.settings.user, appointed: true)
            let registry = LiveWiring.registry
            let game = try LiveWiring.wonBeginnerGame(seed: 21, id: "too-fast", step: 10)
            var run = try #require(registry.assess(game).run)
            run.playerID = player.id
            try TestServer.file(run, on: admin, periods: LiveWiring.periods)

            func shown() throws -> [String] {
                let store = PostgresLeaderboardStore(
                    connection: viewer.connection, periods: LiveWiring.periods, verify: { registry.reverify($0) },
                    hold: { registry.envelopeVerdict(of: $0).heldReason?.description })
                return try store.top(board: run.board, window: .allTime, now: Date(), limit: 20, viewer: nil).map(\.runID)
            }
            #expect(try shown().isEmpty)
            let reviews = SharedRunReviews(server: BoardServer(connection: mod.connection),
                                           envelope: registry.envelopeCheck, verify: { registry.reverify($0) })
            #expect(try reviews.heldRuns(board: run.board).map(\.run.id) == ["too-fast"])
            guard case .held = try reviews.reviewState(runID: "too-fast") else {
                Issue.record("not held")
                return
            }
            // A player who is no moderator cannot approve it, whatever id they name.
            let impostor = SharedRunReviews(server: BoardServer(connection: viewer.connection),
                                            envelope: registry.envelopeCheck, verify: { registry.reverify($0) })
            #expect(throws: BoardError.self) { try impostor.review(runID: "too-fast", decision: .approve, moderator: mod.id) }

            try reviews.review(runID: "too-fast", decision: .approve, moderator: mod.id)
            #expect(try shown() == ["too-fast"])
            #expect(try reviews.heldRuns(board: run.board).isEmpty)
            guard case .decided(.approve, let by, _) = try reviews.reviewState(runID: "too-fast") else {
                Issue.record("not decided")
                return
            }
            #expect(by == mod.id)
        }
    }
}
