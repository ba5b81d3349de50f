import BoardAPI
import Foundation
import Hummingbird
import PostgresNIO
import Players

extension Board {
    func addModerationRoutes(to router: Router<BoardContext>) {
        router.post(RouterPath(BoardAPI.Path.moderation)) { request, _ in
            let (caller, body) = try await signed(request)
            let asked = try decode(ModerationRequest.self, from: body)
            try await moderate(asked, by: caller)
            return Self.noContent()
        }
        router.get(RouterPath(BoardAPI.Path.held)) { request, _ in
            let (caller, _) = try await signed(request)
            try requireModerator(caller)
            let (offset, limit) = try page(request)
            let total = Int(try await database.value(
                "SELECT count(*) FROM clearfield.run_verdict WHERE status = 'held'", as: Int64.self) ?? 0)
            let ids = try await database.rows("""
                SELECT run_id FROM clearfield.run_verdict WHERE status = 'held' ORDER BY decided_at, run_id
                OFFSET \(Int64(offset)) LIMIT \(Int64(limit))
                """).map { try $0.decode(String.self) }
            var items: [RunDetail] = []
            for id in ids { items.append(try await runDetail(id, viewer: caller)) }
            return try json(Page(items: items, total: total, next: Self.nextOffset(offset: offset, count: items.count, total: total)))
        }
        router.post("/v1/moderation/held/:run") { request, context in
            let (caller, body) = try await signed(request)
            let review = try decode(ReviewRequest.self, from: body)
            try await self.review(try context.parameters.require("run"), review, by: caller)
            return Self.noContent()
        }
        router.get(RouterPath(BoardAPI.Path.moderationLog)) { request, _ in
            let (caller, _) = try await signed(request)
            try requireModerator(caller)
            let (offset, limit) = try page(request)
            let total = Int(try await database.value("SELECT count(*) FROM clearfield.moderation_log", as: Int64.self) ?? 0)
            let rows = try await database.rows("""
                SELECT l.at, l.action, l.target_id, l.reason, l.run_id, \(unescaped: PlayerRows.columns)
                FROM clearfield.moderation_log l JOIN clearfield.player p ON p.id = l.actor_id
                LEFT JOIN clearfield.avatar a ON a.player_id = p.id
                ORDER BY l.at DESC, l.id DESC OFFSET \(Int64(offset)) LIMIT \(Int64(limit))
                """)
            let items = try rows.map { row in
                let cells = row.makeRandomAccess()
                let target = try cells["run_id"].decode(String?.self) ?? "#\(try cells["target_id"].decode(Int64.self))"
                return ModerationEntry(at: try cells["at"].decode(Date.self), moderator: try PlayerRows.publicPlayer(row, moderatorView: true),
                                       action: try cells["action"].decode(String.self), target: target,
                                       reason: try cells["reason"].decode(String?.self))
            }
            return try json(Page(items: items, total: total, next: Self.nextOffset(offset: offset, count: items.count, total: total)))
        }
    }

    func requireModerator(_ caller: Caller) throws {
        guard caller.isModerator, !caller.blocked else { throw APIFailure.forbidden("only a moderator may do this") }
    }

    /// A moderator's action on a player, logged with who and when in the same transaction.
    func moderate(_ asked: ModerationRequest, by caller: Caller) async throws {
        guard let action = ModerationAction(rawValue: asked.action) else {
            throw APIFailure.badRequest("there is no moderation action \"\(asked.action.prefix(40))\"")
        }
        try requireModerator(caller)
        if action.needsOwner, !caller.isOwner { throw APIFailure.forbidden("only the board's owner may \(action.phrase)") }
        let target = try await findPlayer(asked.player, viewer: caller)
        guard target != caller.playerID else { throw APIFailure.forbidden("a moderator does not act on themselves") }
        let reason = asked.reason.map { String($0.prefix(500)) }
        let moment = now
        try await database.transaction { sql in
            guard let row = try await sql.rows(
                "SELECT role, nickname_skeleton, nickname_written_key FROM clearfield.player WHERE id = \(target) FOR UPDATE"
            ).first else {
                throw APIFailure.notFound("there is no such player")
            }
            let (role, skeleton, written) = try row.decode((String, String?, String?).self)
            if role == "owner" { throw APIFailure.forbidden("nobody moderates the board's owner") }
            if role == "moderator", !caller.isOwner, action != .appointModerator {
                throw APIFailure.forbidden("only the owner acts on a moderator")
            }
            switch action {
            case .block: try await sql.rows("UPDATE clearfield.player SET blocked = true WHERE id = \(target)")
            case .unblock: try await sql.rows("UPDATE clearfield.player SET blocked = false WHERE id = \(target)")
            case .blankNickname:
                // Both keys are refused from now on: the name in any spelling that reads as it.
                for key in Set([skeleton, written].compactMap { $0 }) {
                    try await sql.rows("""
                        INSERT INTO clearfield.refused_name (skeleton, player_id, at) VALUES (\(key), \(target), \(moment))
                        ON CONFLICT (skeleton) DO NOTHING
                        """)
                }
                try await sql.rows("""
                    UPDATE clearfield.player SET nickname = NULL, nickname_skeleton = NULL, nickname_written_key = NULL,
                        nickname_blanked = true
                    WHERE id = \(target)
                    """)
            case .removeAvatar: try await sql.rows("DELETE FROM clearfield.avatar WHERE player_id = \(target)")
            case .appointModerator: try await sql.rows("UPDATE clearfield.player SET role = 'moderator' WHERE id = \(target)")
            case .removeModerator: try await sql.rows("UPDATE clearfield.player SET role = 'player' WHERE id = \(target)")
            }
            try await log(action.rawValue, target: target, run: nil, reason: reason, by: caller.playerID, at: moment, on: sql)
        }
    }

    func log(_ action: String, target: Int64, run: String?, reason: String?, by actor: Int64, at moment: Date,
             on sql: some SQLRunner) async throws {
        try await sql.rows("""
            INSERT INTO clearfield.moderation_log (actor, actor_id, action, target_id, reason, run_id, at)
            VALUES (\("#\(actor)"), \(actor), \(action), \(target), \(reason), \(run), \(moment))
            """)
    }

    /// Approves (ranked: on the boards from now) or rejects (refused) a held run.
    func review(_ runID: String, _ review: ReviewRequest, by caller: Caller) async throws {
        try requireModerator(caller)
        let moment = now
        try await database.transaction { sql in
            guard let row = try await sql.rows(
                "SELECT player_id, status FROM clearfield.run_verdict WHERE run_id = \(runID) FOR UPDATE").first else {
                throw APIFailure.notFound("there is no run \(runID.prefix(64))")
            }
            let (owner, status) = try row.decode((Int64, String).self)
            guard status == "held" else { throw APIFailure.conflict("the run \(runID) is not held for review") }
            guard owner != caller.playerID else { throw APIFailure.forbidden("a moderator does not review their own runs") }
            let note = review.note.map { String($0.prefix(400)) }
            if review.approve {
                try await sql.rows("""
                    UPDATE clearfield.run_verdict SET status = 'ranked', reason = NULL, decided_at = \(moment) WHERE run_id = \(runID)
                    """)
            } else {
                try await sql.rows("""
                    UPDATE clearfield.run_verdict SET status = 'refused',
                        reason = \("rejected by a moderator" + (note.map { ": " + $0 } ?? "")), decided_at = \(moment)
                    WHERE run_id = \(runID)
                    """)
            }
            try await log(review.approve ? "approve-run" : "reject-run", target: owner, run: runID, reason: note,
                          by: caller.playerID, at: moment, on: sql)
        }
    }
}
