import GameCore

/// A move in Mines, as the session logs it.
public enum MinesMove: Hashable, Sendable {
    /// Reveal a covered cell (the first reveal lays out the board).
    case reveal(Point)
    /// Flag a covered cell, or take the flag (or question mark) off.
    case flag(Point)
    /// Reveal the other neighbours of a number whose flags match it.
    case chord(Point)
    /// Endless mode: go on to the next level after a cleared board.
    case nextBoard
    /// Not a play: the cursor went to this cell (a trace, for the replay viewer's path). The
    /// rules refuse it, and every replay passes over it (`isTrace`).
    case cursor(Point)
}

extension MinesMove: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind = "k", x, y
    }

    private enum Kind: String, Codable {
        case reveal = "r", flag = "f", chord = "c", nextBoard = "n", cursor = "m"
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(Kind.self, forKey: .kind)
        if kind == .nextBoard {
            self = .nextBoard
            return
        }
        let point = Point(x: try container.decode(Int.self, forKey: .x), y: try container.decode(Int.self, forKey: .y))
        switch kind {
        case .reveal: self = .reveal(point)
        case .flag: self = .flag(point)
        case .chord: self = .chord(point)
        case .nextBoard: self = .nextBoard
        case .cursor: self = .cursor(point)
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let (kind, point): (Kind, Point?) = switch self {
        case .reveal(let point): (.reveal, point)
        case .flag(let point): (.flag, point)
        case .chord(let point): (.chord, point)
        case .nextBoard: (.nextBoard, nil)
        case .cursor(let point): (.cursor, point)
        }
        try container.encode(kind, forKey: .kind)
        if let point {
            try container.encode(point.x, forKey: .x)
            try container.encode(point.y, forKey: .y)
        }
    }
}

/// A game of Mines as the session drives it: one classic or custom board, or an endless run
/// (the current level and its board). What Undo restores.
///
/// A classic game is over when its board is won or lost. An endless run goes on after a won
/// board with `nextBoard`, which lays out the next level's board from the run's seed; it is
/// over when a mine is hit. A won board adds `boardCleared(level:threeBV:clicks:)` to the
/// board's own events (`level` is 0 on a classic or custom board).
public struct MinesState: GameState {
    public typealias Move = MinesMove

    /// Mines has no undo (a revealed cell stays revealed), so its session keeps no history: a
    /// long game on a 100×100 board holds one board, not thousands.
    public static var offersUndo: Bool { false }

    public let setup: MinesSetup
    /// The endless level being played (from 1); 0 for a classic or custom game.
    public private(set) var level: Int
    public private(set) var board: MinesBoard

    public init(setup: MinesSetup) {
        self.setup = setup
        level = setup.mode.isEndless ? 1 : 0
        board = Self.board(for: setup, level: level)
    }

    public init(mode: MinesMode, seed: UInt64, settings: MinesSettings = MinesSettings()) {
        self.init(setup: MinesSetup(mode: mode, seed: seed, settings: settings))
    }

    public var mode: MinesMode { setup.mode }
    public var seed: UInt64 { setup.seed }
    public var settings: MinesSettings { setup.settings }

    /// The board of `level` in a game set up as `setup`.
    static func board(for setup: MinesSetup, level: Int) -> MinesBoard {
        switch setup.mode {
        case .classic(let difficulty):
            MinesBoard(params: difficulty.params, seed: setup.seed, style: setup.settings.style,
                       questionMarks: setup.settings.questionMarks, opening: setup.opening)
        case .custom(let params):
            MinesBoard(params: params, seed: setup.seed, style: setup.settings.style,
                       questionMarks: setup.settings.questionMarks)
        case .endless:
            MinesBoard(params: EndlessSchedule.params(forLevel: level),
                       seed: EndlessSchedule.boardSeed(runSeed: setup.seed, level: level),
                       style: .noGuess, questionMarks: setup.settings.questionMarks)
        }
    }

    public var isOver: Bool {
        switch board.outcome {
        case .playing: false
        case .lost: true
        case .won: !mode.isEndless
        }
    }

    /// True when the board is cleared and an endless run can go on to the next level.
    public var canAdvance: Bool { mode.isEndless && board.outcome == .won }

    /// Boards cleared in this game: endless levels cleared, or 1 for a won classic board.
    public var boardsCleared: Int {
        let currentCleared = board.outcome == .won ? 1 : 0
        return mode.isEndless ? level - 1 + currentCleared : currentCleared
    }

    public func applying(_ move: MinesMove) -> (state: MinesState, events: [GameEvent])? {
        let step: (board: MinesBoard, events: [GameEvent])?
        switch move {
        case .reveal(let point): step = board.revealing(point)
        case .flag(let point): step = board.flagging(point)
        case .chord(let point): step = board.chording(point)
        case .nextBoard:
            guard canAdvance else { return nil }
            var next = self
            next.level += 1
            next.board = Self.board(for: setup, level: next.level)
            return (next, [])
        case .cursor:
            // A trace is no play: refused, so it can never change a game.
            return nil
        }
        guard let step else { return nil }
        var next = self
        next.board = step.board
        var events = step.events
        if board.outcome == .playing && step.board.outcome == .won {
            let threeBV = step.board.threeBV ?? 0
            // A board all but solved by its first reveal is a game, not a board cleared.
            events.append(ThreeBVFloor.isBelow(threeBV, for: mode)
                ? .boardClearedBelowFloor(level: level, threeBV: threeBV, clicks: step.board.clicks)
                : .boardCleared(level: level, threeBV: threeBV, clicks: step.board.clicks))
        }
        return (next, events)
    }

    /// The move a primary action (Space, Enter, left click) makes at `point`: a chord on a
    /// revealed number, a reveal on a covered cell; nil where it would do nothing.
    public func primaryMove(at point: Point) -> MinesMove? {
        switch board.mark(at: point) {
        case .covered, .questioned: .reveal(point)
        case .revealed: .chord(point)
        case .flagged, nil: nil
        }
    }

    /// The solver's hint for the current board (see `MinesSolver.hint(for:near:)`).
    public func hint(near point: Point? = nil) -> MinesHint? {
        MinesSolver.hint(for: board, near: point)
    }
}
