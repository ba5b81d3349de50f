#!/usr/bin/env bash
# `Benchmarks/scripts/hardening-figures.sh` (CLEARFIELD: the binary; by default the debug build).
# Issue 21's figures: a huge file through a link, printf floods, a held database, --data-dir "",
# /dev/zero and a FIFO as a pack. Each case prints what the game said and, where timed, how long.
set -u
export CLEARFIELD_RESOURCES="$(cd "$(dirname "$0")/../.." && pwd)"
B=${CLEARFIELD:-$CLEARFIELD_RESOURCES/.build/debug/clearfield}
W=$(mktemp -d /tmp/clearfield-hardening-XXXX); cd "$W"
echo "# load $(cut -d' ' -f1-3 /proc/loadavg)"
truncate -s 100M big.sql; ln -s big.sql l.sql
echo "== 1. 100 MB sparse file through a link"
/usr/bin/time -f "elapsed %e s, max RSS %M KB, exit %x" $B --data-dir "$W/d1" levels import l.sql 2>&1 | tail -3
echo "== 5. ten printf('%.*c', 2147483647, 'x') statements"
{ echo "INSERT INTO pack (name) VALUES ('P');"; echo "INSERT INTO levels (ix, name, map) VALUES (1, 'One', 'RRGG');";
  for i in $(seq 1 10); do echo "SELECT length(printf('%.*c', 2147483647, 'x'));"; done; } > printf.sql
/usr/bin/time -f "elapsed %e s, max RSS %M KB, exit %x" $B --data-dir "$W/d2" levels import printf.sql 2>&1 | tail -3
echo "== 7. database held at start (python BEGIN EXCLUSIVE, locking_mode EXCLUSIVE)"
$B --data-dir "$W/d3" stats >/dev/null 2>&1
python3 - "$W/d3/data/clearfield.sqlite" <<'PY' &
import sqlite3, sys, time
c = sqlite3.connect(sys.argv[1], isolation_level=None)
c.execute("PRAGMA locking_mode = EXCLUSIVE"); c.execute("BEGIN EXCLUSIVE"); c.execute("UPDATE player SET name = name")
time.sleep(40)
PY
sleep 1
start=$(date +%s%3N)
$B --data-dir "$W/d3" stats 2>&1 | while IFS= read -r line; do echo "+$(( $(date +%s%3N) - start )) ms: $line"; done
kill %1 2>/dev/null
echo "== 7. --data-dir \"\""
$B --data-dir "" stats 2>&1 | head -2; echo "exit ${PIPESTATUS[0]}"
echo "== 7. /dev/zero and a FIFO as a pack"
mkfifo fifo.sql
timeout 10 $B --data-dir "$W/d4" levels import /dev/zero 2>&1 | tail -1
timeout 10 $B --data-dir "$W/d4" levels import fifo.sql 2>&1 | tail -1
rm -rf "$W"
