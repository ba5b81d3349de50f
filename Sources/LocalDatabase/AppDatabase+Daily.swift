import Foundation
import GRDB

// Daily challenges (issue 23): one row per attempt started. The first attempt a player starts at
// a date, while that date is today in their zone, is the ranked one; every other attempt (a
// second one that day, any past date) is practice, played on a `chosen` seed so the game's own
// context marks it practice. How the ranked attempt ended is not copied here: it is read from
// the game's row in `finishedGame`, the one daily game of that date whose context is not
// practice (the back ends put `daily` in a daily game's context), so the play screens and the
// effect runner need no change. A ranked attempt left unfinished is a loss.

/// How a daily attempt stands, read from its game's finished row.
public enum DailyAttemptOutcome: String, Hashable, Sendable, Codable {
    case won, lost
    /// Given up: left without saving, or replaced by a new game. A loss for the day.
    case left
    /// Not finished yet (in play, or saved to be continued).
    case open
}

/// One attempt at a daily challenge.
public struct DailyAttempt: Hashable, Sendable {
    public var playerID: Int64
    /// The game's kind ("mines", "tiles").
    public var game: String
    /// The challenge's date, "YYYY-MM-DD".
    public var date: String
    public var ranked: Bool
    public var startedAt: Date
    /// How the ranked attempt ended (`open` for practice: only the ranked one is followed).
    public var outcome: DailyAttemptOutcome
    /// The ranked game's id and play time once it finished.
    public var gameID: String?
    public var playMilliseconds: Int64?

    public init(playerID: Int64, game: String, date: String, ranked: Bool, startedAt: Date,
                outcome: DailyAttemptOutcome = .open, gameID: String? = nil, playMilliseconds: Int64? = nil) {
        self.gameID = gameID
        self.playerID = playerID
        self.game = game
        self.date = date
        self.ranked = ranked
        self.startedAt = startedAt
        self.outcome = outcome
        self.playMilliseconds = playMilliseconds
    }
}

extension AppDatabase {
    /// "v12-daily-attempts". The partial unique index is the rule itself: at most one ranked
    /// attempt per player, game and date, whatever two copies of the game do at once.
    static func migrateToDailyAttempts(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE dailyAttempt (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                playerId INTEGER NOT NULL REFERENCES player(id) ON DELETE CASCADE,
                game TEXT NOT NULL,
                date TEXT NOT NULL,
                ranked BOOLEAN NOT NULL,
                startedAt DATETIME NOT NULL);
            CREATE UNIQUE INDEX dailyAttempt_ranked ON dailyAttempt(playerId, game, date) WHERE ranked;
            CREATE INDEX dailyAttempt_player ON dailyAttempt(playerId, game, date);
            CREATE INDEX finishedGame_daily ON finishedGame(playerId, game, json_extract(context, '$.daily'))
                WHERE json_extract(context, '$.daily') IS NOT NULL;
            """)
    }

    /// Records an attempt as it starts and says whether it is the ranked one: the first attempt
    /// at `date` while `date` is `today`. Any other is practice. One transaction, so two copies
    /// starting at once get one ranked attempt between them.
    public func startDailyAttempt(playerID: Int64, game: String, date: String, today: String) throws -> DailyAttempt {
        let startedAt = now()
        return try dbWriter.write { db in
            let rankedTaken = try Bool.fetchOne(db, sql: """
                SELECT EXISTS (SELECT 1 FROM dailyAttempt WHERE playerId = ? AND game = ? AND date = ? AND ranked)
                """, arguments: [playerID, game, date]) ?? false
            let ranked = date == today && !rankedTaken
            try db.execute(sql: """
                INSERT INTO dailyAttempt (playerId, game, date, ranked, startedAt) VALUES (?, ?, ?, ?, ?)
                """, arguments: [playerID, game, date, ranked, startedAt])
            return DailyAttempt(playerID: playerID, game: game, date: date, ranked: ranked,
                                startedAt: startedAt)
        }
    }

    /// Takes back the latest attempt at `date` of `game`, left before its first move (issue 34, B7):
    /// such a game is not counted, so it is no attempt; a ranked one leaves the day's ranked
    /// attempt unused. Only an attempt with no finished game behind it is taken back. Returns
    /// whether one was.
    @discardableResult
    public func withdrawUnstartedDailyAttempt(playerID: Int64, game: String, date: String, ranked: Bool) throws -> Bool {
        try dbWriter.write { db in
            try db.execute(sql: """
                DELETE FROM dailyAttempt WHERE id = (
                    SELECT a.id FROM dailyAttempt a
                    WHERE a.playerId = ? AND a.game = ? AND a.date = ? AND a.ranked = ?
                      AND (\(Self.rankedGame("gameId"))) IS NULL
                    ORDER BY a.id DESC LIMIT 1)
                """, arguments: [playerID, game, date, ranked])
            return db.changesCount > 0
        }
    }

    /// A player's attempts at dates from `first` to `last` (inclusive, "YYYY-MM-DD"), oldest
    /// first; every game's when `game` is nil.
    public func dailyAttempts(playerID: Int64, game: String? = nil, from first: String = "0000-00-00",
                              through last: String = "9999-99-99") throws -> [DailyAttempt] {
        try dbWriter.read { db in
            var sql = Self.attemptSelect + " WHERE a.playerId = ? AND a.date BETWEEN ? AND ?"
            var arguments: StatementArguments = [playerID, first, last]
            if let game {
                sql += " AND a.game = ?"
                arguments += [game]
            }
            return try Row.fetchAll(db, sql: sql + " ORDER BY a.date, a.id", arguments: arguments)
                .map(Self.attempt)
        }
    }

    /// The dates each game's ranked daily was won on: what streaks are counted from.
    public func dailyClearedDates(playerID: Int64) throws -> [String: Set<String>] {
        try dbWriter.read { db in
            var result: [String: Set<String>] = [:]
            let rows = try Row.fetchAll(db, sql: """
                SELECT a.game, a.date FROM dailyAttempt a
                WHERE a.playerId = ? AND a.ranked AND (\(Self.rankedGame("gameId"))) IN
                    (SELECT gameId FROM finishedGame WHERE outcome = 'won')
                """, arguments: [playerID])
            for row in rows { result[row["game"], default: []].insert(row["date"]) }
            return result
        }
    }

    /// The column `column` of the ranked attempt `a`'s game: the earliest finished game of its
    /// player, game and date that is not practice.
    static func rankedGame(_ column: String) -> String {
        """
        SELECT f.\(column) FROM finishedGame f
        WHERE a.ranked AND f.playerId = a.playerId AND f.game = a.game
          AND json_extract(f.context, '$.daily') = a.date AND json_extract(f.context, '$.practice') IS NULL
        ORDER BY f.finishedAt, f.rowid LIMIT 1
        """
    }

    private static let attemptSelect = """
        SELECT a.playerId, a.game, a.date, a.ranked, a.startedAt,
               (\(rankedGame("gameId"))) AS gameId, (\(rankedGame("outcome"))) AS outcome,
               (\(rankedGame("playTimeMs"))) AS playTimeMs
        FROM dailyAttempt a
        """

    private static func attempt(_ row: Row) -> DailyAttempt {
        let outcome: DailyAttemptOutcome = switch row["outcome"] as String? {
        case nil: .open
        case "won": .won
        case "lost": .lost
        default: .left
        }
        return DailyAttempt(playerID: row["playerId"], game: row["game"], date: row["date"], ranked: row["ranked"],
                            startedAt: row["startedAt"], outcome: outcome, gameID: row["gameId"],
                            playMilliseconds: row["playTimeMs"])
    }
}
