#!/usr/bin/env bash
# Terminal footprint: the bytes the game writes to the terminal per cursor move, and its
# resident memory while playing, in a release build.
#
#   Benchmarks/scripts/terminal-footprint.sh [moves]
#
# Each game runs in a detached tmux session (100x30, its own tmux socket and a temporary
# --data-dir, TERM=xterm-256color, UTF-8). `tmux pipe-pane -O` copies everything the program
# writes to its terminal into a file. For each move the script sends one arrow key and waits
# until the file has stopped growing (nothing new for 60 ms), so each move's bytes are counted
# alone: the frame it causes, nothing else. A clock second that falls inside a move adds the
# clock's few bytes to that one move, which is why the median is the figure to read (the mean
# and maximum include those).
#
# Moves follow a fixed path (right 8, down 4, left 8, up 4, again and again) from where the
# game puts the cursor, on fixed seeds, so every run walks the same cells:
# - Mines expert (30x16/99, seed 7), all covered (before the first reveal: no clock running);
# - the same board after the first reveal (an opening of numbers; its clock running);
# - Tiles level 44 (16x12), where a move also moves the highlight of the group under the cursor.
# With FREESWEEP=1 and /usr/games/freesweep installed (apt-get install -y freesweep), the same
# path on freesweep's expert board (30x16/99, after its first reveal) for comparison.
#
# Resident memory: VmRSS (now) and VmHWM (the peak so far) from /proc/PID/status after the
# moves of each game, and at the main menu; each again 3 s later, once the game has given back
# the pages it does not need (2 s after the last key, AppController.onSettle). With BREAKDOWN=1, the resident kilobytes of the
# Mines game's mappings from /proc/PID/smaps, grouped by file (anonymous memory and the heap
# last), for docs/PERFORMANCE.md's breakdown. With KEEP=DIR, the raw captures are kept there, and
# each game's bytes per move, one line per move in the path's order (*.counts).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

moves="${1:-60}"
require tmux python3
binary="$(release_binary)"
open_scratch footprint

# A session that outlives the games: the server would exit with its last session, and a
# game started just then can find no server.
tmux -L "$socket" new-session -d -s keeper -x 100 -y 30 "sleep 100000"

echo "clearfield: $binary"
echo "machine: $(machine_line)"
echo "$moves moves per game, 100x30, TERM=xterm-256color"

# Starts a command in a new tmux session as xterm-256color; prints its PID.
start() {
    local session="$1"
    shift
    start_session "$session" TERM=xterm-256color "$@"
}


file_size() { stat -c %s "$1"; }

# Waits until a file has not grown for 60 ms (at most 3 s).
wait_quiet() {
    local file="$1" last size stable=0
    last="$(file_size "$file")"
    for _ in $(seq 1 300); do
        sleep 0.01
        size="$(file_size "$file")"
        if [[ "$size" == "$last" ]]; then
            stable=$((stable + 1))
            [[ $stable -ge 6 ]] && return 0
        else
            stable=0
            last="$size"
        fi
    done
}

# The arrow key of the path's n-th move.
path_key() {
    local step=$(($1 % 24))
    if ((step < 8)); then echo Right
    elif ((step < 12)); then echo Down
    elif ((step < 20)); then echo Left
    else echo Up
    fi
}

# Sends the path's moves one at a time, each on a quiet terminal, and prints one byte count per
# move; the capture is left in the given file.
capture_moves() {
    local session="$1" capture="$2"
    : >"$capture"
    tmux -L "$socket" pipe-pane -O -t "$session" "cat >>$capture"
    sleep 0.3
    wait_quiet "$capture"
    local before after
    for ((n = 0; n < moves; n++)); do
        before="$(file_size "$capture")"
        tmux -L "$socket" send-keys -t "$session" "$(path_key "$n")"
        wait_quiet "$capture"
        after="$(file_size "$capture")"
        echo $((after - before))
    done
    tmux -L "$socket" pipe-pane -t "$session"
}

# "median p90 max mean" of the numbers on standard input.
summarize() {
    python3 -c '
import statistics, sys
values = sorted(int(line) for line in sys.stdin if line.strip())
p90 = values[min(len(values) - 1, int(0.9 * len(values)))]
print(f"median {statistics.median(values):5.1f}  p90 {p90:4d}  min {values[0]:4d}  max {values[-1]:4d}  mean {statistics.mean(values):5.1f}  (n={len(values)})")'
}

