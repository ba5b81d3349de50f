/// A practice game: one whose board the player chose (a seed given by hand). It counts as a game
/// like any other, but it never sets a best: the board could have been tried before.
extension StatsContext {
    private static let practiceKey = "practice"

    /// Whether this game is practice (its bests are not kept).
    public var isPractice: Bool { number(Self.practiceKey) == 1 }

    /// This context for a practice game.
    public func practice() -> StatsContext {
        var marked = detail
        marked[Self.practiceKey] = .number(1)
        return StatsContext(kind: kind, detail: marked)
    }

    /// Details a game began to record after games were saved without them: the practice mark,
    /// how a Mines board was laid out ("style", issue 22) and the fingerprint of a Tiles map
    /// ("map"; the saved params carry the map, which resuming checks against the level). A saved
    /// game is checked against its game without them, so a save from before any is still this game's.
    static let detailsAddedLater: Set<String> = [practiceKey, "style", LevelPlace.mapKey]

    /// This context without the details added later (`detailsAddedLater`): a game saved before
    /// practice, or a Mines board's style, was told apart is still this game.
    public var withoutDetailsAddedLater: StatsContext {
        StatsContext(kind: kind, detail: detail.filter { !Self.detailsAddedLater.contains($0.key) })
    }
}
