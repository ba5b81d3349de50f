#!/usr/bin/env bash
# Another process holding the database's write lock while a game ends: how long the screen is
# held up (the slowest key to its next frame while Tiles level 1 is cleared), what it says,
# and whether the results are written once the lock is let go. Usage: busy-database.sh [runs]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
require tmux python3
binary="$(release_binary)"
runs="${1:-1}"
work="$(mktemp -d /tmp/clearfield-busy-XXXXXX)"
socket="busy-$$"
holder=""
cleanup() {
    [[ -n "$holder" ]] && kill "$holder" 2>/dev/null || true
    tmux -L "$socket" kill-server 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
screen() { tmux -L "$socket" capture-pane -p; }
echo "clearfield: $binary"
for ((run = 1; run <= runs; run++)); do
    data="$work/data-$run"
    "$binary" levels list --data-dir "$data" >/dev/null
    tmux -L "$socket" new-session -d -x 100 -y 30 \
        "exec env LANG=C.UTF-8 TERM=xterm-256color $binary play tiles --level 1 --data-dir $data"
    for _ in $(seq 1 100); do screen | grep -q "(par " && break; sleep 0.1; done
    # Another connection takes the write lock and keeps it until told.
    python3 -c '
import sqlite3, sys
connection = sqlite3.connect(sys.argv[1], isolation_level=None)
connection.execute("BEGIN IMMEDIATE")
print("locked", flush=True)
sys.stdin.read()' "$data/data/clearfield.sqlite" < <(sleep 30) > "$work/holder" &
    holder=$!
    for _ in $(seq 1 50); do grep -q locked "$work/holder" && break; sleep 0.1; done
    # Hints and Enter until the level is cleared; each Enter is timed to the next frame on
    # screen (the clock is left out: it changes on its own).
    slowest=0
    for _ in $(seq 1 20); do
        tmux -L "$socket" send-keys H
        sleep 0.3
        before="$(screen | tail -n +2)"
        start=$(date +%s%N)
        tmux -L "$socket" send-keys Enter
        for _ in $(seq 1 6000); do [[ "$(screen | tail -n +2)" != "$before" ]] && break; sleep 0.005; done
        took=$(( ($(date +%s%N) - start) / 1000000 ))
        (( took > slowest )) && slowest=$took
        if screen | grep -q "Enter next level"; then break; fi
    done
    # Banners queue (the achievements of the clear come first): wait for the busy one.
    for _ in $(seq 1 300); do screen | grep -q "Database busy" && break; sleep 0.1; done
    told="$(screen | grep -o "Database busy[^│]*" | head -1 || true)"
    echo "run $run: slowest key to next frame $slowest ms (the clearing key included); told: ${told:-(nothing)}"
    kill "$holder"; wait "$holder" 2>/dev/null || true; holder=""
    retried=""
    for _ in $(seq 1 100); do screen | grep -q "Results saved" && { retried=yes; break; }; sleep 0.1; done
    echo "run $run: after the lock was let go, retried and saved: ${retried:-no}"
    tmux -L "$socket" send-keys q; sleep 0.3; tmux -L "$socket" send-keys Escape q
    for _ in $(seq 1 50); do tmux -L "$socket" list-sessions >/dev/null 2>&1 || break; sleep 0.1; done
    won="$("$binary" stats --json --game tiles --data-dir "$data" | python3 -c '
import json, sys
print(json.load(sys.stdin)["totals"]["tiles"].get("tiles.gamesWon", 0))')"
    echo "run $run: tiles.gamesWon = $won"
done
