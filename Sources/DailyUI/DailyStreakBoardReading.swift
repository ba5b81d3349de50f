import Daily
import Foundation
import LocalDatabase

extension DailyLedger {
    /// The board of current streaks of every player of the local database, as of `today`, with
    /// this ledger's player as the viewer, counting `games`' dailies. Reads the database: run it
    /// as background work.
    public func streakBoard(today: DailyDate, games: DailyGames) throws -> [DailyStreakRow] {
        let players = try database.dailyClearsOfEveryPlayer().map { player in
            var cleared: [DailyGame: Set<DailyDate>] = [:]
            for (game, dates) in player.cleared {
                // A row naming a game or date this version does not know counts for nothing.
                guard let game = games.game(id: game) else { continue }
                cleared[game] = Set(dates.compactMap(DailyDate.init))
            }
            return DailyStreakPlayer(playerID: player.playerID, name: player.displayName, isBlocked: player.isBlocked,
                                     cleared: cleared)
        }
        return DailyStreakBoard.rows(players, today: today, viewer: playerID)
    }
}
