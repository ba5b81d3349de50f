#!/usr/bin/env bash
# SIGKILL during autosave: Tiles level 44 is played in tmux by bursts of 5-25 random keys
# (arrows, Enter, u) and the game is killed with SIGKILL while it is still playing them and
# autosaving (every 5 logged actions): on even rounds 0-400 ms after the burst, on odd rounds
# the moment an autosave's temporary file appears in the state directory. The next round starts it with
# `clearfield --continue`, which must bring the game back (a save that fails its checks would
# be moved aside with a notice instead); a kill before the first autosave of a new game, or
# after the level was cleared, leaves no save and the next round starts level 44 again.
# Kills that land inside a save are counted by what they leave behind (the save's temporary
# file or backup link), which the next save tidies away.
# Usage: kill-autosave.sh [kills, 100]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
source "$(dirname "${BASH_SOURCE[0]}")/torture-common.sh"
require tmux
binary="$(release_binary)"
kills="${1:-100}"
open_torture kill-autosave
RANDOM=100
home="$data/home"
save="$home/state/current-game.clearfield-save"
keys=(Right Left Up Down Enter Enter u)
echo "clearfield: $binary"
echo "machine: $(machine_line)"
started=$(date +%s)

saved=0 resumed=0 fresh=0 cleared=0 early=0 crashes=0 inside=0
for ((round = 1; round <= kills + 1; round++)); do
    session="r$round"
    if [[ -e "$save" ]]; then
        saved=$((saved + 1))
        pid="$(start_game "$session" --data-dir "$home" --continue)"
        if shows "$session" "(par " 20; then
            resumed=$((resumed + 1))
        else
            fail "round $round: the save did not resume: $(cat "$data/$session.stderr" 2>/dev/null) $(screen_of "$session" | head -n 3)"
        fi
    else
        fresh=$((fresh + 1))
        pid="$(start_game "$session" --data-dir "$home" play tiles --level 44)"
        shows "$session" "(par " 20 || fail "round $round: level 44 did not start"
    fi
    if ((round > kills)); then
        # The last kill's save, resumed above; stopped cleanly.
        kill -TERM "$pid" 2>/dev/null || true
        ended_within "$pid" 5 || fail "the last game did not stop on SIGTERM"
        break
    fi
    burst=()
    length=$((5 + RANDOM % 21))
    for ((key = 0; key < length; key++)); do burst+=("${keys[$((RANDOM % ${#keys[@]}))]}"); done
    tmux -L "$socket" send-keys -t "$session" "${burst[@]}"
    if ((round % 2 == 0)); then
        delay=$((RANDOM % 400))
        sleep "0.$(printf '%03d' "$delay")"
    else
        # Aimed: as soon as an autosave's temporary file appears (compgen is a builtin: no
        # process per look), for at most about a second.
        deadline=$((SECONDS + 2))
        until compgen -G "$home/state/*.tmp-*" >/dev/null || ((SECONDS >= deadline)); do :; done
    fi
    kill -KILL "$pid" 2>/dev/null || true
    ended_within "$pid" 5 || fail "round $round: still running after SIGKILL"
    for _ in $(seq 1 100); do [[ -s "$data/$session.status" ]] && break; sleep 0.05; done
    status="$(exit_status_of "$session")"
    if [[ "$status" != 137 ]]; then
        crashes=$((crashes + 1))
        fail "round $round: ended with status $status before the kill: $(cat "$data/$session.stderr")"
    fi
    # A kill inside a save leaves its temporary file (or the previous save's hard link) behind.
    if ls "$home/state" | grep -q -e '\.tmp-' -e '\.bak$'; then inside=$((inside + 1)); fi
    if [[ ! -e "$save" ]]; then
        if screen_of "$session" | grep -q "next level"; then
            cleared=$((cleared + 1))
        elif [[ "$(screen_of "$session")" == *"Moves 0 "* ]]; then
            early=$((early + 1))  # a new game killed before it saved its start
        else
            fail "round $round: no save after the kill: $(screen_of "$session" | head -n 2)"
        fi
    fi
    bad="$(ls "$home/state" | grep -c '\.bad-' || true)"
    ((bad == 0)) || { fail "round $round: a save was set aside"; rm -f "$home/state/"*.bad-*; }
    tmux -L "$socket" kill-session -t "$session"
done
echo "(rounds that started from a save: $saved, new games: $fresh, levels cleared: $cleared, killed before the first autosave: $early, kills that left a save half done: $inside; $(($(date +%s) - started)) s)"
echo "$kills kills during autosave: $saved saves left, $resumed of them valid and resumed, $crashes crashes"
((failures == 0))
