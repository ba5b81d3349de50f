import Progress

extension FinishedGameDetails {
    /// What the history keeps of a finished game's result: its context, time and own stats.
    public init(_ result: GameResult) {
        self.init(context: result.context, playTimeMilliseconds: result.playTimeMilliseconds,
                  stats: result.stats.storedValues)
    }
}
