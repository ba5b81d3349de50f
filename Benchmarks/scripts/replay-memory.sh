#!/usr/bin/env bash
# Memory of the replay viewer on a long game (issue 21, point 7): a ranked Tiles run of ACTIONS
# actions (default 100,000, the most a log may hold) is written into a fresh database, opened
# with `clearfield replay ID` in tmux, played to its end (`$`, as End), and the program's resident memory
# read from /proc: VmHWM (the peak) and VmRSS (after the end is drawn).
#
# `Benchmarks/scripts/replay-memory.sh [actions]`. The release binary (or $CLEARFIELD). The log
# alternates a move and a restart on a 2x4 level (RRGG / RRGG), so every action adds an entry to
# the undo history: the worst case for a viewer that keeps every position. The run does not
# verify (its claimed figures are made up); the viewer plays it back all the same.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
require tmux python3
actions="${1:-100000}"
binary="$(release_binary)"
open_scratch replaymem
echo "# $(machine_line)"
export CLEARFIELD_RESOURCES="${CLEARFIELD_RESOURCES:-$(repository_root)}"

"$binary" --data-dir "$data/home" stats >/dev/null
database="$(find "$data/home" -name clearfield.sqlite | head -1)"
python3 - "$database" "$actions" <<'PY'
import json, sqlite3, sys
database, count = sys.argv[1], int(sys.argv[2])
rows = ["RRGG", "RRGG"]
value = 0xcbf29ce484222325
for byte in "\n".join(rows).encode():
    value = ((value ^ byte) * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
def varint(number):  # zigzag LEB128, as PackWriter writes
    number = (number << 1) ^ (number >> 63)
    out = bytearray()
    while True:
        byte = number & 0x7F
        number >>= 7
        if number:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)
log = bytearray([2]) + varint(count)
for index in range(count):
    if index % 2 == 0:
        log += bytes([0 | 0x08]) + varint(10) + varint(0) + varint(0)   # a move at 0,0, 10 ms on
    else:
        log += bytes([3 | 0x08]) + varint(10)                            # restart
setup = {"params": {"level": 1, "par": 1, "mapRows": rows, "mapHash": value}, "seed": 0}
claimed = {"kind": "tiles", "status": "won", "boardsCleared": 1, "moves": 1, "hintsUsed": 0, "undosUsed": 0,
           "actionCount": count, "lastOffset": count * 10, "playMilliseconds": count * 10}
connection = sqlite3.connect(database)
player = connection.execute("SELECT id FROM player ORDER BY id LIMIT 1").fetchone()[0]
connection.execute("""INSERT INTO rankedRun (id, playerId, board, game, setup, log, claimed, figures, sortKey1,
    sortKey2, sortKey3, verification, finishedAt, day, week) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, ?, ?, ?, ?)""",
    ("memory-probe", player, "tiles.level.1", "tiles", json.dumps(setup).encode(), bytes(log), json.dumps(claimed),
     json.dumps({"score": 1}), "unverified: memory probe", "2026-11-26 12:00:00.000", "2026-11-26", "2026-W48"))
connection.commit()
PY

tmux -L "$socket" start-server
pid="$(start_session replay "$binary" --data-dir "$data/home" replay memory-probe)"
wait_for replay "Tiles"
tmux -L "$socket" send-keys -t replay "\$"
# The end is drawn when the viewer shows the last move (at most 10 minutes).
for _ in $(seq 1 1200); do
    screen="$(tmux -L "$socket" capture-pane -p -t replay)"
    grep -qF "Move $actions/$actions" <<<"$screen" && break
    sleep 0.5
done
grep -qF "Move $actions/$actions" <<<"$screen" || { echo "the end was not drawn:" >&2; printf '%s\n' "$screen" >&2; exit 1; }
[[ -n "${SHOW_SCREEN:-}" ]] && printf "%s\n" "$screen" >&2
peak="$(awk '/VmHWM/ { print $2 }' "/proc/$pid/status")"
resident="$(awk '/VmRSS/ { print $2 }' "/proc/$pid/status")"
tmux -L "$socket" send-keys -t replay q
printf 'replay of %s actions: peak resident %d MB, resident at the end %d MB\n' \
    "$actions" $((peak / 1024)) $((resident / 1024))
