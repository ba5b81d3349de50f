#!/usr/bin/env bash
# The board service's reads at scale (issue 29, point 10): a throwaway PostgreSQL
# (scripts/with-postgres.sh), a board migrated by the release `clearfield-board migrate` and filled
# with RUNS runs of PLAYERS players on BOARD (board-service-fill.sql; mines.expert.noguess, the
# default expert game), the release
# `clearfield-board serve` on loopback, then
#   1. top 20, rank (GET …/around?radius=0: the player's own row and rank) and around-me (radius 5)
#      one request at a time from SAMPLES random players: p50, p90, p99 (target: p99 < 10 ms), and
#      GET /v1/players/me beside them (what every signed request costs: its key, nonce and limits);
#   2. each of the three under wrk for DURATION s with CONNECTIONS connections: reads per second,
#      and per core (the CPU time the service and the database used meanwhile).
# Every read is signed (the routes require it), each with its own nonce: wrk sends requests signed
# beforehand (board-service-wrk.lua). The service's request limits are raised for the measure (one
# address sends everything); every limit is still counted, as in service.
#
# Usage: Benchmarks/scripts/board-service-reads.sh
#        PLAYERS=100000 RUNS=1000000 SAMPLES=1000 DURATION=15 CONNECTIONS=16 KEYS=2000
#        BOARD=mines.expert.noguess (defaults)
set -euo pipefail
source "$(dirname "$0")/board-service-common.sh"
command -v wrk >/dev/null 2>&1 || apt-get install -y wrk >/dev/null
require wrk psql python3 curl
board_binary >/dev/null
inside_postgres "$0" "$@"

players=${PLAYERS:-100000}
runs=${RUNS:-1000000}
samples=${SAMPLES:-1000}
duration=${DURATION:-15}
connections=${CONNECTIONS:-16}
key_count=${KEYS:-2000}
board=${BOARD:-mines.expert.noguess}
work="$(mktemp -d /tmp/clearfield-board-reads-XXXXXX)"
trap 'stop_service; rm -rf "$work"' EXIT

echo "machine: $(machine_line)"
url="$(fresh_board)"
fill_board "$url" "$players" "$runs" "$board"
add_reader_keys "$url" "$players" "$key_count" "$work/keys.jsonl"

start_service "$url" --player-requests-per-minute 1000000 --address-requests-per-minute 1000000
echo "service: pid $service_pid on 127.0.0.1:$service_port"

echo "one request at a time:"
python3 "$scripts/board_service_bench.py" latency --port "$service_port" --keys "$work/keys.jsonl" --board "$board" \
    --samples "$samples" | sed 's/^/  /'

echo "under wrk:"
for kind in top20 rank around; do
    python3 "$scripts/board_service_bench.py" throughput --port "$service_port" --keys "$work/keys.jsonl" --board "$board" \
        --kind "$kind" --count 60000 --out "$work/requests.txt" --duration "$duration" --connections "$connections" \
        --service-pid "$service_pid" --postmaster-pid "$(postmaster_pid)" | sed 's/^/  /'
done
