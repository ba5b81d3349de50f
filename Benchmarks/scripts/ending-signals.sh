#!/usr/bin/env bash
# Signals that end a program by default (issue 34, B9), mid-game: Tiles level 44 is played in
# tmux with 3-20 random keys, then one of SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU,
# SIGXFSZ, SIGPIPE, SIGIO, SIGPWR and the first real-time signal is sent, in turn. Each time the
# game must exit within 5 s with status 128 + the signal's number (143 for SIGPIPE, a stop like
# SIGTERM), its terminal restored (the stty modes as before, the alternate screen left, the
# cursor shown), and its save written; the next round continues that save (`--continue`).
# Then SIGSTOP in a running Mines game: stopped for 3 s and continued, the game's clock moves on
# by less than the wall clock minus 2 s (the stop is not play time).
# Usage: ending-signals.sh [rounds, 44]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
source "$(dirname "${BASH_SOURCE[0]}")/torture-common.sh"
require tmux
binary="$(release_binary)"
rounds="${1:-44}"
open_torture ending-signals
RANDOM=34
home="$data/home"
save="$home/state/current-game.clearfield-save"
keys=(Right Left Up Down Right Down Enter u)
signals=(USR1 USR2 ALRM VTALRM PROF XCPU XFSZ PIPE IO PWR RTMIN)
echo "clearfield: $binary"
echo "machine: $(machine_line)"
started=$(date +%s)

saved=0 restored=0
for ((round = 1; round <= rounds; round++)); do
    session="g$round"
    signal="${signals[$(((round - 1) % ${#signals[@]}))]}"
    if [[ -e "$save" ]]; then
        pid="$(start_game "$session" --data-dir "$home" --continue)"
    else
        pid="$(start_game "$session" --data-dir "$home" play tiles --level 44)"
    fi
    shows "$session" "(par " 20 || { fail "round $round: no game on screen: $(cat "$data/$session.stderr")"; break; }
    listening_within "$pid" 10 || true
    burst=()
    for ((key = 0; key < 3 + RANDOM % 18; key++)); do burst+=("${keys[$((RANDOM % ${#keys[@]}))]}"); done
    tmux -L "$socket" send-keys -t "$session" "${burst[@]}"
    listening_within "$pid" 10 || fail "round $round: the game is not listening after the keys"
    rm -f "$save"
    kill -s "$signal" "$pid"
    ended_within "$pid" 5 || { fail "round $round: still running 5 s after SIG$signal"; kill -KILL "$pid"; }
    for _ in $(seq 1 100); do [[ -s "$data/$session.status" ]] && break; sleep 0.05; done
    status="$(exit_status_of "$session")"
    number="$(kill -l "$signal")"
    expected=$((128 + number))
    [[ "$signal" == PIPE ]] && expected=143
    if terminal_restored "$session" && [[ "$status" == "$expected" ]] && ! looks_crashed "$data/$session.stderr"; then
        restored=$((restored + 1))
    else
        fail "round $round: SIG$signal: exit status $status (expected $expected): $(cat "$data/$session.stderr")"
    fi
    if [[ -e "$save" ]]; then saved=$((saved + 1)); else fail "round $round: SIG$signal: no save"; fi
    tmux -L "$socket" kill-session -t "$session" 2>/dev/null || true
done

# SIGSTOP: the Mines clock, read off the screen ("Time m:ss"), before and after.
clock_seconds() { screen_of "$1" | grep -oE 'Time [0-9]+:[0-9]{2}' | head -n 1 | awk -F'[ :]' '{print $2 * 60 + $3}'; }
session=stop
pid="$(start_game "$session" --data-dir "$data/stop-home" play mines --board expert --seed 7)"
shows "$session" "Mines left" 20 || fail "SIGSTOP: no Mines game on screen"
tmux -L "$socket" send-keys -t "$session" Space
shows "$session" "Time 0:01" 10 || fail "SIGSTOP: the clock did not start"
before="$(clock_seconds "$session")"
stopped_at=$(date +%s%N)
kill -STOP "$pid"
sleep 3
kill -CONT "$pid"
sleep 1.5
after="$(clock_seconds "$session")"
wall_ms=$((($(date +%s%N) - stopped_at) / 1000000))
moved=$((after - before))
if ((moved * 1000 <= wall_ms - 2000 && moved >= 1)); then
    stop_line="SIGSTOP for 3 s: the clock moved $moved s in $((wall_ms / 1000)).$((wall_ms % 1000 / 100)) s (the stop not counted)"
else
    fail "SIGSTOP: the clock moved $moved s in $wall_ms ms"
    stop_line="SIGSTOP: FAILED"
fi
kill -TERM "$pid"
ended_within "$pid" 5 || fail "SIGSTOP: the game did not stop on SIGTERM"

echo "($(($(date +%s) - started)) s)"
echo "$stop_line"
echo "$rounds ending signals (${signals[*]}): $saved games saved, $restored terminals restored with 128+N, $failures failures"
((failures == 0))
