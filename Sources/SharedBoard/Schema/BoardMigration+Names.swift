extension BoardMigration {
    /// Version 9: names cannot impersonate (issue 19). The database compares nicknames by their
    /// skeleton — the steps and table of `V9Skeleton` (NFKD, accents and
    /// invisible characters dropped, look-alikes mapped) — and refuses a nickname that reads as
    /// another player's nickname or login name, or as the "Player N" placeholder, saying which.
    ///
    /// The table of look-alikes is written into this migration as it stands when the migration
    /// is made (`V9Skeleton.table`, frozen); the game's own rules (`NicknameRules`) have moved on.
    static let namesV9 = BoardMigration(version: 9, name: "names-cannot-impersonate", statements: [
        "CREATE TABLE clearfield.confusable (source text PRIMARY KEY, target text NOT NULL)",
        confusableRows,
        "GRANT SELECT ON clearfield.confusable TO clearfield_player, moderator",
        """
        CREATE FUNCTION clearfield.name_skeleton(name text) RETURNS text
        LANGUAGE sql STABLE SET search_path = clearfield, pg_temp AS $$
            SELECT coalesce(string_agg(coalesce(c.target, t.ch), '' ORDER BY t.i), '')
            FROM regexp_split_to_table(normalize(name, NFKD), '') WITH ORDINALITY AS t (ch, i)
            LEFT JOIN clearfield.confusable c ON c.source = t.ch
            WHERE t.ch !~ '[\\u0300-\\u036f\\u200b-\\u200f\\u2060\\ufeff\\u00ad]'
        $$
        """,
        "ALTER TABLE clearfield.player ADD COLUMN nickname_skeleton text NULL, ADD COLUMN role_skeleton text NULL",
        """
        UPDATE clearfield.player
        SET nickname_skeleton = clearfield.name_skeleton(nickname), role_skeleton = clearfield.name_skeleton(role_name)
        """,
        "CREATE INDEX player_nickname_skeleton ON clearfield.player (nickname_skeleton)",
        "CREATE INDEX player_role_skeleton ON clearfield.player (role_skeleton)",
        """
        CREATE FUNCTION clearfield.check_name() RETURNS trigger
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = clearfield, pg_temp AS $$
        DECLARE
            skeleton text;
            other text;
        BEGIN
            NEW.role_skeleton := clearfield.name_skeleton(NEW.role_name);
            IF NEW.nickname IS NULL THEN
                NEW.nickname_skeleton := NULL;
                RETURN NEW;
            END IF;
            IF TG_OP = 'UPDATE' AND NEW.nickname IS NOT DISTINCT FROM OLD.nickname AND OLD.nickname_skeleton IS NOT NULL THEN
                RETURN NEW;
            END IF;
            skeleton := clearfield.name_skeleton(NEW.nickname);
            IF skeleton ~ '^player *[0-9ol]+$' THEN
                RAISE EXCEPTION '"%" has the form of the placeholder names ("Player N")', NEW.nickname
                    USING ERRCODE = '23505';
            END IF;
            -- Two players choosing look-alike names at once: one after the other.
            PERFORM pg_advisory_xact_lock(hashtext('clearfield.nickname:' || skeleton));
            SELECT nickname INTO other FROM clearfield.player
                WHERE nickname_skeleton = skeleton AND id <> NEW.id LIMIT 1;
            IF FOUND THEN
                RAISE EXCEPTION '"%" reads as "%", another player''s nickname', NEW.nickname, other
                    USING ERRCODE = '23505';
            END IF;
            SELECT role_name INTO other FROM clearfield.player
                WHERE role_skeleton = skeleton AND id <> NEW.id LIMIT 1;
            IF FOUND THEN
                RAISE EXCEPTION '"%" reads as "%", another player''s login name', NEW.nickname, other
                    USING ERRCODE = '23505';
            END IF;
            NEW.nickname_skeleton := skeleton;
            RETURN NEW;
        END
        $$
        """,
        // Named to fire after player_guarded (a table's triggers fire in name order).
        """
        CREATE TRIGGER player_named BEFORE INSERT OR UPDATE ON clearfield.player
            FOR EACH ROW EXECUTE FUNCTION clearfield.check_name()
        """,
    ])

    /// The look-alike table as one INSERT, each text a Unicode-escaped literal (no quoting to get
    /// wrong whatever the characters are).
    static var confusableRows: String {
        let rows = V9Skeleton.table.sorted { $0.key.value < $1.key.value }.map { source, target in
            "(\(escaped(String(source))), \(escaped(target)))"
        }
        return "INSERT INTO clearfield.confusable (source, target) VALUES " + rows.joined(separator: ", ")
    }

    /// A text as a PostgreSQL Unicode-escaped literal: U&'\0041'.
    static func escaped(_ text: String) -> String {
        let codes = text.unicodeScalars.map { scalar in
            scalar.value <= 0xFFFF ? "\\" + hex(scalar.value, 4) : "\\+" + hex(scalar.value, 6)
        }
        return "U&'" + codes.joined() + "'"
    }

    private static func hex(_ value: UInt32, _ digits: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
