#!/usr/bin/env bash
# The board service past one instance, side by side (issue 30, point 4): one throwaway PostgreSQL
# (scripts/with-postgres.sh) holding a board of RUNS runs of PLAYERS players (board-service-fill.sql),
# a real streaming-replication standby of it ($CLEARFIELD_TEST_POSTGRES_STANDBY), and the release
# `clearfield-board serve` behind Debian's nginx (round robin, keep-alive, as NginxProxy in the tests
# configures it) in four set-ups:
#   1 instance, 2 instances, 1 instance + replica (--read-database), 2 instances + replica.
# In each: wrk for DURATION s at each of CONNECTIONS (a list) against top 20, around-me, a profile
# (all signed, each request with its own nonce: board-service-wrk.lua) and the web's board and
# profile pages (unsigned): requests per second, p50/p99, and the CPU the instances, nginx and
# PostgreSQL (primary and standby) used meanwhile. Then, without and with the second instance,
# GAMES ranked expert games played over real HTTP through nginx and submitted (the service replays
# each): the verdict's latency one at a time and submits per second with 8 in flight.
# Everything runs on this machine: wrk, nginx, the instances and both databases share its cores,
# so the figures are a share of the machine, not a cluster's (docs/SCALING.md says what follows).
#
# Usage: Benchmarks/scripts/board-service-scale.sh
#        PLAYERS=100000 RUNS=1000000 DURATION=10 CONNECTIONS="4 16" KEYS=2000 GAMES=100 (defaults)
#        SETUPS="1 2 1r 2r" (which set-ups; r = with the replica)
set -euo pipefail
source "$(dirname "$0")/board-service-common.sh"
command -v wrk >/dev/null 2>&1 || apt-get install -y wrk >/dev/null
command -v nginx >/dev/null 2>&1 || [[ -x /usr/sbin/nginx ]] || apt-get install -y nginx >/dev/null
require wrk psql python3 curl
board_binary >/dev/null
player="$root/Benchmarks/.build/debug/MinesExpertPlayer"
if [[ ! -x "$player" ]]; then
    (cd "$root/Benchmarks" && swift build --product MinesExpertPlayer >&2)
fi
inside_postgres "$0" "$@"

players=${PLAYERS:-100000}
runs=${RUNS:-1000000}
duration=${DURATION:-10}
connection_levels=${CONNECTIONS:-"4 16"}
key_count=${KEYS:-2000}
games=${GAMES:-100}
setups=${SETUPS:-"1 2 1r 2r"}
board=mines.expert.noguess
work="$(mktemp -d /tmp/clearfield-board-scale-XXXXXX)"
instance_pids=()
proxy_pid=""

stop_setup() {
    stop_nginx
    for pid in "${instance_pids[@]}"; do
        kill -TERM "$pid" 2>/dev/null || true
        wait "$pid" 2>/dev/null || true
    done
    instance_pids=()
}
trap 'stop_setup; rm -rf "$work"' EXIT

# An instance on a free port (its log in $work), waited for; appends its pid and port.
instance_ports=()
start_instance() {
    local port log
    port="$(free_port)"
    log="$work/instance-$port.log"
    "$(board_binary)" serve --database "$url" --listen "127.0.0.1:$port" \
        --player-requests-per-minute 1000000 --address-requests-per-minute 1000000 "$@" >"$log" 2>&1 &
    instance_pids+=($!)
    instance_ports+=("$port")
    wait_for_status "$port" "an instance" "$log"
}

# Every PostgreSQL process of the cluster and of the standby: both are the database's share.
database_pids() {
    local pids
    pids="$(postmaster_pid)"
    if [[ -n "${standby_data:-}" && -f "$standby_data/postmaster.pid" ]]; then
        pids="$pids,$(head -1 "$standby_data/postmaster.pid")"
    fi
    printf '%s\n' "$pids"
}

echo "machine: $(machine_line)"
url="$(fresh_board)"
fill_board "$url" "$players" "$runs" "$board"
# The fill computes the names' keys in SQL; `migrate` brings them to the service's rules (full
# UTS #39), as on a real board, so that profiles are found by nickname.
start=$(date +%s)
"$(board_binary)" migrate --database "$url" >/dev/null
echo "names keyed by the service's rules in $(( $(date +%s) - start )) s"
add_reader_keys "$url" "$players" "$key_count" "$work/keys.jsonl"
psql -q "$url" -c "VACUUM ANALYZE" -c "CHECKPOINT"

start=$(date +%s)
standby_base="$("$CLEARFIELD_TEST_POSTGRES_STANDBY" start)"
standby_data="$(dirname "$CLEARFIELD_TEST_POSTGRES_CTL")/standby"
read_url="${standby_base%/postgres}/bench_board?sslmode=disable"
echo "standby streaming in $(( $(date +%s) - start )) s"
psql -q "$read_url" -At -c "SELECT 'standby: in recovery ' || pg_is_in_recovery() || ', ' || count(*) || ' runs' FROM clearfield.run"

for setup in $setups; do
    count=${setup%r}
    extra=()
    label="$count instance$([[ $count == 1 ]] || echo s)"
    if [[ $setup == *r ]]; then
        extra=(--read-database "$read_url")
        label="$label + replica"
    fi
    instance_ports=()
    for _ in $(seq 1 "$count"); do start_instance "${extra[@]}"; done
    start_nginx "$work/nginx" "${instance_ports[@]}"
    echo "== $label behind nginx (instances on ${instance_ports[*]}, nginx on $proxy_port)"
    pids=$(IFS=,; echo "${instance_pids[*]}")
    for connections in $connection_levels; do
        for kind in top20 around profile page-board page-profile; do
            python3 "$scripts/board_service_bench.py" throughput --port "$proxy_port" --keys "$work/keys.jsonl" \
                --board "$board" --kind "$kind" --players "$players" --count 80000 --out "$work/requests.txt" \
                --duration "$duration" --connections "$connections" --service-pid "$pids" \
                --postmaster-pid "$(database_pids)" --proxy-pid "$proxy_pid" | sed 's/^/  /'
        done
    done
    if [[ $setup != *r && $games -gt 0 ]]; then
        # Fresh players for each set-up: one open deal per player and board.
        first=$(( players + 1 + games * (count - 1) ))
        add_players "$url" "$first" "$games" "$work/submitters-$setup.jsonl"
        python3 "$scripts/board_service_bench.py" submits --port "$proxy_port" --keys "$work/submitters-$setup.jsonl" \
            --board "$board" --player "$player" --duration-ms 35000 --concurrency 8 \
            --service-pid "$pids" --postmaster-pid "$(database_pids)" --proxy-pid "$proxy_pid" | sed 's/^/  /'
    fi
    stop_setup
done
