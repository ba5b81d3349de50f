import Foundation

/// `POST /players`: a new player (or, with `linkCode`, this computer added to an existing player).
/// The request is signed by the key it registers; its public key travels in a header.
public struct JoinRequest: Codable, Equatable, Sendable {
    public var nickname: String?
    /// An invitation code, on a board that is invite-only.
    public var invite: String?
    /// A one-time code from `board link` on the player's other computer.
    public var linkCode: String?

    public init(nickname: String? = nil, invite: String? = nil, linkCode: String? = nil) {
        self.nickname = nickname
        self.invite = invite
        self.linkCode = linkCode
    }
}

/// The signed-in player, as `POST /players` and `GET /players/me` answer.
public struct PlayerAccount: Codable, Equatable, Sendable {
    public var playerID: Int64
    public var nickname: String?
    /// "player", "moderator" or "owner".
    public var role: String
    public var blocked: Bool
    public var memberSince: Date

    public init(playerID: Int64, nickname: String?, role: String, blocked: Bool, memberSince: Date) {
        self.playerID = playerID
        self.nickname = nickname
        self.role = role
        self.blocked = blocked
        self.memberSince = memberSince
    }
}

/// `PUT /players/me/nickname`.
public struct NicknameChange: Codable, Equatable, Sendable {
    public var nickname: String
    public init(nickname: String) { self.nickname = nickname }
}

/// `PUT /players/me/avatar`: the avatar's pixels as the Players module packs them.
public struct AvatarChange: Codable, Equatable, Sendable {
    public var pixels: Data
    public init(pixels: Data) { self.pixels = pixels }
}

/// `POST /players/me/links`: the answer, a code the other computer gives to `board join --link`.
public struct LinkCode: Codable, Equatable, Sendable {
    public var code: String
    public var expiresAt: Date
    public init(code: String, expiresAt: Date) {
        self.code = code
        self.expiresAt = expiresAt
    }
}

/// `POST /players/me/claim`: an account of a board made for direct database logins, taken over
/// once by proving its old role name and password (the service checks them against the verifier
/// the migration kept; the password is never stored).
public struct ClaimRequest: Codable, Equatable, Sendable {
    public var roleName: String
    public var password: String
    public init(roleName: String, password: String) {
        self.roleName = roleName
        self.password = password
    }
}

/// A player as others see them (`GET /players/{nickname}`, board rows).
public struct PublicPlayer: Codable, Equatable, Sendable {
    public var playerID: Int64
    /// Nil when the player has none or a moderator blanked it (the client shows a placeholder).
    public var nickname: String?
    public var avatar: Data?
    public var role: String
    public var memberSince: Date
    /// Only moderators are told; nil for everyone else.
    public var blocked: Bool?

    public init(playerID: Int64, nickname: String?, avatar: Data?, role: String, memberSince: Date, blocked: Bool? = nil) {
        self.playerID = playerID
        self.nickname = nickname
        self.avatar = avatar
        self.role = role
        self.memberSince = memberSince
        self.blocked = blocked
    }
}

/// A profile: the player and their record on the board (ranked, verified runs only; a started deal
/// never finished counts as a game lost).
public struct PlayerProfileAnswer: Codable, Equatable, Sendable {
    public var player: PublicPlayer
    public var gamesStarted: Int
    public var gamesWon: Int
    /// Best rows, one per board.
    public var bests: [BoardRow]

    public init(player: PublicPlayer, gamesStarted: Int, gamesWon: Int, bests: [BoardRow]) {
        self.player = player
        self.gamesStarted = gamesStarted
        self.gamesWon = gamesWon
        self.bests = bests
    }
}
