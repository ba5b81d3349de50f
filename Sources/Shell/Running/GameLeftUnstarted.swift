import Progress

/// Who is told when a game is left before its first move (issue 34, B7). Such a game is not
/// counted, so whatever its start took must be given back: a daily's ranked attempt, taken as the
/// game opened. The shell names no feature; the daily module puts its listener here.
private enum GameLeftUnstartedKey: EnvironmentKey {
    static var defaultValue: ((StatsContext) -> Void)? { nil }
}

extension AppEnvironment {
    /// Called with the game's context when a game ends with no move made.
    public var gameLeftUnstarted: ((StatsContext) -> Void)? {
        get { self[GameLeftUnstartedKey.self] }
        set { self[GameLeftUnstartedKey.self] = newValue }
    }
}
