import Foundation
import GRDB
import Progress

/// The game history: the finished-game rows, read back for records, streaks and recent games.
extension AppDatabase {
    /// Every finished game of one player in one game, oldest first (the order streaks run in;
    /// games finished in the same millisecond keep the order they were written in).
    public func playedGames(player: Player.ID, game: String) throws -> [PlayedGame] {
        try dbWriter.read { db in
            try FinishedGameRecord
                .filter(FinishedGameRecord.Columns.playerID == player && FinishedGameRecord.Columns.game == game)
                .order(FinishedGameRecord.Columns.finishedAt, Column.rowID)
                .fetchAll(db)
                .map(\.playedGame)
        }
    }

    /// The finished daily games of one player in one game, oldest first: what the daily streaks
    /// count (read through the `finishedGame_daily` index, not the whole history).
    public func playedDailyGames(player: Player.ID, game: String) throws -> [PlayedGame] {
        try dbWriter.read { db in
            try FinishedGameRecord
                .filter(FinishedGameRecord.Columns.playerID == player && FinishedGameRecord.Columns.game == game)
                .filter(sql: "json_extract(context, '$.daily') IS NOT NULL")
                .order(FinishedGameRecord.Columns.finishedAt, Column.rowID)
                .fetchAll(db)
                .map(\.playedGame)
        }
    }

    /// The latest `limit` finished games of one player in one game, newest first.
    public func recentGames(player: Player.ID, game: String, limit: Int) throws -> [PlayedGame] {
        try dbWriter.read { db in
            try FinishedGameRecord
                .filter(FinishedGameRecord.Columns.playerID == player && FinishedGameRecord.Columns.game == game)
                .order(FinishedGameRecord.Columns.finishedAt.desc, Column.rowID.desc)
                .limit(max(0, limit))
                .fetchAll(db)
                .map(\.playedGame)
        }
    }
}
