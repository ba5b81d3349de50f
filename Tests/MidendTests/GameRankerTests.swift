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
    static func finished(_ origin: SeedOrigin?, hinted: Bool = false) throws -> FinishedGame {
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
        return try play.finishedGame(id: "game-1", playerID: 7, at: time.moment)
    }

    static let registry = RankingRegistry(games: TestRegistry.registry, rules: [DealtWinRankingRules()])

    static func rank(_ game: FinishedGame, store: MemoryLeaderboardStore) -> RankingVerdict {
        GameRanker.rank(game, registry: registry, store: store)
    }

    @Test func aDealtUnhintedVerifiedWinIsSubmittedOnceAndPlaced() throws {
        let store = MemoryLeaderboardStore()
        let claim = try Self.finished(.dealt)
        let verdict = Self.rank(claim, store: store)
        guard case let .ranked(placement, runID) = verdict else {
            Issue.record("not ranked: \(verdict.line)")
            return
        }
        #expect(runID == "game-1" && placement.board == DealtWinRankingRules.lightsOutBoard)
        #expect(placement.ranks[.allTime] == 1 && placement.isPersonalBest)
        #expect(verdict.line == "Ranked: 1st of all time, personal best")
        #expect(store.runs.count == 1 && store.runs[0].verification == .verified)
        #expect(store.runs[0].setup == claim.setup && store.runs[0].log == claim.log, "what replays it is kept")
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
        #expect(verdict == .notKept(board: DealtWinRankingRules.lightsOutBoard, reason: "the disk is full"))
        #expect(verdict.line == "Not ranked: the board could not be written (the disk is full); the game is counted")
        #expect(verdict.focus == nil)
    }

    /// A dealt game saved after its first move, resumed from the save, then won.
    static func resumedAndWon(dropOrigin: Bool) throws -> FinishedGame {
        let time = GamePlayTests.Time()
        var play = try Play(GamePlayTests.setup, origin: .dealt)
        play.show(true, at: time.instant)
        _ = play.start(at: time.moment)
        time.pass(100)
        _ = play.play(LightsOutMove(4), at: time.moment)
        var saved = try play.savedPlay()
        if dropOrigin { saved.origin = nil }
        var resumed = try Play.resume(saved, playMilliseconds: Int64(play.playMilliseconds(at: time.instant)),
                                      paused: false).get()
        resumed.show(true, at: time.instant)
        for cell in LightsOutBackEnd.solution(from: resumed.state) {
            time.pass(100)
            _ = resumed.play(LightsOutMove(cell), at: time.moment)
        }
        #expect(resumed.outcome == .won)
        return try resumed.finishedGame(id: "game-2", playerID: 7, at: time.moment)
    }

    @Test func aResumedOwnSaveStaysDealtAndRanksOnce() throws {
        let store = MemoryLeaderboardStore()
        let game = try Self.resumedAndWon(dropOrigin: false)
        guard case .ranked = Self.rank(game, store: store) else {
            Issue.record("a resumed dealt game should rank")
            return
        }
        _ = Self.rank(game, store: store)
        #expect(store.runs.count == 1, "ended again (another copy, a retry): kept once")
    }

    @Test func aResumedSaveThatNamesNoOriginIsNotRanked() throws {
        let store = MemoryLeaderboardStore()
        #expect(Self.rank(try Self.resumedAndWon(dropOrigin: true), store: store) == .notRanked(.unknownOrigin))
        #expect(store.submissions.isEmpty)
    }
}
