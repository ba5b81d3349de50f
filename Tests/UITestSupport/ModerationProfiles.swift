@testable import Shell
import Foundation
import Players
import Testing

/// Profiles in memory under the real `ModerationPolicy`, recording what was done.
final class ModerationProfiles {
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
