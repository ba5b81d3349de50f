import ClearfieldApp
import CommandSupport
import Foundation
import Players
import Testing
@testable import ClearfieldCommands

/// `clearfield profile` says a role as the profile screen does (issue 31: "role owner" on the
/// command line, "owner (and moderator)" on screen); the JSON keeps the stored name.
@Suite struct ProfileRoleWordingTests {
    /// The commands offer Clearfield's games, as the program installs them.
    init() { CommandGames.install(.clearfield) }

    @Test func theTextFormUsesTheScreensWords() throws {
        let profile = PlayerProfile(id: 1, loginName: "ada", role: .owner, memberSince: Date(timeIntervalSince1970: 0))
        let text = ProfileListing.text(profile, finishedGames: nil)
        #expect(text.contains("  role          owner (and moderator)"), "\(text)")
        #expect(ProfileListing(profile).role == "owner")
    }
}
