import Foundation
import GameCore
import GameRules
import Leaderboards
import Testing
@testable import Mines

/// Issue 19's attack on real logs: a genuine won beginner game whose offsets were rewritten to
/// 1 ms apart, with matching claimed figures, still replays and verifies; the human envelope is
/// what holds it.
@Suite struct MinesEnvelopeTests {
    private let registry = RankingRegistry(games: try! GameRegistry([MinesBackEnd.self]), rules: [MinesRanking()])

    /// A won beginner game of `TimedPlayer`, without hints, assessed as dealt.
    private func genuineBeginnerRun() throws -> RankedRun {
        var player = TimedPlayer(seed: 0x19)
        for seed in UInt64(900)..<UInt64(960) {
            let game = player.play(MinesGameParams(mode: .classic(.beginner)), seed: seed)
            var log = game.log
            log.entries.removeAll { if case .hint = $0.action { true } else { false } }
            let decision = registry.assess(FinishedGame(
                id: "game-\(seed)", playerID: 1, kind: .mines, setup: try MinesBackEnd.encode(game.setup),
                log: log.packed(), claimedPlayMilliseconds: game.endOffset, origin: .dealt,
                finishedAt: Date(timeIntervalSince1970: 1_795_000_000)))
            if let run = decision.run, run.claimed.actionCount >= 3 { return run }
        }
        throw LeaderboardStoreError("no ranked beginner game among the seeds")
    }

    @Test func theOffsetsAreReadFromTheLog() throws {
        let run = try genuineBeginnerRun()
        let log = try TimedLog<MinesMove>(packed: run.log)
        #expect(registry.games.actionOffsets(kind: "mines", packedLog: run.log) == log.entries.compactMap(\.offset))
        #expect(registry.games.actionOffsets(kind: "nothing", packedLog: run.log) == nil)
        #expect(registry.games.actionOffsets(kind: "mines", packedLog: Data([0xFF])) == nil)
    }

    @Test func aGenuineGameIsPlausibleAndTheSameLogOneMillisecondApartIsHeld() throws {
        let run = try genuineBeginnerRun()
        #expect(registry.envelopeVerdict(of: run) == .plausible)

        var log = try TimedLog<MinesMove>(packed: run.log)
        for index in log.entries.indices { log.entries[index].offset = index + 1 }
        let forged = registry.assess(FinishedGame(
            id: "forged", playerID: 2, kind: .mines, setup: run.setup, log: log.packed(),
            claimedPlayMilliseconds: log.entries.count, origin: .dealt, finishedAt: run.finishedAt))
        let forgedRun = try #require(forged.run, "the rewritten log still replays: \(forged)")
        #expect(registry.reverify(forgedRun) == .verified)
        #expect(registry.envelopeVerdict(of: forgedRun).heldReason?.limit == .time)
    }
}
