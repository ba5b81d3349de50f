/// Why a nickname cannot be taken: it reads as another player's name (issue 19). The same rule
/// on the local database and the shared board (whose database applies it itself): nicknames are
/// unique by skeleton (`NameSkeleton`), another player's login name is theirs, and the "Player N"
/// form is the placeholder's.
public struct NameCollision: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        case nickname
        case loginName
        case placeholder
    }

    /// The name asked for, and what it collides with.
    public var name: String
    public var other: String
    public var kind: Kind

    public var description: String {
        switch kind {
        case .nickname: "\"\(name)\" reads as \"\(other)\", another player's nickname"
        case .loginName: "\"\(name)\" reads as \"\(other)\", another player's login name"
        case .placeholder: "\"\(name)\" has the form of the placeholder names (\"Player N\")"
        }
    }

    /// Another player, as far as names go.
    public struct Holder: Sendable {
        public var id: PlayerID
        public var loginName: String
        public var nickname: String?

        public init(id: PlayerID, loginName: String, nickname: String?) {
            self.id = id
            self.loginName = loginName
            self.nickname = nickname
        }
    }

    /// The collision `name` would make for player `owner` among `players`, nil when it is free.
    public static func check(_ name: String, for owner: PlayerID, among players: [Holder]) -> NameCollision? {
        if NameSkeleton.isPlaceholderForm(name) { return NameCollision(name: name, other: "Player N", kind: .placeholder) }
        let skeleton = NameSkeleton.of(name)
        for player in players where player.id != owner {
            if let nickname = player.nickname, NameSkeleton.of(nickname) == skeleton {
                return NameCollision(name: name, other: nickname, kind: .nickname)
            }
        }
        for player in players where player.id != owner && NameSkeleton.of(player.loginName) == skeleton {
            return NameCollision(name: name, other: player.loginName, kind: .loginName)
        }
        return nil
    }
}
