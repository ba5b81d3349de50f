import Foundation
import GRDB
import Leaderboards
import Players

// Reading boards: every query walks the `boardBest_order` index of one board and period, and
// joins names and avatars only for the rows it returns. (The public reads, which replay the runs
// behind the rows first, are in DatabaseLeaderboardStore+ReplayCheck.swift.)
extension DatabaseLeaderboardStore {
    /// Rows a viewer sees: everyone not blocked, and the viewer (hidden if blocked); and only a row
    /// whose run is kept and verified (`BoardRowCheck`), so a row written by hand ranks nowhere.
    private var visible: String {
        "(b.playerId = :viewer OR b.playerId NOT IN (SELECT playerId FROM playerProfile WHERE blocked)) AND "
            + rowCheck.hasItsRun
    }

    var rowCheck: BoardRowCheck { BoardRowCheck(aggregates: Array(aggregates.keys)) }
    private static let columns = """
        b.playerId, b.runId, b.sortKey1, b.sortKey2, b.sortKey3, b.figures, b.finishedAt,
        p.name, pp.nickname, pp.nicknameBlanked, pp.blocked, pa.pixels
        """
    private static let joins = """
        LEFT JOIN player p ON p.id = b.playerId
        LEFT JOIN playerProfile pp ON pp.playerId = b.playerId
        LEFT JOIN playerAvatar pa ON pa.playerId = b.playerId
        """

    func storedRows(board: BoardID, window: RankWindow, now: Date, offset: Int, limit: Int,
                    viewer: PlayerID?) throws -> [BoardRow] {
        guard limit > 0 else { return [] }
        let period = periods.period(window, at: now)
        return try writer.read { db in
            let found = try Row.fetchAll(db, sql: """
                SELECT \(Self.columns) FROM boardBest b \(Self.joins)
                WHERE b.board = :board AND b.period = :period AND \(visible)
                ORDER BY b.sortKey1, b.sortKey2, b.sortKey3, b.playerId
                LIMIT :limit OFFSET :offset
                """, arguments: ["board": board.rawValue, "period": period, "viewer": viewer,
                                 "limit": limit, "offset": max(0, offset)])
            return try ranked(found, firstPosition: max(0, offset), board: board, period: period, viewer: viewer, db)
        }
    }

    public func rowCount(board: BoardID, window: RankWindow, now: Date, viewer: PlayerID?) throws -> Int {
        try writer.read { db in
            try Int.fetchOne(db, sql: """
                SELECT COUNT(*) FROM boardBest b WHERE b.board = :board AND b.period = :period AND \(visible)
                """, arguments: ["board": board.rawValue, "period": periods.period(window, at: now), "viewer": viewer]) ?? 0
        }
    }

    func storedRank(of player: PlayerID, board: BoardID, window: RankWindow, now: Date) throws -> BoardRow? {
        let period = periods.period(window, at: now)
        return try writer.read { db in
            guard let row = try Row.fetchOne(db, sql: """
                SELECT \(Self.columns) FROM boardBest b \(Self.joins)
                WHERE b.board = ? AND b.period = ? AND b.playerId = ? AND \(rowCheck.hasItsRun)
                """, arguments: [board.rawValue, period, player]) else { return nil }
            return try ranked([row], firstPosition: nil, board: board, period: period, viewer: player, db).first
        }
    }

    func storedAround(player: PlayerID, board: BoardID, window: RankWindow, now: Date, radius: Int) throws -> [BoardRow] {
        let period = periods.period(window, at: now)
        return try writer.read { db in
            guard let ownRow = try Row.fetchOne(db, sql: """
                SELECT * FROM boardBest b WHERE b.board = ? AND b.period = ? AND b.playerId = ? AND \(rowCheck.hasItsRun)
                """, arguments: [board.rawValue, period, player]) else { return [] }
            let own = try Self.best(from: ownRow)
            let arguments: StatementArguments = [
                "board": board.rawValue, "period": period, "viewer": player, "limit": max(0, radius),
                "k1": own.sortKey[0], "k2": own.sortKey[1], "k3": own.sortKey[2],
            ]
            let before = try Row.fetchAll(db, sql: """
                SELECT \(Self.columns) FROM boardBest b \(Self.joins)
                WHERE b.board = :board AND b.period = :period AND \(visible)
                  AND (b.sortKey1, b.sortKey2, b.sortKey3, b.playerId) < (:k1, :k2, :k3, :viewer)
                ORDER BY b.sortKey1 DESC, b.sortKey2 DESC, b.sortKey3 DESC, b.playerId DESC LIMIT :limit
                """, arguments: arguments)
            let from = try Row.fetchAll(db, sql: """
                SELECT \(Self.columns) FROM boardBest b \(Self.joins)
                WHERE b.board = :board AND b.period = :period AND \(visible)
                  AND (b.sortKey1, b.sortKey2, b.sortKey3, b.playerId) >= (:k1, :k2, :k3, :viewer)
                ORDER BY b.sortKey1, b.sortKey2, b.sortKey3, b.playerId LIMIT :limit + 1
                """, arguments: arguments)
            return try ranked(before.reversed() + from, firstPosition: nil, board: board, period: period,
                              viewer: player, db)
        }
    }

