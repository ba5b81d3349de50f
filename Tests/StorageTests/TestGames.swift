import Foundation
import Mines
import Progress
import SaveFiles
import Tiles

/// The shipped games as the tests hand them to Progress and to decoders.
enum TestGames {
    static let catalogs: GameCatalogs = {
        do {
            return try GameCatalogs([TilesStats.game(), MinesStats.game()])
        } catch {
            fatalError("the shipped games' catalogs do not build: \(error)")
        }
    }()

    /// A save archive that can read saved stats.
    static func archive() -> SaveArchive<SavedGame> {
        SaveArchive<SavedGame>(userInfo: catalogs.decodingUserInfo)
    }

    static func decoder() -> PropertyListDecoder {
        let decoder = PropertyListDecoder()
        for (key, value) in catalogs.decodingUserInfo { decoder.userInfo[key] = value }
        return decoder
    }
}
