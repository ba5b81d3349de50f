#!/usr/bin/env bash
# A paste into the pack import's path prompt (issue 21, point 3): how long the game takes to take
# in a paste of BYTES characters (default 100,000), its CPU time for it, and how long the prompt
# then takes to answer one more key.
#
# `Benchmarks/scripts/paste-prompt.sh [bytes] [runs]`. The release binary (or $CLEARFIELD) in tmux:
# the level list, `i`, then the paste with `tmux paste-buffer` (the bytes arrive as typed keys),
# then Ctrl-U and `Z`: "taken in" ends when the prompt shows `> Z`. Then `Y`, timed to its frame.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
require tmux python3
bytes="${1:-100000}"
runs="${2:-3}"
binary="$(release_binary)"
open_scratch paste
echo "# $(machine_line)"

now_ms() { date +%s%3N; }
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }
wait_quick() {  # like wait_for, polling every 5 ms, up to 30 minutes
    local session="$1" text="$2"
    for _ in $(seq 1 360000); do
        tmux -L "$socket" capture-pane -p -t "$session" | grep -qF -- "$text" && return 0
        sleep 0.005
    done
    echo "timed out waiting for '$text'" >&2
    exit 1
}

python3 -c "import sys; sys.stdout.write(('packs/' + 'abcdefghij' * ($bytes // 10 + 1))[:$bytes])" > "$data/paste.txt"
tmux -L "$socket" start-server
for run in $(seq 1 "$runs"); do
    session="paste$run"
    pid="$(start_session "$session" "$binary" --data-dir "$data/home$run" play tiles)"
    wait_for "$session" "Tiles"
    tmux -L "$socket" send-keys -t "$session" i
    wait_for "$session" "The pack file to import"
    tmux -L "$socket" load-buffer -b paste "$data/paste.txt"
    ticks_before="$(cpu_ticks "$pid")"
    start="$(now_ms)"
    tmux -L "$socket" paste-buffer -b paste -t "$session"
    tmux -L "$socket" send-keys -t "$session" C-u Z
    wait_quick "$session" "> Z"
    taken="$(( $(now_ms) - start ))"
    ticks_after="$(cpu_ticks "$pid")"
    key_start="$(now_ms)"
    tmux -L "$socket" send-keys -t "$session" Y
    wait_quick "$session" "> ZY"
    key="$(( $(now_ms) - key_start ))"
    cpu_ms="$(( (ticks_after - ticks_before) * 1000 / $(getconf CLK_TCK) ))"
    echo "run $run: $bytes characters taken in $taken ms (CPU $cpu_ms ms); next key drawn in $key ms"
    tmux -L "$socket" kill-session -t "$session"
done
