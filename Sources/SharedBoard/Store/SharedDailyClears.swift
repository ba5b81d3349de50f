import Foundation
import PostgresNIO

/// One player of the shared board with the daily boards they have a ranked run on: what the
/// board of streaks is counted from when a shared board is configured (issue 23).
public struct SharedDailyClears: Equatable, Sendable {
    public var playerID: Int64
    /// The name boards show (`ServerRowCheck.displayName`), not yet escaped.
    public var displayName: String
    public var isBlocked: Bool
    /// Daily board names ("mines.daily.2026-11-26", "tiles.daily.2026-11-25").
    public var boards: Set<String>
}

/// Every player's daily clears on the board, and whether the read stopped at its limit.
public struct SharedDailyClearsReading: Equatable, Sendable {
    public var players: [SharedDailyClears]
    /// The connected role's player id on the board; nil when the role is not a player there.
    public var viewer: Int64?
    /// False when the board held more than the limit: the players and clears past it are left out.
    public var isComplete: Bool
}

extension BoardServer {
    /// At most this many rows (a player, or a player's daily board) in one read.
    public static let dailyClearsLimit = 50_000

    /// Every player of the board with the daily boards of `games` from `firstDay` on that they
    /// have an all-time row on (a ranked run the board accepted), and which of them is the
    /// connected role, in one statement a player role may run (it reads `player` and `board_best`, both readable by every player). Bounded twice:
    /// by the first day (each game's boards are one range of `board_best`'s key) and by `limit`.
    public func dailyClears(games: [String], from firstDay: String, limit: Int = BoardServer.dailyClearsLimit) throws
        -> SharedDailyClearsReading {
        // Each game's daily boards as one range of board names: "mines.daily.2025-11-26" up to
        // "mines.daily.:" (":" sorts after every digit).
        let ranges = games.map { ("\($0).daily.\(firstDay)", "\($0).daily.:") }
        guard !ranges.isEmpty else { return SharedDailyClearsReading(players: [], viewer: nil, isComplete: true) }
        var query: PostgresQuery = """
            SELECT p.id, p.role_name, p.nickname, p.nickname_blanked, p.blocked, p.member_since, b.board,
                   p.role_name = current_user
            FROM clearfield.player p
            LEFT JOIN clearfield.board_best b ON b.player_id = p.id AND b.period = 'all' AND (false
            """
        for (low, high) in ranges {
            query.sql += " OR (b.board >= $\(query.binds.count + 1) AND b.board < $\(query.binds.count + 2))"
            query.binds.append(low)
            query.binds.append(high)
        }
        query.sql += ") ORDER BY p.id, b.board LIMIT $\(query.binds.count + 1)"
        query.binds.append(Int64(limit) + 1)
        let rows = try connection.rows(query)
        var players: [SharedDailyClears] = []
        var viewer: Int64?
        for row in rows.prefix(limit) {
            guard let (id, roleName, nickname, blanked, blocked, memberSince, board, isViewer)
                    = try? row.decode((Int64, String, String?, Bool, Bool, Date, String?, Bool).self) else { continue }
            if isViewer { viewer = id }
            if players.last?.playerID != id {
                let player = ServerPlayer(id: id, roleName: roleName, nickname: nickname, nicknameBlanked: blanked,
                                          blocked: blocked, memberSince: memberSince, avatar: nil)
                players.append(SharedDailyClears(playerID: id, displayName: ServerRowCheck.displayName(of: player),
                                                 isBlocked: blocked, boards: []))
            }
            if let board { players[players.count - 1].boards.insert(board) }
        }
        // Cut inside a player's rows: that player's clears are not whole, so they are left out.
        if rows.count > limit, let next = try? rows[limit].makeRandomAccess()["id"].decode(Int64.self),
           players.last?.playerID == next {
            players.removeLast()
        }
        return SharedDailyClearsReading(players: players, viewer: viewer, isComplete: rows.count <= limit)
    }
}
