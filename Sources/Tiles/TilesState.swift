import GameCore

/// A move in Tiles: remove the group that contains this cell.
public struct TilesMove: Codable, Equatable, Hashable, Sendable {
    public var point: Point

    public init(_ point: Point) {
        self.point = point
    }

    private enum CodingKeys: String, CodingKey {
        case x, y
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        point = Point(x: try container.decode(Int.self, forKey: .x), y: try container.decode(Int.self, forKey: .y))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(point.x, forKey: .x)
        try container.encode(point.y, forKey: .y)
    }
}

/// Scoring rules shared by the game, the solver and the help screen.
public enum TilesScoring {
    public static let clearBonus = 1000
    public static let minimumGroup = 2

    /// A removed group of n tiles scores (n−2)².
    public static func points(forGroupOf size: Int) -> Int {
        size >= minimumGroup ? (size - 2) * (size - 2) : 0
    }

    /// Same Game free play's price of the tiles left when no group of two remains: (n−2)² for
    /// n tiles, the formula of a move (as SameGame LX counts it), so one or two stray tiles cost nothing.
    public static func penalty(forTilesLeft count: Int) -> Int {
        points(forGroupOf: count)
    }

    /// 3 stars: cleared within par moves; 2: cleared in more; 0: not cleared.
    public static func stars(moves: Int, par: Int, cleared: Bool) -> Int {
        guard cleared else { return 0 }
        return moves <= par ? 3 : 2
    }
}

/// Which rules a Tiles game follows.
public enum TilesRules: String, Codable, Hashable, Sendable {
    /// A designed level: a stuck board is not the end (undo and restart may follow) and costs nothing.
    case levels
    /// Same Game free play (the classic rules, as Tatham's Same Game and KSame play them): a board
    /// with no group of two left ends the game, and its tiles left cost `TilesScoring.penalty`.
    case sameGame
}

/// One level of Tiles in play: what Undo restores.
public struct TilesState: GameState, Hashable {
    public typealias Move = TilesMove

    public let level: Int
    public let par: Int
    public let rules: TilesRules
    public private(set) var board: TileBoard
    /// The rules' total: points of the moves, the clear bonus, less the penalty of a game over.
    public private(set) var score: Int
    public private(set) var moves: Int
    /// What the tiles left cost when a free-play game ended with no group of two (0 otherwise).
    public private(set) var penalty: Int

    public init(level: Int, par: Int, board: TileBoard, rules: TilesRules = .levels) {
        self.level = level
        self.par = par
        self.rules = rules
        self.board = board
        self.score = 0
        self.moves = 0
        self.penalty = 0
    }

    public var isCleared: Bool { board.isEmpty }
    public var isStuck: Bool { !isCleared && !board.hasRemovableGroup }
    public var isOver: Bool { isCleared || isStuck }
    public var stars: Int { TilesScoring.stars(moves: moves, par: par, cleared: isCleared) }

    public func applying(_ move: TilesMove) -> (state: TilesState, events: [GameEvent])? {
        let group = board.group(at: move.point)
        guard group.count >= TilesScoring.minimumGroup, let color = board.color(at: move.point) else { return nil }
        var next = self
        let points = TilesScoring.points(forGroupOf: group.count)
        next.board = board.removing(group)
        next.moves += 1
        next.score += points
        guard rules == .levels else {
            let events = next.freePlayEvents(removed: group.count, color: color, points: points)
            return (next, events)
        }
        var events: [GameEvent] = [.groupRemoved(size: group.count, color: color.rawValue, points: points)]
        if next.isCleared {
            next.score += TilesScoring.clearBonus
            events.append(.levelCleared(level: level, score: next.score, moves: next.moves,
                                        stars: next.stars, bonus: TilesScoring.clearBonus))
        } else if next.isStuck {
            events.append(.boardStuck)
        }
        return (next, events)
    }

    /// A free-play move's events, its end settled (the bonus, or the penalty of the tiles left).
    /// Free play reports events of its own, never `groupRemoved` or `levelCleared`: its boards
    /// (two colours, 24×16) make groups and scores no level allows, so the level achievements
    /// and stats that listen to those must not hear them (see `TilesRecorder`).
    private mutating func freePlayEvents(removed size: Int, color: TileColor, points: Int) -> [GameEvent] {
        var events: [GameEvent] = [.freeGroupRemoved(size: size, color: color.rawValue, points: points)]
        if isCleared {
            score += TilesScoring.clearBonus
            events.append(.freeBoardCleared(score: score, moves: moves, bonus: TilesScoring.clearBonus))
        } else if isStuck {
            let left = board.tileCount
            penalty = TilesScoring.penalty(forTilesLeft: left)
            score -= penalty
            events.append(.tilesLeft(count: left, penalty: penalty, score: score))
        }
        return events
    }
}
