@testable import Midend
import Foundation
@testable import Progress
import Testing
@testable import UITestSupport

/// Banners wait their turn (issue 31): the first hint's own sentence shows, not the
/// achievement it unlocked, which follows once the player has read it; a repeatable
/// achievement's "earned again" shows once a session.
@Suite struct BannerTurnTests {
    /// The shipped "A Little Help" (a hint taken), alone: the first hint earns it.
    static let littleHelp = """
    {"version": 1, "achievements": [
      {"id": "net.clearfield.play.little-help", "title": "A Little Help", "description": "Ask for a hint.",
       "earnedDescription": "Everyone needs a nudge now and then.", "points": 5,
       "condition": {"stat": ["tiles.hints", "mines.hints"], "scope": "total", "atLeast": 1}}
    ]}
    """

    @Test func aHintIsShownBeforeTheAchievementItUnlocks() throws {
        let loaded = AchievementCatalog.load(from: Data(Self.littleHelp.utf8), games: .clearfield)
        #expect(loaded.isValid)
        let harness = try ProgressHarness(events: [
            .char("H"),                    // the first hint: "A Little Help" earned
            .timeout,                      // 3 s: the hint is still there
            .char("l"),                    // a move clears the hint: the banner's turn
        ], start: .tilesLevel(2), fixture: ProgressFixture(catalog: loaded.catalog),
                                          hint: { state in .move(state.board.removableGroups()[0][0]) })
        harness.controller.run()
        let frames = harness.terminal.presented.map(\.lines)
        let hinted = try #require(frames.firstIndex { $0[22].contains("Hint:") }, "\(harness.lastText)")
        #expect(!frames[hinted][22].contains("A Little Help"), "the hint is not covered")
        #expect(frames[hinted...].prefix { $0[22].contains("Hint:") }.count >= 2, "and it stays while nothing is pressed")
        #expect(frames.last?[22].contains("Achievement unlocked: A Little Help") == true, "the banner comes after it")
    }

    @Test func earnedAgainShowsOnceASession() throws {
        let unlock = AchievementUnlock(id: "tiles.noSafetyNet", title: "No Safety Net", earnedDescription: "",
                                       points: 20, timesEarned: 2, date: Date(timeIntervalSince1970: 0))
        let keeper = try ProgressFixture().keeper
        let first = keeper.sessionBanners(for: [unlock])
        let again = AchievementUnlock(id: unlock.id, title: unlock.title, earnedDescription: "", points: 20, timesEarned: 3,
                                      date: unlock.date)
        #expect(first == ["Achievement earned again: No Safety Net (2 times)"])
        #expect(keeper.sessionBanners(for: [again]).isEmpty, "not again this session")
        let firstTime = AchievementUnlock(id: "tiles.firstPop", title: "First Pop", earnedDescription: "", points: 5,
                                          timesEarned: 1, date: unlock.date)
        #expect(keeper.sessionBanners(for: [firstTime]) == ["Achievement unlocked: First Pop (+5)"])
    }
}
