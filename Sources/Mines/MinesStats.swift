import GameCore
import Progress

/// The stats Mines keeps, and how one game (a classic board, or a whole endless run) rolls
/// into the totals.
///
/// Contract with the Mines rules: every reveal, a chord's included, reports `cellsRevealed` with
/// the cells it opened; a chord also reports `chorded`, which counts the chord alone, so each
/// revealed cell is counted once.
public enum MinesStats {
    struct Handles: Sendable, Equatable {
        let cellsRevealed, flagsPlaced, correctFlags, chords, minesHit, boardsCleared: StatHandle
        let threeBVCleared, bestThreeBVPerSecond, hints, playTime, endlessRuns: StatHandle
        let endlessLevel, endlessLevelTime: StatHandle
        /// An endless run's time to its last cleared board: its time in the history.
        let endlessClearedTime: StatHandle
        let bestTimes: [MinesStatsBoard: StatHandle]
        /// Each classic board's best time by layout style, kept apart as the leaderboards keep them.
        let styleBestTimes: [MinesStatsBoard: [MinesGenerationStyle: StatHandle]]
    }

    /// Per-game stats that would tell where the mines are while the board is still hidden
    /// (a flag counts as correct only when it sits on a mine): a screen shows them for a game
    /// in progress only once it has ended, and always in the totals.
    public static let revealingWhilePlaying: Set<String> = ["mines.correctFlags"]

    /// The name of the best-time stat of a classic board on either style ("mines.bestTime.expert"),
    /// the one stat kept before styles were told apart (achievements count from it).
    public static func bestTimeName(for board: MinesStatsBoard) -> String? {
        board.hasBestTime ? "mines.bestTime." + board.rawValue : nil
    }

    /// The name of a classic board's best time on boards of one layout style
    /// ("mines.bestTime.expert.noGuess", "mines.bestTime.expert.random").
    public static func bestTimeName(for board: MinesStatsBoard, style: MinesGenerationStyle) -> String? {
        bestTimeName(for: board).map { $0 + "." + style.rawValue }
    }

    /// The per-game stat of an endless run's time to its last cleared board (the failed board
    /// after it does not count, or dying fast would pay); the history's time of the run.
    public static let clearedTimeName = "mines.endlessClearedTime"

    /// Per-game stats that roll into no total: what the game history reads of a finished game.
    public static let perGameOnly: Set<String> = [clearedTimeName]

    /// The game's name as screens show it.
    public static let title = "Mines"

    /// The Mines catalog, built once.
    public static func catalog() throws -> GameStatsCatalog { try built.get() }

    /// Mines as the list of games (`GameCatalogs`) takes it: its stats and its events.
    public static func game() throws -> GameCatalogs.Game {
        GameCatalogs.Game(stats: try catalog(), events: EventDeclaration.minesEvents)
    }

    // A `Result` rather than a trap: if the catalog were ever declared wrongly, callers get
    // the error (and the catalog tests fail).
    private static let built = Result { try makeCatalog() }

