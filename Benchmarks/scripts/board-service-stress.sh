#!/usr/bin/env bash
# Hostile traffic against the board service (issue 29, point 6): a throwaway PostgreSQL, a board
# migrated by the release `clearfield-board migrate` (with PLAYERS > 0, first filled with RUNS runs
# of PLAYERS players, as board-service-reads.sh does), the release `clearfield-board serve` on
# loopback with its default limits, then board_service_stress.py: CLIENTS hostile clients, each
# from its own loopback address (oversized bodies, slow connections that never finish a request,
# bursts, bad signatures, replays of the honest player's requests) for DURATION s while one honest
# player reads and plays expert games. Reported: the honest player's read latency alone and under
# the attack, every honest submission's verdict (each checked in the database: nothing lost), what
# each hostile kind was answered, and the service's open files, memory and failures afterwards.
# The honest reads are timed twice: inside the clients' process (where the attack's own event loop
# delays them too), and by a reader of their own (board_service_bench.py latency, another player,
# top 20 and around-me 0.6 s apart, at normal priority) while the clients run at nice 19: they
# stand for machines other than the board's, whose CPU is not the board's to share.
#
# With PROXY=nginx the clients reach the service through Debian's nginx refusing floods at the edge
# per client address (start_nginx with EDGE_LIMITS=1: 20 requests a second, bursts of 40, 16
# connections, bodies up to 256 KiB, 10 s for a head or a body), the service trusting its
# X-Forwarded-For (`--trusted-proxy 127.0.0.1`) for its own per-address limits, as deployed.
#
# Usage: Benchmarks/scripts/board-service-stress.sh
#        CLIENTS=100 DURATION=60 PLAYERS=0 RUNS=0 PROXY= (defaults; PROXY=nginx for the edge)
set -euo pipefail
source "$(dirname "$0")/board-service-common.sh"
require psql python3 curl
board_binary >/dev/null
player="$root/Benchmarks/.build/debug/MinesExpertPlayer"
if [[ ! -x "$player" ]]; then
    (cd "$root/Benchmarks" && swift build --product MinesExpertPlayer >&2)
fi
inside_postgres "$0" "$@"

clients=${CLIENTS:-100}
duration=${DURATION:-60}
players=${PLAYERS:-0}
runs=${RUNS:-0}
work="$(mktemp -d /tmp/clearfield-board-stress-XXXXXX)"
trap 'stop_nginx; stop_service; rm -rf "$work"' EXIT

echo "machine: $(machine_line)"
url="$(fresh_board)"
if (( players > 0 )); then
    echo "filling: $runs runs of $players players on mines.expert.noguess..."
    psql -q "$url" -v players="$players" -v runs="$runs" -v board=mines.expert.noguess \
        -f "$scripts/board-service-fill.sql" | sed 's/^/  /'
fi
# The honest player, then 20 players the hostile clients own.
add_players "$url" $(( players + 1 )) 21 "$work/keys.jsonl"

if [[ "${PROXY:-}" == nginx ]]; then
    start_service "$url" --trusted-proxy 127.0.0.1
    EDGE_LIMITS=1 start_nginx "$work/nginx" "$service_port"
    port=$proxy_port
    echo "service: pid $service_pid on 127.0.0.1:$service_port, default limits, behind nginx on $proxy_port" \
        "with limits at the edge; $clients hostile clients for $duration s"
else
    start_service "$url"
    port=$service_port
    echo "service: pid $service_pid on 127.0.0.1:$service_port, default limits; $clients hostile clients for $duration s"
fi
add_players "$url" $(( players + 100 )) 1 "$work/reader.jsonl"
read_for() {
    python3 "$scripts/board_service_bench.py" latency --port "$port" --keys "$work/reader.jsonl" \
        --kinds top20,around --pause 0.6 --duration "$1" --trace "$work/trace.txt" | sed 's/^/    /'
}
# The slowest reads, with the second of the minute they ended in (the limits' windows turn over
# at :00 of every minute).
slowest_reads() {
    sort -k3 -n -r "$work/trace.txt" | head -"$1" | awk '{ printf "    %-6s %8.2f ms at :%06.3f\n", $2, $3, $1 % 60 }'
}
echo "  the honest reader alone (10 s):"
read_for 10
status=0
nice -n 19 python3 "$scripts/board_service_stress.py" --port "$port" --keys "$work/keys.jsonl" --player "$player" \
    --clients "$clients" --duration "$duration" --runs-out "$work/runs.txt" \
    --service-pid "$service_pid" --postmaster-pid "$(postmaster_pid)" --proxy-pid "${proxy_pid:-0}" \
    >"$work/stress.out" &
clients_pid=$!
# The clients read alone for their baseline (10 s), then attack for 2 s before they measure.
sleep 12
echo "  the honest reader under the attack ($(( duration - 2 )) s):"
read_for $(( duration - 2 )) || status=1
echo "  the slowest of them:"
slowest_reads 8
wait "$clients_pid" || status=$?
sed 's/^/  /' "$work/stress.out"

echo "the honest runs in the database (run and verdict stored):"
ids="$(sed "s/.*/'&'/" "$work/runs.txt" | paste -sd, -)"
if [[ -n "$ids" ]]; then
    psql -At "$url" -c "SELECT '  ' || count(r.id) || ' of $(wc -l <"$work/runs.txt") runs stored, ' || count(v.run_id) || ' with a verdict: '
        || coalesce(string_agg(DISTINCT v.status, ', '), '-')
        FROM unnest(ARRAY[$ids]) AS sent (id) LEFT JOIN clearfield.run r ON r.id = sent.id
        LEFT JOIN clearfield.run_verdict v ON v.run_id = sent.id"
fi
echo "the service afterwards: $(ls "/proc/$service_pid/fd" | wc -l) open files," \
    "$(awk '/VmRSS/ {print $2 / 1024 " MiB resident"}' "/proc/$service_pid/status")," \
    "$(grep -c ' 50[0-9] ' "$service_log" || true) answers 5xx in its log," \
    "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$service_port/v1/status") to /v1/status"
grep -E ' error | 50[0-9] ' "$service_log" | head -5 | sed 's/^/  log: /' || true
exit $status
