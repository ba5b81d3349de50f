import Foundation
import GameCore
import GameRules
import Leaderboards
import Testing
@testable import Tiles

/// Free play through the back end: the board checked against its seed's deal, replays, saves
/// of before free play, and the leaderboards' fair-play rules.
@Suite struct FreePlayBackEndTests {
    private func setup(_ shape: FreePlayShape = .small, seed: UInt64 = 42) -> GameSetup<TilesParams> {
        GameSetup(params: TilesParams(free: FreePlayDeal(shape: shape, seed: seed)), seed: seed)
    }

    /// Greedy play to the end: the largest group each time.
    private func playedToTheEnd(_ setup: GameSetup<TilesParams>) throws -> (log: TimedLog<TilesMove>, final: TilesState) {
        var state = try TilesBackEnd.newGame(setup)
        var log = TimedLog<TilesMove>()
        var offset = 0
        while let group = state.board.removableGroups().max(by: { $0.count < $1.count }) {
            offset += 500
            log.append(.move(TilesMove(group[0])), at: offset)
            state = try #require(state.applying(TilesMove(group[0]))).state
        }
        return (log, state)
    }

    @Test func aFreeGameIsTheDealOfItsSeedUnderTheClassicRules() throws {
        let game = try TilesBackEnd.newGame(setup())
        #expect(game.rules == .sameGame)
        #expect(game.board == FreePlayDeal(shape: .small, seed: 42).board)
        var other = setup()
        other.seed = 43
        #expect(throws: GameSetupError.self) { try TilesBackEnd.newGame(other) }
        let context = TilesBackEnd.statsContext(for: setup().params)
        #expect(context.tilesFreeShape == .small)
        #expect(context.tilesLevel == nil, "no level's stats")
    }

    @Test func aFinishedFreeGameReplaysToItsScore() throws {
        let (log, final) = try playedToTheEnd(setup())
        let verified = try TilesBackEnd.verify(setup(), log: log, claimedPlayMilliseconds: log.entries.last?.offset).get()
        #expect(verified.status.isFinal)
        #expect(verified.score == final.score)
        #expect(verified.moves == final.moves)
    }

    @Test func paramsWithoutFreePlayReadAndWriteAsBefore() throws {
        let old = #"{"level":3,"par":2,"mapRows":["RR"],"mapHash":1}"#
        let params = try JSONDecoder().decode(TilesParams.self, from: Data(old.utf8))
        #expect(params.free == nil && params.rules == .levels)
        let written = String(decoding: try JSONEncoder().encode(params), as: UTF8.self)
        #expect(!written.contains("free"))
        let freeParams = setup().params
        let back = try JSONDecoder().decode(TilesParams.self, from: try JSONEncoder().encode(freeParams))
        #expect(back == freeParams)
    }

    private func eligibility(_ setup: GameSetup<TilesParams>, origin: SeedOrigin?, hinted: Bool = false) throws -> Eligibility {
        var (log, _) = try playedToTheEnd(setup)
        if hinted { log = TimedLog([TimedAction(.hint, at: 1)] + log.entries) }
        let verification = TilesBackEnd.verify(setup, log: log, claimedPlayMilliseconds: log.entries.last?.offset)
        return TilesRanking().eligibility(encodedSetup: try TilesBackEnd.encode(setup), verification: verification,
                                          origin: origin)
    }

    @Test func onlyADealtStandardBoardPlayedWithoutAHintRanks() throws {
        #expect(try eligibility(setup(), origin: .dealt) == .ranked("tiles.free.6x5c3"))
        #expect(try eligibility(setup(), origin: .chosen) == .notRanked(.chosenSeed))
        #expect(try eligibility(setup(), origin: nil) == .notRanked(.unknownOrigin))
        #expect(try eligibility(setup(), origin: .dealt, hinted: true) == .notRanked(.assisted))
        let odd = try FreePlayShape(width: 7, height: 5, colours: 3)
        #expect(try eligibility(setup(odd), origin: .dealt) == .notRanked(.customBoard))
    }

    @Test func theStandardBoardsAreListedAndOrderedByScoreMovesTime() throws {
        let rules = TilesRanking()
        let ids = rules.boards.map(\.id.rawValue).filter { $0.hasPrefix("tiles.free.") }
        #expect(ids == ["tiles.free.6x5c3", "tiles.free.15x10c3", "tiles.free.20x15c3"])
        #expect(rules.definition(of: "tiles.free.15x10c3")?.title == "Tiles: Free play 15×10, 3 colours")
        #expect(rules.definition(of: "tiles.free.7x5c3") == nil)
        #expect(!TilesRanking.totalAggregate.isMember("tiles.free.15x10c3"))
    }
}
