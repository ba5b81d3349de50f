/// The games Clearfield offers.
public enum GameKind: String, Codable, Sendable, CaseIterable {
    case tiles, mines

    public var title: String {
        switch self {
        case .tiles: "Tiles"
        case .mines: "Mines"
        }
    }
}

/// How a game ended.
public enum GameOutcome: String, Codable, Sendable {
    case won, lost, abandoned
}

/// Something that happened in a game. Rules and the session emit these; stats,
/// achievements, saving and the screen only listen. Nothing here is derived later from
/// the board, so a listener never needs to look inside a game.
public enum GameEvent: Equatable, Codable, Sendable {
    // The session layer.
    case gameStarted(GameKind)
    case undone
    case redone
    case restarted
    case hintUsed
    case gameEnded(GameKind, GameOutcome)

    // Tiles.
    case groupRemoved(size: Int, color: Int, points: Int)
    case levelCleared(level: Int, score: Int, moves: Int, stars: Int, bonus: Int)
    case boardStuck

    // Mines.
    case cellsRevealed(count: Int)
    case flagPlaced(correct: Bool)
    case flagRemoved(correct: Bool)
    case chorded(revealed: Int)
    case mineHit
    case boardCleared(level: Int, threeBV: Int, clicks: Int)

    /// A stable name, used by declarative achievement conditions and debugging dumps.
    public var name: String {
        switch self {
        case .gameStarted: "gameStarted"
        case .undone: "undone"
        case .redone: "redone"
        case .restarted: "restarted"
        case .hintUsed: "hintUsed"
        case .gameEnded: "gameEnded"
        case .groupRemoved: "groupRemoved"
        case .levelCleared: "levelCleared"
        case .boardStuck: "boardStuck"
        case .cellsRevealed: "cellsRevealed"
        case .flagPlaced: "flagPlaced"
        case .flagRemoved: "flagRemoved"
        case .chorded: "chorded"
        case .mineHit: "mineHit"
        case .boardCleared: "boardCleared"
        }
    }

    /// Every name `name` can return, for validating declarations that refer to events.
    public static let allNames: Set<String> = [
        "gameStarted", "undone", "redone", "restarted", "hintUsed", "gameEnded",
        "groupRemoved", "levelCleared", "boardStuck",
        "cellsRevealed", "flagPlaced", "flagRemoved", "chorded", "mineHit", "boardCleared",
    ]
}
