import Leaderboards

/// What the board service (issue 29) still spells with a fixed list, kept until it takes the
/// games' descriptors (`DailyGames`) as the game does: BoardService was not changed with the
/// descriptor (issue 33), so its calls keep compiling and meaning what they meant.
extension DailyGame {
    /// The ids the service deals and learns dailies of.
    static let serviceIDs: Set<String> = ["mines", "tiles"]

    /// The daily game spelled `rawValue`, nil for one the service does not know.
    public init?(rawValue: String) {
        guard Self.serviceIDs.contains(rawValue) else { return nil }
        self.rawValue = rawValue
    }
}

extension DailyBoard {
    /// The daily board `board` names, of a game the service knows (`DailyGame(rawValue:)`), or
    /// nil for any other id.
    public init?(_ board: BoardID) {
        guard let (id, date) = Self.parts(board), let game = DailyGame(rawValue: id) else { return nil }
        self.init(game: game, date: date)
    }
}

extension SharedDailySeeds {
    /// The book of the board service: a daily is the challenge on the service's seed of its date
    /// only. Its board is a function of the seed (the Tiles map, the Mines layout and opening),
    /// and the documented seed is known to anyone for any date, so a run on the documented board
    /// would be a day practised in advance (issue 29).
    public static func service() -> SharedDailySeeds {
        SharedDailySeeds(documented: [])
    }
}
