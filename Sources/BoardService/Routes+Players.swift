import BoardAPI
import Crypto
import Foundation
import Hummingbird
import PostgresNIO
import Players

extension Board {
    func addPlayerRoutes(to router: Router<BoardContext>) {
        router.post(RouterPath(BoardAPI.Path.players)) { request, context in try await join(request, context) }
        router.get(RouterPath(BoardAPI.Path.me)) { request, _ in
            let (caller, _) = try await signed(request)
            return try json(try await account(caller.playerID))
        }
        router.delete(RouterPath(BoardAPI.Path.me)) { request, _ in
            let (caller, _) = try await signed(request)
            try await database.rows("DELETE FROM clearfield.player_key WHERE key_id = \(caller.keyID)")
            return Self.noContent()
        }
        router.put(RouterPath(BoardAPI.Path.myNickname)) { request, _ in
            let (caller, body) = try await signed(request)
            let change = try decode(NicknameChange.self, from: body)
            try await setNickname(change.nickname, of: caller.playerID, on: database)
            try await noteWrite(by: caller.playerID)
            return try json(try await account(caller.playerID))
        }
        router.put(RouterPath(BoardAPI.Path.myAvatar)) { request, _ in
            let (caller, body) = try await signed(request)
            let change = try decode(AvatarChange.self, from: body)
            guard (try? Avatar(bytes: change.pixels)) != nil else {
                throw APIFailure.badRequest("an avatar is 64 pixels of the game's palette")
            }
            try await database.rows("""
                INSERT INTO clearfield.avatar (player_id, pixels, updated_at) VALUES (\(caller.playerID), \(change.pixels), \(now))
                ON CONFLICT (player_id) DO UPDATE SET pixels = EXCLUDED.pixels, updated_at = EXCLUDED.updated_at
                """)
            try await noteWrite(by: caller.playerID)
            return Self.noContent()
        }
        router.delete(RouterPath(BoardAPI.Path.myAvatar)) { request, _ in
            let (caller, _) = try await signed(request)
            try await database.rows("DELETE FROM clearfield.avatar WHERE player_id = \(caller.playerID)")
            try await noteWrite(by: caller.playerID)
            return Self.noContent()
        }
        router.post(RouterPath(BoardAPI.Path.myLinks)) { request, _ in
            let (caller, _) = try await signed(request)
            let code = Self.freshCode()
            let expires = now.addingTimeInterval(settings.linkLifetime)
            try await database.rows("""
                INSERT INTO clearfield.link_code (code_hash, player_id, expires_at)
                VALUES (\(GameLogs.digest(Data(code.utf8))), \(caller.playerID), \(expires))
                """)
            return try json(LinkCode(code: code, expiresAt: expires), status: .created)
        }
        router.post(RouterPath(BoardAPI.Path.myClaim)) { request, _ in
            let (caller, body) = try await signed(request)
            let claim = try decode(ClaimRequest.self, from: body)
            return try json(try await self.claim(claim, by: caller))
        }
        router.get(RouterPath(BoardAPI.Path.playerList)) { request, _ in
            let (caller, _) = try await signed(request)
            let (offset, limit) = try page(request)
            let hidden = caller.isModerator ? "true" : "NOT p.blocked"
            let total = try await database.value(
                PostgresQuery(unsafeSQL: "SELECT count(*) FROM clearfield.player p WHERE \(hidden)"), as: Int64.self) ?? 0
            var query = PostgresQuery(unsafeSQL: """
                SELECT \(PlayerRows.columns) FROM clearfield.player p LEFT JOIN clearfield.avatar a ON a.player_id = p.id
                WHERE \(hidden) ORDER BY p.id OFFSET $1 LIMIT $2
                """)
            query.binds.append(Int64(offset))
            query.binds.append(Int64(limit))
            let items = try await database.rows(query).map { try PlayerRows.publicPlayer($0, moderatorView: caller.isModerator) }
            return try json(Page(items: items, total: Int(total),
                                 next: Self.nextOffset(offset: offset, count: items.count, total: Int(total))))
        }
        router.get("/v1/players/:player") { request, context in
            let (caller, _) = try await signed(request)
            // The client percent-encodes the name in the path (`BoardAPI.Path.profile`): "Zoë" or a
            // Greek look-alike is looked up as typed, as the web page's route does.
            let raw = try context.parameters.require("player")
            let name = raw.removingPercentEncoding ?? raw
            return try json(try await reads(after: caller.lastWrite) { reader in
                let player = try await reader.findPlayer(name, viewer: caller)
                // One's own profile counts deals started a moment ago: the primary has them.
                guard player != caller.playerID else { return try await profile(of: player, viewer: caller) }
                return try await reader.profile(of: player, viewer: caller)
            })
        }
    }

