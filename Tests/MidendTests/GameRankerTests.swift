import Foundation
import GameCore
import GameRules
import Leaderboards
import LightsOutGame
@testable import Midend
import Testing

/// A decided game offered to the leaderboards: verified, judged by the game's rules with the
/// seed's origin, and only then submitted, once.
@Suite struct GameRankerTests {
    typealias Play = GamePlay<LightsOutBackEnd>

    /// A game of `origin` played to its end (with a hint first when `hinted`), and its claim.
    static func finished(_ origin: SeedOrigin?, hinted: Bool = false) throws -> RankingClaim {
        let time = GamePlayTests.Time()
        let setup = GamePlayTests.setup
        var play: Play
        if let origin {
            play = try Play(setup, origin: origin)
        } else {
            play = try Play.resume(setup, log: TimedLog(), interface: try Play(setup).interface, playMilliseconds: 0,
                                   paused: false).get()
        }
        play.show(true, at: time.instant)
        _ = play.start(at: time.moment)
        if hinted { _ = play.perform(.hint, at: time.moment) }
        for cell in LightsOutBackEnd.solution(from: play.state) {
            time.pass(120)
            _ = play.play(LightsOutMove(cell), at: time.moment)
        }
        #expect(play.outcome == .won)
        return try play.rankingClaim(runID: "game-1", playerID: 7, at: time.moment)
    }

    static func rank(_ claim: RankingClaim, store: MemoryLeaderboardStore) -> RankingVerdict {
        GameRanker.rank(claim, backEnd: LightsOutBackEnd.self, rules: LightsOutRankingRules(), store: store)
    }

    @Test func aDealtUnhintedVerifiedWinIsSubmittedOnceAndPlaced() throws {
        let store = MemoryLeaderboardStore()
        let claim = try Self.finished(.dealt)
        let verdict = Self.rank(claim, store: store)
        guard case let .ranked(placement, runID) = verdict else {
            Issue.record("not ranked: \(verdict.line)")
            return
        }
        #expect(runID == "game-1" && placement.board == LightsOutRankingRules.board)
        #expect(placement.ranks[.allTime] == 1 && placement.isPersonalBest)
        #expect(verdict.line == "Ranked: 1st of all time, personal best")
        #expect(store.runs.count == 1 && store.runs[0].verification == .verified)
        #expect(store.runs[0].setup == claim.encodedSetup && store.runs[0].log == claim.packedLog, "what replays it is kept")
        #expect(Self.rank(claim, store: store) == verdict, "the same game again places where it did")
        #expect(store.runs.count == 1, "and is kept once")
    }

    @Test(arguments: [(SeedOrigin?.some(.chosen), NotRankedReason.chosenSeed),
                      (.some(.continued), .continuedFromAnotherCopy), (nil, .unknownOrigin)])
    func aSeedNotDealtByTheGameIsNeverRanked(_ origin: SeedOrigin?, _ reason: NotRankedReason) throws {
        let store = MemoryLeaderboardStore()
        let verdict = Self.rank(try Self.finished(origin), store: store)
        #expect(verdict == .notRanked(reason))
        #expect(verdict.line == "Not ranked: \(reason)")
        #expect(store.submissions.isEmpty)
    }

    @Test func aHintedGameIsAssistedNeverRanked() throws {
        let store = MemoryLeaderboardStore()
        let verdict = Self.rank(try Self.finished(.dealt, hinted: true), store: store)
        #expect(verdict == .notRanked(.assisted) && verdict.line == "Not ranked: a hint was used")
        #expect(store.submissions.isEmpty)
    }

    @Test func aLogThatDoesNotReplayIsNotRankedAndSaysWhy() throws {
        let store = MemoryLeaderboardStore()
        var claim = try Self.finished(.dealt)
        claim.claimedPlayMilliseconds = 1   // shorter than its last move: a claim the log refutes
        let verdict = Self.rank(claim, store: store)
        guard case .notRanked(.unverified) = verdict else {
            Issue.record("expected unverified, got \(verdict.line)")
            return
        }
        #expect(verdict.line.hasPrefix("Not ranked: its replay does not verify"))
        #expect(store.submissions.isEmpty)
    }

    @Test func aStoreThatCannotBeWrittenSaysSoAndKeepsTheResult() throws {
        let store = MemoryLeaderboardStore()
        store.failure = LeaderboardStoreError("the disk is full")
        let verdict = Self.rank(try Self.finished(.dealt), store: store)
        #expect(verdict == .notKept(board: LightsOutRankingRules.board, reason: "the disk is full"))
        #expect(verdict.line == "Not ranked: the board could not be written (the disk is full); the game is counted")
        #expect(verdict.focus == nil)
    }
}
