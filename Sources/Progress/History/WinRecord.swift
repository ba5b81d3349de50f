/// Games, wins and winning streaks of a run of games, the figures minesweeper players compare.
///
/// Every finished game counts as played: a game left unfinished after its first move counts
/// like a loss, as in the classic games (a game never begun is not a game and never gets here).
/// A streak is a run of wins in a row; any other result ends it.
public struct WinRecord: Codable, Equatable, Sendable {
    public var games: Int
    public var wins: Int
    /// Wins since the last game that was not a win.
    public var currentStreak: Int
    /// The longest run of wins in a row.
    public var longestStreak: Int

    public init(games: Int = 0, wins: Int = 0, currentStreak: Int = 0, longestStreak: Int = 0) {
        self.games = games
        self.wins = wins
        self.currentStreak = currentStreak
        self.longestStreak = longestStreak
    }

    /// The record of these results, oldest first (true: a win).
    public init<Results: Sequence>(results: Results) where Results.Element == Bool {
        self.init()
        for won in results { add(won: won) }
    }

    /// The record with one more game at the end.
    public mutating func add(won: Bool) {
        games += 1
        if won {
            wins += 1
            currentStreak += 1
            longestStreak = max(longestStreak, currentStreak)
        } else {
            currentStreak = 0
        }
    }

    /// Wins out of games in percent; nil before the first game.
    public var winPercentage: Double? {
        games == 0 ? nil : Double(wins) * 100 / Double(games)
    }

    private enum CodingKeys: String, CodingKey {
        case games, wins, currentStreak, longestStreak
    }
}