    /// `POST /players`: a new player, or this key added to a player by a link code.
    func join(_ request: Request, _ context: BoardContext) async throws -> Response {
        let body = try await body(of: request)
        try await limits.hit("join", context.address, limit: settings.joinsPerHour, window: 3600)
        let (key, signature) = try await signatures.newKey(of: request, body: body)
        let asked = try decode(JoinRequest.self, from: body)
        let known = try await database.value(
            "SELECT player_id FROM clearfield.player_key WHERE key_id = \(signature.keyID)", as: Int64.self)
        if known != nil { throw APIFailure.conflict("this computer's key is already a player's on this board") }
        let moment = now
        let player: Int64 = try await database.transaction { sql in
            if let code = asked.linkCode {
                // Deleted as it is used: a code works once, and one found expired is gone too.
                let deleted = try await sql.rows("""
                    DELETE FROM clearfield.link_code WHERE code_hash = \(GameLogs.digest(Data(code.utf8)))
                    RETURNING player_id, expires_at
                    """)
                guard let (owner, expires) = try deleted.first?.decode((Int64, Date).self), expires > moment else {
                    throw APIFailure.forbidden("the link code is not known or has expired: ask for a new one (clearfield board link)")
                }
                try await sql.rows("""
                    INSERT INTO clearfield.player_key (key_id, player_id, public_key, added_at)
                    VALUES (\(signature.keyID), \(owner), \(key.rawRepresentation), \(moment))
                    """)
                return owner
            }
            if settings.inviteOnly {
                let invite = asked.invite.map { GameLogs.digest(Data($0.utf8)) } ?? ""
                let used = try await sql.rows("""
                    UPDATE clearfield.invite SET uses_left = uses_left - 1 WHERE code_hash = \(invite) AND uses_left > 0
                    RETURNING 1
                    """)
                if used.isEmpty {
                    throw APIFailure(.forbidden, .inviteRequired, "this board takes new players by invitation: ask its owner for a code")
                }
            }
            let id = try await sql.value(
                "INSERT INTO clearfield.player (member_since) VALUES (\(moment)) RETURNING id", as: Int64.self) ?? 0
            try await sql.rows("""
                INSERT INTO clearfield.player_key (key_id, player_id, public_key, added_at)
                VALUES (\(signature.keyID), \(id), \(key.rawRepresentation), \(moment))
                """)
            if let nickname = asked.nickname { try await setNickname(nickname, of: id, on: sql) }
            return id
        }
        return try json(try await account(player), status: .created)
    }

    func account(_ id: Int64) async throws -> PlayerAccount {
        guard let row = try await database.rows("""
            SELECT id, nickname, nickname_blanked, role, blocked, member_since FROM clearfield.player WHERE id = \(id)
            """).first else { throw APIFailure.notFound("there is no such player") }
        let (playerID, nickname, blanked, role, blocked, since) = try row.decode((Int64, String?, Bool, String, Bool, Date).self)
        return PlayerAccount(playerID: playerID, nickname: blanked ? nil : nickname, role: role, blocked: blocked,
                             memberSince: since)
    }

    /// Sets a nickname after the Players module's checks: not a name a moderator blanked, and no
    /// other player's name reads the same (the unique skeleton decides, even between two at once).
    func setNickname(_ raw: String, of player: Int64, on sql: some SQLRunner) async throws {
        let (text, keys) = try NicknamePolicy.check(raw)
        let refused = try await sql.rows("SELECT 1 FROM clearfield.refused_name WHERE skeleton = ANY(\(keys.both))")
        guard refused.isEmpty else {
            throw APIFailure(.conflict, .nameRefused, "\"\(text)\" was blanked by a moderator and cannot be taken again")
        }
        // Either key of this name against either key of the others (each column is unique too,
        // which settles two players taking look-alikes at once).
        let taken = try await sql.rows("""
            SELECT 1 FROM clearfield.player WHERE id <> \(player)
              AND (nickname_skeleton = ANY(\(keys.both)) OR nickname_written_key = ANY(\(keys.both)))
            """)
        guard taken.isEmpty else { throw APIFailure(.conflict, .nameTaken, "\"\(text)\" reads as another player's nickname") }
        do {
            try await sql.rows("""
                UPDATE clearfield.player SET nickname = \(text), nickname_skeleton = \(keys.skeleton),
                    nickname_written_key = \(keys.written), nickname_blanked = false
                WHERE id = \(player)
                """)
        } catch let error as PSQLError where error.serverInfo?[.sqlState] == "23505" {
            throw APIFailure(.conflict, .nameTaken, "\"\(text)\" reads as another player's nickname")
        }
    }

    /// A player named in a path: `#id` or a nickname (by its keys, so look-alikes find it).
    func findPlayer(_ name: String, viewer: Caller) async throws -> Int64 {
        let id: Int64?
        if name.hasPrefix("#"), let number = Int64(name.dropFirst()) {
            id = try await database.value("SELECT id FROM clearfield.player WHERE id = \(number)", as: Int64.self)
        } else {
            // By either key; a player whose case-folded key is the name's first.
            let keys = try NicknamePolicy.keys(of: name)
            id = try await database.value("""
                SELECT id FROM clearfield.player
                WHERE (nickname_skeleton = ANY(\(keys.both)) OR nickname_written_key = ANY(\(keys.both))) AND NOT nickname_blanked
                ORDER BY nickname_skeleton = \(keys.skeleton) DESC, id LIMIT 1
                """, as: Int64.self)
        }
        guard let id else { throw APIFailure.notFound("there is no player \"\(name.prefix(40))\" on this board") }
        return id
    }

    /// Random letters and digits a person can type (no 0/O, 1/l).
    static func freshCode() -> String {
        let alphabet = Array("abcdefghjkmnpqrstuvwxyz23456789")
        var generator = SystemRandomNumberGenerator()
        return String((0..<12).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] })
    }
}
