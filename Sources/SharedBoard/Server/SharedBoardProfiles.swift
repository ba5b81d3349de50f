import Foundation
import Players
import PostgresNIO

/// The connected player's own profile on the shared board, for the running game's Profile screen
/// and avatar editor (issue 22): read from the board's list of players, and the nickname and avatar
/// written there, as `clearfield profile --nickname` does, so a name set on either side shows on the
/// other the next time it is shown. Each call opens a connection of its own and waits on the
/// network: call it from background work.
public struct SharedBoardProfiles: Sendable {
    public let settings: BoardConnectionSettings

    public init(settings: BoardConnectionSettings) {
        self.settings = settings
    }

    /// The connected player as the board lists them (nickname, avatar, role, blocked).
    public func own() throws -> PlayerProfile {
        try withServer { server in try Self.own(server) }
    }

    /// Sets the connected player's nickname on the board (its name rules decide: a look-alike of
    /// another player's name is refused with a sentence) and reads the profile back.
    public func setNickname(_ nickname: Nickname) throws -> PlayerProfile {
        try withServer { server in
            try server.setOwnNickname(nickname.text)
            return try Self.own(server)
        }
    }

    /// Sets the connected player's avatar on the board (nil: back to the identicon) and reads the
    /// profile back.
    public func setAvatar(_ avatar: Avatar?) throws -> PlayerProfile {
        try withServer { server in
            if let avatar {
                try server.setOwnAvatar(avatar.bytes)
            } else if let id = try server.currentPlayerID() {
                try server.connection.rows("SELECT clearfield.remove_avatar(\(id))")
            }
            return try Self.own(server)
        }
    }

    /// A listed player as the game's profile value (their role on the board: player or moderator).
    public static func profile(_ listed: ListedPlayer) -> PlayerProfile {
        let player = listed.player
        let nickname = player.nickname.flatMap { try? Nickname.validate($0).get() }
        let avatar = player.avatar.flatMap { try? Avatar(bytes: $0) }
        return PlayerProfile(id: player.id, loginName: player.roleName, nickname: nickname,
                             nicknameBlanked: player.nicknameBlanked, role: listed.isModerator ? .moderator : .player,
                             blocked: player.blocked, memberSince: player.memberSince, avatar: avatar)
    }

    private static func own(_ server: BoardServer) throws -> PlayerProfile {
        guard let id = try server.currentPlayerID(), let listed = try server.listedPlayer(id: id) else {
            throw BoardError.refused("this role is not a player of the board", sqlState: "42501")
        }
        return profile(listed)
    }

    private func withServer<T>(_ body: (BoardServer) throws -> T) throws -> T {
        let connection = try BoardConnection.open(settings)
        defer { connection.close() }
        return try body(BoardServer(connection: connection))
    }
}
