import GameCore
import Progress

/// The stats Tiles keeps, and how one level's game rolls into the totals.
///
/// A Tiles game is one attempt at one level (restarts stay inside it). Per game: the play
/// counts, the score as it stands (undo takes points back), the largest group and, when the
/// level is cleared, its number. Totals only: games by outcome, best score, best level.
public enum TilesStats {
    /// Handles into the per-game schema, resolved once for the recorder.
    struct Handles: Sendable, Equatable {
        let tilesCleared, groupsRemoved, largestGroup, moves, undos, restarts, hints: StatHandle
        let levelsPassed, threeStarLevels, score, clearBonus, playTime, clearedLevel: StatHandle
    }

    /// The game's name as screens show it.
    public static let title = "Tiles"

    /// The Tiles catalog, built once.
    public static func catalog() throws -> GameStatsCatalog { try built.get() }

    /// Tiles as the list of games (`GameCatalogs`) takes it: its stats and its events.
    public static func game() throws -> GameCatalogs.Game {
        GameCatalogs.Game(stats: try catalog(), events: EventDeclaration.tilesEvents)
    }

    // A `Result` rather than a trap: if the catalog were ever declared wrongly, callers get
    // the error (and the catalog tests fail).
    private static let built = Result { try makeCatalog() }

    static func makeCatalog() throws -> GameStatsCatalog {
        var game = StatRegistry(schemaName: "tiles.game")
        var totals = StatRegistry(schemaName: "tiles.totals")
        try OutcomeStats.register(prefix: "tiles.", in: &totals)

        // Stats kept both per game and in the totals, with the same name in both.
        func shared(_ name: String, _ kind: StatKind, _ unit: StatUnit = .count, _ label: String) throws -> StatHandle {
            try totals.register(name, kind: kind, unit: unit, label: label)
            return try game.register(name, kind: kind, unit: unit, label: label)
        }
        let handles = Handles(
            tilesCleared: try shared("tiles.tilesCleared", .counter, .count, "Tiles cleared"),
            groupsRemoved: try shared("tiles.groupsRemoved", .counter, .count, "Groups removed"),
            largestGroup: try shared("tiles.largestGroup", .maximum, .count, "Largest group"),
            moves: try shared("tiles.moves", .counter, .count, "Moves"),
            undos: try shared("tiles.undos", .counter, .count, "Undos"),
            restarts: try shared("tiles.restarts", .counter, .count, "Restarts"),
            hints: try shared("tiles.hints", .counter, .count, "Hints"),
            levelsPassed: try shared("tiles.levelsPassed", .counter, .count, "Levels passed"),
            threeStarLevels: try shared("tiles.threeStarLevels", .counter, .count, "3-star levels"),
            score: try shared("tiles.score", .counter, .count, "Score"),
            clearBonus: try shared("tiles.clearBonus", .counter, .count, "Board-clear bonus"),
            playTime: try shared("tiles.playTime", .counter, .milliseconds, "Play time"),
            clearedLevel: try game.register("tiles.clearedLevel", kind: .maximum, label: "Level cleared"))
        try totals.register("tiles.bestScore", kind: .maximum, label: "Best level score")
        try totals.register("tiles.bestLevel", kind: .maximum, label: "Best level cleared")

        var rollover = Rollover(game: game.freeze(), totals: totals.freeze())
        for name in ["tiles.tilesCleared", "tiles.groupsRemoved", "tiles.moves", "tiles.undos", "tiles.restarts",
                     "tiles.hints", "tiles.levelsPassed", "tiles.threeStarLevels", "tiles.score",
                     "tiles.clearBonus", "tiles.playTime"] {
            try rollover.sum(name)
        }
        try rollover.combine("tiles.largestGroup", into: "tiles.largestGroup", by: .maximum)
        try rollover.combine("tiles.score", into: "tiles.bestScore", by: .maximum)
        try rollover.combine("tiles.clearedLevel", into: "tiles.bestLevel", by: .maximum)
        try OutcomeStats.addRules(prefix: "tiles.", to: &rollover)
        return GameStatsCatalog(kind: .tiles, title: title, rollover: rollover, playTime: handles.playTime,
                                describe: { "Tiles level \($0.tilesLevel ?? 0)" },
                                makeRecorder: { _, state in TilesRecorder(handles: handles, state: state ?? .init()) })
    }
}

