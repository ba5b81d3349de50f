import GameCore

/// What the player has done to a cell.
public enum CellMark: UInt8, Codable, Sendable {
    case covered, flagged, questioned, revealed
}

/// How a board ended, or that it is still in play.
public enum BoardOutcome: String, Codable, Sendable {
    case playing, won, lost
}

/// What to draw for one cell.
public enum CellAppearance: Equatable, Sendable {
    case covered
    case flagged
    case questioned
    /// An opened safe cell and the mines around it.
    case revealed(Int)
    /// After a loss: a mine the player had not found.
    case mine
    /// After a loss: the mine that was revealed (a chord can reveal more than one).
    case explodedMine
    /// After a loss: a flag on a cell that holds no mine.
    case wrongFlag
}

/// One Mines board in play: the layout (once the first cell is revealed) and the player's
/// marks. An immutable value; each move returns a new board and the events it caused.
///
/// Rules, as players expect them:
/// - The layout is made at the first reveal, from the seed, the size and that cell; the cell
///   and its neighbours never hold a mine, so the first reveal always opens an area. Flags
///   and chords wait for that first reveal (before it there is nothing to mark).
/// - Revealing a cell with no mines around it opens its whole region (flagged cells stay
///   covered; question marks do not stop it).
/// - Chording a revealed number whose neighbouring flags match it reveals its other covered
///   neighbours; if a flag is wrong, one of those is a mine and the board is lost.
/// - The board is won when every safe cell is revealed (flags are not needed) and lost when a
///   mine is revealed.
///
/// Events: a reveal gives `cellsRevealed(count:)` or `mineHit`; a chord gives
/// `chorded(revealed:)`, then `cellsRevealed(count:)` for the same cells (so totals of
/// revealed cells count chords too) and `mineHit` if it hit one; flags give `flagPlaced` and
/// `flagRemoved` (turning a flag into a question mark removes the flag). `MinesState` adds
/// `boardCleared` on a win.
public struct MinesBoard: Equatable, Sendable {
    public let params: MinesParams
    /// The board's own seed: with the first cell it fixes the layout.
    public let seed: UInt64
    public let style: MinesGenerationStyle
    /// Whether flagging a flag turns it into a question mark (off by default).
    public let questionMarks: Bool
    /// Nil until the first reveal.
    public private(set) var layout: MineLayout?
    public private(set) var firstCell: Point?
    private var marks: [CellMark]
    public private(set) var outcome: BoardOutcome = .playing
    /// Mines revealed by the losing move (one, or more after a chord over wrong flags).
    public private(set) var exploded: [Point] = []
    public private(set) var revealedCount = 0
    public private(set) var flagCount = 0
    /// Moves that changed the board (reveals, chords and flags): the clicks of IOE.
    public private(set) var clicks = 0
    /// Whether the board was laid out and its opening revealed before any move (`opening`).
    public private(set) var opensAtStart = false

    /// `opening`: lay the board out from this cell now and reveal it, instead of at the first
    /// reveal (a daily's board, which must not depend on where each player clicks first).
    public init(params: MinesParams, seed: UInt64, style: MinesGenerationStyle = .noGuess,
                questionMarks: Bool = false, opening: Point? = nil) {
        self.params = params
        self.seed = seed
        self.style = style
        self.questionMarks = questionMarks
        self.marks = [CellMark](repeating: .covered, count: params.cellCount)
        if let opening, contains(opening),
           let made = MinesGenerator.layout(for: params, first: opening, seed: seed, style: style) {
            layout = made
            firstCell = opening
            opensAtStart = true
            _ = open(from: opening.y * params.width + opening.x, layout: made)
        }
    }

