#!/usr/bin/env bash
# The game's client against the board service on loopback (issue 29): `clearfield board status`
# (process start, the game's database opened, two signed requests) against `clearfield --version`
# (process start alone), 20 runs each. Run under PostgreSQL:
#   swift build --product clearfield --product clearfield-board
#   scripts/with-postgres.sh bash Benchmarks/scripts/board-client-roundtrip.sh
# It starts its own service on 127.0.0.1:28555 and stops it; nothing else is contacted.
set -euo pipefail
B="${BUILD_DIR:-$(cd "$(dirname "$0")/../.." && pwd)/.build/debug}"
name="perf_$$"
URL="${CLEARFIELD_TEST_POSTGRES_URL%/postgres}/$name?sslmode=disable"
psql "$CLEARFIELD_TEST_POSTGRES_URL" -qc "CREATE DATABASE $name" >/dev/null
"$B/clearfield-board" migrate --database "$URL" >/dev/null
"$B/clearfield-board" serve --database "$URL" --listen 127.0.0.1:28555 >/dev/null 2>&1 &
service=$!
trap 'kill -9 $service 2>/dev/null || true; rm -rf "$data"' EXIT
data=$(mktemp -d)
sleep 2
"$B/clearfield" board join --data-dir "$data" http://127.0.0.1:28555 --nickname Perf >/dev/null
measure() {
    local start end
    start=$(date +%s%N)
    for _ in $(seq 20); do "$@" >/dev/null 2>&1 || true; done
    end=$(date +%s%N)
    echo $(( (end - start) / 20000000 ))
}
echo "board status: $(measure "$B/clearfield" board status --data-dir "$data") ms a run"
echo "--version:    $(measure "$B/clearfield" --version) ms a run"
