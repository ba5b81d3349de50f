/// A daily challenge's game (issue 23): its context names the date ("YYYY-MM-DD"), so the
/// game's finished row tells which day's attempt it was.
extension StatsContext {
    private static let dailyKey = "daily"

    /// The date of the daily challenge this game was, or nil.
    public var dailyDate: String? { name(Self.dailyKey) }

    /// This context for the daily challenge of `date`.
    public func daily(_ date: String) -> StatsContext {
        var marked = detail
        marked[Self.dailyKey] = .name(date)
        return StatsContext(kind: kind, detail: marked)
    }
}
