import Mines
import Progress
import Tiles

extension GameCatalogs {
    /// The games this program offers, in the order screens list them: their stats catalogs and
    /// events. (A registry of the games' back ends is to build this list.) Should a catalog ever
    /// be declared wrongly, the program runs without stats rather than stopping; the catalog
    /// tests fail first.
    public static let clearfield: GameCatalogs =
        (try? GameCatalogs([TilesStats.game(), MinesStats.game()])) ?? .empty
}
