extension SavingPlayScreen {
    /// The game was decided: offer it to the leaderboards (wired once the Leaderboards module is in).
    mutating func rank(context: ScreenContext) {}
}
