import GameCore
import GameRules

/// A game's back end as the stats and achievements see it: its rules (`GameBackEnd`) and what
/// counting its games needs. Kept here, not in `GameBackEnd`, so the rules (and whoever only
/// verifies games, like the board service) do not depend on the stats engine.
public protocol StatsKeepingBackEnd: GameBackEnd {
    /// The game's stats: per-game schema, totals and rollover, with its recorder.
    static func statsCatalog() throws -> GameStatsCatalog
    /// The events the game's rules emit, declared for the achievements (names and fields).
    static var eventDeclarations: [EventDeclaration] { get }
    /// What the stats need to know about a game of these params (level, board).
    static func statsContext(for params: Params) -> StatsContext
}

/// A registered game whose back end does not keep stats: every game Clearfield plays must.
public struct GameKeepsNoStats: Error, Hashable, Sendable, CustomStringConvertible {
    public var kind: String

    public var description: String { "the game \"\(kind)\" declares no stats" }
}

extension GameRegistry {
    /// The back ends as the stats see them, in order.
    public func statsKeepingBackEnds() throws -> [any StatsKeepingBackEnd.Type] {
        try backEnds.map { backEnd in
            guard let keeping = backEnd as? any StatsKeepingBackEnd.Type else {
                throw GameKeepsNoStats(kind: backEnd.kind.rawValue)
            }
            return keeping
        }
    }

    /// Every game's stats catalog, in order.
    public func statsCatalogs() throws -> [GameStatsCatalog] {
        try statsKeepingBackEnds().map { try $0.statsCatalog() }
    }

    /// The games as Progress takes them (each one's stats catalog and events), in order: what the
    /// stats, the achievements and the saved stats' decoding are built from.
    public func gameCatalogs() throws -> GameCatalogs {
        try GameCatalogs(statsKeepingBackEnds().map { GameCatalogs.Game(stats: try $0.statsCatalog(), events: $0.eventDeclarations) })
    }
}
