import BoardAPI
import Daily
import Foundation
import Hummingbird
import Leaderboards
import PostgresNIO
import SharedBoard

extension Board {
    func addBoardRoutes(to router: Router<BoardContext>) {
        router.get(RouterPath(BoardAPI.Path.boards)) { request, _ in
            _ = try await signed(request)
            return try json(try await boardSummaries())
        }
        router.get("/v1/boards/:board") { request, context in
            let (caller, _) = try await signed(request)
            let board = try boardID(context)
            let period = try period(request)
            let (offset, limit) = try page(request)
            // On the replica when one may answer for this player (ReadReplica).
            let (total, rows) = try await reads(after: caller.lastWrite) { reader in
                (try await reader.visibleCount(board: board, period: period, viewer: caller.playerID),
                 try await reader.rows(board: board, period: period, offset: offset, limit: limit, viewer: caller.playerID))
            }
            return try json(Page(items: rows, total: total,
                                 next: Self.nextOffset(offset: offset, count: rows.count, total: total)))
        }
        router.get("/v1/boards/:board/around") { request, context in
            let (caller, _) = try await signed(request)
            let board = try boardID(context)
            let period = try period(request)
            let named: String? = request.uri.queryParameters.get("player")
            let radius = min(max(request.uri.queryParameters.get("radius", as: Int.self) ?? 5, 0), 20)
            return try json(try await reads(after: caller.lastWrite) { reader in
                var player = caller.playerID
                if let named { player = try await reader.findPlayer(named, viewer: caller) }
                return try await reader.around(player: player, board: board, period: period, radius: radius,
                                               viewer: caller.playerID)
            })
        }
    }

    /// The boards listed (every non-aggregate board of the rules, then any other with players), with
    /// their players counted (not blocked, with an all-time best; kept by schema version 21): the
    /// JSON list and the web's front page.
    func boardSummaries() async throws -> [BoardSummary] {
        let counts = try await database.rows(BoardQueries.playersByBoard)
        var players: [String: Int] = [:]
        for row in counts {
            let (board, count) = try row.decode((String, Int64).self)
            players[board] = Int(count)
        }
        var listed = rankings.boards.filter { $0.aggregate == nil }.map(\.id.rawValue)
        listed += players.keys.filter { !listed.contains($0) }.sorted()
        let boards = listed.compactMap { id -> BoardSummary? in
            guard let definition = rankings.definition(of: BoardID(id)),
                  let game = rankings.rules.first(where: { $0.definition(of: BoardID(id)) != nil })?.kind
            else { return nil }
            return BoardSummary(board: id, game: game.rawValue, title: definition.title, players: players[id] ?? 0)
        }
        return boards
    }

    func boardID(_ context: BoardContext) throws -> String {
        let board = try context.parameters.require("board")
        guard ServerRowCheck.isAcceptableBoard(board) else {
            throw APIFailure.badRequest("there is no board \"\(board.prefix(100))\"")
        }
        if let definition = rankings.definition(of: BoardID(board)), definition.aggregate != nil {
            throw APIFailure.notFound("the board \(board) is a sum of other boards, which this service does not list yet")
        }
        return board
    }

    /// `?period=all|day|week` (`&date=YYYY-MM-DD` for a past day or that day's week).
    func period(_ request: Request) throws -> String {
        let query = request.uri.queryParameters
        let name = query.get("period") ?? "all"
        var moment = now
        if let date = query.get("date") {
            guard let day = DailyDate(String(date)) else { throw APIFailure.badRequest("a date is written YYYY-MM-DD") }
            if name == "day" { return "d:" + day.description }
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = calendar.timeZone
            moment = calendar.date(from: DateComponents(timeZone: self.calendar.timeZone, year: day.year, month: day.month,
                                                        day: day.day, hour: 12)) ?? moment
        }
        guard let period = calendar.period(name, at: moment) else {
            throw APIFailure.badRequest("a period is all, day or week")
        }
        return period
    }

    /// The rows shown: not blocked players', except the viewer's own.
    func visibleCount(board: String, period: String, viewer: Int64) async throws -> Int {
        Int(try await database.value(BoardQueries.visibleCount(board: board, period: period, viewer: viewer),
                                     as: Int64.self) ?? 0)
    }

    /// 1 + the shown bests strictly better than `keys`.
    func rank(of keys: [Int64], board: String, period: String) async throws -> Int {
        1 + Int(try await database.value(BoardQueries.better(than: keys, board: board, period: period), as: Int64.self) ?? 0)
    }

    func rows(board: String, period: String, offset: Int, limit: Int, viewer: Int64) async throws -> [WireBoardRow] {
        let found = try await database.rows(BoardQueries.rows(board: board, period: period, offset: offset, limit: limit,
                                                              viewer: viewer))
        return try await ranked(found, board: board, period: period, viewer: viewer)
    }

    /// Rows in ranking order (consecutive in it) with their ranks: the first row's counted, and
    /// each next one its place in the order unless it ties the row before (ties share a rank).
    func ranked(_ found: [PostgresRow], board: String, period: String, viewer: Int64) async throws -> [WireBoardRow] {
        var result: [WireBoardRow] = []
        var firstPlace = 0
        for (index, row) in found.enumerated() {
            var boardRow = try Self.boardRow(row, viewer: viewer)
            if let previous = result.last, previous.sortKey == boardRow.sortKey {
                boardRow.rank = previous.rank
            } else if index == 0 {
                let keys = boardRow.sortKey
                let counts = try await database.rows(BoardQueries.placement(
                    of: keys, player: boardRow.player.playerID, board: board, period: period))
                var better: Int64 = 0
                var before: Int64 = 0
                if let counted = counts.first { (better, before) = try counted.decode((Int64, Int64).self) }
                boardRow.rank = Int(better) + 1
                firstPlace = Int(before)
            } else {
                boardRow.rank = firstPlace + index + 1
            }
            result.append(boardRow)
        }
        return result
    }

    static func boardRow(_ row: PostgresRow, viewer: Int64) throws -> WireBoardRow {
        let cells = row.makeRandomAccess()
        struct Claim: Decodable { var figures: [String: Int64] }
        let claimed = try cells["claimed"].decode(String.self)
        let figures = (try? JSONDecoder().decode(Claim.self, from: Data(claimed.utf8)).figures) ?? [:]
        return WireBoardRow(rank: 0, board: try cells["board"].decode(String.self), runID: try cells["run_id"].decode(String.self),
                        player: try PlayerRows.publicPlayer(row, moderatorView: false), figures: figures,
                        sortKey: [try cells["sort_key1"].decode(Int64.self), try cells["sort_key2"].decode(Int64.self),
                                  try cells["sort_key3"].decode(Int64.self)],
                        finishedAt: try cells["finished_at"].decode(Date.self))
    }

    func around(player: Int64, board: String, period: String, radius: Int, viewer: Int64) async throws -> [WireBoardRow] {
        guard let own = try await database.rows(BoardQueries.own(player: player, board: board, period: period,
                                                                 viewer: viewer)).first else { return [] }
        let keys = try Self.boardRow(own, viewer: viewer).sortKey
        let before = try await database.rows(BoardQueries.before(keys, player: player, board: board, period: period,
                                                                 radius: radius))
        let after = try await database.rows(BoardQueries.after(keys, player: player, board: board, period: period,
                                                               radius: radius))
        return try await ranked(before.reversed() + [own] + after, board: board, period: period, viewer: viewer)
    }
}
