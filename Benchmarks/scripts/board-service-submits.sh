#!/usr/bin/env bash
# The board service's submit with its replay (issue 29, point 10): a throwaway PostgreSQL, a board
# migrated by the release `clearfield-board migrate` (with PLAYERS > 0, first filled with RUNS runs
# of PLAYERS players, as board-service-reads.sh does), the release `clearfield-board serve` on
# loopback, and GAMES players each playing a ranked expert Mines game over real HTTP as the client
# does: a deal, its start with the first click (the seed comes back), the game won at a human pace
# by Benchmarks/Tools/MinesExpertPlayer (the game's own back end) over DURATION_MS on the service's
# clock, its finish, then POST /runs, whose answer is the verdict after the service replayed the
# log. Half the runs are submitted one at a time (the verdict's latency: target p99 < 30 ms), the
# other half CONCURRENCY at a time (submits per second, and per core of the service and the
# database). Every verdict must be "ranked".
#
# With EXPLAIN=1, every statement the service's sessions run (those of its SQL functions and
# triggers too) is logged with its plan and timings by auto_explain (EXPLAIN ANALYZE, loaded in
# the board's sessions only), and the plans are summed up at the end: each statement, how often,
# its mean and slowest time, and every relation read by a sequential scan (docs/PERFORMANCE.md,
# "a submit, statement by statement"). The timings then include auto_explain's own cost.
#
# Usage: Benchmarks/scripts/board-service-submits.sh
#        GAMES=400 DURATION_MS=35000 CONCURRENCY=8 PLAYERS=0 RUNS=0 EXPLAIN=0 (defaults)
set -euo pipefail
source "$(dirname "$0")/board-service-common.sh"
require psql python3 curl
board_binary >/dev/null
player="$root/Benchmarks/.build/debug/MinesExpertPlayer"
if [[ ! -x "$player" ]]; then
    (cd "$root/Benchmarks" && swift build --product MinesExpertPlayer >&2)
fi
inside_postgres "$0" "$@"

games=${GAMES:-400}
duration=${DURATION_MS:-35000}
concurrency=${CONCURRENCY:-8}
players=${PLAYERS:-0}
runs=${RUNS:-0}
board=mines.expert.noguess
work="$(mktemp -d /tmp/clearfield-board-submits-XXXXXX)"
trap 'stop_service; rm -rf "$work"' EXIT

echo "machine: $(machine_line)"
url="$(fresh_board)"
if (( players > 0 )); then
    echo "filling: $runs runs of $players players on $board..."
    psql -q "$url" -v players="$players" -v runs="$runs" -v board="$board" -f "$scripts/board-service-fill.sql" | sed 's/^/  /'
fi
add_players "$url" $(( players + 1 )) "$games" "$work/keys.jsonl"
server_log="$(dirname "$CLEARFIELD_TEST_POSTGRES_CTL")/server.log"
if [[ "${EXPLAIN:-0}" == 1 ]]; then
    # Set on the database: the service's sessions, opened after this, load it; the fill is done.
    psql -q "$url" -c "ALTER DATABASE bench_board SET session_preload_libraries = 'auto_explain'" \
        -c "ALTER DATABASE bench_board SET auto_explain.log_min_duration = 0" \
        -c "ALTER DATABASE bench_board SET auto_explain.log_analyze = on" \
        -c "ALTER DATABASE bench_board SET auto_explain.log_nested_statements = on" \
        -c "ALTER DATABASE bench_board SET auto_explain.log_format = 'json'"
    explain_from=$(wc -c <"$server_log")
fi

start_service "$url" --player-requests-per-minute 1000000 --address-requests-per-minute 1000000
echo "service: pid $service_pid on 127.0.0.1:$service_port; $games games of $((duration / 1000)) s"
python3 "$scripts/board_service_bench.py" submits --port "$service_port" --keys "$work/keys.jsonl" --board "$board" \
    --player "$player" --duration-ms "$duration" --concurrency "$concurrency" \
    --service-pid "$service_pid" --postmaster-pid "$(postmaster_pid)" | sed 's/^/  /'
if [[ "${EXPLAIN:-0}" == 1 ]]; then
    echo "statements of the service's sessions (auto_explain, EXPLAIN ANALYZE):"
    tail -c +$(( explain_from + 1 )) "$server_log" | python3 "$scripts/explain_summary.py" | sed 's/^/  /'
fi
