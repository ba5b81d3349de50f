import PostgresNIO
import SharedBoard

extension BoardAdmin {
    /// Every nickname's stored keys brought to the service's rules (`NicknamePolicy.keys`, the full
    /// UTS #39 data; the key of the name as written since "names-written-key"): the migrations
    /// computed keys in SQL from version 9's frozen table, and a key from other rules would let a
    /// new name slip past an old one that reads the same. Runs at every `migrate` and changes only
    /// keys that differ. Where two old names now read as one (they share either key), the earlier
    /// player keeps it and the later one's nickname is cleared (they show as "Player N" and choose
    /// again); those are reported.
    func rekeyNicknames() throws -> [String] {
        var changed: [(id: Int64, nickname: String, keys: NicknamePolicy.Keys)] = []
        for row in try connection.rows("""
            SELECT id, nickname, nickname_skeleton, nickname_written_key FROM clearfield.player
            WHERE nickname IS NOT NULL ORDER BY id
            """) {
            let (id, nickname, stored, storedWritten) = try row.decode((Int64, String, String?, String?).self)
            let keys = try NicknamePolicy.keys(of: nickname)
            if keys.skeleton != stored || keys.written != storedWritten { changed.append((id, nickname, keys)) }
        }
        guard !changed.isEmpty else { return [] }
        // Cleared first, so a key is never refused by another changed row's old key.
        try connection.rows("""
            UPDATE clearfield.player SET nickname_skeleton = NULL, nickname_written_key = NULL
            WHERE id = ANY(\(changed.map(\.id)))
            """)
        var cleared: [String] = []
        for player in changed {
            let taken = try connection.rows("""
                SELECT 1 FROM clearfield.player WHERE id <> \(player.id)
                  AND (nickname_skeleton = ANY(\(player.keys.both)) OR nickname_written_key = ANY(\(player.keys.both)))
                """)
            if taken.isEmpty {
                try connection.rows("""
                    UPDATE clearfield.player SET nickname_skeleton = \(player.keys.skeleton),
                        nickname_written_key = \(player.keys.written) WHERE id = \(player.id)
                    """)
            } else {
                try connection.rows("UPDATE clearfield.player SET nickname = NULL WHERE id = \(player.id)")
                cleared.append(player.nickname)
            }
        }
        return cleared
    }
}
