/// Where a game stands, as every game reports it.
///
/// `won` and `lost` are final: the game takes no further action, not even an undo. `stuck`
/// means no move is possible from here, but a game with undo may still be taken back
/// (undo, restart); it ends stuck only when the player leaves it so.
public enum GameStatus: String, Codable, Hashable, Sendable {
    case playing, won, lost, stuck

    /// True when no move can be made now (won, lost or stuck).
    public var isOver: Bool { self != .playing }

    /// True when the game is decided for good: nothing may follow in its log.
    public var isFinal: Bool { self == .won || self == .lost }
}

/// What starts a game: what the player chose and the seed the game was dealt.
public struct GameSetup<Params: Codable & Hashable & Sendable>: Codable, Hashable, Sendable {
    public var params: Params
    public var seed: UInt64

    public init(params: Params, seed: UInt64) {
        self.params = params
        self.seed = seed
    }
}
