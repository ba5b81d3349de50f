#!/usr/bin/env bash
# The shared board's figures (issues 14 and 19) without the benchmark package's build: a board of
# 1,000,000 runs by 10,000 players plus 100,000 junk runs of one more player (logs that never
# replay: half on Mines: Expert, half on 50,000 Tiles level boards), the same data as
# SharedBoardBenchmarks' BoardSeed, then
#
#   - pgbench, logged in with a password as a player role (row-level security, deals, clock and
#     quota in the path), running the statements PostgresLeaderboardStore sends for each call
#     (copied from BoardServer: keep them in step), for SECONDS each: top 20, a player's rank,
#     around-me (radius 5, asked as 9: the store asks 4 more a side), submit with its deal, and
#     the Tiles total's read of every member best ("members");
#   - the real client opening each board for another player: `clearfield leaderboard BOARD`
#     (connect, count, top 20, the viewer's rank; every row read replayed by the game's own rules),
#     timed whole, process start included, RUNS times.
#
#   scripts/with-postgres.sh Benchmarks/scripts/shared-board-figures.sh [SECONDS] [RUNS]
#
# CLEARFIELD names the binary (default: the release build, built when missing; a debug build's
# figures are an upper bound).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
require psql pgbench

seconds="${1:-10}"
runs="${2:-5}"
[ -n "${CLEARFIELD_TEST_POSTGRES_URL:-}" ] || { echo "run it under scripts/with-postgres.sh" >&2; exit 2; }
binary="$(release_binary)"
echo "clearfield: $binary"
echo "machine: $(machine_line)"

database="bench_$$"
server="${CLEARFIELD_TEST_POSTGRES_URL%/postgres}"
admin="$server/$database?sslmode=disable"
player_password="bench-$$"
# A minute's time-out: a slow read is measured, not cut short at the default 5 s.
player="postgres://bench_player:$player_password@${server#*@}/$database?sslmode=disable&connect_timeout=60"
home="$(mktemp -d)"
work="$(mktemp -d)"
trap 'rm -rf "$home" "$work"' EXIT
cf() { "$binary" "$@" --data-dir "$home"; }

psql "$CLEARFIELD_TEST_POSTGRES_URL" -qc "CREATE DATABASE $database"
cf board init --shared-board "$admin" >/dev/null
cf board add-player bench_player --shared-board "$admin" >/dev/null
psql "$admin" -qc "ALTER ROLE bench_player PASSWORD '$player_password'"

echo "loading the board ($(date -u +%H:%M:%S) UTC)..."
start=$(date +%s)
psql "$admin" -q -v ON_ERROR_STOP=1 <<'SQL'
INSERT INTO clearfield.player (role_name) SELECT 'bench_' || g FROM generate_series(1, 10000) g;
INSERT INTO clearfield.player (role_name) VALUES ('bench_junk');
ALTER TABLE clearfield.run DISABLE TRIGGER USER;
INSERT INTO clearfield.run (id, player_id, board, game, setup, log, claimed, sort_key1, sort_key2, sort_key3,
                            finished_at, day, week)
SELECT 'seed-' || g, p.first + (g % 10000), 'mines.expert.random', 'mines', '\x7b7d'::bytea,
       decode(repeat('01', 600), 'hex'),
       '{"claimed":{"kind":"mines","status":"won","boardsCleared":1,"moves":120,"threeBV":140,"hintsUsed":0,"undosUsed":0,"actionCount":120,"timingStartOffset":0,"lastOffset":60000,"playMilliseconds":60000},"figures":{"timeMs":60000}}',
       30000 + (hashint4(g) & 1048575), -(g % 997), 0,
       t, to_char(t, 'YYYY-MM-DD'), to_char(t, 'IYYY-"W"IW')
FROM generate_series(1, 1000000) g
CROSS JOIN (SELECT min(id) AS first FROM clearfield.player WHERE role_name LIKE 'bench\_%' AND role_name <> 'bench_player') p
CROSS JOIN LATERAL (SELECT now() - (g % 60) * interval '1 day' AS t) moment;
INSERT INTO clearfield.run (id, player_id, board, game, setup, log, claimed, sort_key1, sort_key2, sort_key3,
                            finished_at, day, week)
SELECT 'junk-' || g, (SELECT id FROM clearfield.player WHERE role_name = 'bench_junk'),
       CASE WHEN g % 2 = 0 THEN 'mines.expert.random' ELSE 'tiles.level.' || (g / 2 + 1) || '.0123abcd' END,
       CASE WHEN g % 2 = 0 THEN 'mines' ELSE 'tiles' END, '\x7b7d'::bytea, '\x00'::bytea,
       '{"claimed":{"kind":"mines","status":"won","boardsCleared":1,"moves":120,"threeBV":140,"hintsUsed":0,"undosUsed":0,"actionCount":120,"timingStartOffset":0,"lastOffset":60000,"playMilliseconds":60000},"figures":{"timeMs":60000,"score":900,"levels":1}}',
       1000 + g, 0, 0, now(), to_char(now(), 'YYYY-MM-DD'), to_char(now(), 'IYYY-"W"IW')
