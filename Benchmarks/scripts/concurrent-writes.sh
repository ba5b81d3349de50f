#!/usr/bin/env bash
# Several copies writing to one data directory at once: PROCESSES copies of `clearfield debug
# add-totals --count WRITES`, started together on the same database, each adding 1 to one stat
# total per rollover transaction (the transaction a finished game makes). Not one update may be
# lost or doubled: the total must be PROCESSES × WRITES exactly, and every copy must exit 0.
# Usage: concurrent-writes.sh [processes, 8] [writes, 1000]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
source "$(dirname "${BASH_SOURCE[0]}")/torture-common.sh"
binary="$(release_binary)"
processes="${1:-8}"
writes="${2:-1000}"
open_scratch concurrent-writes
echo "clearfield: $binary"
echo "machine: $(machine_line)"

# The database is made (and migrated) once, so the copies race on the writes alone.
"$binary" debug add-totals --data-dir "$data/home" --count 0 >/dev/null
started=$(date +%s%N)
pids=()
for ((copy = 1; copy <= processes; copy++)); do
    "$binary" debug add-totals --data-dir "$data/home" --count "$writes" >"$data/out-$copy" 2>"$data/err-$copy" &
    pids+=($!)
done
crashes=0 refused=0
for ((copy = 1; copy <= processes; copy++)); do
    status=0
    wait "${pids[$((copy - 1))]}" || status=$?
    if ((status >= 128)) || looks_crashed "$data/err-$copy"; then
        crashes=$((crashes + 1))
        fail "copy $copy crashed (status $status): $(cat "$data/err-$copy")"
    elif ((status != 0)); then
        refused=$((refused + 1))
        fail "copy $copy failed (status $status): $(cat "$data/err-$copy")"
    fi
done
took=$((($(date +%s%N) - started) / 1000000))
total="$("$binary" debug add-totals --data-dir "$data/home" --count 0)"
expected=$((processes * writes))
[[ "$total" == "$expected" ]] || fail "the total is $total, not $expected"
echo "($took ms for all the writes)"
echo "$processes processes × $writes writes: total $total of $expected, $refused failed, $crashes crashes"
((failures == 0))
