import GameCore

/// One game's stats: the per-game schema, the lifetime totals schema, the rollover between
/// them, and how to make the recorder that fills the per-game stats. Built once by the game's
/// module; Progress knows no game by name.
public struct GameStatsCatalog: Sendable {
    public let kind: GameKind
    /// The game's name as screens show it ("Tiles").
    public let title: String
    public let game: StatSchema
    public let totals: StatSchema
    public let rollover: Rollover
    /// The per-game stat the play time is kept in.
    public let playTime: StatHandle
    /// The per-game stat that counts hints, when the game has hints: a game with one is
    /// assisted, and the achievement condition `unassisted` reads it.
    public let hints: StatHandle?
    /// Per-game stats that would give away the hidden state while the game is played (a Mines
    /// flag counts as correct only on a mine): shown for a game in progress only once it ended.
    public let withheldWhilePlaying: Set<String>
    private let describeContext: @Sendable (StatsContext) -> String
    private let makeRecorder: @Sendable (StatsContext, Decoder?) throws -> AnyStatsRecorder

    /// `makeRecorder` gets the game's context and, when a saved game is resumed, the recorder's
    /// saved state; it throws for a context that is not of this game.
    public init<Recorder: GameStatsRecorder>(
        kind: GameKind, title: String, rollover: Rollover, playTime: StatHandle, hints: StatHandle? = nil,
        withheldWhilePlaying: Set<String> = [],
        describe: @escaping @Sendable (StatsContext) -> String,
        makeRecorder: @escaping @Sendable (StatsContext, Recorder.State?) throws -> Recorder
    ) {
        self.kind = kind
        self.title = title
        self.game = rollover.game
        self.totals = rollover.totals
        self.rollover = rollover
        self.playTime = playTime
        self.hints = hints
        self.withheldWhilePlaying = withheldWhilePlaying
        self.describeContext = describe
        self.makeRecorder = { context, decoder in
            let state = try decoder.map { try Recorder.State(from: $0) }
            return AnyStatsRecorder(try makeRecorder(context, state))
        }
    }

    /// A game's context in words, for screens ("Tiles level 7").
    public func describe(_ context: StatsContext) -> String { describeContext(context) }

    /// Fresh totals for a player who has not played this game yet.
    public func freshTotals() -> Stats { Stats(schema: totals) }

    /// Totals rebuilt from stored name → value rows; names this version does not know are
    /// returned so the caller can report them.
    public func totals(from storedValues: [String: Int64]) -> (stats: Stats, unknownNames: [String]) {
        Stats.restoring(schema: totals, storedValues: storedValues)
    }

    func recorder(for context: StatsContext, restoring saved: Decoder? = nil) throws -> AnyStatsRecorder {
        guard context.kind == kind else { throw StatsError.unknownGameContext("\(context)") }
        return try makeRecorder(context, saved)
    }
}

/// The outcome counts every game keeps in its totals only. A game's catalog adds them with its
/// own prefix.
public enum OutcomeStats {
    public static func register(prefix: String, in totals: inout StatRegistry) throws {
        try totals.register(prefix + "gamesStarted", kind: .counter, label: "Games started")
        try totals.register(prefix + "gamesFinished", kind: .counter, label: "Games finished")
        try totals.register(prefix + "gamesWon", kind: .counter, label: "Games won")
        try totals.register(prefix + "gamesLost", kind: .counter, label: "Games lost")
        try totals.register(prefix + "gamesAbandoned", kind: .counter, label: "Games abandoned")
    }

    public static func addRules(prefix: String, to rollover: inout Rollover) throws {
        try rollover.countStartedGames(into: prefix + "gamesStarted")
        try rollover.countGames(into: prefix + "gamesFinished", endingIn: [.won, .lost])
        try rollover.countGames(into: prefix + "gamesWon", endingIn: [.won])
        try rollover.countGames(into: prefix + "gamesLost", endingIn: [.lost])
        try rollover.countGames(into: prefix + "gamesAbandoned", endingIn: [.abandoned])
    }
}
