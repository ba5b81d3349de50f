import Testing
@testable import ClearfieldCommands

/// `leaderboard show BADNAME` lists every kind of board (issue 31: `tiles.daily.*` was missing).
@Suite struct UnknownBoardSentenceTests {
    @Test func theListNamesBothDailiesAndTheBoardsNamedByALevelOrAPack() {
        let known = ["mines.endless", "mines.expert.noguess", "mines.daily.2026-11-28", "tiles.total",
                     "tiles.level.3.0a1b2c3d", "tiles.daily.2026-11-28"]
        let sentence = LeaderboardShowCommand.unknownBoard("BADNAME", known: known)
        for name in ["mines.endless", "mines.expert.noguess", "tiles.total", "mines.daily.YYYY-MM-DD",
                     "tiles.daily.YYYY-MM-DD", "tiles.level.N", "tiles.pack.PACK.N.HASH"] {
            #expect(sentence.contains(name), "\(sentence)")
        }
        #expect(!sentence.contains("2026-11-28") && !sentence.contains("0a1b2c3d"), "patterns, not one day's or level's board")
        #expect(sentence.hasPrefix("clearfield: there is no board \"BADNAME\""))
    }
}
