import ClearfieldServiceGames
import SharedBoard
@testable import BoardService

/// The administrator's commands, as the tests call them.
enum BoardServiceAdmin {
    static func invite(on connection: BoardConnection, uses: Int) throws -> String {
        try BoardAdmin(connection: connection, games: .clearfield).invite(uses: uses)
    }
}
