#!/usr/bin/env bash
# Terminal hang-ups mid-game: Tiles level 44 is played in tmux with 3-20 random keys (arrows,
# Enter, u, a hint and Enter), then the terminal hangs up. Odd rounds send SIGHUP to the game with its pane kept
# (its terminal is then checked: exit status 129, the stty modes as before, the alternate
# screen left, the cursor shown); even rounds kill the tmux session, so the pseudo-terminal
# itself goes away (the kernel's SIGHUP, and writes that fail). Either way the game must exit
# within 5 s with its save written; the next round starts `clearfield --continue`, whose board,
# score line and cursor (the ◂ beside a cell, also an emptied one) must be the ones on screen
# before the hang-up, character for character.
# Usage: hangups.sh [hang-ups, 40]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
source "$(dirname "${BASH_SOURCE[0]}")/torture-common.sh"
require tmux
binary="$(release_binary)"
hangups="${1:-40}"
open_torture hangups
RANDOM=40
home="$data/home"
save="$home/state/current-game.clearfield-save"
keys=(Right Left Up Down Right Down Enter u "H Enter" "H Enter")
echo "clearfield: $binary"
echo "machine: $(machine_line)"
started=$(date +%s)

# The rows that must come back: the score line and the board with its cursor (not the clock
# on row 1, nor the message line and key hints below the board).
board() { screen_of "$1" | sed -n 2,28p; }

kept=0 restored=0 exact=0 empty=0 checked_terminals=0 before=""
for ((round = 1; round <= hangups + 1; round++)); do
    session="h$round"
    if ((round == 1)); then
        pid="$(start_game "$session" --data-dir "$home" play tiles --level 44)"
    else
        pid="$(start_game "$session" --data-dir "$home" --continue)"
    fi
    if ! shows "$session" "(par " 20; then
        fail "round $round: no game on screen: $(cat "$data/$session.stderr" 2>/dev/null)"
        tmux -L "$socket" kill-session -t "$session"
        break
    fi
    listening_within "$pid" 10 || true
    if ((round > 1)); then
        after="$(board "$session")"
        if [[ "$after" == "$before" ]]; then
            exact=$((exact + 1))
        else
            fail "round $round: the board came back different:"
            diff <(echo "$before") <(echo "$after") >&2 || true
        fi
    fi
    if ((round > hangups)); then
        kill -TERM "$pid"
        ended_within "$pid" 5 || fail "the last game did not stop on SIGTERM"
        break
    fi
    burst=()
    length=$((3 + RANDOM % 18))
    for ((key = 0; key < length; key++)); do burst+=(${keys[$((RANDOM % ${#keys[@]}))]}); done
    tmux -L "$socket" send-keys -t "$session" "${burst[@]}"
    listening_within "$pid" 10 || fail "round $round: the game is not listening after the keys"
    sleep 0.1
    before="$(board "$session")"
    [[ "$before" == *"·◂"* ]] && empty=$((empty + 1))
    if ((round % 2 == 1)); then
        kill -HUP "$pid"
        ended_within "$pid" 5 || fail "round $round: still running 5 s after SIGHUP"
        checked_terminals=$((checked_terminals + 1))
        status="$(exit_status_of "$session")"
        if terminal_restored "$session" && [[ "$status" == 129 ]]; then
            restored=$((restored + 1))
        else
            fail "round $round: after SIGHUP, exit status $status, $(cat "$data/$session.stderr")"
        fi
    else
        tmux -L "$socket" kill-session -t "$session"
        ended_within "$pid" 5 || fail "round $round: still running 5 s after its terminal went away"
    fi
    if [[ -e "$save" ]]; then kept=$((kept + 1)); else fail "round $round: no save after the hang-up"; break; fi
    tmux -L "$socket" kill-session -t "$session" 2>/dev/null || true
done
echo "(cursor on an emptied cell at $empty hang-ups; $(($(date +%s) - started)) s)"
echo "$hangups terminal hang-ups: $kept saves kept, $restored of $checked_terminals terminals restored, $exact cursors and boards restored exactly"
((failures == 0))
