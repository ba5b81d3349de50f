/// Who is playing, as a value: a player's row id and name (the login user's own player unless another profile is chosen).
public struct PlayerIdentity: Hashable, Sendable, Codable {
    public var id: Int64
    public var name: String

    public init(id: Int64, name: String) {
        self.id = id
        self.name = name
    }
}

/// Why the player cannot be switched now.
public enum PlayerSwitchRefusal: Error, Equatable, CustomStringConvertible {
    /// A game is being played: its stats belong to the player who started it.
    case gameInProgress

    public var description: String {
        switch self {
        case .gameInProgress: "a game is in progress: finish it, or save it, before changing player"
        }
    }
}

/// The player whose stats and achievements the app keeps, which can change while the app runs.
///
/// Everything that is one player's (the progress keeper, level progress, the rollover's writes)
/// is reached through this holder at the moment it is needed rather than captured at launch, so a
/// switch takes effect everywhere at once. A switch closes the old player's keeper (what it could
/// not write is kept for later, as at exit) and builds one for the new player.
public final class CurrentPlayer {
    public private(set) var identity: PlayerIdentity
    /// The player's stats and achievements; nil when they could not be read (not kept this run).
    public private(set) var keeper: ProgressKeeper?
    /// Why `keeper` is nil, in words for the start-up notice; nil when it is there (or was never
    /// asked for, as in a run that keeps no stats).
    public private(set) var problem: String?
    private let makeKeeper: ((PlayerIdentity) throws -> ProgressKeeper)?

    /// A player whose keeper is built now, and again for each player switched to.
    public init(identity: PlayerIdentity, makeKeeper: @escaping (PlayerIdentity) throws -> ProgressKeeper) {
        self.identity = identity
        self.makeKeeper = makeKeeper
        build()
    }

    /// A player with a keeper made elsewhere (or none); switching keeps no stats for the new one.
    public init(identity: PlayerIdentity, keeper: ProgressKeeper?) {
        self.identity = identity
        self.keeper = keeper
        self.makeKeeper = nil
    }

    /// Makes `identity` the current player. Refused while a game is in progress; returns lines
    /// for the player (the old player's results kept for later, the new one's stats unreadable).
    @discardableResult
    public func switchTo(_ next: PlayerIdentity) throws(PlayerSwitchRefusal) -> [String] {
        guard keeper?.gameInProgress == nil else { throw .gameInProgress }
        guard next != identity else { return [] }
        var lines: [String] = []
        if let closing = keeper?.close() { lines.append("\(identity.name): \(closing)") }
        identity = next
        keeper = nil
        problem = nil
        build()
        if let problem { lines.append(problem) }
        lines += keeper?.loadWarnings ?? []
        return lines
    }

    private func build() {
        guard let makeKeeper else { return }
        do {
            keeper = try makeKeeper(identity)
        } catch {
            keeper = nil
            problem = "Your stats and achievements could not be read (\(error)): they are not kept in this run."
        }
    }
}
