-- Fills a migrated board (clearfield-board migrate) with :runs runs of :players players on the
-- board :'board' (classic Mines: sort keys [time, -3BV/s, finish in ms], as MinesRanking scores
-- them), for the board service's read measures (board-service-reads.sh, issue 29 point 10).
--
-- The rows are what the service itself would have stored: a run, its verdict (ranked; a few held
-- or refused, which no board may count) and, from ranked verdicts only, each player's best per
-- period ('all', 'd:DAY', 'w:WEEK') in board_best, chosen by the same order as the trigger
-- clearfield.keep_ranked_best (keys, then finish, then run id), and their counts per band of the
-- first key (board_band). Runs go into their month's partition, made here first. The triggers are skipped while
-- filling (session_replication_role = replica) and board_best is built in one statement instead
-- of a row at a time: the result is the same, in a minute rather than an hour.
--
-- Recent days are busier than old ones (finishes spread as the square of a uniform draw over a
-- year), so today's and this week's boards hold thousands of players too. 0.5 % of the players
-- are blocked; a fifth have an avatar.
--
-- Usage: psql URL -v players=100000 -v runs=1000000 -v board=mines.expert.noguess -f board-service-fill.sql

\set ON_ERROR_STOP on
SET session_replication_role = replica;
SET synchronous_commit = off;

BEGIN;
INSERT INTO clearfield.player (id, nickname, nickname_skeleton, blocked, member_since, role)
SELECT i, 'Miner ' || i, clearfield.name_skeleton('Miner ' || i), i % 200 = 7,
       now() - interval '400 days' + i * interval '1 second', 'player'
FROM generate_series(1, :players) AS i;
SELECT setval('clearfield.player_id_seq', :players);

INSERT INTO clearfield.avatar (player_id, pixels, updated_at)
SELECT i, decode(repeat(lpad(to_hex(i % 16), 2, '0'), 64), 'hex'), now()
FROM generate_series(1, :players) AS i WHERE i % 5 = 0;

-- One game: a time between 30 s and 10 min, a 3BV between 100 and 250, a finish within the year.
CREATE TEMPORARY TABLE game ON COMMIT DROP AS
SELECT i,
       1 + (i::bigint * 7919) % :players AS player_id,
       30000 + (floor(random() * random() * 570000))::bigint AS time_ms,
       100 + (floor(random() * 151))::bigint AS three_bv,
       date_trunc('milliseconds', now() - (random() * random()) * interval '365 days') AS finished_at,
       (1 + floor(random() * 999999999))::bigint AS seed
FROM generate_series(1, :runs) AS i;

-- The months the runs finished in, each a partition of run (schema version 16).
SELECT count(clearfield.add_run_month(month)) AS months FROM (
    SELECT DISTINCT date_trunc('month', finished_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS month FROM game) months;

INSERT INTO clearfield.run (id, player_id, board, game, setup, log, claimed, sort_key1, sort_key2, sort_key3,
                            finished_at, day, week, submitted_at)
SELECT 'bench-' || g.i, g.player_id, :'board', 'mines',
       convert_to('{"params":{"mode":{"difficulty":"expert","kind":"classic"},"settings":{"questionMarks":false,"style":"'
                  || CASE WHEN :'board' LIKE '%.random' THEN 'random' ELSE 'noGuess' END || '"}},"seed":' || g.seed || '}', 'UTF8'),
       decode(md5(g.i::text) || repeat('00', 300), 'hex'),
       '{"claimed":{"kind":"mines","status":"won","boardsCleared":1,"moves":' || (g.three_bv + 20)
           || ',"threeBV":' || g.three_bv || ',"hintsUsed":0,"undosUsed":0,"actionCount":' || (g.three_bv + 20)
           || ',"playMilliseconds":' || g.time_ms || ',"timingStartOffset":500},"figures":{"timeMs":' || g.time_ms
           || ',"threeBV":' || g.three_bv || ',"threeBVPerSecond":' || (g.three_bv * 1000000 / g.time_ms) || '}}',
       g.time_ms, -(g.three_bv * 1000000 / g.time_ms), (extract(epoch FROM g.finished_at) * 1000)::bigint,
       g.finished_at, to_char(g.finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD'),
       to_char(g.finished_at AT TIME ZONE 'UTC', 'IYYY-"W"IW'), g.finished_at + interval '1 second'
FROM game g;

INSERT INTO clearfield.run_verdict (run_id, board, player_id, status, reason, moves_digest, decided_at)
SELECT 'bench-' || g.i, :'board', g.player_id,
       CASE g.i % 200 WHEN 3 THEN 'held' WHEN 5 THEN 'refused' ELSE 'ranked' END,
       CASE g.i % 200 WHEN 3 THEN 'held for review: faster than the human envelope'
                      WHEN 5 THEN 'its log is not the one its game finished with' END,
       encode(sha256(convert_to('bench-' || g.i, 'UTF8')), 'hex'), g.finished_at + interval '1 second'
FROM game g;

INSERT INTO clearfield.board_best (board, period, player_id, run_id, sort_key1, sort_key2, sort_key3, finished_at, claimed)
SELECT DISTINCT ON (r.board, buckets.period, r.player_id)
       r.board, buckets.period, r.player_id, r.id, r.sort_key1, r.sort_key2, r.sort_key3, r.finished_at, r.claimed
FROM clearfield.run r
JOIN clearfield.run_verdict v ON v.run_id = r.id AND v.status = 'ranked'
CROSS JOIN LATERAL (VALUES ('all'), ('d:' || r.day), ('w:' || r.week)) AS buckets (period)
WHERE r.board = :'board'
ORDER BY r.board, buckets.period, r.player_id, r.sort_key1, r.sort_key2, r.sort_key3, r.finished_at, r.id COLLATE "C";

-- The bests counted in bands of their first key, as the trigger best_counted_in_bands keeps them
-- (schema version 17).
INSERT INTO clearfield.board_band (board, period, shift, band, bests)
SELECT board, period, 10, sort_key1 >> 10, count(*) FROM clearfield.board_best WHERE board = :'board' GROUP BY 1, 2, 3, 4
UNION ALL
SELECT board, period, 0, sort_key1, count(*) FROM clearfield.board_best WHERE board = :'board' GROUP BY 1, 2, 3, 4;

-- The board's players not blocked, in eight slots, as the trigger best_counted_in_board_players
-- keeps them (schema version 21).
INSERT INTO clearfield.board_players (board, slot, players)
SELECT b.board, (b.player_id % 8)::smallint, count(*)
FROM clearfield.board_best b JOIN clearfield.player p ON p.id = b.player_id
WHERE b.board = :'board' AND b.period = 'all' AND NOT p.blocked GROUP BY 1, 2;
COMMIT;

VACUUM ANALYZE clearfield.player;
VACUUM ANALYZE clearfield.avatar;
VACUUM ANALYZE clearfield.run;
VACUUM ANALYZE clearfield.run_verdict;
VACUUM ANALYZE clearfield.board_best;
VACUUM ANALYZE clearfield.board_band;
VACUUM ANALYZE clearfield.board_players;

SELECT (SELECT count(*) FROM clearfield.player) AS players, (SELECT count(*) FROM clearfield.run) AS runs,
       (SELECT count(*) FROM clearfield.board_best WHERE period = 'all') AS ranked_players,
       (SELECT count(*) FROM clearfield.board_best) AS bests;