memory() {
    local pid="$1"
    awk '/^VmRSS|^VmHWM/ { printf "%s %6.1f MB  ", $1, $2 / 1024 }' "/proc/$pid/status"
    echo
}

# Resident kilobytes per mapping, grouped by file name.
breakdown() {
    local pid="$1"
    awk '
        /^[0-9a-f]+-[0-9a-f]+ / { name = (NF >= 6) ? $6 : "[anonymous]"; next }
        /^Rss:/ { rss[name] += $2 }
        END { for (n in rss) if (rss[n] > 0) printf "%8d kB  %s\n", rss[n], n }
    ' "/proc/$pid/smaps" | sort -rn
    awk '/^Rss:/ { total += $2 } END { printf "%8d kB  total\n", total }' "/proc/$pid/smaps"
}

keep() {
    [[ -n "${KEEP:-}" ]] || return 0
    mkdir -p "$KEEP"
    cp "$1" "$KEEP/$2"
}

report() {
    local label="$1" counts="$2"
    printf '%-42s %s\n' "$label:" "$(summarize <"$counts")"
}

counts="$data/counts"
capture="$data/capture"

pid="$(start menu "$binary" --data-dir "$data/state")"
wait_for menu shortcuts
sleep 0.5
printf '%-42s %s\n' "main menu, memory:" "$(memory "$pid")"
# Once the first frame is up the game gives back what its start-up touched (onSettle); on a
# loaded machine that can come after the first reading.
sleep 2.5
printf '%-42s %s\n' "main menu, memory 3 s after:" "$(memory "$pid")"
tmux -L "$socket" kill-session -t menu

pid="$(start mines "$binary" --data-dir "$data/mines" play mines --board expert --seed 7)"
wait_for mines "Mines left"
capture_moves mines "$capture" >"$counts"
report "Mines expert, covered, bytes per move" "$counts"
keep "$capture" mines-covered.bytes
keep "$counts" mines-covered.counts
tmux -L "$socket" send-keys -t mines Space
sleep 0.5
capture_moves mines "$capture" >"$counts"
report "Mines expert, opened, bytes per move" "$counts"
keep "$capture" mines-opened.bytes
keep "$counts" mines-opened.counts
printf '%-42s %s\n' "Mines expert, memory after the moves:" "$(memory "$pid")"
# The game gives back pages it does not need 2 s after the last key (AppController.onSettle):
# what a player thinking about the next move holds.
sleep 3
printf '%-42s %s\n' "Mines expert, memory 3 s after:" "$(memory "$pid")"
if [[ -n "${BREAKDOWN:-}" ]]; then
    breakdown "$pid"
fi
tmux -L "$socket" kill-session -t mines

pid="$(start tiles "$binary" --data-dir "$data/tiles" play tiles --level 44)"
wait_for tiles "(par "
sleep 0.5
capture_moves tiles "$capture" >"$counts"
report "Tiles level 44, bytes per move" "$counts"
keep "$capture" tiles.bytes
keep "$counts" tiles.counts
printf '%-42s %s\n' "Tiles level 44, memory after the moves:" "$(memory "$pid")"
sleep 3
printf '%-42s %s\n' "Tiles level 44, memory 3 s after:" "$(memory "$pid")"
tmux -L "$socket" kill-session -t tiles

if [[ -n "${FREESWEEP:-}" && -x /usr/games/freesweep ]]; then
    # freesweep keeps its settings in ~/.sweeprc; a temporary HOME gives it the defaults, set
    # here to expert on its command line.
    mkdir -p "$data/home"
    pid="$(start freesweep HOME="$data/home" /usr/games/freesweep -f -w 30 -h 16 -m 99)"
    sleep 1
    tmux -L "$socket" send-keys -t freesweep Space
    sleep 0.5
    capture_moves freesweep "$capture" >"$counts"
    report "freesweep 30x16/99, opened, bytes per move" "$counts"
    keep "$capture" freesweep.bytes
    printf '%-42s %s\n' "freesweep, memory after the moves:" "$(memory "$pid")"
    tmux -L "$socket" kill-session -t freesweep
fi
