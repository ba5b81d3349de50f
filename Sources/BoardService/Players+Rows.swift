import BoardAPI
import Foundation
import PostgresNIO
import Players

/// Players as the service reads them: the columns every list selects, and the public form.
enum PlayerRows {
    /// Selected with the player table as `p` and the avatar as `a`.
    static let columns = "p.id, p.nickname, p.nickname_blanked, p.role, p.member_since, p.blocked, a.pixels"

    /// A player as others see them; `moderatorView` tells blocked status.
    static func publicPlayer(_ row: PostgresRow, moderatorView: Bool) throws -> PublicPlayer {
        let cells = row.makeRandomAccess()
        let id = try cells["id"].decode(Int64.self)
        let blanked = try cells["nickname_blanked"].decode(Bool.self)
        let nickname = blanked ? nil : try cells["nickname"].decode(String?.self)
        let pixels = try cells["pixels"].decode(Data?.self)
        // Only avatars the Players module takes (8×8 in the palette) are passed on.
        let avatar = pixels.flatMap { bytes in (try? Avatar(bytes: bytes)).map { _ in bytes } }
        return PublicPlayer(playerID: id, nickname: nickname, avatar: avatar, role: try cells["role"].decode(String.self),
                            memberSince: try cells["member_since"].decode(Date.self),
                            blocked: moderatorView ? try cells["blocked"].decode(Bool.self) : nil)
    }
}
