extension BoardMigration {
    /// Version 6: deals (issue 19). A ranked game on the shared board starts from a deal the
    /// database issues to the connected player: its seed chosen here, `issued_at` on the server's
    /// clock. A run names its deal, and the database refuses one whose deal does not exist, was
    /// issued to someone else or for another game, was already used, whose board (for Mines, the
    /// seed in its setup) is not the one dealt, or whose claimed play time is longer than the deal
    /// has existed (plus `playTimeSlack`). A run copied from another player therefore has no deal
    /// it can name.
    static let dealsV6 = BoardMigration(version: 6, name: "deals", statements: [
        """
        CREATE TABLE clearfield.deal (
            id bigserial PRIMARY KEY,
            player_id bigint NOT NULL REFERENCES clearfield.player (id),
            game text NOT NULL CHECK (game IN ('mines', 'tiles')),
            seed bigint NOT NULL,
            issued_at timestamptz NOT NULL DEFAULT now()
        )
        """,
        "CREATE INDEX deal_by_player ON clearfield.deal (player_id, issued_at)",
        "GRANT SELECT ON clearfield.deal TO moderator",
        "ALTER TABLE clearfield.run ADD COLUMN deal_id bigint NULL REFERENCES clearfield.deal (id)",
        // A deal makes one run: the check below says so in words; this index is its backstop.
        "CREATE UNIQUE INDEX run_deal ON clearfield.run (deal_id)",
        // Seeds short enough to read off the screen and type again, as the game's own dealer's;
        // drawn from the server's strong random source (gen_random_uuid), not random().
        """
        CREATE FUNCTION clearfield.issue_deal(game_name text)
        RETURNS TABLE (deal_id bigint, seed bigint, issued_at timestamptz)
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = clearfield, pg_temp AS $$
        DECLARE
            me bigint := clearfield.current_player_id();
        BEGIN
            IF me IS NULL THEN
                RAISE EXCEPTION 'the role % is not a player of this board', session_user USING ERRCODE = '42501';
            END IF;
            RETURN QUERY
            INSERT INTO clearfield.deal AS d (player_id, game, seed)
            VALUES (me, game_name,
                    1 + (('x' || substr(md5(gen_random_uuid()::text), 1, 15))::bit(60)::bigint % 999999999))
            RETURNING d.id, d.seed, d.issued_at;
        END
        $$
        """,
        "REVOKE ALL ON FUNCTION clearfield.issue_deal(text) FROM PUBLIC",
        "GRANT EXECUTE ON FUNCTION clearfield.issue_deal(text) TO clearfield_player",
        """
        CREATE FUNCTION clearfield.check_deal() RETURNS trigger
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = clearfield, pg_temp AS $$
        DECLARE
            dealt clearfield.deal;
            setup_seed text;
            claimed_ms bigint;
            allowed_ms bigint;
        BEGIN
            IF clearfield.is_administrator() THEN
                RETURN NEW;
            END IF;
            -- A retried send whose answer was lost: the insert's ON CONFLICT leaves it as it is.
            IF EXISTS (SELECT FROM clearfield.run WHERE id = NEW.id AND player_id = NEW.player_id) THEN
                RETURN NEW;
            END IF;
            IF NEW.deal_id IS NULL THEN
                RAISE EXCEPTION 'a run on this board names the deal it was played from' USING ERRCODE = '42501';
            END IF;
            SELECT * INTO dealt FROM clearfield.deal WHERE id = NEW.deal_id FOR UPDATE;
            IF NOT FOUND THEN
                RAISE EXCEPTION 'there is no deal %', NEW.deal_id USING ERRCODE = '42501';
            END IF;
            IF dealt.player_id <> NEW.player_id THEN
                RAISE EXCEPTION 'the deal % was issued to another player', NEW.deal_id USING ERRCODE = '42501';
            END IF;
            IF dealt.game <> NEW.game THEN
                RAISE EXCEPTION 'the deal % is for a game of %, not %', NEW.deal_id, dealt.game, NEW.game
                    USING ERRCODE = '42501';
            END IF;
            IF EXISTS (SELECT FROM clearfield.run WHERE deal_id = NEW.deal_id) THEN
                RAISE EXCEPTION 'the deal % was already used', NEW.deal_id USING ERRCODE = '42501';
            END IF;
            BEGIN
                setup_seed := convert_from(NEW.setup, 'UTF8')::jsonb ->> 'seed';
                claimed_ms := coalesce((NEW.claimed::jsonb -> 'claimed' ->> 'timingStartOffset')::bigint, 0)
                            + coalesce((NEW.claimed::jsonb -> 'claimed' ->> 'playMilliseconds')::bigint, 0);
            EXCEPTION WHEN others THEN
                RAISE EXCEPTION 'the run''s setup or claim is not readable' USING ERRCODE = '22023';
            END;
            -- A Mines board is its seed; a Tiles level is the same board for everyone.
            IF NEW.game = 'mines' AND setup_seed IS DISTINCT FROM dealt.seed::text THEN
                RAISE EXCEPTION 'the run''s board is not the one dealt by deal %', NEW.deal_id USING ERRCODE = '42501';
            END IF;
            allowed_ms := floor(extract(epoch FROM now() - dealt.issued_at) * 1000)::bigint + 2000;
            IF claimed_ms > allowed_ms THEN
                RAISE EXCEPTION 'the run claims % ms of play, more than the % ms since its deal was issued (2 s of slack included)',
                    claimed_ms, allowed_ms USING ERRCODE = '22023';
            END IF;
            RETURN NEW;
        END
        $$
        """,
        // Named to fire before run_stamped (a table's triggers fire in name order).
        """
        CREATE TRIGGER run_dealt BEFORE INSERT ON clearfield.run
            FOR EACH ROW EXECUTE FUNCTION clearfield.check_deal()
        """,
    ])
}
