import BoardService
import Daily
import GameRules
import Leaderboards
import Mines
import Tiles

/// One game the board service serves, whole, from its back-end module only (no front end is
/// linked into the service): its back end, its ranking rules and its daily.
private struct ServedGame {
    var backEnd: any GameBackEnd.Type
    var rules: any RankingRules
    var daily: (any GameDaily)?
    /// Where its boards and its daily come in the service's lists (smaller first).
    var boardsOrder: Int
}

extension ServiceGames {
    /// The board service's composition root: one entry per game it serves, the registry in the
    /// entries' order, the boards and the dailies in `boardsOrder` (the order the service's pages
    /// list them).
    public static let clearfield: ServiceGames = {
        let served = [
            ServedGame(backEnd: TilesBackEnd.self, rules: TilesRanking(), daily: TilesDaily(), boardsOrder: 1),
            ServedGame(backEnd: MinesBackEnd.self, rules: MinesRanking(), daily: MinesDaily(), boardsOrder: 0),
        ]
        let listed = served.enumerated().sorted { ($0.element.boardsOrder, $0.offset) < ($1.element.boardsOrder, $1.offset) }
            .map(\.element)
        do {
            return ServiceGames(games: try GameRegistry(served.map(\.backEnd)), rules: listed.map(\.rules),
                                dailies: DailyGames(listed.compactMap(\.daily)))
        } catch {
            preconditionFailure("the shipped games are registered wrongly: \(error)")
        }
    }()
}
