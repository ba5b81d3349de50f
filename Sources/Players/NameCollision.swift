/// Why a nickname cannot be taken: it reads as another player's name (issues 19, 29). Nicknames
/// are unique by `NicknameRules.comparisonKeys` (the UTS #39 skeleton, case and accents folded),
/// another player's login name is theirs, and the "Player N" form is the placeholder's.
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

    /// The collision `name` would make for player `owner` among `players`, nil when it is free;
    /// names compare by `NicknameRules.comparisonKeys` under `table` (alike when they share one).
    public static func check(_ name: String, for owner: PlayerID, among players: [Holder],
                             table: ConfusableTable) -> NameCollision? {
        if NicknameRules.isPlaceholderForm(name, table: table) {
            return NameCollision(name: name, other: "Player N", kind: .placeholder)
        }
        let keys = NicknameRules.comparisonKeys(name, table: table)
        func readsAs(_ other: String) -> Bool { !keys.isDisjoint(with: NicknameRules.comparisonKeys(other, table: table)) }
        for player in players where player.id != owner {
            if let nickname = player.nickname, readsAs(nickname) {
                return NameCollision(name: name, other: nickname, kind: .nickname)
            }
        }
        for player in players where player.id != owner && readsAs(player.loginName) {
            return NameCollision(name: name, other: player.loginName, kind: .loginName)
        }
        return nil
    }

    /// The same with the shipped confusables data; throws when it is missing or damaged.
    public static func check(_ name: String, for owner: PlayerID, among players: [Holder]) throws(ConfusableDataError) -> NameCollision? {
        check(name, for: owner, among: players, table: try ConfusableTable.shipped.get())
    }
}
