import GameCore
import Progress

/// The stats Tiles keeps, and how one level's game rolls into the totals.
///
/// A Tiles game is one attempt at one level (restarts stay inside it). Per game: the play
/// counts, what the moves that stand cleared and scored (undo takes them back), the largest group and, when the
/// level is cleared, its number. Totals only: games by outcome, best score, best level.
public enum TilesStats {
    /// Handles into the per-game schema, resolved once for the recorder.
    struct Handles: Sendable, Equatable {
        let tilesCleared, groupsRemoved, largestGroup, moves, undos, restarts, hints: StatHandle
        let levelsPassed, threeStarLevels, score, clearBonus, playTime, clearedLevel: StatHandle
        /// A free-play game's final score (its own stat: see `TilesRecorder.isFreePlay`).
        let freeScore: StatHandle

        /// The stats undo takes back, in `StatTrail` order; `clearedLevel` last.
        var standing: [StatHandle] {
            [tilesCleared, groupsRemoved, largestGroup, moves, levelsPassed, threeStarLevels, score, clearBonus,
             clearedLevel]
        }

        /// A free-play game's: its moves and its score (a trail of its own width: free play
        /// began after saves kept trails, so no older save has another).
        var freeStanding: [StatHandle] { [moves, freeScore] }
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
            clearedLevel: try game.register("tiles.clearedLevel", kind: .maximum, label: "Level cleared"),
            // The best per board size is read from the history (`FreePlayBest`); the total is
            // free play's own sum, apart from the levels' score and best.
            freeScore: try shared("tiles.freeScore", .counter, .count, "Free-play score"))
        try totals.register("tiles.bestScore", kind: .maximum, label: "Best level score")
        try totals.register("tiles.bestLevel", kind: .maximum, label: "Best level cleared")

        var rollover = Rollover(game: game.freeze(), totals: totals.freeze())
        for name in ["tiles.tilesCleared", "tiles.groupsRemoved", "tiles.moves", "tiles.undos", "tiles.restarts",
                     "tiles.hints", "tiles.levelsPassed", "tiles.threeStarLevels", "tiles.score",
                     "tiles.clearBonus", "tiles.playTime", "tiles.freeScore"] {
            try rollover.sum(name)
        }
        try rollover.combine("tiles.largestGroup", into: "tiles.largestGroup", by: .maximum)
        try rollover.combine("tiles.score", into: "tiles.bestScore", by: .maximum)
        try rollover.combine("tiles.clearedLevel", into: "tiles.bestLevel", by: .maximum)
        try OutcomeStats.addRules(prefix: "tiles.", to: &rollover)
        return GameStatsCatalog(kind: .tiles, title: title, rollover: rollover, playTime: handles.playTime,
                                hints: handles.hints, describe: { context in
                                    context.tilesFreeShape.map { "Tiles free play \($0)" }
                                        ?? "Tiles level \(context.tilesLevel ?? 0)"
                                },
                                makeRecorder: { context, state in
                                    TilesRecorder(handles: handles, state: state ?? .init(),
                                                  isCampaignLevel: context.dailyDate == nil && context.tilesFreeShape == nil,
                                                  isFreePlay: context.tilesFreeShape != nil)
                                })
    }
}

/// Turns Tiles events into per-game stat updates. It mirrors the session's undo history
/// (`StatTrail`), so a game's stats are those of the moves that stand: undo takes back the
/// tiles, groups, moves, score and clear of the move it undoes, restart all of them; the undos,
/// restarts and hints themselves keep counting.
struct TilesRecorder: GameStatsRecorder {
    let handles: TilesStats.Handles
    /// `handles.standing`, made once per game: the per-move path allocates nothing.
    let standing: [StatHandle]
    var state: State

    struct State: Codable, Equatable, Sendable {
        /// Built from the stats at the first turn recorded (they are the start's then).
        var trail: StatTrail?
        /// The clear of the path that stands, when it reached one: for the level's best score and
        /// fewest moves. It stands while the trail's current step has a cleared level.
        var clear: TilesLevelClear?
        /// A save written before the trail (format 1) kept the score after each step only.
        var legacyScores: [Int64]?
        var legacyPosition = 0
        /// What the player had earned on the level before this game (nil: not known, as in saves
        /// written before it was kept; the level then counts as not passed).
        var standing: LevelStanding?

        private enum CodingKeys: String, CodingKey {
            case trail, clear, scoreTrail = "score_trail", position, standing = "level_before"
        }

        init() {}

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            trail = try container.decodeIfPresent(StatTrail.self, forKey: .trail)
            clear = try container.decodeIfPresent(TilesLevelClear.self, forKey: .clear)
            standing = try container.decodeIfPresent(LevelStanding.self, forKey: .standing)
            guard trail == nil, let scores = try container.decodeIfPresent([Int64].self, forKey: .scoreTrail) else { return }
            let position = try container.decode(Int.self, forKey: .position)
            guard scores.indices.contains(position) else {
                throw DecodingError.dataCorruptedError(forKey: .position, in: container,
                                                       debugDescription: "score trail position out of range")
            }
            legacyScores = scores
            legacyPosition = position
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(clear, forKey: .clear)
            try container.encodeIfPresent(standing, forKey: .standing)
            if let trail {
                try container.encode(trail, forKey: .trail)
            } else if let legacyScores {
                try container.encode(legacyScores, forKey: .scoreTrail)
                try container.encode(legacyPosition, forKey: .position)
            }
        }

