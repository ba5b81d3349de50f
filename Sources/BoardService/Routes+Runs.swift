import BoardAPI
import Foundation
import GameRules
import Hummingbird
import Leaderboards
import PostgresNIO
import SharedBoard

extension Board {
    func addRunRoutes(to router: Router<BoardContext>) {
        router.post(RouterPath(BoardAPI.Path.runs)) { request, _ in
            let (caller, body) = try await signed(request)
            let run = try decode(RunSubmission.self, from: body)
            return try json(try await submit(run, by: caller))
        }
        router.get("/v1/runs/:run") { request, context in
            let (caller, _) = try await signed(request)
            return try json(try await runDetail(try context.parameters.require("run"), viewer: caller))
        }
    }

    var judge: RunJudge {
        RunJudge(rankings: rankings, dailySeeds: dailySeeds, dailies: dailies, slackMilliseconds: settings.networkSlackMilliseconds,
                 calendar: calendar)
    }

    static func isAcceptableRunID(_ id: String) -> Bool {
        (1...64).contains(id.utf8.count)
            && id.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "-_.".unicodeScalars.contains($0)) }
    }

    /// `POST /runs`: the verdict, decided once and stored with the run; the same run sent again
    /// gets the stored verdict back.
    func submit(_ run: RunSubmission, by caller: Caller) async throws -> RunVerdict {
        guard Self.isAcceptableRunID(run.runID) else { throw APIFailure.badRequest("a run's id is 1 to 64 letters, digits, - _ .") }
        guard run.log.count <= BoardAPI.maximumLogBytes, run.setup.count <= 65_536 else {
            throw APIFailure(.contentTooLarge, .tooLarge, "a run's log is at most \(BoardAPI.maximumLogBytes) bytes")
        }
        if let stored = try await storedVerdict(run.runID, player: caller.playerID) { return stored }
        try refuseBlocked(caller)
        let judge = self.judge
        let moment = now
        let outcome: (RunVerdict, String?) = try await database.transaction { sql in
            let deal = try await lockedDeal(run.dealID, of: caller, on: sql)
            if try await sql.value("SELECT id FROM clearfield.run WHERE deal_id = \(deal.id)", as: String.self) != nil {
                throw APIFailure.conflict("the deal \(deal.id) was already used by another run")
            }
            if deal.closedAt != nil {
                throw APIFailure(.conflict, .dealExpired, "the deal \(deal.id) is closed (\(deal.closedWhy ?? "closed"))")
            }
            let judgement = try await judge.judge(run, deal: deal, playerID: caller.playerID) { moves in
                // One copy check at a time per board, to the commit: two copies of one run sent at
                // once are both seen. Taken after the replay, not before: held across it, every
                // submit on a board waited for the replays of those ahead of it (auto_explain:
                // 177 ms a submit on this lock, 583 ms at worst, 8 in flight; docs/PERFORMANCE.md).
                try await sql.rows("SELECT pg_advisory_xact_lock(hashtext('clearfield.copy'), hashtext(\(deal.board)))")
                return try await sql.value("""
                    SELECT 1 FROM clearfield.run_verdict WHERE board = \(deal.board) AND moves_digest = \(moves)
                      AND player_id <> \(caller.playerID) LIMIT 1
                    """, as: Int32.self) != nil
            }
            let finished = deal.finishedAt ?? moment
            var status = "refused"
            var reason: String?
            var claimed = "{}"
            var keys: [Int64] = [0, 0, 0]
            var stoppedClock: Int?
            switch judgement.outcome {
            case .ranked(let ranked), .held(let ranked, _):
                stoppedClock = ranked.claimed.stoppedClockMilliseconds
                let row = try ServerRowCheck.serverRun(from: ranked, periods: RankPeriods(secondsFromGMT: { _ in 0 }))
                claimed = row.claimed
                keys = row.sortKey
                if case .held(_, let why) = judgement.outcome {
                    status = "held"
                    reason = why
                } else {
                    status = "ranked"
                }
            case .refused(let why):
                reason = why
            }
            // Housekeeping makes each month's partition ahead; a clock past them (or a test's) makes its own.
            try await sql.rows("SELECT clearfield.add_run_month(\(finished))")
            try await sql.rows("""
                INSERT INTO clearfield.run (id, player_id, board, game, setup, log, claimed, sort_key1, sort_key2, sort_key3,
                                            finished_at, day, week, deal_id, submitted_at)
                VALUES (\(run.runID), \(caller.playerID), \(deal.board), \(deal.game), \(run.setup), \(run.log), \(claimed),
                        \(keys[0]), \(keys[1]), \(keys[2]), \(finished), \(calendar.day(of: finished)),
                        \(calendar.week(of: finished)), \(deal.id), \(moment))
                """)
            try await sql.rows("""
                INSERT INTO clearfield.run_verdict (run_id, board, player_id, status, reason, moves_digest, decided_at)
                VALUES (\(run.runID), \(deal.board), \(caller.playerID), \(status), \(reason.map { String($0.prefix(500)) }),
                        \(judgement.movesDigest), \(moment))
                """)
            try await sql.rows("""
                UPDATE clearfield.deal SET closed_at = \(moment), closed_why = 'its run was submitted' WHERE id = \(deal.id)
                """)
            return (RunVerdict(runID: run.runID, status: RunVerdict.Status(rawValue: status) ?? .refused, reason: reason,
                               stoppedClockMilliseconds: stoppedClock),
                    status == "ranked" ? deal.board : nil)
        }
        try await noteWrite(by: caller.playerID)
        var verdict = outcome.0
        if outcome.1 != nil { try await addRanks(to: &verdict, player: caller.playerID) }
        return verdict
    }

    /// A run already stored: its verdict (with its ranks where it is the player's best), nil when
    /// there is none; another player's run id is a conflict.
    func storedVerdict(_ runID: String, player: Int64) async throws -> RunVerdict? {
        guard let row = try await database.rows("""
            SELECT v.player_id, v.status, v.reason FROM clearfield.run_verdict v WHERE v.run_id = \(runID)
            """).first else {
            if try await database.value("SELECT 1 FROM clearfield.run WHERE id = \(runID)", as: Int32.self) != nil {
                throw APIFailure.conflict("the run id \(runID) is already on the board")
            }
            return nil
        }
        let (owner, status, reason) = try row.decode((Int64, String, String?).self)
        guard owner == player else { throw APIFailure.conflict("the run id \(runID) is another player's") }
        var verdict = RunVerdict(runID: runID, status: RunVerdict.Status(rawValue: status) ?? .refused, reason: reason)
        if verdict.status != .refused,
           let claimed = try await database.value("SELECT claimed FROM clearfield.run WHERE id = \(runID)", as: String.self) {
            verdict.stoppedClockMilliseconds = Self.stoppedClock(ofClaim: claimed)
        }
        if verdict.status == .ranked { try await addRanks(to: &verdict, player: player) }
        return verdict
    }

    /// What the service's clock added to a stored run's times (its claim's `stoppedClockMilliseconds`).
    static func stoppedClock(ofClaim claimed: String) -> Int? {
        struct Claim: Decodable { var claimed: VerifiedGame }
        return (try? JSONDecoder().decode(Claim.self, from: Data(claimed.utf8)))?.claimed.stoppedClockMilliseconds
    }

    /// The run's ranks today, this week and of all time, where it is the player's best.
    func addRanks(to verdict: inout RunVerdict, player: Int64) async throws {
        let rows = try await database.rows(BoardQueries.bests(ofRun: verdict.runID, player: player))
        let moment = now
        for row in rows {
            let (period, board, k1, k2, k3) = try row.decode((String, String, Int64, Int64, Int64).self)
            let rank = try await rank(of: [k1, k2, k3], board: board, period: period)
            if period == "all" { verdict.rankAllTime = rank }
            if period == calendar.period("day", at: moment) { verdict.rankToday = rank }
            if period == calendar.period("week", at: moment) { verdict.rankWeek = rank }
        }
    }

    /// `GET /runs/{id}`: a ranked run for anyone; a held one for its player and moderators; a
    /// refused one for its player only.
    func runDetail(_ id: String, viewer: Caller) async throws -> RunDetail {
        guard let row = try await database.rows(BoardQueries.run(id)).first else {
            throw APIFailure.notFound("there is no run \(id.prefix(64))")
        }
        let cells = row.makeRandomAccess()
        let player = try PlayerRows.publicPlayer(row, moderatorView: viewer.isModerator)
        let status = RunVerdict.Status(rawValue: try cells["status"].decode(String.self)) ?? .refused
        let mine = player.playerID == viewer.playerID
        let blocked = try cells["blocked"].decode(Bool.self)
        let visible = switch status {
        case .ranked: !blocked || mine || viewer.isModerator
        case .held: mine || viewer.isModerator
        case .refused: mine
        }
        guard visible else { throw APIFailure.notFound("there is no run \(id.prefix(64))") }
        struct Claim: Decodable { var figures: [String: Int64] }
        let claimed = try cells["claimed"].decode(String.self)
        var verdict = RunVerdict(runID: id, status: status, reason: try cells["reason"].decode(String?.self),
                                 stoppedClockMilliseconds: status == .refused ? nil : Self.stoppedClock(ofClaim: claimed))
        if status == .ranked { try await addRanks(to: &verdict, player: player.playerID) }
        return RunDetail(runID: id, board: try cells["board"].decode(String.self), game: try cells["game"].decode(String.self),
                         player: player, setup: try cells["setup"].decode(Data.self), log: try cells["log"].decode(Data.self),
                         figures: (try? JSONDecoder().decode(Claim.self, from: Data(claimed.utf8)).figures) ?? [:],
                         finishedAt: try cells["finished_at"].decode(Date.self), verdict: verdict)
    }
}
