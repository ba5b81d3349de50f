import PostgresNIO
import SharedBoard

extension BoardAdmin {
    /// Every nickname's stored key brought to the service's rules (`NicknamePolicy.key`, the full
    /// UTS #39 data): the migrations computed keys in SQL from version 9's frozen table, and a key
    /// from other rules would let a new name slip past an old one that reads the same. Runs at
    /// every `migrate` and changes only keys that differ. Where two old names now read as one, the
    /// earlier player keeps it and the later one's nickname is cleared (they show as "Player N"
    /// and choose again); those are reported.
    func rekeyNicknames() throws -> [String] {
        var changed: [(id: Int64, nickname: String, key: String)] = []
        for row in try connection.rows("""
            SELECT id, nickname, nickname_skeleton FROM clearfield.player WHERE nickname IS NOT NULL ORDER BY id
            """) {
            let (id, nickname, stored) = try row.decode((Int64, String, String?).self)
            let key = try NicknamePolicy.key(of: nickname)
            if key != stored { changed.append((id, nickname, key)) }
        }
        guard !changed.isEmpty else { return [] }
        // Cleared first, so a key is never refused by another changed row's old key.
        try connection.rows("""
            UPDATE clearfield.player SET nickname_skeleton = NULL WHERE id = ANY(\(changed.map(\.id)))
            """)
        var cleared: [String] = []
        for player in changed {
            let taken = try connection.rows("""
                SELECT 1 FROM clearfield.player WHERE nickname_skeleton = \(player.key) AND id <> \(player.id)
                """)
            if taken.isEmpty {
                try connection.rows("UPDATE clearfield.player SET nickname_skeleton = \(player.key) WHERE id = \(player.id)")
            } else {
                try connection.rows("UPDATE clearfield.player SET nickname = NULL WHERE id = \(player.id)")
                cleared.append(player.nickname)
            }
        }
        return cleared
    }
}
