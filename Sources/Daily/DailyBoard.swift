import GameCore
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

    /// The daily board of `game` that `board` names, or nil for any other id.
    public init?(_ board: BoardID, of game: DailyGame) {
        guard let (id, date) = Self.parts(board), id == game.rawValue else { return nil }
        self.init(game: game, date: date)
    }

    /// The daily board of one of `games` that `board` names, or nil for any other id.
    public init?(_ board: BoardID, in games: DailyGames) {
        guard let (id, date) = Self.parts(board), let game = games.game(id: id) else { return nil }
        self.init(game: game, date: date)
    }

    /// `<id>.daily.<YYYY-MM-DD>`'s id and date.
    static func parts(_ board: BoardID) -> (id: String, date: DailyDate)? {
        let parts = board.rawValue.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[1] == "daily", let date = DailyDate(String(parts[2])) else { return nil }
        return (String(parts[0]), date)
    }
}
