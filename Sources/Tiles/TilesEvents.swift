import GameCore
import Progress

extension GameKind {
    /// Tiles: clear a board of coloured tiles by removing groups, level by level.
    public static let tiles = GameKind(rawValue: "tiles")
}

extension GameEvent.Name {
    public static let groupRemoved = GameEvent.Name("groupRemoved")
    public static let levelCleared = GameEvent.Name("levelCleared")
    public static let boardStuck = GameEvent.Name("boardStuck")
    public static let freeGroupRemoved = GameEvent.Name("freeGroupRemoved")
    public static let freeBoardCleared = GameEvent.Name("freeBoardCleared")
    public static let tilesLeft = GameEvent.Name("tilesLeft")
}

/// The events the Tiles rules report.
extension GameEvent {
    public static func groupRemoved(size: Int, color: Int, points: Int) -> GameEvent {
        GameEvent(.groupRemoved, size, color, points)
    }

    /// `score` is the rules' total, the clear bonus included.
    public static func levelCleared(level: Int, score: Int, moves: Int, stars: Int, bonus: Int) -> GameEvent {
        GameEvent(.levelCleared, level, score, moves, stars, bonus)
    }

    /// A group removed in free play (its own name: see `TilesState.freePlayEvents`).
    public static func freeGroupRemoved(size: Int, color: Int, points: Int) -> GameEvent {
        GameEvent(.freeGroupRemoved, size, color, points)
    }

    /// A free-play board cleared: `score` is the rules' total, the clear bonus included.
    public static func freeBoardCleared(score: Int, moves: Int, bonus: Int) -> GameEvent {
        GameEvent(.freeBoardCleared, score, moves, bonus)
    }

    /// A free-play game over: `count` tiles were left and cost `penalty`; `score` is the final total.
    public static func tilesLeft(count: Int, penalty: Int, score: Int) -> GameEvent {
        GameEvent(.tilesLeft, count, penalty, score)
    }

    /// No group of two or more is left and tiles remain.
    public static let boardStuck = GameEvent(.boardStuck)

    public var groupRemoved: (size: Int, color: Int, points: Int)? {
        name == .groupRemoved ? (values[0], values[1], values[2]) : nil
    }

    public var levelCleared: (level: Int, score: Int, moves: Int, stars: Int, bonus: Int)? {
        name == .levelCleared ? (values[0], values[1], values[2], values[3], values[4]) : nil
    }
}

extension EventDeclaration {
    /// The Tiles events achievement conditions may name, fields in payload order.
    public static let tilesEvents: [EventDeclaration] = [
        EventDeclaration(.groupRemoved, fields: [Field("size"), Field("color"), Field("points")]),
        EventDeclaration(.levelCleared, fields: [Field("level"), Field("score"), Field("moves"), Field("stars"),
                                                 Field("bonus")]),
        EventDeclaration(.boardStuck),
        EventDeclaration(.freeGroupRemoved, fields: [Field("size"), Field("color"), Field("points")]),
        EventDeclaration(.freeBoardCleared, fields: [Field("score"), Field("moves"), Field("bonus")]),
        EventDeclaration(.tilesLeft, fields: [Field("count"), Field("penalty"), Field("score")]),
    ]
}

extension StatsContext {
    /// A Tiles game: one attempt at one level, named as every game made of levels names it
    /// (`LevelPlace`). A level of the shipped pack names no pack, as every game before packs
    /// existed did.
    public static func tiles(level: Int, pack: String? = nil, map: String? = nil) -> StatsContext {
        let place = LevelPlace(number: level, pack: pack == ShippedPack.name ? nil : pack, map: map)
        return StatsContext(kind: .tiles, detail: place.detail)
    }

    /// A Same Game free-play game on a board of `shape`: no level, so no level's stats.
    public static func tilesFree(_ shape: FreePlayShape) -> StatsContext {
        StatsContext(kind: .tiles, detail: [freeKey: .name(shape.key)])
    }

    private static let freeKey = "free"

    /// The shape of a free-play game's board, nil for a level's game.
    public var tilesFreeShape: FreePlayShape? {
        kind == .tiles ? name(Self.freeKey).flatMap(FreePlayShape.init(key:)) : nil
    }

    /// The fingerprint of the map the game was played on, when its context records it.
    public var tilesMap: String? { levelPlace?.map }

    /// The pack of a Tiles game's level (the shipped pack when the context names none).
    public var tilesPack: String { levelPlace?.pack ?? ShippedPack.name }

    /// The level of a Tiles game's context.
    public var tilesLevel: Int? { kind == .tiles ? levelPlace?.number : nil }
}
