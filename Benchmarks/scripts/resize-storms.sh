#!/usr/bin/env bash
# Resize storms: STORMS storms of RESIZES window sizes each (1-250 columns by 1-80 rows, tiny
# and huge ones included; no pause between them in even storms, 10-40 ms in odd ones), taking
# the six screens of random-keys.sh in turn. After each storm the window is put back to 100x30: the game must be back in its input
# wait within 10 s and its screen, redrawn, the same as before the storm (the clock's row
# aside). Each screen's game then gets SIGTERM: exit 143 within 5 s, terminal restored.
# Usage: resize-storms.sh [storms, 60] [resizes per storm, 50]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
source "$(dirname "${BASH_SOURCE[0]}")/torture-common.sh"
require tmux
binary="$(release_binary)"
storms="${1:-60}"
resizes="${2:-50}"
open_torture resize-storms
RANDOM=60
home="$data/home"
echo "clearfield: $binary"
echo "machine: $(machine_line)"
started=$(date +%s)

# Everything but row 1, where the Tiles clock runs.
steady() { screen_of "$1" | tail -n +2; }

done_storms=0 same=0 hangs=0 crashes=0
per_screen=$(((storms + ${#screen_names[@]} - 1) / ${#screen_names[@]}))
for screen in "${!screen_names[@]}"; do
    session="s$screen"
    pid="$(start_game "$session" --data-dir "$home" ${screen_starts[$screen]})"
    drawn "$session" 20 || fail "${screen_names[$screen]}: nothing on screen"
    [[ -n "${screen_keys[$screen]}" ]] && tmux -L "$socket" send-keys -t "$session" "${screen_keys[$screen]}"
    listening_within "$pid" 10 || true
    sleep 0.3
    for ((storm = 0; storm < per_screen && done_storms < storms; storm++, done_storms++)); do
        before="$(steady "$session")"
        for ((resize = 0; resize < resizes; resize++)); do
            tmux -L "$socket" resize-window -t "$session" -x $((1 + RANDOM % 250)) -y $((1 + RANDOM % 80))
            # Odd storms leave the game 10-40 ms at each size, so it draws at most of them.
            ((storm % 2 == 1)) && sleep "0.0$((1 + RANDOM % 4))"
        done
        tmux -L "$socket" resize-window -t "$session" -x 100 -y 30
        if ! kill -0 "$pid" 2>/dev/null; then
            crashes=$((crashes + 1))
            fail "${screen_names[$screen]}, storm $storm: the game ended (status $(exit_status_of "$session")): $(cat "$data/$session.stderr")"
            break
        fi
        if ! listening_within "$pid" 10; then
            hangs=$((hangs + 1))
            fail "${screen_names[$screen]}, storm $storm: not listening 10 s after the storm"
            break
        fi
        after=""
        for _ in $(seq 1 40); do
            after="$(steady "$session")"
            [[ "$after" == "$before" ]] && break
            sleep 0.05
        done
        if [[ "$after" == "$before" ]]; then
            same=$((same + 1))
        else
            fail "${screen_names[$screen]}, storm $storm: the screen at 100x30 differs from before the storm:"
            diff <(echo "$before") <(echo "$after") >&2 || true
        fi
    done
    if kill -TERM "$pid" 2>/dev/null; then
        if ended_within "$pid" 5; then
            for _ in $(seq 1 100); do [[ -s "$data/$session.status" ]] && break; sleep 0.05; done
            [[ "$(exit_status_of "$session")" == 143 ]] || fail "${screen_names[$screen]}: status $(exit_status_of "$session") after SIGTERM"
            terminal_restored "$session" || fail "${screen_names[$screen]}: the terminal was not restored"
        else
            hangs=$((hangs + 1))
            fail "${screen_names[$screen]}: still running 5 s after SIGTERM"
        fi
    fi
    tmux -L "$socket" kill-session -t "$session"
done
echo "($(($(date +%s) - started)) s)"
echo "$done_storms resize storms of $resizes sizes on ${#screen_names[@]} screens: $same screens redrawn as before, $crashes crashes, $hangs hangs"
((failures == 0))
