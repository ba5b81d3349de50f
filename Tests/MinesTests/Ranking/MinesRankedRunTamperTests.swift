import Foundation
import GameCore
import GameRules
import Leaderboards
import Testing
@testable import Mines

/// A ranked run changed after it was kept (its moves, seed, time or level) is found out by
/// `leaderboard verify`'s check and no longer ranks.
@Suite struct MinesRankedRunTamperTests {
    private let registry = RankingRegistry(games: try! GameRegistry([MinesBackEnd.self]), rules: [MinesRanking()])

    /// Real games played by `TimedPlayer` (without hints), assessed as dealt: an expert win and
    /// an endless run.
    private func rankedRuns() throws -> [RankedRun] {
        try UnassistedGames.expertAndEndless(ranking: registry, playerSeed: 0x7A, firstSeed: 501).map {
            try #require(registry.assess($0).run)
        }
    }

    private func log(of run: RankedRun) throws -> TimedLog<MinesMove> { try TimedLog(packed: run.log) }

    @Test func untouchedRunsVerify() throws {
        for run in try rankedRuns() {
            #expect(registry.reverify(run) == .verified)
            #expect(run.verification == .verified)
        }
    }

    @Test func changedMovesAreRejected() throws {
        for run in try rankedRuns() {
            var tampered = run
            var log = try log(of: run)
            log.entries.removeLast(2)  // the game no longer reaches its end
            tampered.log = log.packed()
            #expect(registry.reverify(tampered) != .verified)
        }
    }

    @Test func anotherSeedIsRejected() throws {
        for run in try rankedRuns() {
            var setup = try JSONDecoder().decode(GameSetup<MinesGameParams>.self, from: run.setup)
            setup.seed &+= 1
            var tampered = run
            tampered.setup = try MinesBackEnd.encode(setup)
            #expect(registry.reverify(tampered) != .verified)
        }
    }

    @Test func aBetterTimeIsRejected() throws {
        for run in try rankedRuns() {
            var claimed = run
            claimed.claimed.playMilliseconds = (run.claimed.playMilliseconds ?? 0) / 2
            #expect(registry.reverify(claimed) != .verified)
            var keyed = run
            keyed.sortKey[run.board == MinesRanking.endless ? 1 : 0] -= 1_000
            #expect(registry.reverify(keyed) != .verified)
            var shown = run
            shown.figures[MinesRanking.Figure.time] = 1
            #expect(registry.reverify(shown) != .verified)
        }
    }

    @Test func anotherLevelOrBoardIsRejected() throws {
        let runs = try rankedRuns()
        var endless = runs[1]
        endless.claimed.boardsCleared += 1
        endless.claimed.level = (endless.claimed.level ?? 0) + 1
        #expect(registry.reverify(endless) == .unverified("its replay does not reach the result it claims"))
        var expert = runs[0]
        expert.board = MinesRanking.board(.expert, .random)
        #expect(registry.reverify(expert) == .unverified("its game belongs on mines.expert.noguess, not on mines.expert.random"))
        var setup = try JSONDecoder().decode(GameSetup<MinesGameParams>.self, from: runs[0].setup)
        setup.params.mode = .classic(.intermediate)
        var smaller = runs[0]
        smaller.setup = try MinesBackEnd.encode(setup)
        #expect(registry.reverify(smaller) != .verified)
    }

    @Test func aHintedGameIsAssessedAsAssisted() throws {
        var player = TimedPlayer(seed: 3)
        let game = player.play(MinesGameParams(mode: .classic(.beginner)), seed: 77)
        var log = game.log
        log.entries.insert(TimedAction(.hint, at: 0), at: 0)
        let decision = registry.assess(FinishedGame(
            id: "hinted", playerID: 1, kind: .mines, setup: try MinesBackEnd.encode(game.setup), log: log.packed(),
            claimedPlayMilliseconds: game.endOffset, origin: .dealt, finishedAt: Date()))
        #expect(decision == .notRanked(.assisted))
    }
}
