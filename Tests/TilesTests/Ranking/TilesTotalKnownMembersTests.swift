import GameCore
import GameRules
import Leaderboards
import Testing
@testable import Tiles

/// Issue 19: the Tiles total's members as the game knows them (`RankingRegistry.knownMembers`,
/// what the shared board reads): the shipped levels' current boards and the older versions with
/// rows here, never another pack's level, the total itself or a level the campaign does not have.
@Suite struct TilesTotalKnownMembersTests {
    @Test func theTotalsKnownMembersAreTheShippedLevelsBoards() throws {
        let shipped = [TilesRanking.Level(key: LevelKey(number: 1), name: "One", mapHash: 0x1111_1111_0000_0000),
                       TilesRanking.Level(key: LevelKey(number: 2), name: "Two", mapHash: 0x2222_2222_0000_0000)]
        let packLevel = TilesRanking.Level(key: LevelKey(pack: "Extra", number: 1), name: "Pack one",
                                           mapHash: 0x3333_3333_0000_0000)
        let older: [BoardID] = ["tiles.level.1.00000000", "tiles.pack.Extra.1.00000000", "mines.expert.random"]
        let registry = RankingRegistry(games: try GameRegistry([TilesBackEnd.self]),
                                       rules: [TilesRanking(levels: shipped + [packLevel], olderBoards: older)])
        let members = try #require(registry.knownMembers[TilesRanking.total])
        #expect(Set(members) == ["tiles.level.1.11111111", "tiles.level.2.22222222", "tiles.level.1.00000000"])
        #expect(!members.contains("tiles.level.3.0123abcd"), "a level nobody ships")
        #expect(registry.knownMembers.count == 1, "the total is the only aggregate")
    }
}
