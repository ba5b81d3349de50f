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

    /// This context without the practice mark: a game saved before practice was told apart is
    /// still this game.
    public var withoutPracticeMark: StatsContext {
        var unmarked = detail
        unmarked[Self.practiceKey] = nil
        return StatsContext(kind: kind, detail: unmarked)
    }
}
