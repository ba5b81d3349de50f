import BoardAPI
import Daily
import Foundation
import Hummingbird
import Leaderboards
import PostgresNIO
import SharedBoard

/// A deal as the service keeps it.
struct DealRow: Sendable {
    var id: Int64
    var playerID: Int64
    var game: String
    var board: String
    var seed: Int64?
    var expiresAt: Date?
    var startedAt: Date?
    var firstAction: Data?
    var finishedAt: Date?
    var logDigest: String?
    var claimedMilliseconds: Int64?
    var closedAt: Date?
    var closedWhy: String?
    var dailyDay: String?
    var dailyRanked: Bool

    static let columns = """
        id, player_id, game, board, seed, expires_at, started_at, first_action, finished_at, log_digest, claimed_ms,
        closed_at, closed_why, daily_day, daily_ranked
        """

    init(_ row: PostgresRow) throws {
        let c = row.makeRandomAccess()
        id = try c["id"].decode(Int64.self)
        playerID = try c["player_id"].decode(Int64.self)
        game = try c["game"].decode(String.self)
        board = try c["board"].decode(String?.self) ?? ""
        seed = try c["seed"].decode(Int64?.self)
        expiresAt = try c["expires_at"].decode(Date?.self)
        startedAt = try c["started_at"].decode(Date?.self)
        firstAction = try c["first_action"].decode(Data?.self)
        finishedAt = try c["finished_at"].decode(Date?.self)
        logDigest = try c["log_digest"].decode(String?.self)
        claimedMilliseconds = try c["claimed_ms"].decode(Int64?.self)
        closedAt = try c["closed_at"].decode(Date?.self)
        closedWhy = try c["closed_why"].decode(String?.self)
        dailyDay = try c["daily_day"].decode(String?.self)
        dailyRanked = try c["daily_ranked"].decode(Bool.self)
    }

    var isDaily: Bool { dailyDay != nil }

    /// Whether a deal of `game` (a daily or not) is its game's start: a daily's, whose board is
    /// on screen before its first play (the Tiles map; the Mines board with its day's opening,
    /// which the seed places), so it cannot wait for that play (`Board.dailyDeal` says why).
    static func startsAtDeal(game: String, daily: Bool) -> Bool {
        daily
    }

    /// A deal that was its game's start: dealt with its seed, its clock started then, no first
    /// action kept. (A daily started by its first play, before this rule, has one.)
    var startedAtDeal: Bool {
        Self.startsAtDeal(game: game, daily: isDaily) && firstAction == nil && seed != nil && startedAt != nil
    }

    func answer() -> Deal {
        Deal(dealID: id, board: board, game: game, expiresAt: expiresAt ?? .distantFuture, ranked: !isDaily || dailyRanked,
             seed: startedAtDeal ? seed.map { UInt64(bitPattern: $0) } : nil, startedAt: startedAtDeal ? startedAt : nil)
    }
}

extension Board {
    func addDealRoutes(to router: Router<BoardContext>) {
        router.post(RouterPath(BoardAPI.Path.deals)) { request, _ in
            let (caller, body) = try await signed(request)
            let asked = try decode(DealRequest.self, from: body)
            return try json(try await deal(asked.board, for: caller), status: .created)
        }
        router.post("/v1/deals/:deal/start") { request, context in
            let (caller, body) = try await signed(request)
            let start = try decode(StartRequest.self, from: body)
            return try json(try await self.start(try dealID(context), first: start.firstAction, by: caller))
        }
        router.post("/v1/deals/:deal/finish") { request, context in
            let (caller, body) = try await signed(request)
            let finish = try decode(FinishRequest.self, from: body)
            return try json(try await self.finish(try dealID(context), finish, by: caller))
        }
        router.post(RouterPath(BoardAPI.Path.dailyDeals)) { request, _ in
            let (caller, body) = try await signed(request)
            let asked = try decode(DailyDealRequest.self, from: body)
            return try json(try await dailyDeal(asked.game, for: caller), status: .created)
        }
    }

