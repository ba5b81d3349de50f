import Daily
import DailyUI
import SharedBoard

extension DailySharedStreaks {
    /// The shared board's streaks, each read on a connection of its own (closed after it), as
    /// the connected player.
    static func board(settings: BoardConnectionSettings) -> DailySharedStreaks {
        DailySharedStreaks { firstDay in
            let server = BoardServer(connection: try BoardConnection.open(settings))
            defer { server.connection.close() }
            return try reading(server, from: firstDay)
        }
    }

    /// Every board player's clears from `firstDay` on (one statement), as the streaks count them.
    static func reading(_ server: BoardServer, from firstDay: DailyDate) throws -> Reading {
        let found = try server.dailyClears(games: DailyGame.allCases.map(\.rawValue), from: firstDay.description)
        let players = found.players.map { player in
            DailyStreakPlayer(playerID: player.playerID, name: player.displayName, isBlocked: player.isBlocked,
                              cleared: cleared(boards: player.boards))
        }
        return Reading(players: players, viewer: found.viewer, isComplete: found.isComplete)
    }
}
