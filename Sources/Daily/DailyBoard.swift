import Leaderboards

/// A daily challenge's board: `mines.daily.YYYY-MM-DD`, `tiles.daily.YYYY-MM-DD`. One board a
/// date a game, kept for good, so past days stay listed.
public struct DailyBoard: Hashable, Sendable {
    public static let group = "daily"

    public var game: DailyGame
    public var date: DailyDate

    public init(game: DailyGame, date: DailyDate) {
        self.game = game
        self.date = date
    }

    public var id: BoardID { BoardID("\(game.rawValue).daily.\(date)") }

    /// The daily board `board` names, or nil for any other id.
    public init?(_ board: BoardID) {
        let parts = board.rawValue.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[1] == "daily", let game = DailyGame(rawValue: String(parts[0])),
              let date = DailyDate(String(parts[2])) else { return nil }
        self.init(game: game, date: date)
    }
}
