import GameCore
import Leaderboards
import PropertyBased
import Testing
@testable import Tiles

/// A level's board id: one plain-ASCII id per (pack, number, map), read back exactly, and the
/// boards listed by pack with older versions after the level they were for.
@Suite struct TilesLevelBoardTests {
    static let characters: [Character] = Array("aZ09_-. %/'\"é漢😀\u{1B}")

    static let packName = Gen.int(in: 0...(characters.count - 1)).array(of: 1...12).map { picks in
        String(picks.map { characters[$0] })
    }

    @Test func anIdNamesItsLevelAndMapAndReadsBackExactly() async {
        await propertyCheck(input: Self.packName, Gen.bool, Gen.int(in: -5...5000), Gen.uint64()) { name, shipped, number, hash in
            let key = LevelKey(pack: shipped || name == ShippedPack.name ? ShippedPack.name : name, number: number)
            let board = TilesLevelBoard(key: key, mapHash: hash)
            let id = board.id.rawValue
            #expect(id.allSatisfy { $0.isASCII && !$0.isWhitespace && $0 != "\u{1B}" }, "\(id)")
            #expect(id.split(separator: ".").count == (key.isShipped ? 4 : 5), "\(id)")
            #expect(TilesLevelBoard(board.id) == board)
            #expect(board.isVersion(hash))
            #expect(TilesRanking.totalAggregate.isMember(board.id) == key.isShipped)
            // Another map of the same level is another board; the same map is the same board.
            let other = hash ^ (1 << 40)
            #expect(TilesLevelBoard(key: key, mapHash: other).id != board.id)
            #expect(TilesLevelBoard(key: key, mapHash: hash).id == board.id)
        }
    }

    @Test(arguments: ["tiles.level.7", "tiles.level.7.ABCDEF01", "tiles.level.07.abcdef01", "tiles.level.7.abcdef0",
                      "tiles.pack.a%2e.7.abcdef01", "tiles.pack.a b.7.abcdef01", "tiles.pack.campaign.7.abcdef01",
                      "tiles.pack..7.abcdef01", "tiles.pack.a%zz.7.abcdef01", "tiles.total", "mines.endless"])
    func anythingButTheCanonicalSpellingIsNoLevelBoard(raw: String) {
        #expect(TilesLevelBoard(BoardID(raw)) == nil)
    }

    @Test func boardsAreListedByPackWithOlderVersionsAfterTheirLevel() {
        func level(_ pack: String, _ number: Int, _ hash: UInt64) -> TilesRanking.Level {
            .init(key: LevelKey(pack: pack, number: number), name: "L\(number)", mapHash: hash)
        }
        let levels = [level(ShippedPack.name, 1, 0x11 << 56), level(ShippedPack.name, 2, 0x22 << 56),
                      level("Zed", 1, 0x33 << 56), level("Alpha", 1, 0x44 << 56)]
        let older = [TilesLevelBoard(key: 2, mapHash: 0x99 << 56).id,
                     TilesLevelBoard(key: LevelKey(pack: "Zed", number: 1), mapHash: 0x98 << 56).id,
                     TilesLevelBoard(key: LevelKey(pack: "Gone", number: 3), mapHash: 0x97 << 56).id,
                     levels[0].key == 1 ? TilesLevelBoard(key: 1, mapHash: 0x11 << 56).id : "x"]
        let titles = TilesRanking(levels: levels, olderBoards: older).boards.map(\.title)
        #expect(titles == ["Tiles: Total", "Tiles: Level 1 L1", "Tiles: Level 2 L2", "Tiles: Level 2 (older version)",
                           "Tiles: Zed, level 1 L1", "Tiles: Zed, level 1 (older version)", "Tiles: Alpha, level 1 L1",
                           "Tiles: Gone, level 3 (map 97000000)",
                           // Free play's ranked sizes come last (issue 31).
                           "Tiles: Free play 6×5, 3 colours", "Tiles: Free play 15×10, 3 colours",
                           "Tiles: Free play 20×15, 3 colours"])
    }

    /// The command line still takes the id boards had before they carried their map.
    @Test func theOldIdNamesTheCampaignLevelAsItIsNow() {
        let levels = [TilesRanking.Level(key: LevelKey(number: 3), name: "Three", mapHash: 0xABCD_EF01_2345),
                      TilesRanking.Level(key: LevelKey(pack: "zed", number: 4), name: "Four", mapHash: 7)]
        let ranking = TilesRanking(levels: levels)
        #expect(ranking.definition(named: "tiles.level.3")?.id
                == TilesLevelBoard(key: LevelKey(number: 3), mapHash: 0xABCD_EF01_2345).id)
        // Only the campaign's levels had such ids; a number no level has names nothing.
        for typed in ["tiles.level.4", "tiles.level.9", "tiles.level.x", "tiles.total", "level.3"] {
            #expect(ranking.definition(named: typed) == nil, "\(typed)")
        }
    }
}
