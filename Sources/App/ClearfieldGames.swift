import GameRules
import Mines
import Progress
import Tiles

extension GameRegistry {
    /// The games this program offers, in the order screens list them: one line per game. (A game
    /// also lists its screens in `PlayFrontEnds.all`.) Two games sharing a kind is a mistake in
    /// this list, which the registry tests catch before any player could.
    public static let clearfield: GameRegistry = {
        do {
            return try GameRegistry([TilesBackEnd.self, MinesBackEnd.self])
        } catch {
            preconditionFailure("the shipped games are registered wrongly: \(error)")
        }
    }()
}

extension GameCatalogs {
    /// The registered games' stats catalogs and events, as Progress takes them. Should a catalog
    /// ever be declared wrongly, the program runs without stats rather than stopping; the
    /// catalog tests fail first.
    public static let clearfield: GameCatalogs = (try? GameRegistry.clearfield.gameCatalogs()) ?? .empty
}
