import Leaderboards

/// The leaderboards as the app reaches them: the store (the local SQLite database, or the shared board) and the
/// games' ranking rules. The ranking job and the Leaderboards screen's reads use it off the main
/// thread, so the store and the board list are `Sendable` (GRDB serialises its queue).
public struct LeaderboardAccess: Sendable {
    public var store: any LeaderboardStore & Sendable
    public var registry: RankingRegistry
    /// The boards to list when they can change while the game runs (a pack imported, a board
    /// with rows of an older level version); nil: the registry's.
    public var listBoards: (@Sendable () -> [BoardDefinition])?
    /// Set when the boards are a shared board's (the store is then the shared one).
    public var shared: SharedBoardLink?

    public init(store: any LeaderboardStore & Sendable, registry: RankingRegistry,
                listBoards: (@Sendable () -> [BoardDefinition])? = nil,
                shared: SharedBoardLink? = nil) {
        self.store = store
        self.registry = registry
        self.listBoards = listBoards
        self.shared = shared
    }
}