FROM generate_series(1, 100000) g;
-- The bests, as schema version 2 fills them.
INSERT INTO clearfield.board_best (board, period, player_id, run_id, sort_key1, sort_key2, sort_key3, finished_at)
SELECT DISTINCT ON (board, period, player_id)
       board, period, player_id, id, sort_key1, sort_key2, sort_key3, finished_at
FROM clearfield.run
CROSS JOIN LATERAL (VALUES ('all'), ('d:' || day), ('w:' || week)) AS buckets (period)
ORDER BY board, period, player_id, sort_key1, sort_key2, sort_key3, finished_at, id COLLATE "C";
ALTER TABLE clearfield.run ENABLE TRIGGER USER;
-- The benchmark submits far more than a person: the quota raised for it.
SELECT clearfield.set_run_quota(1000000, 1000000);
ANALYZE;
SQL
echo "loaded in $(( $(date +%s) - start )) s: $(psql "$admin" -Atc "SELECT count(*) FROM clearfield.run") runs"

viewer=$(psql "$admin" -Atc "SELECT id FROM clearfield.player WHERE role_name = 'bench_player'")
middle=$(psql "$admin" -Atc "SELECT min(id) + 5000 FROM clearfield.player WHERE role_name LIKE 'bench\_%' AND role_name <> 'bench_player'")
read -r k1 k2 k3 < <(psql "$admin" -AtF ' ' -c \
    "SELECT sort_key1, sort_key2, sort_key3 FROM clearfield.board_best WHERE board = 'mines.expert.random' AND period = 'all' AND player_id = $middle")
# The first row that replays (the junk player's best comes first and is left out).
first=$(psql "$admin" -AtF ', ' -c "SELECT b.sort_key1, b.sort_key2, b.sort_key3 FROM clearfield.board_best b
    JOIN clearfield.player p ON p.id = b.player_id WHERE b.board = 'mines.expert.random' AND b.period = 'all'
    AND p.role_name <> 'bench_junk' ORDER BY 1, 2, 3, b.player_id LIMIT 1")

columns="r.id, r.player_id, r.board, r.game, r.setup, r.log, r.claimed, r.sort_key1, r.sort_key2, r.sort_key3,
    r.finished_at, r.day, r.week, p.role_name, p.nickname, p.nickname_blanked, p.blocked, p.member_since, a.pixels"
bests="FROM clearfield.board_best b JOIN clearfield.player p ON p.id = b.player_id
    JOIN clearfield.run r ON r.id = b.run_id LEFT JOIN clearfield.avatar a ON a.player_id = b.player_id"
where="b.board = 'mines.expert.random' AND b.period = 'all'"
best_of() { echo "SELECT $columns $bests WHERE $where AND b.player_id = $1;"; }
junk=$(psql "$admin" -Atc "SELECT id FROM clearfield.player WHERE role_name = 'bench_junk'")
# A reader that has met the junk player's runs (they fail their replay: the player is no longer
# trusted, their best here refuted) counts every best on the ranking index and takes away the
# blocked players', the distrusted players' and the refuted runs' rows, each found by key
# (BoardServer.countBetter, schema version 13).
count_better() {
    echo "SELECT every.better - gone.better, every.at_most - gone.at_most
    FROM (SELECT count(*) FILTER (WHERE (b.sort_key1, b.sort_key2, b.sort_key3) < ($1)) AS better, count(*) AS at_most
          FROM clearfield.board_best b WHERE $where AND (b.sort_key1, b.sort_key2, b.sort_key3) <= ($1)) every,
         (SELECT count(*) FILTER (WHERE (g.sort_key1, g.sort_key2, g.sort_key3) < ($1)) AS better, count(*) AS at_most
          FROM (SELECT b.player_id, b.sort_key1, b.sort_key2, b.sort_key3
                FROM clearfield.player p JOIN clearfield.board_best b ON $where AND b.player_id = p.id WHERE p.blocked
                UNION
                SELECT b.player_id, b.sort_key1, b.sort_key2, b.sort_key3
                FROM unnest('{$junk}'::bigint[]) AS left_out (id) JOIN clearfield.board_best b
                     ON $where AND b.player_id = left_out.id
                UNION
                SELECT b.player_id, b.sort_key1, b.sort_key2, b.sort_key3 FROM clearfield.board_best b
                WHERE b.run_id = ANY('{junk-2}'::text[]) AND $where) g
          WHERE (g.sort_key1, g.sort_key2, g.sort_key3) <= ($1)) gone;"
}
# top 20: 28 rows (8 spare for rows that fail their replay), then the rank of the first.
{
    echo "SELECT $columns $bests WHERE $where AND (NOT p.blocked OR p.id = $viewer)
          ORDER BY b.sort_key1, b.sort_key2, b.sort_key3, b.player_id OFFSET 0 LIMIT 28;"
    count_better "$first"
    best_of "$viewer"
} > "$work/top.sql"
{ best_of "$middle"; count_better "$k1, $k2, $k3"; } > "$work/rank.sql"
{
    best_of "$middle"
    for side in "< DESC" "> ASC"; do
        set -- $side
        echo "SELECT $columns $bests WHERE $where AND NOT p.blocked
              AND (b.sort_key1, b.sort_key2, b.sort_key3, b.player_id) $1 ($k1, $k2, $k3, $middle)
              ORDER BY b.sort_key1 $2, b.sort_key2 $2, b.sort_key3 $2, b.player_id $2 LIMIT 9;"
    done
    count_better "$k1, $k2, $k3"
} > "$work/around.sql"
# submit: the deal first (as the outbox's pool asks), then the run naming it, then its placement
# (its best and its rank in the three windows).
{
    echo "SELECT deal_id, seed FROM clearfield.issue_deal('mines') \\gset"
    echo "SELECT clearfield.submit_run('bench-' || md5(random()::text), $viewer, 'mines.expert.random', 'mines',
          convert_to('{\"seed\":' || :seed || '}', 'UTF8'), decode(repeat('01', 600), 'hex'),
          '{\"claimed\":{\"kind\":\"mines\",\"status\":\"won\",\"boardsCleared\":1,\"moves\":120,\"threeBV\":140,\"hintsUsed\":0,\"undosUsed\":0,\"actionCount\":120,\"timingStartOffset\":0,\"lastOffset\":1,\"playMilliseconds\":1},\"figures\":{\"timeMs\":60000}}',
          30000 + (random() * 1000000)::bigint, 0, 0, :deal_id);"
    for _ in 1 2 3; do best_of "$viewer"; count_better "30000, 0, 0"; done
} > "$work/submit.sql"