    /// Counts the rows the viewer sees whose key is strictly better than `key`.
    func countBetter(than key: [Int64], board: BoardID, period: String, viewer: PlayerID?, _ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: """
            SELECT COUNT(*) FROM boardBest b
            WHERE b.board = :board AND b.period = :period AND \(visible)
              AND (b.sortKey1, b.sortKey2, b.sortKey3) < (:k1, :k2, :k3)
            """, arguments: ["board": board.rawValue, "period": period, "viewer": viewer,
                             "k1": key[0], "k2": key[1], "k3": key[2]]) ?? 0
    }

    /// Counts the rows the viewer sees before a row in board order (key, then player id).
    private func countBefore(_ key: [Int64], player: PlayerID, board: BoardID, period: String, viewer: PlayerID?,
                             _ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: """
            SELECT COUNT(*) FROM boardBest b
            WHERE b.board = :board AND b.period = :period AND \(visible)
              AND (b.sortKey1, b.sortKey2, b.sortKey3, b.playerId) < (:k1, :k2, :k3, :player)
            """, arguments: ["board": board.rawValue, "period": period, "viewer": viewer, "player": player,
                             "k1": key[0], "k2": key[1], "k3": key[2]]) ?? 0
    }

    /// Consecutive rows in board order as `BoardRow`s. The first row's rank is counted; the
    /// others follow from their positions (a tie keeps the rank before it). `firstPosition`
    /// is the first row's place in the board (counted when nil).
    private func ranked(_ rows: [Row], firstPosition: Int?, board: BoardID, period: String, viewer: PlayerID?,
                        _ db: Database) throws -> [BoardRow] {
        guard let first = rows.first else { return [] }
        let firstKey: [Int64] = [first["sortKey1"], first["sortKey2"], first["sortKey3"]]
        var rank = try countBetter(than: firstKey, board: board, period: period, viewer: viewer, db) + 1
        var position = try firstPosition
            ?? countBefore(firstKey, player: first["playerId"], board: board, period: period, viewer: viewer, db)
        var result: [BoardRow] = []
        result.reserveCapacity(rows.count)
        var previousKey = firstKey
        for row in rows {
            let best = try Self.best(from: row)
            if best.sortKey != previousKey { rank = position + 1 }
            previousKey = best.sortKey
            position += 1
            let blocked: Bool = row["blocked"] ?? false
            let pixels: Data? = row["pixels"]
            result.append(BoardRow(
                rank: rank, playerID: best.playerID,
                displayName: Self.displayName(id: best.playerID, login: row["name"], nickname: row["nickname"],
                                              blanked: row["nicknameBlanked"] ?? false),
                avatarPixels: pixels.map { [UInt8]($0) }, figures: best.figures, sortKey: best.sortKey,
                runID: best.runID, finishedAt: best.finishedAt, isViewer: best.playerID == viewer, isHidden: blocked))
        }
        return result
    }

    /// The name a board shows, by the profile's rule (`PlayerProfile.displayName`): "Player N"
    /// when a moderator blanked it, else the nickname, else the login name. A stored nickname is
    /// checked again as the profile reader checks it, so one written by hand that breaks the rules
    /// shows the login name on a board too.
    static func displayName(id: PlayerID, login: String?, nickname: String?, blanked: Bool) -> String {
        if blanked { return PlayerProfile.placeholderName(for: id) }
        if let nickname, let valid = try? Nickname.validate(nickname).get() { return valid.text }
        return login ?? PlayerProfile.placeholderName(for: id)
    }
}
