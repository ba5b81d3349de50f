/// What the outbox needs from a connected board: who we are there and an idempotent insert.
/// `BoardServer` is the real one; tests put a board that loses its replies in between.
public protocol BoardSession: AnyObject {
    /// The connected role's player on the board.
    var playerID: Int64 { get }
    /// Inserts the run once; false when the board already had that run id.
    func insert(_ run: ServerRun) throws -> Bool
    /// A deal for a next game of `game`, issued by the board to this player.
    func issueDeal(game: String) throws -> ServerDeal
    func close()
}

/// A session over one real connection.
public final class ServerSession: BoardSession {
    public let server: BoardServer
    public let playerID: Int64

    /// Connects and finds the role's player (refused when the administrator has not added it).
    public init(settings: BoardConnectionSettings) throws {
        let connection = try BoardConnection.open(settings)
        server = BoardServer(connection: connection)
        do {
            guard let id = try server.currentPlayerID() else {
                throw BoardError.refused("the role \(settings.user) is not a player of this board: "
                    + "ask its administrator to add it", sqlState: "42501")
            }
            playerID = id
        } catch {
            connection.close()
            throw error
        }
    }

    public func insert(_ run: ServerRun) throws -> Bool {
        try server.insert(run)
    }

    public func issueDeal(game: String) throws -> ServerDeal {
        try server.issueDeal(game: game)
    }

    public func close() {
        server.connection.close()
    }
}