    /// A board whose layout is fixed in advance (tests, benchmarks and hand-made puzzles):
    /// the first reveal uses it as it is, and any cell may be revealed first.
    public init(layout: MineLayout, questionMarks: Bool = false) {
        self.params = MinesParams(checkedWidth: layout.width, height: layout.height, mines: layout.mineCount)
        self.seed = 0
        self.style = .random
        self.questionMarks = questionMarks
        self.layout = layout
        self.marks = [CellMark](repeating: .covered, count: layout.cellCount)
    }

    public var width: Int { params.width }
    public var height: Int { params.height }
    public var isStarted: Bool { layout != nil }
    /// Whether timed play has begun: at the first reveal, which lays the board out; on a board
    /// opened at the start, at the player's first move (flags count there: the opening is
    /// already in sight, and marking it is play).
    public var hasBegun: Bool { opensAtStart ? clicks > 0 : isStarted }
    public var isOver: Bool { outcome != .playing }
    /// The mine counter players see: mines minus flags (negative with too many flags). A won
    /// board shows its mines flagged (`appearance(at:)`), so its counter reads 0 whatever the
    /// player flagged: every view reads this one value.
    public var minesLeft: Int { outcome == .won ? 0 : params.mines - flagCount }
    /// The board's 3BV, once it is laid out.
    public var threeBV: Int? { layout.map(BoardStatistics.threeBV(of:)) }
    /// The 3BV the revealed cells account for (`BoardStatistics.solvedThreeBV`); 0 before the first reveal.
    public var solvedThreeBV: Int {
        guard let layout else { return 0 }
        return BoardStatistics.solvedThreeBV(of: layout) { index in
            if case .revealed = appearance(at: Point(x: index % layout.width, y: index / layout.width)) { true } else { false }
        }
    }

    public func contains(_ point: Point) -> Bool {
        point.x >= 0 && point.y >= 0 && point.x < width && point.y < height
    }

    private var neighbourhood: Neighbourhood { Neighbourhood(width: width, height: height) }

    public func mark(at point: Point) -> CellMark? {
        contains(point) ? marks[point.y * width + point.x] : nil
    }

    /// What to draw at `point` (covered for points off the board).
    public func appearance(at point: Point) -> CellAppearance {
        guard contains(point) else { return .covered }
        let index = point.y * width + point.x
        let isMine = layout?.mines[index] ?? false
        switch marks[index] {
        case .revealed:
            if isMine { return .explodedMine }
            return .revealed(Int(layout?.numbers[index] ?? 0))
        case .flagged:
            return outcome == .lost && !isMine ? .wrongFlag : .flagged
        case .covered, .questioned:
            if isMine && outcome == .lost { return .mine }
            if isMine && outcome == .won { return .flagged }
            return marks[index] == .covered ? .covered : .questioned
        }
    }

    /// The numbers the player can see, for the solver (flags are the player's opinion, not
    /// knowledge, so they are left out).
    public var playerView: MinesView {
        var numbers = [Int?](repeating: nil, count: params.cellCount)
        if let layout {
            for index in marks.indices where marks[index] == .revealed && !layout.mines[index] {
                numbers[index] = Int(layout.numbers[index])
            }
        }
        return MinesView(checkedWidth: width, height: height, totalMines: params.mines, numbers: numbers)
    }

    // MARK: - Moves

    /// Reveals a covered (or question-marked) cell; the first reveal lays out the board.
    public func revealing(_ point: Point) -> (board: MinesBoard, events: [GameEvent])? {
        guard outcome == .playing, contains(point) else { return nil }
        let index = point.y * width + point.x
        guard marks[index] == .covered || marks[index] == .questioned else { return nil }
        var next = self
        var settled: [GameEvent] = []
        if layout == nil {
            guard let made = MinesGenerator.layout(for: params, first: point, seed: seed, style: style) else {
                return nil
            }
            next.layout = made
            next.firstCell = point
            settled = Self.settlingEarlyFlags(marks, on: made)
        }
        next.clicks += 1
        guard let layout = next.layout else { return nil }
        if layout.mines[index] {
            next.marks[index] = .revealed
            next.exploded = [point]
            next.outcome = .lost
            return (next, settled + [.mineHit])
        }
        let opened = next.open(from: index, layout: layout)
        next.finishIfCleared()
        return (next, settled + [.cellsRevealed(count: opened)])
    }

