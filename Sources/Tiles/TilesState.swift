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

    /// 3 stars: cleared within par moves; 2: cleared in more; 0: not cleared.
    public static func stars(moves: Int, par: Int, cleared: Bool) -> Int {
        guard cleared else { return 0 }
        return moves <= par ? 3 : 2
    }
}

/// One level of Tiles in play: what Undo restores.
public struct TilesState: GameState, Hashable {
    public typealias Move = TilesMove

    public let level: Int
    public let par: Int
    public private(set) var board: TileBoard
    public private(set) var score: Int
    public private(set) var moves: Int

    public init(level: Int, par: Int, board: TileBoard) {
        self.level = level
        self.par = par
        self.board = board
        self.score = 0
        self.moves = 0
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
}
