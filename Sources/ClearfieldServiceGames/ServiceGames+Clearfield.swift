import BoardService
import Daily
import GameRules
import Leaderboards
import Mines
import Tiles

extension ServiceGames {
    /// The board service's composition root: the games it serves, from their back-end modules
    /// only (no front end is linked in), one line each, with their dailies in the order the
    /// service's pages list them (the streak query's condition follows it: `mines|tiles`).
    public static let clearfield: ServiceGames = {
        do {
            return ServiceGames(games: try GameRegistry([TilesBackEnd.self, MinesBackEnd.self]),
                                rules: [MinesRanking(), TilesRanking()],
                                dailies: DailyGames([MinesDaily(), TilesDaily()]))
        } catch {
            preconditionFailure("the shipped games are registered wrongly: \(error)")
        }
    }()
}
