#!/usr/bin/env bash
# `Benchmarks/scripts/hardening-files.sh` (CLEARFIELD: the binary; by default the release build).
# Issue 34's file attacks (B2, B3, B4, B6): a pack whose one statement sums GLOB matches of a
# 3,000-class pattern over 15 kB strings and its LIKE variant, the same GLOB with a short pattern
# (each step heavy, only the timer stops it), the starter pack right after, a 2 GB sparse
# settings file and a hard link in place of state/current-game.open. Prints what the game said
# and how long it took; exits 1 when a case does not hold.
set -u
export CLEARFIELD_RESOURCES="$(cd "$(dirname "$0")/../.." && pwd)"
B=${CLEARFIELD:-$CLEARFIELD_RESOURCES/.build/release/clearfield}
W=$(mktemp -d /tmp/clearfield-files-XXXX)
socket="clearfield-files-$$"
trap 'tmux -L "$socket" kill-server 2>/dev/null; rm -rf "$W"' EXIT
cd "$W"
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
ms() { date +%s%3N; }
echo "# load $(cut -d' ' -f1-3 /proc/loadavg), binary $B"

pattern() { python3 -c "import sys; print('*' + '[abc]' * int(sys.argv[1]) + 'z')" "$1"; }
pack() {  # $1: file, $2: the SELECT's expression over the 15 kB string s
    { echo "INSERT INTO pack (name) VALUES ('Hostile');"
      echo "INSERT INTO levels (ix, name, map) VALUES (1, 'One', 'RRGG');"
      echo "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 600),"
      echo "     t(s) AS (SELECT printf('%.15000c', 'a')) SELECT sum($2) FROM c, t;"; } > "$1"
}
import_timed() {  # $1: label, $2: pack file; prints the last line and the time to the answer
    local start end out status
    start=$(ms)
    out=$(timeout 300 "$B" --data-dir "$W/d" levels import "$2" 2>&1)
    status=$?
    end=$(ms)
    echo "$1: $((end - start)) ms, exit $status: $(printf '%s\n' "$out" | grep -m1 -iE 'refused|imported|error' || printf '%s\n' "$out" | tail -1)"
    [[ $((end - start)) -lt 10000 ]] || fail "$1 took $((end - start)) ms (budget: 5 s of SQL)"
}

echo "== B2: GLOB and LIKE packs (600 matches of a long pattern over 15 kB strings)"
pack glob.sql "s GLOB '$(pattern 3000)'"
import_timed "GLOB, 3,000-class pattern" glob.sql
pack like.sql "s LIKE '%$(python3 -c "print('_%' * 2000)")z'"
import_timed "LIKE, 4,000-character pattern" like.sql
pack short.sql "(s GLOB '$(pattern 11)') + instr(s, printf('%.8000c', 'a') || 'b')"
import_timed "GLOB within the pattern bound, heavy instr steps" short.sql

echo "== B3: the starter pack right after"
start=$(ms)
out=$("$B" --data-dir "$W/d" levels import "$CLEARFIELD_RESOURCES/levels/examples/starter-pack.sql" 2>&1)
status=$?
echo "starter pack: $(( $(ms) - start )) ms, exit $status: $(printf '%s\n' "$out" | tail -1)"
[[ $status -eq 0 ]] || fail "the starter pack was refused after the hostile packs"

echo "== B4: a 2 GB sparse config/settings.json, the menu in tmux"
mkdir -p "$W/s/config"
truncate -s 2G "$W/s/config/settings.json"
tmux -L "$socket" -f /dev/null new-session -d -s menu -x 100 -y 30 \
    "env LANG=C.UTF-8 TERM=xterm-256color SWIFT_BACKTRACE=interactive=no /usr/bin/time -f '%M' -o $W/rss $B --data-dir $W/s; sleep 100"
start=$(ms); shown=""
for _ in $(seq 1 600); do
    if tmux -L "$socket" capture-pane -p -t menu | grep -q "settings.json"; then shown=yes; break; fi
    sleep 0.05
done
echo "notice after $(( $(ms) - start )) ms: $(tmux -L "$socket" capture-pane -p -t menu | grep -m1 -o 'config/settings.json[^.]*')"
[[ -n "$shown" ]] || fail "no notice about the 2 GB settings file within 30 s"
tmux -L "$socket" send-keys -t menu Enter; sleep 0.3; tmux -L "$socket" send-keys -t menu q; sleep 1
[[ -s "$W/rss" ]] && echo "max RSS $(cat "$W/rss") KB"
mkfifo "$W/fifo.json"; rm -f "$W/s/config/settings.json"; ln -s "$W/fifo.json" "$W/s/config/settings.json"
start=$(ms)
timeout 10 "$B" --data-dir "$W/s" stats >/dev/null 2>"$W/fifo.err"
echo "settings.json a FIFO: stats in $(( $(ms) - start )) ms"

echo "== B6: a hard link in place of state/current-game.open"
mkdir -p "$W/h/state"
echo precious > "$W/outside.txt"
ln "$W/outside.txt" "$W/h/state/current-game.open"
tmux -L "$socket" new-session -d -s link -x 100 -y 30 \
    "env LANG=C.UTF-8 TERM=xterm-256color $B --data-dir $W/h play mines --board expert --seed 7; sleep 100"
sleep 2
tmux -L "$socket" send-keys -t link Enter; sleep 0.5
tmux -L "$socket" send-keys -t link q; sleep 0.3; tmux -L "$socket" send-keys -t link s; sleep 1
echo "linked file holds: $(cat "$W/outside.txt" | head -c 40); links: $(stat -c %h "$W/outside.txt")"
[[ "$(cat "$W/outside.txt")" == precious ]] || fail "the hard-linked file was written"
echo "hardening-files: $failures failure(s)"
exit $((failures > 0))
