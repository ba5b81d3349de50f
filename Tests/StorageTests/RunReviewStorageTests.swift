import Foundation
import GameCore
import GameRules
import Leaderboards
import Players
import Testing
@testable import LocalDatabase

/// Held runs in the local database: a run the envelope holds is kept but not ranked; a
/// moderator's approval ranks it, a rejection keeps it off, and every decision is kept with who
/// made it and when.
@Suite struct RunReviewStorageTests {
    final class Clock: @unchecked Sendable {
        var date = Date(timeIntervalSince1970: 1_795_000_000)
    }

    /// A stand-in envelope: anything under 100 ms is held (the real limits are HumanEnvelope's).
    static let envelope: EnvelopeCheck = { run in
        (run.claimed.playMilliseconds ?? 0) < 100 ? .held(HeldReason(.time, "\(run.claimed.playMilliseconds ?? 0) ms")) : .plausible
    }

    struct World {
        let clock = Clock()
        let database: AppDatabase
        let store: DatabaseLeaderboardStore
        let owner: PlayerID, eve: PlayerID

        init() throws {
            let clock = self.clock
            database = try AppDatabase.inMemory(now: { clock.date })
            owner = try database.currentPlayer(named: "owner").id
            eve = try database.currentPlayer(named: "eve").id
            store = database.leaderboards(periods: .fixed(secondsFromGMT: 0), envelope: RunReviewStorageTests.envelope)
        }

        func run(_ id: String, player: PlayerID, milliseconds: Int) -> RankedRun {
            RankedRun(id: id, board: "test.a", playerID: player, kind: GameKind(rawValue: "test"), setup: Data([1]),
                      log: Data(id.utf8),
                      claimed: VerifiedGame(kind: GameKind(rawValue: "test"), status: .won, boardsCleared: 1, moves: 1,
                                            hintsUsed: 0, undosUsed: 0, actionCount: 1, timingStartOffset: 0,
                                            lastOffset: 0, playMilliseconds: milliseconds),
                      sortKey: [Int64(milliseconds)], figures: ["timeMs": Int64(milliseconds)],
                      finishedAt: clock.date, verification: .verified)
        }

        func board() throws -> [String] {
            try store.top(board: "test.a", window: .allTime, now: clock.date, limit: 10, viewer: nil).map(\.runID)
        }
    }

    @Test func aHeldRunIsKeptButNotRanked() throws {
        let world = try World()
        try world.store.submit(world.run("slow", player: world.owner, milliseconds: 5_000))
        let placement = try world.store.submit(world.run("fast", player: world.eve, milliseconds: 10))
        #expect(placement.ranks.isEmpty)
        #expect(try world.board() == ["slow"])
        #expect(try world.store.run(id: "fast") != nil)
        #expect(try world.store.reviewState(runID: "fast") == .held(reason: "faster than any recorded game: 10 ms"))
        #expect(try world.store.reviewState(runID: "slow") == nil)
        #expect(try world.store.heldRuns(board: nil).map(\.run.id) == ["fast"])
        #expect(try world.store.heldRuns(board: "test.b").isEmpty)
    }

    @Test func onlyAModeratorReviewsAndARefusalWritesNothing() throws {
        let world = try World()
        try world.store.submit(world.run("fast", player: world.eve, milliseconds: 10))
        #expect(throws: LeaderboardStoreError.self) {
            try world.store.review(runID: "fast", decision: .approve, moderator: world.eve)
        }
        #expect(throws: LeaderboardStoreError.self) {
            try world.store.review(runID: "nothing", decision: .approve, moderator: world.owner)
        }
        #expect(try world.store.reviewState(runID: "fast") == .held(reason: "faster than any recorded game: 10 ms"))
        #expect(try world.store.reviewLog().isEmpty)
        #expect(try world.board().isEmpty)
    }

    @Test func anApprovalRanksTheRunAndEveryDecisionIsLogged() throws {
        let world = try World()
        try world.store.submit(world.run("fast", player: world.eve, milliseconds: 10))
        world.clock.date += 60
        try world.store.review(runID: "fast", decision: .reject, moderator: world.owner)
        #expect(try world.board().isEmpty)
        #expect(try world.store.heldRuns(board: nil).isEmpty)
        world.clock.date += 60
        try world.store.review(runID: "fast", decision: .approve, moderator: world.owner)
        #expect(try world.board() == ["fast"])
        #expect(try world.store.reviewState(runID: "fast") == .decided(.approve, moderator: world.owner, at: world.clock.date))
        let log = try world.store.reviewLog()
        #expect(log.map(\.decision) == [.approve, .reject])
        #expect(log.map(\.moderator) == [world.owner, world.owner])
        #expect(log.map(\.at) == [world.clock.date, world.clock.date - 60])
        // Submitted again (the outbox's retry), an approved run stays ranked.
        try world.store.submit(world.run("fast", player: world.eve, milliseconds: 10))
        #expect(try world.board() == ["fast"])
    }

    @Test func holdingAKeptRunTakesItOffTheBoard() throws {
        let world = try World()
        // Kept by a store without the envelope (an older version of the game).
        let plain = world.database.leaderboards(periods: .fixed(secondsFromGMT: 0))
        try plain.submit(world.run("old", player: world.eve, milliseconds: 10))
        #expect(try world.board() == ["old"])
        try world.store.hold(runID: "old", reason: "too fast")
        #expect(try world.board().isEmpty)
        #expect(try world.store.heldRuns(board: "test.a").map(\.reason) == ["too fast"])
        try world.store.hold(runID: "old", reason: "again")  // already held: unchanged
        #expect(try world.store.reviewState(runID: "old") == .held(reason: "too fast"))
    }
}