    static func makeCatalog() throws -> GameStatsCatalog {
        var game = StatRegistry(schemaName: "mines.game")
        var totals = StatRegistry(schemaName: "mines.totals")
        try OutcomeStats.register(prefix: "mines.", in: &totals)

        func shared(_ name: String, _ kind: StatKind, _ unit: StatUnit = .count, _ label: String) throws -> StatHandle {
            try totals.register(name, kind: kind, unit: unit, label: label)
            return try game.register(name, kind: kind, unit: unit, label: label)
        }
        let handles = Handles(
            cellsRevealed: try shared("mines.cellsRevealed", .counter, .count, "Cells revealed"),
            flagsPlaced: try shared("mines.flagsPlaced", .counter, .count, "Flags placed"),
            correctFlags: try shared("mines.correctFlags", .counter, .count, "Correct flags"),
            chords: try shared("mines.chords", .counter, .count, "Chords"),
            minesHit: try shared("mines.minesHit", .counter, .count, "Mines hit"),
            boardsCleared: try shared("mines.boardsCleared", .counter, .count, "Boards cleared"),
            threeBVCleared: try shared("mines.threeBVCleared", .counter, .count, "3BV cleared"),
            bestThreeBVPerSecond: try shared("mines.bestThreeBVPerSecond", .rate, .thousandths, "Best 3BV/s"),
            hints: try shared("mines.hints", .counter, .count, "Hints"),
            playTime: try shared("mines.playTime", .counter, .milliseconds, "Play time"),
            endlessRuns: try shared("mines.endlessRuns", .counter, .count, "Endless runs"),
            endlessLevel: try game.register("mines.endlessLevel", kind: .maximum, label: "Endless level"),
            endlessLevelTime: try game.register("mines.endlessLevelTime", kind: .minimum, unit: .milliseconds,
                                                label: "Time to clear it"),
            endlessClearedTime: try game.register(clearedTimeName, kind: .maximum, unit: .milliseconds,
                                                  label: "Run time (cleared)"),
            bestTimes: try MinesStatsBoard.allCases.reduce(into: [:]) { result, board in
                guard let name = bestTimeName(for: board) else { return }
                result[board] = try shared(name, .minimum, .milliseconds, "\(board.rawValue.prefix(1).uppercased())\(board.rawValue.dropFirst()) best")
            },
            styleBestTimes: try MinesStatsBoard.allCases.reduce(into: [:]) { result, board in
                for style in MinesGenerationStyle.allCases {
                    guard let name = bestTimeName(for: board, style: style) else { continue }
                    // Within the Stats screen's 18-column labels at 80 columns (issue 31:
                    // "Intermediate best NG" was cut): "Intermed. best NG".
                    let short = board == .intermediate ? "Intermed." : "\(board.rawValue.prefix(1).uppercased())\(board.rawValue.dropFirst())"
                    result[board, default: [:]][style] = try shared(name, .minimum, .milliseconds, "\(short) best \(style.mark)")
                }
            })
        try totals.register("mines.bestEndlessLevel", kind: .maximum, label: "Best endless level")
        try totals.register("mines.bestEndlessLevelTime", kind: .minimum, unit: .milliseconds,
                            label: "Best level's time")

        var rollover = Rollover(game: game.freeze(), totals: totals.freeze())
        for name in ["mines.cellsRevealed", "mines.flagsPlaced", "mines.correctFlags", "mines.chords",
                     "mines.minesHit", "mines.boardsCleared", "mines.threeBVCleared", "mines.hints",
                     "mines.playTime", "mines.endlessRuns"] {
            try rollover.sum(name)
        }
        try rollover.combine("mines.bestThreeBVPerSecond", into: "mines.bestThreeBVPerSecond", by: .maximum)
        for board in MinesStatsBoard.allCases {
            guard let name = bestTimeName(for: board) else { continue }
            try rollover.combine(name, into: name, by: .minimum)
            for style in MinesGenerationStyle.allCases {
                guard let styleName = bestTimeName(for: board, style: style) else { continue }
                try rollover.combine(styleName, into: styleName, by: .minimum)
            }
        }
        try rollover.keepBest("mines.endlessLevel", into: "mines.bestEndlessLevel",
                              tieBrokenByLowest: "mines.endlessLevelTime", into: "mines.bestEndlessLevelTime")
        try OutcomeStats.addRules(prefix: "mines.", to: &rollover)
        return GameStatsCatalog(
            kind: .mines, title: title, rollover: rollover, playTime: handles.playTime, hints: handles.hints,
            withheldWhilePlaying: revealingWhilePlaying, describe: describe,
            makeRecorder: { (context, state: MinesRecorder.State?) throws -> MinesRecorder in
                guard let board = context.minesBoard else { throw StatsError.unknownGameContext("\(context)") }
                return MinesRecorder(handles: handles, board: board, style: context.minesStyle,
                                     practice: context.isPractice, state: state ?? .init())
            })
    }

    /// A Mines game's context in words, for screens.
    static func describe(_ context: StatsContext) -> String {
        switch context.minesBoard {
        case .endless: "Mines, endless run"
        case let board?: "Mines, \(board.rawValue) board"
        case nil: "Mines"
        }
    }
}

/// Turns Mines events into per-game stat updates. Board times for 3BV/s come from the play
/// time the session passes in: a board's time runs from the previous clear (or the start).
///
/// What can be taken back is: a flag removed takes back its placement (and its credit when it
/// was on a mine), a restart everything the board had counted. A game with a hint is assisted
/// and sets no record of speed (best time, best 3BV/s, the endless level's time).
struct MinesRecorder: GameStatsRecorder {
    let handles: MinesStats.Handles
    let board: MinesStatsBoard
    /// How the board was laid out; nil for a game saved before its context named it (it then
    /// sets only the best on either style).
    let style: MinesGenerationStyle?
    /// A chosen seed: the game sets no record of speed (see `StatsContext.isPractice`).
    let practice: Bool
    var state: State

    struct State: Codable, Equatable, Sendable {
        var boardStartMilliseconds: Int64 = 0
        /// A board was cleared below its 3BV floor: the game sets no best time.
        var belowFloor = false

