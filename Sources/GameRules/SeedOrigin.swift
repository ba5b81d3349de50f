/// Where a game's seed came from, which decides whether the game may be ranked: a player who
/// knows the seed before playing knows the board (a seed typed with `--seed`, a save played on
/// from somewhere else), so only a seed the game dealt itself is fair.
///
/// Kept beside `GameSetup` (which stays params + seed: what rebuilds the game) by the midend's
/// `GamePlay` and by format-2 saves. Where it is optional, nil means unknown (a save written
/// before origins were kept): never ranked either.
public enum SeedOrigin: String, Codable, Hashable, Sendable, CaseIterable {
    /// The game chose the seed at random when it began: nobody knew the board.
    case dealt
    /// The player chose the seed (`--seed`): the board may be known in advance.
    case chosen
    /// Played on from another copy of a save: the board may have been seen in the other copy.
    case continued

    /// Whether nobody could know the board before the game began.
    public var isDealt: Bool { self == .dealt }
}
