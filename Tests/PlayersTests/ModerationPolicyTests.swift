import Foundation
import Players
import PropertyBased
import Testing

@Suite struct ModerationPolicyTests {
    static let since = Date(timeIntervalSince1970: 1_700_000_000)

    static func profile(_ id: PlayerID, _ role: PlayerRole = .player, blocked: Bool = false,
                        avatar: Avatar? = nil, blanked: Bool = false) -> PlayerProfile {
        PlayerProfile(id: id, loginName: "user\(id)", nicknameBlanked: blanked, role: role, blocked: blocked,
                      memberSince: since, avatar: avatar)
    }

    @Test func aPlayerIsRefusedEveryActionWithASentence() {
        let actor = Self.profile(2)
        let target = Self.profile(3, avatar: Avatar.identicon(for: 9))
        for action in ModerationAction.allCases {
            let refusal = ModerationPolicy.refusal(of: action, by: actor, on: target)
            #expect(refusal != nil)
            #expect(refusal?.description.hasPrefix("Only") == true)
        }
        #expect(ModerationRefusal.notModerator(.block).description == "Only a moderator can block a player; you are not one.")
    }

    @Test func theOwnerAppointsAndRemovesModerators() {
        let owner = Self.profile(1, .owner)
        let player = Self.profile(5)
        #expect(ModerationPolicy.refusal(of: .appointModerator, by: owner, on: player) == nil)
        let moderator = ModerationPolicy.applying(.appointModerator, to: player)
        #expect(moderator.role == .moderator)
        #expect(ModerationPolicy.refusal(of: .appointModerator, by: moderator, on: Self.profile(6)) == .notOwner(.appointModerator))
        #expect(ModerationPolicy.refusal(of: .removeModerator, by: owner, on: moderator) == nil)
        #expect(ModerationPolicy.applying(.removeModerator, to: moderator).role == .player)
        #expect(ModerationPolicy.refusal(of: .removeModerator, by: owner, on: owner) == .targetIsSelf(.removeModerator))
    }

    @Test func moderatorsModerateButNotTheOwner() {
        let moderator = Self.profile(4, .moderator)
        let owner = Self.profile(1, .owner, avatar: Avatar())
        #expect(ModerationPolicy.refusal(of: .block, by: moderator, on: Self.profile(7)) == nil)
        #expect(ModerationPolicy.refusal(of: .block, by: moderator, on: owner) == .targetIsOwner(.block))
        #expect(ModerationPolicy.refusal(of: .removeAvatar, by: moderator, on: owner) == .targetIsOwner(.removeAvatar))
        #expect(ModerationPolicy.refusal(of: .block, by: moderator, on: moderator) == .targetIsSelf(.block))
        let blockedModerator = Self.profile(4, .moderator, blocked: true)
        #expect(ModerationPolicy.refusal(of: .block, by: blockedModerator, on: Self.profile(7)) == .actorBlocked)
        #expect(ModerationPolicy.refusal(of: .unblock, by: moderator, on: Self.profile(7)) == .nothingToDo("user7 is not blocked."))
    }

    @Test func blankingShowsAPlaceholderUntilARename() throws {
        var profile = Self.profile(12)
        profile.rename(to: try Nickname.validate("Hopper").get())
        #expect(profile.displayName == "Hopper")
        profile = ModerationPolicy.applying(.blankNickname, to: profile)
        #expect(profile.displayName == "Player 12")
        profile.rename(to: try Nickname.validate("Grace").get())
        #expect(profile.displayName == "Grace")
        #expect(Self.profile(3).displayName == "user3")
        #expect(Self.profile(3).shownAvatar == Avatar.identicon(for: 3))
    }

    /// Over every combination: an allowed action needs the right role, an unblocked actor, and
    /// changes the target; a refused one always says why.
    @Test func permissionsHoldForEveryCombination() async {
        let roles = Gen.int(in: 0...2)
        await propertyCheck(count: 400, input: roles, roles, Gen.int(in: 0...63), Gen.int(in: 0...5), Gen.int(in: 0...1)) {
            actorRole, targetRole, flags, actionIndex, same in
            let role = { (index: Int) in PlayerRole.allCases[index] }
            let actor = Self.profile(same == 1 ? 9 : 8, role(actorRole), blocked: flags & 1 != 0)
            var target = Self.profile(9, same == 1 ? role(actorRole) : role(targetRole), blocked: flags & 2 != 0,
                                      avatar: flags & 4 != 0 ? Avatar() : nil, blanked: flags & 8 != 0)
            if same == 1 { target.blocked = actor.blocked }
            let action = ModerationAction.allCases[actionIndex]
            let refusal = ModerationPolicy.refusal(of: action, by: actor, on: target)
            if let refusal {
                #expect(!refusal.description.isEmpty)
                return
            }
            if action.needsOwner {
                #expect(actor.role == .owner)
            } else {
                #expect(actor.role.canModerate && !actor.blocked)
            }
            // Only unblocking reaches an owner (who can only be blocked by editing the database).
            #expect(target.role != .owner || actor.id == target.id || action == .unblock)
            #expect(ModerationPolicy.applying(action, to: target) != target)
        }
    }
}

extension ModerationPolicyTests {
    @Test func everyActionHasASentenceNamingThePlayer() {
        let target = Self.profile(31)
        for action in ModerationAction.allCases {
            #expect(action.sentence(doneTo: target).contains("user31"))
        }
        #expect(ModerationAction.blankNickname.sentence(doneTo: target) == "Nickname of user31 blanked: shown as Player 31.")
    }
}
