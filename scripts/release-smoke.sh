#!/usr/bin/env bash
# Smoke test of the optimised build, which the unit and end-to-end tests (debug) do not cover:
# the release binary starts in a real terminal (tmux), shows the menu, and each signal that ends
# a program by default (SIGTERM, SIGINT, SIGHUP, and since issue 34 SIGUSR1, SIGUSR2, SIGALRM,
# SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGRTMIN) ends it with status 128 + its number, the
# terminal restored and the game saved.
# Usage: scripts/release-smoke.sh [path/to/release/clearfield]
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:-.build/release/clearfield}
[ -x "$binary" ] || { echo "release-smoke: $binary is not built (swift build -c release)"; exit 1; }
command -v tmux >/dev/null || { echo "release-smoke: tmux is missing"; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

failures=0
signals=(TERM INT HUP USR1 USR2 ALRM VTALRM PROF XCPU XFSZ RTMIN)
for signal in "${signals[@]}"; do
    socket="clearfield-smoke-$$-$signal"
    home="$work/$signal"
    status_file="$work/$signal.status"
    tmux -L "$socket" new-session -d -x 100 -y 30 \
        "env CLEARFIELD_HOME='$home' LANG=C.UTF-8 '$PWD/$binary' play tiles --level 1; echo \$? > '$status_file'; sleep 5"
    for _ in $(seq 100); do
        tmux -L "$socket" capture-pane -p 2>/dev/null | grep -q "Level 1" && break
        sleep 0.1
    done
    tmux -L "$socket" send-keys Right
    sleep 0.3
    # The game itself, not the shell tmux started it with (whose command line holds the same words).
    pid=$(pgrep -f "^$PWD/$binary play tiles --level 1" | head -n 1 || true)
    if [ -z "$pid" ]; then echo "release-smoke: the game did not start"; failures=$((failures + 1)); continue; fi
    kill -s "$signal" "$pid"
    for _ in $(seq 50); do [ -s "$status_file" ] && break; sleep 0.1; done
    status=$(cat "$status_file" 2>/dev/null || echo "none")
    alternate=$(tmux -L "$socket" display-message -p '#{alternate_on}' 2>/dev/null || echo "?")
    expected=$((128 + $(kill -l "$signal")))
    if [ "$status" != "$expected" ] || [ "$alternate" = "1" ] || [ ! -f "$home/state/current-game.clearfield-save" ]; then
        echo "release-smoke: SIG$signal: exit status $status, alternate screen $alternate, save present: $([ -f "$home/state/current-game.clearfield-save" ] && echo yes || echo no)"
        failures=$((failures + 1))
    else
        echo "release-smoke: SIG$signal: exit status $status, terminal restored, game saved"
    fi
    tmux -L "$socket" kill-server 2>/dev/null || true
done
echo "release-smoke: $((${#signals[@]} - failures)) passed, $failures failed"
[ "$failures" -eq 0 ]
