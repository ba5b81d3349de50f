import Players

/// The player's own profile on the shared board, when one is configured (issue 22): the Profile
/// screen reads it there, and sets the nickname and avatar there, so a nickname set with
/// `clearfield profile --nickname` shows in a running game. Each closure waits on the network:
/// the screens call them from background work only. The executable fills it from the SharedBoard
/// module, so the app does not link the database client.
public struct SharedProfileAccess: Sendable {
    /// The connected player's profile on the board.
    public var own: @Sendable () throws -> PlayerProfile
    /// Sets the nickname on the board; the profile read back.
    public var setNickname: @Sendable (Nickname) throws -> PlayerProfile
    /// Sets the avatar on the board (nil: the identicon); the profile read back.
    public var setAvatar: @Sendable (Avatar?) throws -> PlayerProfile

    public init(own: @escaping @Sendable () throws -> PlayerProfile,
                setNickname: @escaping @Sendable (Nickname) throws -> PlayerProfile,
                setAvatar: @escaping @Sendable (Avatar?) throws -> PlayerProfile) {
        self.own = own
        self.setNickname = setNickname
        self.setAvatar = setAvatar
    }
}