/// Turns Tiles events into per-game stat updates. It mirrors the session's undo history for
/// the score only, so the per-game score always equals the board's score.
struct TilesRecorder: GameStatsRecorder {
    let handles: TilesStats.Handles
    var state: State

    struct State: Codable, Equatable, Sendable {
        /// Score after each step of the session's history, and where the session stands in it.
        var scoreTrail: [Int64] = [0]
        var position = 0
        /// The clear, when the level was cleared: for the level's best score and fewest moves.
        var clear: TilesLevelClear?

        private enum CodingKeys: String, CodingKey {
            case scoreTrail = "score_trail", position, clear
        }

        init() {}

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            scoreTrail = try container.decode([Int64].self, forKey: .scoreTrail)
            position = try container.decode(Int.self, forKey: .position)
            clear = try container.decodeIfPresent(TilesLevelClear.self, forKey: .clear)
            guard scoreTrail.indices.contains(position) else {
                throw DecodingError.dataCorruptedError(forKey: .position, in: container,
                                                       debugDescription: "score trail position out of range")
            }
        }
    }

    init(handles: TilesStats.Handles, state: State = State()) {
        self.handles = handles
        self.state = state
    }

    var currentScore: Int64 { state.scoreTrail[state.position] }

    var levelClear: LevelClear? { state.clear }

    mutating func record(_ events: [GameEvent], playTimeMilliseconds: Int64, into stats: inout Stats) {
        for event in events { record(event, into: &stats) }
    }

    @inline(__always)
    mutating func record(_ event: GameEvent, into stats: inout Stats) {
        let values = event.values
        switch event.name {
        case .groupRemoved:
            let (size, points) = (values[0], values[2])
            stats.add(Int64(size), to: handles.tilesCleared)
            stats.increment(handles.groupsRemoved)
            stats.increment(handles.moves)
            stats.record(Int64(size), in: handles.largestGroup)
            pushScore(Stats.saturatingSum(currentScore, Int64(points)), into: &stats)
        case .levelCleared:
            let (level, score, moves, stars, bonus) = (values[0], values[1], values[2], values[3], values[4])
            // A game is one attempt at one level: clearing it again after an undo does not pass
            // it twice, though a better clear (3 stars, a higher score) still counts as the result.
            let earlier = state.clear
            if earlier == nil {
                stats.increment(handles.levelsPassed)
                stats.add(Int64(bonus), to: handles.clearBonus)
            }
            if stars >= 3 && (earlier?.stars ?? 0) < 3 { stats.increment(handles.threeStarLevels) }
            stats.record(Int64(level), in: handles.clearedLevel)
            // The rules' own total (bonus included) is the truth for the final score.
            state.scoreTrail[state.position] = Int64(score)
            stats.set(Int64(score), for: handles.score)
            let clear = TilesLevelClear(level: level, score: score, moves: moves, stars: stars)
            if let earlier, (earlier.score, -earlier.moves) >= (score, -moves) {
                state.clear = TilesLevelClear(level: level, score: earlier.score, moves: earlier.moves,
                                              stars: max(earlier.stars, stars))
            } else {
                state.clear = TilesLevelClear(level: level, score: score, moves: moves,
                                              stars: max(earlier?.stars ?? 0, clear.stars))
            }
        case .undone:
            stats.increment(handles.undos)
            if state.position > 0 { state.position -= 1 }
            stats.set(currentScore, for: handles.score)
        case .redone:
            if state.position + 1 < state.scoreTrail.count { state.position += 1 }
            stats.set(currentScore, for: handles.score)
        case .restarted:
            stats.increment(handles.restarts)
            pushScore(0, into: &stats)
        case .hintUsed:
            stats.increment(handles.hints)
        default:
            // Start and end are counted by the rollover; a stuck board by the outcome.
            break
        }
    }

    private mutating func pushScore(_ score: Int64, into stats: inout Stats) {
        state.scoreTrail.removeSubrange((state.position + 1)...)
        state.scoreTrail.append(score)
        state.position += 1
        stats.set(score, for: handles.score)
    }
}

/// How a Tiles level was cleared: what Storage needs for the level's best score and fewest moves.
public typealias TilesLevelClear = LevelClear
