import BoardAPI
import Foundation
import PostgresNIO
import SharedBoard

extension BoardAdmin {
    /// `verify`: every ranked and held run replayed again against its stored verdict. Refused runs
    /// are on no board and are not replayed (counted as skipped, with why); a run that no longer
    /// verifies is a failure, named.
    public func verify() throws -> Judged {
        var judged = Judged()
        try learnDailySeeds()
        var after = ""
        while true {
            let rows = try connection.rows("""
                SELECT r.id, r.player_id, r.board, r.game, r.setup, r.log, r.claimed, r.sort_key1, r.sort_key2, r.sort_key3,
                       r.finished_at, r.day, r.week, v.status
                FROM clearfield.run r LEFT JOIN clearfield.run_verdict v ON v.run_id = r.id
                WHERE r.id > \(after) ORDER BY r.id COLLATE "C" LIMIT 500
                """)
            guard let last = rows.last else { break }
            after = try last.makeRandomAccess()["id"].decode(String.self)
            for row in rows {
                let cells = row.makeRandomAccess()
                let id = try cells["id"].decode(String.self)
                switch try cells["status"].decode(String?.self) {
                case nil:
                    judged.skipped["no verdict yet (run clearfield-board migrate)", default: 0] += 1
                case "refused"?:
                    judged.skipped["refused: on no board", default: 0] += 1
                    judged.refused += 1
                case let status?:
                    guard let server = try? serverRun(row), let run = ServerRowCheck.rankedRun(from: server) else {
                        judged.failures.append("\(id): the row is not well formed")
                        continue
                    }
                    if case .unverified(let why) = rankings.reverify(run) {
                        judged.failures.append("\(id): \(why)")
                    } else if status == "ranked" {
                        judged.ranked += 1
                    } else {
                        judged.held += 1
                    }
                }
            }
        }
        return judged
    }

    /// `invite --uses N`: a new invitation code (only its SHA-256 is kept).
    public func invite(uses: Int) throws -> String {
        let code = Board.freshCode()
        try connection.rows("""
            INSERT INTO clearfield.invite (code_hash, uses_left) VALUES (\(GameLogs.digest(Data(code.utf8))), \(Int32(clamping: uses)))
            """)
        return code
    }

    /// `moderator add|remove NICKNAME` (`owner` for the board's owner), logged as the administrator's.
    public func setRole(nickname: String, role: String) throws {
        let found = try connection.rows("""
            SELECT id FROM clearfield.player WHERE nickname = \(nickname) OR ('#' || id::text) = \(nickname)
            """)
        guard let id = try found.first?.decode(Int64.self) else {
            throw ServiceError.configuration("there is no player \"\(nickname)\" on this board")
        }
        try connection.transaction { connection in
            try connection.rows("UPDATE clearfield.player SET role = \(role) WHERE id = \(id)")
            let action = role == "player" ? "moderator-remove" : "moderator-add"
            try connection.rows("""
                INSERT INTO clearfield.moderation_log (actor, action, target_id, reason)
                VALUES ('administrator', \(action), \(id), \(role == "owner" ? "made the board's owner" : nil))
                """)
        }
    }

    /// `status`: the schema, the players and the runs by verdict.
    public func status() throws -> [String] {
        let version = try BoardMigrator.appliedVersion(on: connection)
        var lines = ["schema version \(version) (this service: \(BoardMigration.latestVersion))"]
        guard version >= BoardMigration.serviceVersion else {
            return lines + ["not migrated for the service: run clearfield-board migrate --database URL"]
        }
        let counted = try connection.rows("""
            SELECT count(*), count(*) FILTER (WHERE blocked), count(*) FILTER (WHERE role <> 'player') FROM clearfield.player
            """)
        if let row = counted.first {
            let (all, blocked, moderators) = try row.decode((Int64, Int64, Int64).self)
            lines.append("players: \(all) (\(blocked) blocked, \(moderators) moderators or owner)")
        }
        for row in try connection.rows("SELECT status, count(*) FROM clearfield.run_verdict GROUP BY status ORDER BY status") {
            let (status, count) = try row.decode((String, Int64).self)
            lines.append("runs \(status): \(count)")
        }
        let zone = try connection.rows("SELECT value FROM clearfield.board_setting WHERE name = 'time_zone'").first?
            .decode(String.self) ?? "UTC"
        lines.append("time zone: \(zone)")
        return lines
    }
}
