import Foundation
import Testing
@testable import UITestSupport

/// The moderation keys on the Leaderboards' selected row: a confirmation first, the rules'
/// refusal for anyone else, the board read again after an action.
@Suite struct LeaderboardModerationTests {
    @Test func aModeratorBlocksTheSelectedPlayerAfterSayingYes() throws {
        let profiles = ModerationProfiles(roles: [1: .owner])
        let store = LeaderboardFixtures.store(players: 3, names: [1: "Ann", 2: "Bob", 3: "Cy"])
        var harness = LeaderboardHarness(store: store, viewer: 1, profiles: profiles.value)
        harness.press(.key(.down), .char("b"))
        #expect(harness.text.contains("Block Bob") || harness.text.contains("Block login2"))
        #expect(harness.text.contains("y yes"))
        #expect(profiles.done.isEmpty)
        let reads = store.reads
        store.blocked = [2]
        harness.press(.char("y"))
        #expect(profiles.done.count == 1 && profiles.done.first?.0 == .block && profiles.done.first?.2 == 2)
        #expect(harness.banners.contains { $0.contains("is blocked") })
        #expect(store.reads > reads)
        #expect(harness.line("Bob") == nil)
    }

    @Test func noCancelsAndNothingIsDone() {
        let profiles = ModerationProfiles(roles: [1: .moderator])
        var harness = LeaderboardHarness(store: LeaderboardFixtures.store(players: 3), viewer: 1,
                                         profiles: profiles.value)
        harness.press(.key(.down), .char("n"))
        #expect(harness.text.contains("Blank the nickname"))
        harness.press(.char("n"))
        #expect(!harness.text.contains("Blank the nickname"))
        harness.press(.key(.down), .char("v"), .key(.escape))
        #expect(profiles.done.isEmpty)
        // A player with no avatar of their own: nothing to remove, said at once.
        #expect(harness.banners.contains { $0.contains("no avatar of their own") })
    }

    @Test func someoneWhoIsNoModeratorIsRefusedWithAReason() {
        let profiles = ModerationProfiles(roles: [1: .owner])
        var harness = LeaderboardHarness(store: LeaderboardFixtures.store(players: 3), viewer: 2,
                                         profiles: profiles.value)
        harness.press(.key(.down), .key(.down), .char("b"))
        #expect(!harness.text.contains("y yes"))
        #expect(profiles.done.isEmpty)
        #expect(harness.banners.count == 1)
        #expect(harness.banners.first?.lowercased().contains("moderator") == true)
    }

    @Test func withoutProfilesTheKeysSaySo() {
        var harness = LeaderboardHarness(store: LeaderboardFixtures.store(players: 2))
        harness.press(.char("b"))
        #expect(harness.banners.contains { $0.contains("not available") })
    }
}
