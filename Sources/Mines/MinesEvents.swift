import GameCore
import Progress

extension GameKind {
    /// Mines: uncover a minefield without setting one off.
    public static let mines = GameKind(rawValue: "mines")
}

extension GameEvent.Name {
    public static let cellsRevealed = GameEvent.Name("cellsRevealed")
    public static let flagPlaced = GameEvent.Name("flagPlaced")
    public static let flagRemoved = GameEvent.Name("flagRemoved")
    public static let chorded = GameEvent.Name("chorded")
    public static let mineHit = GameEvent.Name("mineHit")
    public static let boardCleared = GameEvent.Name("boardCleared")
    /// A board cleared below its 3BV floor (`ThreeBVFloor`): a game, not a board for achievements.
    public static let boardClearedBelowFloor = GameEvent.Name("boardClearedBelowFloor")
}

/// The events the Mines rules report. Every reveal, a chord's included, reports
/// `cellsRevealed`; a chord also reports `chorded`.
extension GameEvent {
    public static func cellsRevealed(count: Int) -> GameEvent { GameEvent(.cellsRevealed, count) }

    /// `correct`: the flag sits on a mine.
    public static func flagPlaced(correct: Bool) -> GameEvent { GameEvent(.flagPlaced, correct ? 1 : 0) }
    public static func flagRemoved(correct: Bool) -> GameEvent { GameEvent(.flagRemoved, correct ? 1 : 0) }
    public static func chorded(revealed: Int) -> GameEvent { GameEvent(.chorded, revealed) }
    public static let mineHit = GameEvent(.mineHit)

    /// `level`: the endless level cleared (1 on a classic board).
    public static func boardCleared(level: Int, threeBV: Int, clicks: Int) -> GameEvent {
        GameEvent(.boardCleared, level, threeBV, clicks)
    }

    public var cellsRevealed: Int? { name == .cellsRevealed ? values[0] : nil }
    public var chorded: Int? { name == .chorded ? values[0] : nil }

    /// Same fields as `boardCleared`, for a board below its 3BV floor.
    public static func boardClearedBelowFloor(level: Int, threeBV: Int, clicks: Int) -> GameEvent {
        GameEvent(.boardClearedBelowFloor, level, threeBV, clicks)
    }

    /// Any board cleared, below its floor or not.
    public var boardCleared: (level: Int, threeBV: Int, clicks: Int)? {
        name == .boardCleared || name == .boardClearedBelowFloor ? (values[0], values[1], values[2]) : nil
    }
}

extension EventDeclaration {
    /// The Mines events achievement conditions may name, fields in payload order.
    public static let minesEvents: [EventDeclaration] = [
        EventDeclaration(.cellsRevealed, fields: [Field("count")]),
        EventDeclaration(.flagPlaced, fields: [Field("correct", .flag)]),
        EventDeclaration(.flagRemoved, fields: [Field("correct", .flag)]),
        EventDeclaration(.chorded, fields: [Field("revealed")]),
        EventDeclaration(.mineHit),
        EventDeclaration(.boardCleared, fields: [Field("level"), Field("threeBV"), Field("clicks")]),
        EventDeclaration(.boardClearedBelowFloor, fields: [Field("level"), Field("threeBV"), Field("clicks")]),
    ]
}

extension StatsContext {
    /// A Mines game: one board, or one endless run.
    public static func mines(board: MinesStatsBoard) -> StatsContext {
        StatsContext(kind: .mines, detail: ["board": .name(board.rawValue)])
    }

    /// The board of a Mines game's context.
    public var minesBoard: MinesStatsBoard? {
        kind == .mines ? name("board").flatMap(MinesStatsBoard.init(rawValue:)) : nil
    }
}
