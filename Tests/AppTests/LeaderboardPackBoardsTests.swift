import Foundation
import Leaderboards
import Testing
import Tiles
@testable import UITestSupport

/// Pack levels' boards on the Leaderboards screen: listed by pack after the shipped levels,
/// `]`/`[` jump from group to group, and a pack's or level's name is shown escaped.
@Suite struct LeaderboardPackBoardsTests {
    static let levels: [TilesRanking.Level] = [
        .init(key: 1, name: "One", mapHash: 0x1111_0000_0000_0000),
        .init(key: LevelKey(pack: "Evil\u{1B}[31m", number: 1), name: "Bell\u{07}", mapHash: 0x2222_0000_0000_0000),
        .init(key: LevelKey(pack: "Evil\u{1B}[31m", number: 2), name: "Two", mapHash: 0x3333_0000_0000_0000),
        .init(key: LevelKey(pack: "Fair", number: 1), name: "Uno", mapHash: 0x4444_0000_0000_0000),
    ]

    static var boards: [BoardDefinition] {
        RankingRegistry.clearfield(levels: levels, olderBoards: [TilesLevelBoard(key: 1, mapHash: 0x9999 << 48).id]).boards
    }

    @Test func bracketsJumpFromGameToGameAndPackToPack() {
        var harness = LeaderboardHarness(store: LeaderboardFixtures.store(players: 1), boards: Self.boards)
        func shown() -> String { harness.frame.lines[1] }
        #expect(shown().contains("Mines: Endless"), "\(shown())")
        harness.press(.key(.character("]")))
        #expect(shown().contains("Tiles: Total"), "\(shown())")
        harness.press(.key(.character("]")))
        #expect(shown().contains("Evil\\u{1B}[31m, level 1 Bell\\u{7}"), "\(shown())")
        harness.press(.key(.character("]")))
        #expect(shown().contains("Tiles: Fair, level 1 Uno"), "\(shown())")
        harness.press(.key(.character("]")))
        #expect(shown().contains("Tiles: Free play 6×5, 3 colours"), "free play's group last: \(shown())")
        harness.press(.key(.character("]")))
        #expect(shown().contains("Mines: Endless"), "wraps round: \(shown())")
        harness.press(.key(.character("[")), .key(.character("[")))
        #expect(shown().contains("Tiles: Fair, level 1 Uno"), "\(shown())")
        harness.press(.key(.character("[")), .key(.character("[")))
        #expect(shown().contains("Tiles: Total"), "\(shown())")
        // Within the shipped group, Tab reaches the level and its older version.
        harness.press(.key(.tab))
        #expect(shown().contains("Tiles: Level 1 One"), "\(shown())")
        harness.press(.key(.tab))
        #expect(shown().contains("Tiles: Level 1 (older version)"), "\(shown())")
        #expect(!harness.text.contains("\u{1B}"))
    }

    @Test func groupsFollowTheBoardsOrder() {
        let boards = Self.boards
        let groups = boards.map(\.group)
        // Each group's boards come together: a group never comes back once left.
        var seen: [String] = []
        for group in groups where seen.last != group {
            #expect(!seen.contains(group), "\(groups)")
            seen.append(group)
        }
        #expect(seen == ["mines", "tiles", "tiles pack Evil\u{1B}[31m", "tiles pack Fair", "tiles free play"])
    }
}

/// A cleared level of an imported pack ranks on its pack's board for its map, never on the
/// shipped level with the same number.
@Suite struct PackLevelRankingPanelTests {
    @Test func aClearedPackLevelIsRankedOnItsPacksBoard() throws {
        var level = Fixtures.level(4, "Pair", "RR", par: 1)
        level.pack = "Extra"
        let (screen, context, store) = try TilesRankingPanelTests.clear(level)
        #expect(screen.frame(context).text.contains("Ranked: 1st of all time"))
        let board = try #require(store.runs.first?.board)
        #expect(board == TilesLevelBoard(key: LevelKey(pack: "Extra", number: 4),
                                         mapHash: TilesParams.mapHash(of: level.board)).id)
        #expect(board.rawValue.hasPrefix("tiles.pack.Extra.4."))
        #expect(!TilesRanking.totalAggregate.isMember(board))
    }
}
