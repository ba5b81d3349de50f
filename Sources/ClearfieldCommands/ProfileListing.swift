import CommandSupport
import Foundation
import GameCore
import Players
import PlayersUI
import Shell

/// A profile as the commands print it: `--json` (every field, whatever the name holds: the JSON
/// escapes keep the document valid) and the text form (names escaped, the avatar in ASCII).
struct ProfileListing: Encodable {
    var id: Int64
    var loginName: String
    var displayName: String
    var nickname: String?
    var nicknameBlanked: Bool
    var role: String
    var blocked: Bool
    var memberSince: String
    /// 64 digits 0–6, row by row; the identicon's when the player has no picture of their own.
    var avatar: String
    var avatarIsIdenticon: Bool
    var finishedGames: Int?

    init(_ profile: PlayerProfile, finishedGames: Int? = nil) {
        id = profile.id
        loginName = profile.loginName
        displayName = profile.displayName
        nickname = profile.nickname?.text
        nicknameBlanked = profile.nicknameBlanked
        role = profile.role.rawValue
        blocked = profile.blocked
        memberSince = ISO8601Text.string(from: profile.memberSince)
        avatar = profile.shownAvatar.digits
        avatarIsIdenticon = profile.avatar == nil
        self.finishedGames = finishedGames
    }

    /// The text form: label lines, then the picture in ASCII (the same glyphs as the game's ASCII mode).
    static func text(_ profile: PlayerProfile, finishedGames: Int?) -> String {
        let name = SafeText.escaped(profile.displayName)
        var lines = [
            "Player \(profile.id): \(name)" + (profile.nicknameBlanked ? " (nickname blanked by a moderator)" : ""),
            "  login name    \(SafeText.escaped(profile.loginName))",
            // In the screen's words ("owner (and moderator)"); the JSON keeps the stored name.
            "  role          \(ProfileLines.roleText(profile.role))",
            "  member since  \(DateText.day(profile.memberSince, timeZone: .system))",
        ]
        if profile.blocked { lines.append("  blocked       yes: hidden from other players' boards") }
        if let finishedGames { lines.append("  games         \(finishedGames) finished") }
        lines.append("  avatar        " + (profile.avatar == nil ? "identicon" : "drawn by the player"))
        lines += AvatarPicture(profile.shownAvatar).asciiRows.map { "    |" + $0 + "|" }
        return lines.joined(separator: "\n")
    }

    /// One line of `players list`: id, name (and login when they differ), role, blocked.
    static func row(_ profile: PlayerProfile) -> String {
        var name = SafeText.escaped(profile.displayName)
        if name != profile.loginName { name += " (\(SafeText.escaped(profile.loginName)))" }
        let padding = max(1, 36 - TextColumns.width(of: name))
        let id = String(profile.id)
        return String(repeating: " ", count: max(0, 5 - id.count)) + id + "  " + name
            + String(repeating: " ", count: padding) + profile.role.rawValue + (profile.blocked ? "  blocked" : "")
    }
}

extension PlayerProfile {
    /// The profile with its login name escaped, for sentences built from `displayName`: unlike a
    /// nickname, a login name was never checked, and `printLine` keeps the newlines it may hold.
    func escapingName() -> PlayerProfile {
        var copy = self
        copy.loginName = SafeText.escaped(loginName)
        return copy
    }
}
