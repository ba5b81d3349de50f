#!/usr/bin/env bash
# Idle CPU: what the game costs while the player does nothing, in a release build.
#
#   Benchmarks/scripts/idle-cpu.sh [seconds]
#
# Starts clearfield in a detached tmux session (100x30, its own tmux socket, a temporary
# --data-dir), brings it to a state, waits a moment, then samples the process over the given
# time (10 s by default):
# - utime+stime from /proc/PID/stat (clock ticks, 10 ms each: the classic measure);
# - the CPU time the scheduler accounted to every thread, from /proc/PID/task/*/schedstat
#   (nanoseconds: precise enough to cost one wake-up);
# - wake-ups: voluntary context switches of every thread, from /proc/PID/task/*/status.
# States: the main menu; a Tiles level in play; a Mines expert board with its timer running
# (one reveal made); the same board paused.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

seconds="${1:-10}"
require tmux
binary="$(release_binary)"
open_scratch idle
ticks_per_second="$(getconf CLK_TCK)"

echo "clearfield: $binary"
echo "machine: $(machine_line)"
echo "sampling ${seconds} s per state"

# Starts clearfield with the given arguments in a new tmux session; prints its PID.
start() {
    local session="$1"
    shift
    start_session "$session" "$binary" --data-dir "$data" "$@"
}


# Prints "ticks nanoseconds wakeups main-thread-nanoseconds main-thread-wakeups" for a
# process: the first three summed over its threads, the last two for the main thread alone
# (the game's loop; the other threads belong to libdispatch and GRDB). Threads that ended
# between two samples take their counts with them, so the sums can only under-count.
sample() {
    local pid="$1"
    local ticks nanoseconds=0 wakeups=0 task
    ticks="$(awk '{ sub(/^.*\) /, ""); print $12 + $13 }' "/proc/$pid/stat")"
    for task in /proc/"$pid"/task/*; do
        nanoseconds=$((nanoseconds + $(cut -d' ' -f1 "$task/schedstat")))
        wakeups=$((wakeups + $(awk '/^voluntary_ctxt_switches/ { print $2 }' "$task/status")))
    done
    echo "$ticks $nanoseconds $wakeups $(cut -d' ' -f1 "/proc/$pid/task/$pid/schedstat")" \
        "$(awk '/^voluntary_ctxt_switches/ { print $2 }' "/proc/$pid/task/$pid/status")"
}

measure() {
    local label="$1" pid="$2"
    sleep 1
    local before after
    read -r -a before <<<"$(sample "$pid")"
    sleep "$seconds"
    read -r -a after <<<"$(sample "$pid")"
    local ticks=$((after[0] - before[0]))
    local nanoseconds=$((after[1] - before[1]))
    local wakeups=$((after[2] - before[2]))
    local main_nanoseconds=$((after[3] - before[3]))
    local main_wakeups=$((after[4] - before[4]))
    awk -v label="$label" -v ticks="$ticks" -v ns="$nanoseconds" -v wakeups="$wakeups" \
        -v main_ns="$main_nanoseconds" -v main_wakeups="$main_wakeups" \
        -v seconds="$seconds" -v hz="$ticks_per_second" 'BEGIN {
        main_per_wake = main_wakeups > 0 ? sprintf("%.0f µs", main_ns / main_wakeups / 1000) : "-"
        printf "%-29s utime+stime %2d ticks = %4.2f %% | all threads: %7.3f ms = %6.4f %%, %3d wake-ups | main thread: %7.3f ms, %3d wake-ups, %s each\n",
            label, ticks, 100 * ticks / (seconds * hz), ns / 1e6, 100 * ns / (seconds * 1e9), wakeups,
            main_ns / 1e6, main_wakeups, main_per_wake
    }'
}

pid="$(start menu)"
wait_for menu shortcuts
measure "main menu" "$pid"
tmux -L "$socket" kill-session -t menu

pid="$(start tiles play tiles --level 1)"
wait_for tiles "Level 1"
measure "Tiles level 1 in play" "$pid"
tmux -L "$socket" kill-session -t tiles

pid="$(start mines play mines --board expert)"
wait_for mines "Mines left"
tmux -L "$socket" send-keys -t mines Space
sleep 0.5
measure "Mines expert, timer running" "$pid"
tmux -L "$socket" send-keys -t mines p
wait_for mines "Paused"
measure "Mines expert, paused" "$pid"
tmux -L "$socket" kill-session -t mines
