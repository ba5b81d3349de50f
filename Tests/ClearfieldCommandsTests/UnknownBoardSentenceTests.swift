import ClearfieldApp
import CommandSupport
import ClearfieldGames
import Daily
import Leaderboards
import LightsOutGame
import Testing
@testable import ClearfieldCommands

/// `leaderboard show BADNAME` lists every kind of board (issue 31: `tiles.daily.*` was missing),
/// the forms of the boards named by a date, a level or a pack as each game's rules give them.
@Suite struct UnknownBoardSentenceTests {
    /// The commands offer Clearfield's games, as the program installs them.
    init() { CommandGames.install(.clearfield) }

    @Test func theListNamesBothDailiesAndTheBoardsNamedByALevelOrAPack() {
        let registry = RankingRegistry.clearfield(levels: [], olderBoards: ["mines.daily.2026-11-28", "tiles.level.3.0a1b2c3d",
                                                                             "tiles.daily.2026-11-28"])
        let sentence = LeaderboardShowCommand.unknownBoard("BADNAME", registry: registry)
        for name in ["mines.endless", "mines.expert.noguess", "tiles.total", "mines.daily.YYYY-MM-DD",
                     "tiles.daily.YYYY-MM-DD", "tiles.level.N", "tiles.pack.PACK.N.HASH"] {
            #expect(sentence.contains(name), "\(sentence)")
        }
        #expect(!sentence.contains("2026-11-28") && !sentence.contains("0a1b2c3d"), "patterns, not one day's or level's board")
        #expect(sentence.hasPrefix("clearfield: there is no board \"BADNAME\""))
    }

    /// A game the command has never heard of lists its own boards and its daily's form.
    @Test func theTestGamesBoardsAreListedFromItsRules() {
        let registry = RankingRegistry(games: TestRegistry.registry, rules: [
            DailyRanking(kin: DealtWinRankingRules(), daily: LightsOutDaily(), boardsWithRows: ["lights-out.daily.2026-11-28"],
                         sharedSeeds: SharedDailySeeds()),
        ])
        let sentence = LeaderboardShowCommand.unknownBoard("BADNAME", registry: registry)
        #expect(sentence == "clearfield: there is no board \"BADNAME\"; the boards are lights-out.classic, lights-out.daily.YYYY-MM-DD")
    }
}