# The Tiles total's one read: every player's bests on the level boards the client knows (the
# shipped levels' boards, `RankingRegistry.knownMembers`), with runs and players. The ids are
# written here with a map hash no run has, as the real levels' boards have no runs in this seed
# either: an index look-up per level that finds nothing, as in the client. The junk player's
# 50,000 made-up levels are not among them.
shipped=$(cf levels list --json | grep -c '"pack" : "campaign"')
known=$(seq 1 "$shipped" | sed 's/.*/tiles.level.&.ffffffff/' | paste -sd, -)
echo "the total's known members: $shipped level boards"
echo "SELECT $columns $bests WHERE b.period = 'all' AND b.board = ANY('{$known}'::text[])
      AND NOT (b.player_id = ANY('{}'::bigint[])) ORDER BY b.player_id, b.board;" > "$work/members.sql"

echo
echo "pgbench as bench_player, one client, $seconds s each (wall clock of the whole call, ms):"
for call in top rank around submit members; do
    (cd "$work" && PGPASSWORD="$player_password" pgbench -n -M extended -c 1 -T "$seconds" -f "$work/$call.sql" \
        -l --log-prefix="$call" "$player" >"$work/$call.out" 2>&1) || { cat "$work/$call.out" >&2; exit 1; }
    # Each line of pgbench's log: client, transaction, latency in µs, ...
    cat "$work/$call".[0-9]* | awk '{print $3}' | sort -n | awk -v call="$call" '
        {v[NR] = $1} END {
            printf "  %-7s p50 %.1f  p90 %.1f  p99 %.1f  max %.1f  (%d calls)\n", call,
                v[int(NR * 0.50) + 1] / 1000, v[int(NR * 0.90) + 1] / 1000, v[int(NR * 0.99) + 1] / 1000,
                v[NR] / 1000, NR }'
done

echo
echo "the client opening each board for another player: clearfield leaderboard BOARD, $runs runs each (s):"
cf leaderboard --local >/dev/null 2>&1 || true  # the data folder made (and the levels read) once, unmeasured
for board in mines.expert.random tiles.total; do
    times=()
    for _ in $(seq 1 "$runs"); do
        begin=$(date +%s.%N)
        cf leaderboard "$board" --shared-board "$player" >/dev/null
        times+=("$(echo "$(date +%s.%N) - $begin" | bc)")
    done
    printf '  %-20s %s\n' "$board" "${times[*]}"
done
echo "machine after: $(machine_line)"
