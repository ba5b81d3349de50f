import Foundation
import GameCore
import GameRules
import Leaderboards
import Testing
@testable import Tiles

/// Which Tiles games rank, how they are ordered, and tampered runs found out.
@Suite struct TilesRankingTests {
    private let record = ((try? LevelFileReader.allLevels()) ?? []).first { $0.number == 7 }
    /// Level 7's board as the shipped file has it now.
    private var board7: BoardID { get throws { try tilesSetup(try #require(record)).params.levelBoard.id } }
    private var registry: RankingRegistry {
        let mapHash = (try? tilesSetup(record!))?.params.mapHash ?? 0
        return RankingRegistry(games: try! GameRegistry([TilesBackEnd.self]),
                               rules: [TilesRanking(levels: [.init(key: 7, name: "Seven", mapHash: mapHash)])])
    }

    /// Level 7 solved; `hinted` keeps the solved game's opening hint.
    private func finished(hinted: Bool = false, origin: SeedOrigin? = .dealt) throws -> FinishedGame {
        let record = try #require(record)
        let game = try SolvedTilesGame(record)
        var log = game.log
        if !hinted { log.entries.removeAll { if case .hint = $0.action { true } else { false } } }
        return FinishedGame(id: "tiles-7", playerID: 1, kind: .tiles, setup: try TilesBackEnd.encode(try tilesSetup(record)),
                            log: log.packed(), claimedPlayMilliseconds: game.lastOffset, origin: origin,
                            finishedAt: Date(timeIntervalSince1970: 1_795_000_000))
    }

    @Test func aClearedLevelRanksOnItsBoardWithScoreMovesAndTime() throws {
        let run = try #require(registry.assess(try finished()).run)
        #expect(run.board == (try board7))
        #expect(run.board.rawValue.hasPrefix("tiles.level.7.") && run.board.rawValue.count == "tiles.level.7.".count + 8)
        #expect(run.figures["score"] == Int64(run.claimed.score ?? -1))
        #expect(run.sortKey == [-Int64(run.claimed.score ?? 0), Int64(run.claimed.moves), Int64(run.claimed.playMilliseconds ?? 0)])
        #expect(registry.reverify(run) == .verified)
        #expect(registry.definition(of: try board7)?.title == "Tiles: Level 7 Seven")
        #expect(registry.definition(of: "tiles.level.7.00000000")?.title == "Tiles: Level 7 (older version)")
        #expect(registry.definition(of: "tiles.level.12.0000abcd")?.title == "Tiles: Level 12 (map 0000abcd)")
        #expect(registry.definition(of: "tiles.level.x.0000abcd") == nil)
        #expect(registry.definition(of: "tiles.level.7") == nil, "the id before boards carried their map")
        #expect(registry.aggregates == [TilesRanking.total: TilesRanking.totalAggregate])
        #expect(TilesRanking.totalAggregate.isMember(run.board))
    }

    @Test func aLevelOfAnotherPackRanksOnItsOwnBoardOutsideTheTotal() throws {
        let setup = GameSetup(params: TilesParams(level: 7, pack: "Extra.pack 1", par: 1, mapRows: ["RR"],
                                                  mapHash: 0xABCD_EF01_2345_6789), seed: 0)
        let won = VerifiedGame(kind: .tiles, status: .won, score: 1000, level: 7, boardsCleared: 1, moves: 1, hintsUsed: 0,
                               undosUsed: 0, actionCount: 1, timingStartOffset: 0, lastOffset: 500, playMilliseconds: 500)
        let eligibility = TilesRanking().eligibility(encodedSetup: try TilesBackEnd.encode(setup),
                                                     verification: .success(won), origin: .dealt)
        #expect(eligibility == .ranked("tiles.pack.Extra%2Epack%201.7.abcdef01"))
        #expect(!TilesRanking.totalAggregate.isMember("tiles.pack.Extra%2Epack%201.7.abcdef01"))
        let rules = TilesRanking(levels: [.init(key: LevelKey(pack: "Extra.pack 1", number: 7), name: "Pair",
                                                mapHash: 0xABCD_EF01_2345_6789)])
        #expect(rules.definition(of: "tiles.pack.Extra%2Epack%201.7.abcdef01")?.title == "Tiles: Extra.pack 1, level 7 Pair")
    }

    @Test func aHintedOrUnfinishedLevelDoesNotRank() throws {
        #expect(registry.assess(try finished(hinted: true)) == .notRanked(.assisted))
        var unfinished = try finished()
        var log = try TimedLog<TilesMove>(packed: unfinished.log)
        log.entries.removeLast()
        unfinished.log = log.packed()
        #expect(registry.assess(unfinished) == .notRanked(.notFinished))
    }

    @Test func aLevelIsTheSameForEveryoneSoTheSeedsOriginDoesNotMatter() throws {
        #expect(registry.assess(try finished(origin: .chosen)).run != nil)
        #expect(registry.assess(try finished(origin: nil)).run != nil)
    }

    @Test func levelsOrderByScoreThenMovesThenTime() {
        let rules = TilesRanking()
        func key(score: Int, moves: Int, time: Int) -> [Int64] {
            rules.score(of: VerifiedGame(kind: .tiles, status: .won, score: score, level: 1, boardsCleared: 1, moves: moves,
                                         hintsUsed: 0, undosUsed: 0, actionCount: moves, timingStartOffset: 0,
                                         lastOffset: time, playMilliseconds: time),
                        on: "tiles.level.1.00000000", finishedAt: Date()).sortKey
        }
        #expect(RankedScore.isBetter(key(score: 500, moves: 40, time: 90_000), than: key(score: 499, moves: 10, time: 1_000)))
        #expect(RankedScore.isBetter(key(score: 500, moves: 39, time: 90_000), than: key(score: 500, moves: 40, time: 1_000)))
        #expect(RankedScore.isBetter(key(score: 500, moves: 40, time: 1_000), than: key(score: 500, moves: 40, time: 1_001)))
    }

    @Test func tamperedRunsAreRejected() throws {
        let run = try #require(registry.assess(try finished()).run)
        var moves = run
        var log = try TimedLog<TilesMove>(packed: run.log)
        log.entries.swapAt(0, 1)
        (log.entries[0].offset, log.entries[1].offset) = (log.entries[1].offset, log.entries[0].offset)
        moves.log = log.packed()
        #expect(registry.reverify(moves) != .verified)

        var time = run
        time.claimed.playMilliseconds = 1
        #expect(registry.reverify(time) != .verified)
        var figures = run
        figures.figures["score"] = (run.figures["score"] ?? 0) + 100
        #expect(registry.reverify(figures) != .verified)

        var level = run
        level.board = "tiles.level.8.00000000"
        #expect(registry.reverify(level) == .unverified("its game belongs on \(try board7), not on tiles.level.8.00000000"))
        var setup = try JSONDecoder().decode(GameSetup<TilesParams>.self, from: run.setup)
        setup.params.level = 8
        var relabelled = run
        relabelled.setup = try TilesBackEnd.encode(setup)
        #expect(registry.reverify(relabelled) != .verified)

        // Tiles does not use its seed, so another seed is the same game: still verified.
        setup = try JSONDecoder().decode(GameSetup<TilesParams>.self, from: run.setup)
        setup.seed = 42
        var reseeded = run
        reseeded.setup = try TilesBackEnd.encode(setup)
        #expect(registry.reverify(reseeded) == .verified)
    }
}
