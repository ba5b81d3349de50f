# Shared by the board service's measures (board-service-*.sh; sourced, not run): the release
# `clearfield-board`, a board database in the throwaway cluster of scripts/with-postgres.sh, and
# the service serving it on loopback, stopped when the script exits.

source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
root="$(repository_root)"
scripts="$root/Benchmarks/scripts"

# The release `clearfield-board` (CLEARFIELD_BOARD overrides), built when missing.
board_binary() {
    if [[ -n "${CLEARFIELD_BOARD:-}" ]]; then
        printf '%s\n' "$CLEARFIELD_BOARD"
        return
    fi
    local binary="$root/.build/release/clearfield-board"
    if [[ ! -x "$binary" ]]; then
        echo "building $binary (release)..." >&2
        (cd "$root" && swift build -c release --product clearfield-board >&2) || return 1
    fi
    printf '%s\n' "$binary"
}

# Re-runs the calling script inside scripts/with-postgres.sh unless it already is.
inside_postgres() {
    if [[ -z "${CLEARFIELD_TEST_POSTGRES_URL:-}" ]]; then
        exec "$root/scripts/with-postgres.sh" "$@"
    fi
}

# New players with keys (board_service_bench.py keys): COUNT players from FIRST_ID, their keys in
# OUT (a JSON line each).
add_players() {
    local url="$1" first="$2" count="$3" out="$4"
    python3 "$scripts/board_service_bench.py" keys --count "$count" --first-id "$first" --out "$out" >"$out.copy"
    psql -q "$url" -c "\\copy clearfield.player (id, nickname) FROM '$out.players'" \
        -c "UPDATE clearfield.player SET nickname_skeleton = clearfield.name_skeleton(nickname) WHERE nickname_skeleton IS NULL" \
        -c "SELECT setval('clearfield.player_id_seq', (SELECT max(id) FROM clearfield.player))" \
        -c "\\copy clearfield.player_key (key_id, player_id, public_key) FROM '$out.copy'" >/dev/null
}

# A migrated board database in the cluster: prints its URL.
fresh_board() {
    local base="${CLEARFIELD_TEST_POSTGRES_URL%/postgres}"
    psql -q "$CLEARFIELD_TEST_POSTGRES_URL" -c "DROP DATABASE IF EXISTS bench_board" -c "CREATE DATABASE bench_board" >&2
    local url="$base/bench_board?sslmode=disable"
    "$(board_binary)" migrate --database "$url" >&2
    printf '%s\n' "$url"
}

# The cluster's postmaster (its CPU and its backends' are the database's share).
postmaster_pid() {
    head -1 "$(dirname "$CLEARFIELD_TEST_POSTGRES_CTL")/data/postmaster.pid"
}

free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# Starts `clearfield-board serve` on a free loopback port with the extra arguments given, its log
# in $service_log; sets $service_pid and $service_port and waits until it answers /v1/status.
# The caller's EXIT trap calls stop_service.
start_service() {
    local url="$1"
    shift
    service_port="$(free_port)"
    service_log="$(mktemp /tmp/clearfield-board-bench-XXXXXX.log)"
    "$(board_binary)" serve --database "$url" --listen "127.0.0.1:$service_port" "$@" >"$service_log" 2>&1 &
    service_pid=$!
    for _ in $(seq 1 100); do
        if curl -sf "http://127.0.0.1:$service_port/v1/status" >/dev/null 2>&1; then
            return 0
        fi
        sleep 0.1
    done
    echo "the service did not start:" >&2
    cat "$service_log" >&2
    exit 1
}

# SIGTERM (the graceful stop), and how long the service took to stop.
stop_service() {
    if [[ -n "${service_pid:-}" ]] && kill -0 "$service_pid" 2>/dev/null; then
        local start
        start=$(date +%s.%N)
        kill -TERM "$service_pid"
        wait "$service_pid" 2>/dev/null || true
        awk -v start="$start" -v end="$(date +%s.%N)" 'BEGIN { printf "service stopped %.2f s after SIGTERM\n", end - start }'
    fi
    rm -f "${service_log:-}"
}
