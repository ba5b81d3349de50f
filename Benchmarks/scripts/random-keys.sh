#!/usr/bin/env bash
# Random keys: KEYS random keys, a sixth on each of six starting screens (the main menu, the
# Tiles level list, Stats, Achievements, Tiles level 44, Mines expert), in batches of 20 sent
# at once. The keys are letters, digits, Space, Enter, Esc, Tab, arrows, paging and editing keys,
# F1-F12, Ctrl-A to Ctrl-Y (Ctrl-S and Ctrl-Q included, Ctrl-C and Ctrl-\ too: they stop the
# game) and now and then one random byte; Ctrl-Z is left out (no job control in the pane: a
# stopped game would wait forever). After each batch the game must be back in its input wait
# within 10 s (not spinning, not blocked writing to the terminal) or have ended by itself with
# status 0, 130 or 131 and its terminal restored; an ended game is started again on the same
# screen. Each screen's share ends with SIGTERM: exit 143 within 5 s, terminal restored.
# One batch in four is preceded by an unfinished escape sequence (issue 34, B1): the start of
# a legacy or SGR mouse report, part of one, a bare CSI or SS3, a cut-off modified key, an SGR
# report whose digits run on. The next batch may complete it any way at all; a game that waits
# for the rest of a report in a read (not its input poll) is a hang.
# Usage: random-keys.sh [keys, 30000]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
source "$(dirname "${BASH_SOURCE[0]}")/torture-common.sh"
require tmux
binary="$(release_binary)"
total="${1:-30000}"
open_torture random-keys
RANDOM=30000
home="$data/home"
echo "clearfield: $binary"
echo "machine: $(machine_line)"
started=$(date +%s)

alphabet=({a..z} {A..Z} {0..9} Space Enter Enter Escape Tab BTab BSpace Up Down Left Right Up Down Left Right
          Home End PPage NPage IC DC F{1..12} C-{a..y} 'C-\')

# Unfinished escape sequences, as hex for `send-keys -H`.
prefixes=("1b 5b 4d" "1b 5b 3c" "1b 5b 3c 30 3b" "1b 5b 3c 30 3b 31 32" "1b 5b 4d 20" "1b 5b 4d 20 21" "1b 5b"
          "1b 4f" "1b 5b 31 3b" "1b 5b 3c 39 39 39 39 39 39 39 39" "1b")

sent=0 runs=0 ended=0 hangs=0 crashes=0 prefixes_sent=0
# Starts screen $1 in session $session; sets $pid.
start_screen() {
    local screen="$1"
    runs=$((runs + 1))
    tmux -L "$socket" kill-session -t "$session" 2>/dev/null || true
    pid="$(start_game "$session" --data-dir "$home" ${screen_starts[$screen]})"
    drawn "$session" 20 || fail "${screen_names[$screen]}: nothing on screen 20 s after the start"
    listening_within "$pid" 20 || true
    [[ -n "${screen_keys[$screen]}" ]] && tmux -L "$socket" send-keys -t "$session" "${screen_keys[$screen]}"
    return 0
}

# Checks a game that ended by itself; false when that was a crash.
check_ending() {
    local what="$1" status
    for _ in $(seq 1 100); do [[ -s "$data/$session.status" ]] && break; sleep 0.05; done
    status="$(exit_status_of "$session")"
    if [[ "$status" != 0 && "$status" != 130 && "$status" != 131 ]] || looks_crashed "$data/$session.stderr"; then
        crashes=$((crashes + 1))
        fail "$what: ended with status $status: $(cat "$data/$session.stderr")"
        screen_of "$session" >&2
        cp "$data/$session.keys" "$data/../random-keys-crash-$runs.keys" 2>/dev/null || true
        return 1
    fi
    if ! terminal_restored "$session"; then
        fail "$what: the terminal was not restored (status $status)"
        # The keys that led there, for a replay (the scratch folder goes at exit).
        cp "$data/$session.keys" "$data/../random-keys-unrestored-$runs.keys" 2>/dev/null || true
    fi
}

per_screen=$((total / ${#screen_names[@]}))
for screen in "${!screen_names[@]}"; do
    session="s$screen"
    start_screen "$screen"
    for ((done_here = 0; done_here < per_screen; )); do
        batch=()
        for ((key = 0; key < 20 && done_here < per_screen; key++, done_here++)); do
            batch+=("${alphabet[$((RANDOM % ${#alphabet[@]}))]}")
        done
        if ((RANDOM % 4 == 0)); then
            prefix="${prefixes[$((RANDOM % ${#prefixes[@]}))]}"
            echo "hex $prefix" >>"$data/$session.keys"
            # shellcheck disable=SC2086 # one argument a byte
            tmux -L "$socket" send-keys -t "$session" -H $prefix 2>/dev/null || true
            prefixes_sent=$((prefixes_sent + 1))
        fi
        echo "${batch[*]}" >>"$data/$session.keys"
        tmux -L "$socket" send-keys -t "$session" -- "${batch[@]}" 2>/dev/null || true
        if ((RANDOM % 10 == 0)); then
            byte=$((RANDOM % 256))
            # Not Ctrl-Z (0x1a): see above.
            ((byte == 26)) || tmux -L "$socket" send-keys -t "$session" -H "$(printf '%02x' "$byte")"
        fi
        sent=$((sent + ${#batch[@]}))
        if ! listening_within "$pid" 10; then
            hangs=$((hangs + 1))
            fail "${screen_names[$screen]}: not listening 10 s after the keys $(tail -n 1 "$data/$session.keys")"
            screen_of "$session" >&2
            kill -KILL "$pid" 2>/dev/null || true
            start_screen "$screen"
            continue
        fi
        if ! kill -0 "$pid" 2>/dev/null; then
            ended=$((ended + 1))
            check_ending "${screen_names[$screen]}, run $runs" || true
            start_screen "$screen"
        fi
    done
    kill -TERM "$pid" 2>/dev/null || true
    if ended_within "$pid" 5; then
        for _ in $(seq 1 100); do [[ -s "$data/$session.status" ]] && break; sleep 0.05; done
        status="$(exit_status_of "$session")"
        # The keys may have ended the game just before the signal.
        [[ "$status" == 143 || "$status" == 0 || "$status" == 130 || "$status" == 131 ]] ||
            { crashes=$((crashes + 1)); fail "${screen_names[$screen]}: status $status at the end: $(cat "$data/$session.stderr")"; }
        terminal_restored "$session" || fail "${screen_names[$screen]}: the terminal was not restored at the end"
    else
        hangs=$((hangs + 1))
        fail "${screen_names[$screen]}: still running 5 s after SIGTERM"
    fi
    echo "${screen_names[$screen]}: $per_screen keys, $runs runs so far"
done
echo "(games started $runs times, ended by the keys $ended times; $(($(date +%s) - started)) s)"
echo "$sent random keys and $prefixes_sent unfinished escape sequences on ${#screen_names[@]} screens: $crashes crashes, $hangs hangs, $failures failures"
((failures == 0))
