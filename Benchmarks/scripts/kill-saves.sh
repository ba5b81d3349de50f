#!/usr/bin/env bash
# SIGKILL during saves: `clearfield debug save-loop` checks the save file as a resumed game
# would (envelope, checksum, payload equal to what that sequence number must hold), prints
# `resumed N` (or `fresh`), then saves ever-changing Tiles-sized payloads (100 to 3,000 logged
# actions) in a loop; it is killed with SIGKILL 0-60 ms later, mostly in the middle of a write.
# The next round's check must find a valid save never older than the last one seen.
# Usage: kill-saves.sh [kills, 300]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
source "$(dirname "${BASH_SOURCE[0]}")/torture-common.sh"
binary="$(release_binary)"
kills="${1:-300}"
open_scratch kill-saves
RANDOM=300
file="$data/game.save"
started=$(date +%s)
echo "clearfield: $binary"
echo "machine: $(machine_line)"

"$binary" debug save-loop --file "$file" --count 1 >/dev/null
valid=0 resumed=0 newer=0 crashes=0 last=1
for ((round = 1; round <= kills; round++)); do
    : >"$data/line"
    "$binary" debug save-loop --file "$file" --seed $((round + 1)) >"$data/line" 2>"$data/stderr" &
    child=$!
    for _ in $(seq 1 400); do [[ -s "$data/line" ]] && break; sleep 0.005; done
    delay=$((RANDOM % 60))
    sleep "0.0$(printf '%02d' "$delay")"
    kill -KILL "$child" 2>/dev/null || true
    status=0
    wait "$child" 2>/dev/null || status=$?
    line="$(head -n 1 "$data/line")"
    if [[ "$status" != 137 ]]; then
        crashes=$((crashes + 1))
        fail "round $round: the saving process ended by itself (status $status): $(cat "$data/stderr")"
    fi
    if [[ "$line" =~ ^resumed\ ([0-9]+) ]]; then
        valid=$((valid + 1))
        resumed=$((resumed + 1))
        sequence="${BASH_REMATCH[1]}"
        if ((sequence < last)); then
            fail "round $round: the save went back from $last to $sequence"
        fi
        ((sequence > last)) && newer=$((newer + 1))
        last=$sequence
    else
        fail "round $round: the save did not load: ${line:-(no line)} $(cat "$data/stderr")"
    fi
done
# The state the last kill left, checked once more, then one clean save tidies up.
final="$("$binary" debug save-loop --file "$file" --count 0 || true)"
[[ "$final" == resumed* ]] || fail "after the last kill: ${final:-(no line)}"
"$binary" debug save-loop --file "$file" --count 1 >/dev/null
left="$(ls "$data" | grep -v -e '^line$' -e '^stderr$' | tr '\n' ' ')"
[[ "$left" == "game.save " ]] || fail "files left after a clean save: $left"
echo "($newer of $kills rounds found a newer save than the one before; last save $last; $(($(date +%s) - started)) s)"
echo "$kills kills during saves: $valid saves valid, $resumed resumed, $crashes crashes"
((failures == 0))