        private enum CodingKeys: String, CodingKey {
            case boardStartMilliseconds = "board_start_ms", belowFloor = "below_floor"
        }

        init() {}

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            boardStartMilliseconds = try container.decode(Int64.self, forKey: .boardStartMilliseconds)
            belowFloor = try container.decodeIfPresent(Bool.self, forKey: .belowFloor) ?? false
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(boardStartMilliseconds, forKey: .boardStartMilliseconds)
            if belowFloor { try container.encode(belowFloor, forKey: .belowFloor) }
        }
    }

    init(handles: MinesStats.Handles, board: MinesStatsBoard, style: MinesGenerationStyle? = nil,
         practice: Bool = false, state: State = State()) {
        self.handles = handles
        self.board = board
        self.style = style
        self.practice = practice
        self.state = state
    }

    /// Sets what is known from the start: an endless game is one endless run.
    func start(_ stats: inout Stats) {
        if board == .endless { stats.set(1, for: handles.endlessRuns) }
    }

    mutating func record(_ events: [GameEvent], playTimeMilliseconds: Int64, into stats: inout Stats) {
        for event in events { record(event, playTimeMilliseconds: playTimeMilliseconds, into: &stats) }
    }

    @inline(__always)
    mutating func record(_ event: GameEvent, playTimeMilliseconds: Int64, into stats: inout Stats) {
        let values = event.values
        switch event.name {
        case .cellsRevealed:
            stats.add(Int64(values[0]), to: handles.cellsRevealed)
        case .chorded:
            // The cells it opened come in the chord's own `cellsRevealed`.
            stats.increment(handles.chords)
        case .flagPlaced:
            stats.increment(handles.flagsPlaced)
            if values[0] != 0 { stats.increment(handles.correctFlags) }
        case .flagRemoved:
            // Flags count those standing: taking one back takes its placement and credit back.
            if stats[handles.flagsPlaced] > 0 { stats.decrement(handles.flagsPlaced) }
            if values[0] != 0 && stats[handles.correctFlags] > 0 { stats.decrement(handles.correctFlags) }
        case .mineHit:
            stats.increment(handles.minesHit)
        case .boardCleared:
            let (level, threeBV) = (values[0], values[1])
            stats.increment(handles.boardsCleared)
            stats.add(Int64(threeBV), to: handles.threeBVCleared)
            let boardTime = playTimeMilliseconds - state.boardStartMilliseconds
            // Practice keeps no records of speed either, as an assisted game does not.
            let assisted = stats[handles.hints] > 0 || practice
            if !assisted, let rate = StatFormat.ratePerSecond(Int64(threeBV), milliseconds: boardTime) {
                stats.record(rate, in: handles.bestThreeBVPerSecond)
            }
            state.boardStartMilliseconds = playTimeMilliseconds
            if board == .endless { stats.set(playTimeMilliseconds, for: handles.endlessClearedTime) }
            if board == .endless && stats.record(Int64(level), in: handles.endlessLevel) && !assisted {
                stats.set(playTimeMilliseconds, for: handles.endlessLevelTime)
            }
        case .boardClearedBelowFloor:
            // Counted as a game (by its outcome), not as a board: no board, 3BV or record.
            state.boardStartMilliseconds = playTimeMilliseconds
            state.belowFloor = true
        case .hintUsed:
            stats.increment(handles.hints)
            // From the first hint on, the game is assisted: records it set before go too.
            stats.clear(handles.bestThreeBVPerSecond)
            stats.clear(handles.endlessLevelTime)
        case .restarted:
            for handle in [handles.cellsRevealed, handles.flagsPlaced, handles.correctFlags, handles.chords,
                           handles.minesHit, handles.boardsCleared, handles.threeBVCleared,
                           handles.bestThreeBVPerSecond, handles.endlessLevel, handles.endlessLevelTime,
                           handles.endlessClearedTime] {
                stats.clear(handle)
            }
            state.boardStartMilliseconds = playTimeMilliseconds
        default:
            break
        }
    }

    /// At the end: a won classic board sets that board's best time (on either style, and on its
    /// own style), unless a hint helped, the seed was chosen (practice) or the board was below
    /// its 3BV floor.
    func finish(outcome: GameOutcome, playTimeMilliseconds: Int64, into stats: inout Stats) {
        guard outcome == .won, stats[handles.hints] == 0, !practice, !state.belowFloor, let handle = handles.bestTimes[board] else { return }
        stats.set(playTimeMilliseconds, for: handle)
        if let style, let styleHandle = handles.styleBestTimes[board]?[style] {
            stats.set(playTimeMilliseconds, for: styleHandle)
        }
    }
}
