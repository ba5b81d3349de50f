import BoardAPI
import Foundation
import Hummingbird
import PostgresNIO

extension Board {
    /// A player's profile: their all-time bests (ranked runs only) and their record: every started
    /// deal is a game (a started deal never finished is a game lost), every ranked run a win.
    func profile(of player: Int64, viewer: Caller) async throws -> PlayerProfileAnswer {
        guard let row = try await database.rows("""
            SELECT \(unescaped: PlayerRows.columns) FROM clearfield.player p LEFT JOIN clearfield.avatar a ON a.player_id = p.id
            WHERE p.id = \(player)
            """).first else { throw APIFailure.notFound("there is no such player") }
        let shown = try PlayerRows.publicPlayer(row, moderatorView: viewer.isModerator)
        if try row.decode((Int64, String?, Bool, String, Date, Bool, Data?).self).5, !viewer.isModerator, player != viewer.playerID {
            throw APIFailure.notFound("there is no such player")
        }
        let started = try await database.value(
            "SELECT count(*) FROM clearfield.deal WHERE player_id = \(player) AND started_at IS NOT NULL", as: Int64.self) ?? 0
        let won = try await database.value(
            "SELECT count(*) FROM clearfield.run_verdict WHERE player_id = \(player) AND status = 'ranked'", as: Int64.self) ?? 0
        let bests = try await database.rows(BoardQueries.allTimeBests(of: player, limit: BoardAPI.maximumPageSize))
        var rows: [WireBoardRow] = []
        for best in bests {
            var boardRow = try Self.boardRow(best, viewer: viewer.playerID)
            boardRow.rank = try await rank(of: boardRow.sortKey, board: boardRow.board, period: "all")
            rows.append(boardRow)
        }
        return PlayerProfileAnswer(player: shown, gamesStarted: Int(started), gamesWon: Int(won), bests: rows)
    }

    func addDailyAndStatusRoutes(to router: Router<BoardContext>) {
        router.get(RouterPath(BoardAPI.Path.status)) { _, _ in
            try json(ServiceStatus(apiVersion: BoardAPI.version, serverTime: now, timeZone: calendar.timeZone.identifier,
                                   inviteOnly: settings.inviteOnly, games: rankings.games.kinds.map(\.rawValue)))
        }
        router.get(RouterPath(BoardAPI.Path.streaks)) { request, _ in
            _ = try await signed(request)
            let (offset, limit) = try page(request)
            return try json(try await streaks(offset: offset, limit: limit))
        }
    }

    /// The streak board from ranked daily runs only: each player's longest run of consecutive
    /// days, and the current one (ending today or yesterday, in the board's zone).
    func streaks(offset: Int, limit: Int) async throws -> Page<StreakRow> {
        let today = calendar.day(of: now)
        let rows = try await database.rows(BoardQueries.streaks(today: today, offset: offset, limit: limit, dailies: dailies))
        var total = 0
        let items = try rows.map { row in
            let cells = row.makeRandomAccess()
            total = Int(try cells["total"].decode(Int64.self))
            return StreakRow(rank: Int(try cells["place"].decode(Int64.self)), player: try PlayerRows.publicPlayer(row, moderatorView: false),
                             current: Int(try cells["current"].decode(Int64.self)), longest: Int(try cells["longest"].decode(Int64.self)))
        }
        if rows.isEmpty, offset > 0 {
            total = Int(try await database.value(BoardQueries.streakPlayers(dailies: dailies), as: Int64.self) ?? 0)
        }
        return Page(items: items, total: total, next: Self.nextOffset(offset: offset, count: items.count, total: total))
    }
}
