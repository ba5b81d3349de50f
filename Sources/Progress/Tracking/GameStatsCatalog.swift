import GameCore

/// One game's stats: the per-game schema, the lifetime totals schema and the rollover
/// between them. Built once from code; the tests prove the built-in ones are valid.
public struct GameStatsCatalog: Sendable {
    public let kind: GameKind
    public let game: StatSchema
    public let totals: StatSchema
    public let rollover: Rollover
    let recorderHandles: RecorderHandles

    enum RecorderHandles: Sendable {
        case tiles(TilesStats.Handles)
        case mines(MinesStats.Handles)
    }

    /// The built-in catalog of a game.
    public static func catalog(for kind: GameKind) throws -> GameStatsCatalog {
        switch kind {
        case .tiles: try builtInTiles.get()
        case .mines: try builtInMines.get()
        }
    }

    /// Every built-in catalog, in `GameKind.allCases` order.
    public static func all() throws -> [GameStatsCatalog] {
        try GameKind.allCases.map(catalog(for:))
    }

    /// Fresh totals for a player who has not played this game yet.
    public func freshTotals() -> Stats { Stats(schema: totals) }

    /// Totals rebuilt from stored name → value rows; names this version does not know are
    /// returned so the caller can report them.
    public func totals(from storedValues: [String: Int64]) -> (stats: Stats, unknownNames: [String]) {
        Stats.restoring(schema: totals, storedValues: storedValues)
    }

    // Built once, on first use. A `Result` rather than a trap: if a catalog were ever
    // declared wrongly, callers get the error (and the catalog tests fail).
    private static let builtInTiles = Result { try TilesStats.makeCatalog() }
    private static let builtInMines = Result { try MinesStats.makeCatalog() }
}

/// The outcome counts every game keeps in its totals only.
enum OutcomeStats {
    static func register(prefix: String, in totals: inout StatRegistry) throws {
        try totals.register(prefix + "gamesStarted", kind: .counter, label: "Games started")
        try totals.register(prefix + "gamesFinished", kind: .counter, label: "Games finished")
        try totals.register(prefix + "gamesWon", kind: .counter, label: "Games won")
        try totals.register(prefix + "gamesLost", kind: .counter, label: "Games lost")
        try totals.register(prefix + "gamesAbandoned", kind: .counter, label: "Games abandoned")
    }

    static func addRules(prefix: String, to rollover: inout Rollover) throws {
        try rollover.countStartedGames(into: prefix + "gamesStarted")
        try rollover.countGames(into: prefix + "gamesFinished", endingIn: [.won, .lost])
        try rollover.countGames(into: prefix + "gamesWon", endingIn: [.won])
        try rollover.countGames(into: prefix + "gamesLost", endingIn: [.lost])
        try rollover.countGames(into: prefix + "gamesAbandoned", endingIn: [.abandoned])
    }
}