    func dealID(_ context: BoardContext) throws -> Int64 {
        guard let id = Int64(try context.parameters.require("deal")) else { throw APIFailure.notFound("there is no such deal") }
        return id
    }

    func refuseBlocked(_ caller: Caller) throws {
        if caller.blocked { throw APIFailure.forbidden("a blocked player's games are not ranked on this board") }
    }

    /// `POST /deals`: a deal on a board of the registry (not a sum, not a daily: those have their
    /// own way). The player's open deal on that board is forfeited: a loss if it was started.
    func deal(_ board: String, for caller: Caller) async throws -> Deal {
        try refuseBlocked(caller)
        guard let definition = rankings.definition(of: BoardID(board)), definition.aggregate == nil,
              DailyBoard(BoardID(board), in: dailies) == nil,
              let game = rankings.rules.first(where: { $0.definition(of: BoardID(board)) != nil })?.kind else {
            throw APIFailure.badRequest("there is no board \"\(board.prefix(100))\" to deal (a daily is dealt by /daily/deals)")
        }
        try await limits.hit("deal", String(caller.playerID), limit: settings.dealsPerHour, window: 3600)
        let moment = now
        let expires = moment.addingTimeInterval(settings.dealLifetime)
        let row: DealRow = try await database.transaction { sql in
            try await sql.rows("""
                UPDATE clearfield.deal SET closed_at = \(moment),
                    closed_why = CASE WHEN started_at IS NULL THEN 'replaced before it started' ELSE 'forfeited by a new deal' END
                WHERE player_id = \(caller.playerID) AND board = \(board) AND closed_at IS NULL AND daily_day IS NULL
                """)
            guard let inserted = try await sql.rows("""
                INSERT INTO clearfield.deal (player_id, game, board, issued_at, expires_at)
                VALUES (\(caller.playerID), \(game.rawValue), \(board), \(moment), \(expires))
                RETURNING \(unescaped: DealRow.columns)
                """).first else { throw APIFailure(.internalServerError, .internal, "the deal was not recorded") }
            return try DealRow(inserted)
        }
        return row.answer()
    }

    /// The player's deal, locked for the change.
    func lockedDeal(_ id: Int64, of caller: Caller, on sql: SQLTransaction) async throws -> DealRow {
        guard let row = try await sql.rows("""
            SELECT \(unescaped: DealRow.columns) FROM clearfield.deal WHERE id = \(id) AND player_id = \(caller.playerID)
            FOR UPDATE
            """).first else { throw APIFailure.notFound("there is no deal \(id) of yours") }
        return try DealRow(row)
    }

    /// `POST /deals/{id}/start`: the first action is kept; the seed is drawn now (the day's seed
    /// for a daily) and told in the answer: the start on the service's clock.
    func start(_ id: Int64, first: Data, by caller: Caller) async throws -> StartAnswer {
        try refuseBlocked(caller)
        let moment = now
        return try await database.transaction { sql in
            let deal = try await lockedDeal(id, of: caller, on: sql)
            if let why = deal.closedAt.map({ _ in deal.closedWhy ?? "closed" }) {
                throw APIFailure(.conflict, .dealExpired, "the deal \(id) is closed (\(why)): ask for a new one")
            }
            if deal.startedAtDeal {
                throw APIFailure.conflict("the deal \(id) is a daily, started when it was dealt with its seed: it takes no start")
            }
            if deal.startedAt != nil { throw APIFailure.conflict("the deal \(id) was already started") }
            if let expires = deal.expiresAt, expires <= moment {
                try await sql.rows("""
                    UPDATE clearfield.deal SET closed_at = \(moment), closed_why = 'lapsed before it started' WHERE id = \(id)
                    """)
                throw APIFailure(.conflict, .dealExpired, "the deal \(id) lapsed before its game started: ask for a new one")
            }
            guard first.count <= 4096, let backEnd = rankings.games.backEnd(forKind: deal.game),
                  GameLogs.isFirstAction(first, backEnd: backEnd) else {
                throw APIFailure.badRequest("the first action is not one action of a game of \(deal.game)")
            }
            let seed: Int64
            if let day = deal.dailyDay {
                seed = try await daySeed(game: deal.game, day: day, on: sql)
            } else {
                seed = Int64(clamping: settings.drawSeed())
            }
            try await sql.rows("""
                UPDATE clearfield.deal SET seed = \(seed), started_at = \(moment), first_action = \(first) WHERE id = \(id)
                """)
            return StartAnswer(seed: UInt64(seed), startedAt: moment)
        }
    }