        /// The trail, made from the stats as they are when the first turn is recorded. A format-1
        /// save's steps all get the stats it was saved with, each with its own score: moves made
        /// before the save are not taken back by undo, as they were not then.
        mutating func makeTrail(_ stats: Stats, standing: [StatHandle], score: StatHandle) {
            guard let scores = legacyScores else {
                trail = StatTrail(start: stats, handles: standing)
                return
            }
            var step = stats
            step.set(scores[0], for: score)
            var made = StatTrail(start: step, handles: standing)
            for value in scores.dropFirst() {
                step.set(value, for: score)
                made.commit(step, handles: standing)
            }
            for _ in 0..<(scores.count - 1 - legacyPosition) { made.undo(&step, handles: standing) }
            trail = made
            legacyScores = nil
        }
    }

    /// False for a daily: its level number is the weekday it was built for, not a campaign
    /// level, so clearing it sets no "Best level cleared" (issue 31).
    let isCampaignLevel: Bool
    /// A Same Game free-play game. Its events are free play's own (`TilesState.freePlayEvents`)
    /// and feed only the stats of play itself (moves, undos, restarts, hints, play time, games by
    /// outcome) and its own score; never the levels' tiles cleared, groups, largest group, score,
    /// best score, levels passed, stars or best level, nor the achievements built on them: two
    /// colours on a 24×16 board would farm them.
    let isFreePlay: Bool

    init(handles: TilesStats.Handles, state: State = State(), isCampaignLevel: Bool = true, isFreePlay: Bool = false) {
        self.handles = handles
        self.standing = isFreePlay ? handles.freeStanding : handles.standing
        self.state = state
        self.isCampaignLevel = isCampaignLevel
        self.isFreePlay = isFreePlay
    }

    /// The clear stands while the moves that reached it do.
    var levelClear: LevelClear? {
        guard let trail = state.trail else { return state.clear }
        return trail.current(standing.count - 1) == nil ? nil : state.clear
    }

    mutating func setLevelStanding(_ standing: LevelStanding) {
        state.standing = standing
    }

    mutating func record(_ events: [GameEvent], playTimeMilliseconds: Int64, into stats: inout Stats) {
        if state.trail == nil { state.makeTrail(stats, standing: standing, score: handles.score) }
        var moved = false
        for event in events where record(event, into: &stats) { moved = true }
        if moved { state.trail?.commit(stats, handles: standing) }
    }

    /// Records one event; true when it was part of a move (a step of the history).
    @inline(__always)
    mutating func record(_ event: GameEvent, into stats: inout Stats) -> Bool {
        let values = event.values
        switch event.name {
        case .groupRemoved:
            let (size, points) = (values[0], values[2])
            stats.add(Int64(size), to: handles.tilesCleared)
            stats.increment(handles.groupsRemoved)
            stats.increment(handles.moves)
            stats.record(Int64(size), in: handles.largestGroup)
            stats.add(Int64(points), to: handles.score)
            return true
        case .levelCleared:
            let (level, score, moves, stars, bonus) = (values[0], values[1], values[2], values[3], values[4])
            // The moves that stand clear the level once: a clear undone is taken back with them.
            // Levels are counted once each: a level passed (or 3-starred) before is not again.
            let before = state.standing ?? .notPassed
            stats.set(before.passed ? 0 : 1, for: handles.levelsPassed)
            stats.set(Int64(bonus), for: handles.clearBonus)
            stats.set(stars >= 3 && before.stars < 3 ? 1 : 0, for: handles.threeStarLevels)
            if isCampaignLevel { stats.record(Int64(level), in: handles.clearedLevel) }
            // The rules' own total (bonus included) is the truth for the final score.
            stats.set(Int64(score), for: handles.score)
            state.clear = TilesLevelClear(level: level, score: score, moves: moves, stars: stars)
            return true
        case .freeGroupRemoved:
            stats.increment(handles.moves)
            stats.add(Int64(values[2]), to: handles.freeScore)
            return true
        case .freeBoardCleared:
            stats.set(Int64(values[0]), for: handles.freeScore)
            return true
        case .tilesLeft:
            stats.set(Int64(values[2]), for: handles.freeScore)
            return true
        case .undone:
            stats.increment(handles.undos)
            state.trail?.undo(&stats, handles: standing)
        case .redone:
            state.trail?.redo(&stats, handles: standing)
        case .restarted:
            stats.increment(handles.restarts)
            state.trail?.restart(&stats, handles: standing)
        case .hintUsed:
            stats.increment(handles.hints)
        default:
            // Start and end are counted by the rollover; a stuck board by the outcome.
            break
        }
        return false
    }
}

/// How a Tiles level was cleared: what Storage needs for the level's best score and fewest moves.
public typealias TilesLevelClear = LevelClear
