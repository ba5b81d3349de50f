extension BoardMigration {
    /// Part of version 15: the per-session checks the earlier triggers still run on every deal and
    /// run the service inserts (`is_administrator()`, `current_player_id()`), found by the player's
    /// login name through its unique index. `session_user` is of type `name`, whose collation is
    /// "C": compared as it was, the index (default collation) could not be used, and every check
    /// read the whole player table: 10–20 ms each with 100,000 players, four of them per run
    /// inserted (docs/PERFORMANCE.md, "Issue 29: the board service").
    static let sessionChecksByIndex = [
        """
        CREATE OR REPLACE FUNCTION clearfield.current_player_id() RETURNS bigint
        LANGUAGE sql STABLE SECURITY DEFINER SET search_path = clearfield, pg_temp AS $$
            SELECT id FROM clearfield.player WHERE role_name = session_user::text COLLATE "default"
        $$
        """,
        """
        CREATE OR REPLACE FUNCTION clearfield.is_administrator() RETURNS boolean
        LANGUAGE sql STABLE SECURITY DEFINER SET search_path = clearfield, pg_temp AS $$
            SELECT NOT EXISTS (SELECT FROM clearfield.player WHERE role_name = session_user::text COLLATE "default")
               AND EXISTS (SELECT FROM pg_catalog.pg_roles r WHERE r.rolname = session_user
                           AND (r.rolsuper OR r.oid = (SELECT relowner FROM pg_catalog.pg_class
                                                       WHERE oid = 'clearfield.run'::regclass)))
        $$
        """,
    ]
}
