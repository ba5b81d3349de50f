@testable import ClearfieldGames
@testable import Shell
@testable import ReplayUI
@testable import PlayersUI
@testable import LeaderboardsUI
@testable import TilesPacksUI
@testable import TilesUI
@testable import TilesEditorUI
@testable import MinesUI
import Foundation
import GameCore
import Leaderboards
import Players
import Terminal
import Testing

/// The moderation keys on the Leaderboards' selected row: a confirmation first, the rules'
/// refusal for anyone else, the board read again after an action.
@Suite struct LeaderboardModerationTests {
    /// Profiles in memory under the real `ModerationPolicy`, recording what was done.
    final class Profiles {
        var profiles: [PlayerID: PlayerProfile] = [:]
        var done: [(ModerationAction, PlayerID, PlayerID)] = []

        init(roles: [PlayerID: PlayerRole]) {
            for id in PlayerID(1)...PlayerID(3) {
                profiles[id] = PlayerProfile(id: id, loginName: "login\(id)", role: roles[id] ?? .player,
                                             memberSince: Date(timeIntervalSince1970: 0))
            }
        }

        var value: PlayerProfiles {
            PlayerProfiles(
                profile: { [unowned self] id in
                    guard let profile = profiles[id] else { throw ModerationRefusal.unknownPlayer("\(id)") }
                    return profile
                },
                setNickname: { [unowned self] _, id in profiles[id]! },
                setAvatar: { [unowned self] _, id in profiles[id]! },
                moderate: { [unowned self] action, actor, target, _ in
                    if let refusal = ModerationPolicy.refusal(of: action, by: profiles[actor]!, on: profiles[target]!) {
                        throw refusal
                    }
                    done.append((action, actor, target))
                    profiles[target] = ModerationPolicy.applying(action, to: profiles[target]!)
                    return profiles[target]!
                },
                finishedGames: { _ in 0 })
        }
    }

    @Test func aModeratorBlocksTheSelectedPlayerAfterSayingYes() throws {
        let profiles = Profiles(roles: [1: .owner])
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
        let profiles = Profiles(roles: [1: .moderator])
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
        let profiles = Profiles(roles: [1: .owner])
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