    /// `POST /deals/{id}/finish`: the service's clock stops; the digest binds the run to come.
    func finish(_ id: Int64, _ finish: FinishRequest, by caller: Caller) async throws -> FinishAnswer {
        guard finish.logDigest.utf8.count == 64, finish.logDigest.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }),
              finish.claimedMilliseconds >= 0 else {
            throw APIFailure.badRequest("a finish carries the log's SHA-256 (64 hex digits) and a time of 0 ms or more")
        }
        let moment = now
        return try await database.transaction { sql in
            let deal = try await lockedDeal(id, of: caller, on: sql)
            guard deal.startedAt != nil else { throw APIFailure.conflict("the deal \(id) was never started") }
            guard deal.finishedAt == nil else { throw APIFailure.conflict("the deal \(id) was already finished") }
            guard deal.closedAt == nil else {
                throw APIFailure(.conflict, .dealExpired, "the deal \(id) is closed (\(deal.closedWhy ?? "closed"))")
            }
            try await sql.rows("""
                UPDATE clearfield.deal SET finished_at = \(moment), log_digest = \(finish.logDigest),
                    claimed_ms = \(finish.claimedMilliseconds) WHERE id = \(id)
                """)
            return FinishAnswer(finishedAt: moment)
        }
    }

    /// The day's seed of a game, drawn by the service the first time a deal of that day starts
    /// (under the table's key, so every instance and player gets the same one).
    func daySeed(game: String, day: String, on sql: SQLTransaction) async throws -> Int64 {
        let drawn = Int64(clamping: settings.drawSeed())
        try await sql.rows("""
            INSERT INTO clearfield.daily_seed (day, game, seed, drawn_at) VALUES (\(day), \(game), \(drawn), \(now))
            ON CONFLICT (day, game) DO NOTHING
            """)
        guard let seed = try await sql.value(
            "SELECT seed FROM clearfield.daily_seed WHERE day = \(day) AND game = \(game)", as: Int64.self) else {
            throw APIFailure(.internalServerError, .internal, "the day's seed could not be drawn")
        }
        return seed
    }

    /// The sentence refusing a daily of `asked`, which `dailies` lacks: a game id of the registry's
    /// form is named back (it cannot hold a quote or a control character); anything else is not
    /// repeated, only described. Either way the board's dailies are listed.
    static func noDaily(_ asked: String, in dailies: DailyGames) -> String {
        let offered = dailies.games.isEmpty ? "none" : dailies.games.map(\.rawValue).joined(separator: ", ")
        guard BoardMigration.isGameID(asked) else {
            return "a daily is asked for by its game's registry id (lowercase letters, digits and hyphens, "
                + "40 at most), and this board's dailies are: \(offered)"
        }
        return "there is no daily challenge of \"\(asked)\" on this board; its dailies are: \(offered)"
    }

    /// `POST /daily/deals`: today's daily (the board's today). The player's first daily deal of the
    /// day is the ranked attempt and is given again until it starts (a restart before the first
    /// click loses nothing); once it started, every later deal that day is practice.
    ///
    /// A daily's deal is its start (issue 29, point 5). Why, and why this is no weaker than a
    /// Mines board's start at its first reveal:
    /// - A Tiles player chooses the first move by reading the map, and a Mines daily shows its
    ///   day's opening (placed by the seed, the same cell for every player) before the first
    ///   reveal: the board must be on screen before the first play, and it is a function of the
    ///   seed, so the seed cannot wait for the first play as a Mines board's does (its first
    ///   reveal is made blind; its board is laid out after it). So the deal carries the seed.
    /// - The seed is the service's, drawn when the board's day begins (the first time any deal of
    ///   that day needs it, stored in `daily_seed` as the Mines one is): before the day no one,
    ///   the client included, can build its map, so it cannot be practised ahead.
    /// - Once the board is sent it is seen, so that moment is the start: the service's clock
    ///   starts at the deal, the deal is started (the day's ranked attempt is spent, and never
    ///   given again: a board seen and left is a lost attempt), and the run's claimed time is
    ///   checked from the deal, not from its first play (the game's own rules then say where its
    ///   time starts: a Tiles map's at the deal, a Mines board's at the first reveal).
    /// - The client builds the map after the answer (the solver's proof: 38 ms of CPU on average
    ///   and 525 ms at the slowest of 365 dates in a release build, README "Daily"): that time is
    ///   inside the network slack the clock check allows.
    func dailyDeal(_ gameName: String, for caller: Caller) async throws -> Deal {
        try refuseBlocked(caller)
        guard let game = dailies.game(id: gameName) else { throw APIFailure.badRequest(Self.noDaily(gameName, in: dailies)) }
        try await limits.hit("deal", String(caller.playerID), limit: settings.dealsPerHour, window: 3600)
        let moment = now
        let day = calendar.day(of: moment)
        guard let date = DailyDate(day) else { throw APIFailure(.internalServerError, .internal, "the board's day is unreadable") }
        let board = DailyBoard(game: game, date: date).id.rawValue
        let endOfDay = calendar.endOfDay(of: moment)
        let startsAtDeal = DealRow.startsAtDeal(game: game.rawValue, daily: true)
        let row: DealRow = try await database.transaction { sql in
            // Nil unless the deal is its game's start: then the day's seed and this moment.
            let seed: Int64? = startsAtDeal ? try await daySeed(game: game.rawValue, day: day, on: sql) : nil
            let started: Date? = startsAtDeal ? moment : nil
            let ranked = try await sql.rows("""
                INSERT INTO clearfield.deal (player_id, game, board, issued_at, expires_at, daily_day, daily_ranked,
                                             seed, started_at)
                VALUES (\(caller.playerID), \(game.rawValue), \(board), \(moment), \(endOfDay), \(day), true, \(seed), \(started))
                ON CONFLICT (player_id, game, daily_day) WHERE daily_ranked DO NOTHING
                RETURNING \(unescaped: DealRow.columns)
                """)
            if let inserted = ranked.first { return try DealRow(inserted) }
            let existing = try await sql.rows("""
                SELECT \(unescaped: DealRow.columns) FROM clearfield.deal
                WHERE player_id = \(caller.playerID) AND game = \(game.rawValue) AND daily_day = \(day) AND daily_ranked
                """)
            if let first = existing.first, case let deal = try DealRow(first), deal.startedAt == nil, deal.closedAt == nil {
                return deal
            }
            try await sql.rows("""
                UPDATE clearfield.deal SET closed_at = \(moment), closed_why = 'replaced by another practice deal'
                WHERE player_id = \(caller.playerID) AND board = \(board) AND NOT daily_ranked AND closed_at IS NULL
                """)
            guard let practice = try await sql.rows("""
                INSERT INTO clearfield.deal (player_id, game, board, issued_at, expires_at, daily_day, daily_ranked,
                                             seed, started_at)
                VALUES (\(caller.playerID), \(game.rawValue), \(board), \(moment),
                        \(min(endOfDay, moment.addingTimeInterval(settings.dealLifetime))), \(day), false, \(seed), \(started))
                RETURNING \(unescaped: DealRow.columns)
                """).first else { throw APIFailure(.internalServerError, .internal, "the deal was not recorded") }
            return try DealRow(practice)
        }
        return row.answer()
    }
}