    /// Flags placed before the first reveal were counted as placed but not correct (no mine was
    /// laid out): once the layout exists, each that sits on a mine is counted again as a correct
    /// placement (taken back, then placed correctly), so the stats read as if it had been placed now.
    private static func settlingEarlyFlags(_ marks: [CellMark], on layout: MineLayout) -> [GameEvent] {
        marks.indices.filter { marks[$0] == .flagged && layout.mines[$0] }
            .flatMap { _ in [GameEvent.flagRemoved(correct: false), .flagPlaced(correct: true)] }
    }

    /// Flags a covered cell, or takes a flag (or question mark) off. Flags may go down before
    /// the first reveal, as competitive clones allow (issue 22): the mines are not laid out yet,
    /// so such a flag is counted as placed, not as correct, until the first reveal settles it.
    public func flagging(_ point: Point) -> (board: MinesBoard, events: [GameEvent])? {
        guard outcome == .playing, contains(point) else { return nil }
        let index = point.y * width + point.x
        let isMine = layout?.mines[index] ?? false
        var next = self
        var events: [GameEvent] = []
        switch marks[index] {
        case .covered:
            next.marks[index] = .flagged
            next.flagCount += 1
            events = [.flagPlaced(correct: isMine)]
        case .flagged:
            next.marks[index] = questionMarks ? .questioned : .covered
            next.flagCount -= 1
            events = [.flagRemoved(correct: isMine)]
        case .questioned:
            next.marks[index] = .covered
        case .revealed:
            return nil
        }
        next.clicks += 1
        return (next, events)
    }

    /// Chords a revealed number whose neighbouring flags match it.
    public func chording(_ point: Point) -> (board: MinesBoard, events: [GameEvent])? {
        guard outcome == .playing, contains(point), let layout else { return nil }
        let index = point.y * width + point.x
        let number = Int(layout.numbers[index])
        guard marks[index] == .revealed, !layout.mines[index], number > 0 else { return nil }
        var flags = 0
        var targets: [Int] = []
        neighbourhood.forEachNeighbour(of: index) { neighbour in
            switch marks[neighbour] {
            case .flagged: flags += 1
            case .covered, .questioned: targets.append(neighbour)
            case .revealed: break
            }
        }
        guard flags == number, !targets.isEmpty else { return nil }
        var next = self
        next.clicks += 1
        var opened = 0
        for target in targets where next.marks[target] != .revealed {
            if layout.mines[target] {
                next.marks[target] = .revealed
                next.exploded.append(neighbourhood.point(at: target))
            } else {
                opened += next.open(from: target, layout: layout)
            }
        }
        var events: [GameEvent] = [.chorded(revealed: opened)]
        if opened > 0 { events.append(.cellsRevealed(count: opened)) }
        if next.exploded.isEmpty {
            next.finishIfCleared()
        } else {
            next.outcome = .lost
            events.append(.mineHit)
        }
        return (next, events)
    }

    /// Opens a safe cell and, through cells with no mines around them, its whole region.
    /// Returns how many cells were opened.
    private mutating func open(from start: Int, layout: MineLayout) -> Int {
        var opened = 0
        var pending = [start]
        marks[start] = .revealed
        while let cell = pending.popLast() {
            opened += 1
            guard layout.numbers[cell] == 0 else { continue }
            neighbourhood.forEachNeighbour(of: cell) { neighbour in
                let mark = marks[neighbour]
                if mark == .covered || mark == .questioned {
                    marks[neighbour] = .revealed
                    pending.append(neighbour)
                }
            }
        }
        revealedCount += opened
        return opened
    }

    private mutating func finishIfCleared() {
        if revealedCount == params.safeCellCount { outcome = .won }
    }
}
