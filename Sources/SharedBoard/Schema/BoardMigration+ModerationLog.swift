extension BoardMigration {
    /// Version 7: the moderation log is complete (issue 19). Un-blanking a nickname and appointing
    /// or removing a moderator left no line. Now the player table's trigger also logs a name given
    /// back (`restore-name`) or cleared without the blank flag, by anyone but the player, and
    /// `set_moderator` logs each appointment and removal (`appoint-moderator`, `remove-moderator`)
    /// with the actor and the reason (`clearfield.reason`), in the same transaction as the change.
    ///
    /// Role membership itself has no trigger in PostgreSQL: a superuser typing `GRANT moderator`
    /// by hand is not seen (nor can anything stop a superuser from editing the log).
    static let moderationLogV7 = BoardMigration(version: 7, name: "complete-moderation-log", statements: [
        """
        CREATE OR REPLACE FUNCTION clearfield.log_player_moderation() RETURNS trigger
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = clearfield, pg_temp AS $$
        DECLARE
            why text := nullif(current_setting('clearfield.reason', true), '');
        BEGIN
            IF OLD.role_name = session_user THEN
                RETURN NULL;  -- a player's own changes are not moderation
            END IF;
            IF (NEW.nickname_blanked AND NOT OLD.nickname_blanked)
               OR (NEW.nickname IS NULL AND OLD.nickname IS NOT NULL AND NEW.nickname_blanked = OLD.nickname_blanked) THEN
                INSERT INTO clearfield.moderation_log (actor, action, target_id, reason)
                VALUES (session_user, 'clear-name', NEW.id, why);
            ELSIF OLD.nickname_blanked AND NOT NEW.nickname_blanked THEN
                INSERT INTO clearfield.moderation_log (actor, action, target_id, reason)
                VALUES (session_user, 'restore-name', NEW.id, why);
            END IF;
            IF NEW.blocked AND NOT OLD.blocked THEN
                INSERT INTO clearfield.moderation_log (actor, action, target_id, reason)
                VALUES (session_user, 'block', NEW.id, why);
            ELSIF OLD.blocked AND NOT NEW.blocked THEN
                INSERT INTO clearfield.moderation_log (actor, action, target_id, reason)
                VALUES (session_user, 'unblock', NEW.id, why);
            END IF;
            RETURN NULL;
        END
        $$
        """,
        """
        CREATE OR REPLACE FUNCTION clearfield.set_moderator(login text, appointed boolean) RETURNS void
        LANGUAGE plpgsql SET search_path = clearfield, pg_temp AS $$
        DECLARE
            target bigint;
            was boolean;
        BEGIN
            SELECT id INTO target FROM clearfield.player WHERE role_name = login;
            IF target IS NULL THEN
                RAISE EXCEPTION 'no player has the role %', login USING ERRCODE = '22023';
            END IF;
            was := pg_has_role(login, 'moderator', 'MEMBER');
            IF appointed THEN
                EXECUTE format('GRANT moderator TO %I', login);
            ELSE
                EXECUTE format('REVOKE moderator FROM %I', login);
            END IF;
            IF was IS DISTINCT FROM appointed THEN
                INSERT INTO clearfield.moderation_log (actor, action, target_id, reason)
                VALUES (session_user, CASE WHEN appointed THEN 'appoint-moderator' ELSE 'remove-moderator' END,
                        target, nullif(current_setting('clearfield.reason', true), ''));
            END IF;
        END
        $$
        """,
    ])
}
