#!/usr/bin/env bash
# A full disk at the end of a game, for real: the data directory on a small tmpfs (needs root),
# Tiles level 1 started, the disk filled, the level cleared with hints, the game quit. Prints
# what the player was told on standard error, whether the results were kept, and, once space
# is freed, whether the next start counted the game. Usage: full-disk.sh [runs]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
require tmux python3
[[ "$(id -u)" == 0 ]] || { echo "needs root (mount -t tmpfs)" >&2; exit 2; }
binary="$(release_binary)"
runs="${1:-1}"
work="$(mktemp -d /tmp/clearfield-full-disk-XXXXXX)"
socket="full-disk-$$"
cleanup() {
    tmux -L "$socket" kill-server 2>/dev/null || true
    umount "$work/disk" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
echo "clearfield: $binary"
kept=0 counted=0 honest=0
for ((run = 1; run <= runs; run++)); do
    umount "$work/disk" 2>/dev/null || true
    mkdir -p "$work/disk"
    mount -t tmpfs -o size=24m tmpfs "$work/disk"
    data="$work/disk/data"
    # A first start makes the database and imports the levels.
    "$binary" levels list --data-dir "$data" >/dev/null
    tmux -L "$socket" new-session -d -x 100 -y 30 \
        "exec env LANG=C.UTF-8 TERM=xterm-256color $binary play tiles --level 1 --data-dir $data 2>$work/stderr"
    for _ in $(seq 1 100); do tmux -L "$socket" capture-pane -p | grep -q "(par " && break; sleep 0.1; done
    # The disk fills up while the level is played.
    dd if=/dev/zero of="$work/disk/fill" bs=64k 2>/dev/null || true
    for _ in $(seq 1 20); do
        tmux -L "$socket" capture-pane -p | grep -q "Enter next level" && break
        tmux -L "$socket" send-keys H Enter
        sleep 0.3
    done
    tmux -L "$socket" send-keys q
    sleep 0.5
    tmux -L "$socket" send-keys Escape q
    for _ in $(seq 1 100); do tmux -L "$socket" list-sessions >/dev/null 2>&1 || break; sleep 0.1; done
    told="$(cat "$work/stderr")"
    echo "run $run, told: ${told:-(nothing)}"
    if [[ -s "$data/state/unsaved-progress.json" ]]; then kept=$((kept + 1)); fi
    if [[ "$told" == *"will be saved at the next start"* && ! -s "$data/state/unsaved-progress.json" ]]; then
        echo "run $run: promised the next start without a pending file" >&2
    else
        honest=$((honest + 1))
    fi
    rm -f "$work/disk/fill"
    won="$("$binary" stats --json --game tiles --data-dir "$data" | python3 -c '
import json, sys
print(json.load(sys.stdin)["totals"]["tiles"].get("tiles.gamesWon", 0))')"
    echo "run $run: after space was freed, tiles.gamesWon = $won"
    if [[ "$won" == 1 ]]; then counted=$((counted + 1)); fi
    umount "$work/disk"
done
echo "runs $runs: results kept on the full disk $kept, counted at the next start $counted, no false promise $honest"
