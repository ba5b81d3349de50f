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

# RUNS runs of PLAYERS players on BOARD in the board at URL (board-service-fill.sql), timed.
fill_board() {
    local url="$1" players="$2" runs="$3" board="$4" start
    echo "filling: $runs runs of $players players on $board..."
    start=$(date +%s)
    psql -q "$url" -v players="$players" -v runs="$runs" -v board="$board" -f "$scripts/board-service-fill.sql" | sed 's/^/  /'
    echo "filled in $(( $(date +%s) - start )) s"
}

# COUNT new keys for players drawn among the PLAYERS already on the board, written to OUT.
add_reader_keys() {
    local url="$1" players="$2" count="$3" out="$4"
    python3 "$scripts/board_service_bench.py" keys --count "$count" --existing "$players" --out "$out" >"$out.copy"
    psql -q "$url" -c "\\copy clearfield.player_key (key_id, player_id, public_key) FROM '$out.copy'"
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
    wait_for_status "$service_port" "the service" "$service_log"
}

# Waits up to 10 s for GET /v1/status on PORT to answer; else prints WHAT did not start, its LOG,
# and exits.
wait_for_status() {
    local port="$1" what="$2" log="$3"
    for _ in $(seq 1 100); do
        curl -sf "http://127.0.0.1:$port/v1/status" >/dev/null 2>&1 && return 0
        sleep 0.1
    done
    echo "$what did not start:" >&2
    cat "$log" >&2
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

# Debian's nginx in front of instances on loopback (the ports given), as the tests' NginxProxy
# configures it (round robin, keep-alive, the next instance on a refused connection), its files in
# FOLDER; sets $proxy_pid and $proxy_port. With EDGE_LIMITS=1 it also refuses floods at the edge,
# per client address, as a deployment would (docs/SCALING.md, "At the edge"): 20 requests a second
# with bursts of 40 (429), 16 connections, bodies up to 256 KiB, heads and bodies 10 s late cut;
# the instances then need `--trusted-proxy 127.0.0.1` to count players by their own addresses.
start_nginx() {
    local folder="$1"
    shift
    local nginx
    nginx=$(command -v nginx || echo /usr/sbin/nginx)
    rm -rf "$folder" && mkdir -p "$folder"
    proxy_port="$(free_port)"
    local user=""
    [[ "$(id -u)" == 0 ]] && user="user root root;"
    local edge="" edge_zones=""
    if [[ "${EDGE_LIMITS:-0}" == 1 ]]; then
        edge_zones='limit_req_zone $binary_remote_addr zone=client:10m rate=20r/s;
    limit_conn_zone $binary_remote_addr zone=connections:10m;
    limit_req_status 429;
    limit_conn_status 429;
    client_max_body_size 256k;
    client_header_timeout 10s;
    client_body_timeout 10s;'
        edge='limit_req zone=client burst=40 nodelay;
            limit_conn connections 16;'
    fi
    {
        printf '%s\ndaemon off;\nworker_processes 1;\npid %s/nginx.pid;\nerror_log %s/error.log warn;\n' "$user" "$folder" "$folder"
        printf 'events { worker_connections 4096; }\nhttp {\n    access_log off;\n    %s\n' "$edge_zones"
        for kind in client_body proxy fastcgi uwsgi scgi; do printf '    %s_temp_path %s/%s;\n' "$kind" "$folder" "$kind"; done
        printf '    upstream board {\n'
        for port in "$@"; do printf '        server 127.0.0.1:%s max_fails=1 fail_timeout=10s;\n' "$port"; done
        printf '        keepalive 32;\n    }\n'
        printf '    server {\n        listen 127.0.0.1:%s;\n        location / {\n            %s\n' "$proxy_port" "$edge"
        printf '            proxy_pass http://board;\n            proxy_http_version 1.1;\n'
        printf '            proxy_set_header Connection "";\n            proxy_set_header Host $host;\n'
        printf '            proxy_set_header X-Forwarded-For $remote_addr;\n            proxy_connect_timeout 2s;\n'
        printf '            proxy_next_upstream error timeout http_502 http_503;\n        }\n    }\n}\n'
    } >"$folder/nginx.conf"
    "$nginx" -p "$folder" -c "$folder/nginx.conf" -e "$folder/error.log" &
    proxy_pid=$!
    wait_for_status "$proxy_port" "nginx" "$folder/error.log"
}

stop_nginx() {
    if [[ -n "${proxy_pid:-}" ]]; then
        kill -QUIT "$proxy_pid" 2>/dev/null || true
        wait "$proxy_pid" 2>/dev/null || true
        proxy_pid=""
    fi
}
