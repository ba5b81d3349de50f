# Shared by the torture scripts (sourced after common.sh, not run). They drive the release
# binary in tmux on a private socket ($socket) with a scratch folder ($data), both removed at
# exit, and count failures instead of stopping at the first one.

failures=0

# The six screens the key and resize tortures start on: their names, the arguments that start
# the game there and the key that reaches them from the main menu.
screen_names=("main menu" "level list" "stats" "achievements" "Tiles level 44" "Mines expert")
screen_starts=("" "" "" "" "play tiles --level 44" "play mines --board expert --seed 7")
screen_keys=("" t s a "" "")

# Records a failure: one line on standard error, counted for the exit status.
fail() {
    echo "FAIL: $*" >&2
    failures=$((failures + 1))
}

# Opens the scratch folder and the tmux server, with a session that outlives the games (the
# server would exit with its last session, and a game started just then could find none).
open_torture() {
    open_scratch "$1"
    tmux -L "$socket" -f /dev/null new-session -d -s keeper -x 100 -y 30 "sleep 100000"
    tmux -L "$socket" set -g status off
    # Panes of games that ended stay readable until the script kills their session.
    tmux -L "$socket" set -g remain-on-exit on
}

# Starts the game in session $1 (100x30, TERM=xterm-256color, UTF-8) with the arguments that
# follow, wrapped in a shell that records the terminal's modes before and after it, its exit
# status and its standard error in $data/$1.*; the shell then waits, so the pane stays alive
# and its terminal can be inspected. Prints the game's PID.
# The wrapper survives Ctrl-C and Ctrl-\ in keys that arrive after the game has ended (the
# foreground process group is then the wrapper's): caught (`:`) while the game runs, so the game
# starts with them at their default, and ignored afterwards, so they cannot kill the `stty` that
# records the modes or the `sleep` that keeps the pane (a dead pane reads as "cursor hidden" and
# a missing record as "modes changed": the harness's own ending, not the game's).
start_game() {
    local session="$1"
    shift
    local files="$data/$session"
    rm -f "$files".*
    tmux -L "$socket" new-session -d -s "$session" -x 100 -y 30 \
        "trap : INT QUIT; stty -g >$files.before; env LANG=C.UTF-8 LC_ALL=C.UTF-8 TERM=xterm-256color SWIFT_BACKTRACE=interactive=no $binary $* 2>$files.stderr; echo \$? >$files.status; trap '' INT QUIT; stty -g >$files.after; exec sleep 100000"
    local shell game=""
    shell="$(tmux -L "$socket" display-message -p -t "$session" '#{pane_pid}')"
    for _ in $(seq 1 200); do
        game="$(pgrep -P "$shell" -x clearfield | head -n 1 || true)"
        [[ -n "$game" ]] && break
        sleep 0.01
    done
    printf '%s\n' "$game"
}

screen_of() {
    tmux -L "$socket" capture-pane -p -t "$1"
}

# Runs the command after $1 every 50 ms until it succeeds, for at most $1 seconds; false when
# it never does.
within() {
    local limit="$1"
    shift
    for _ in $(seq 1 $((limit * 20))); do
        "$@" && return 0
        sleep 0.05
    done
    return 1
}

screen_holds() { screen_of "$1" | grep -qF -- "$2"; }
screen_not_blank() { [[ -n "$(screen_of "$1" | tr -d ' \n')" ]]; }
gone() { ! kill -0 "$1" 2>/dev/null; }

# Waits until session $1's screen shows text $2, at most $3 seconds (10 by default).
shows() { within "${3:-10}" screen_holds "$1" "$2"; }

# Waits until session $1's screen shows anything at all, at most $2 seconds.
drawn() { within "$2" screen_not_blank "$1"; }

# Waits until the process is gone, at most $2 seconds.
ended_within() { within "$2" gone "$1"; }

# Waits until the game's main thread sleeps in its input wait (poll), at most $2 seconds: the
# game has dealt with everything sent and is listening. False (and the place it is stuck in is
# printed) when it never gets there: spinning, or blocked on something else, such as a
# terminal write stopped by flow control.
listening_within() {
    local pid="$1" limit="$2" where=""
    for _ in $(seq 1 $((limit * 20))); do
        where="$(cat "/proc/$pid/wchan" 2>/dev/null || echo gone)"
        [[ "$where" == gone ]] && return 0
        if [[ "$where" == *poll* && "$(cut -d' ' -f3 "/proc/$pid/stat" 2>/dev/null)" == S ]]; then
            return 0
        fi
        sleep 0.05
    done
    echo "stuck in ${where:-(running)}" >&2
    return 1
}

# After the game of session $1 has ended: true when its terminal is as it found it (the same
# stty modes, the alternate screen left, the cursor shown). Says what differs otherwise.
terminal_restored() {
    local session="$1" files="$data/$1"
    for _ in $(seq 1 100); do [[ -s "$files.after" ]] && break; sleep 0.05; done
    local modes alternate cursor dead
    modes="$(cmp -s "$files.before" "$files.after" && echo same || echo changed)"
    alternate="$(tmux -L "$socket" display-message -p -t "$session" '#{alternate_on}')"
    cursor="$(tmux -L "$socket" display-message -p -t "$session" '#{cursor_flag}')"
    dead="$(tmux -L "$socket" display-message -p -t "$session" '#{pane_dead}')"
    if [[ "$modes" == same && "$alternate" == 0 && "$cursor" == 1 ]]; then
        return 0
    fi
    echo "terminal of $session: stty modes $modes, alternate screen $alternate, cursor shown $cursor, pane dead $dead" >&2
    return 1
}

exit_status_of() {
    cat "$data/$1.status" 2>/dev/null || echo none
}

# True when the text holds a crash report (the Swift runtime's or the shell's words for one).
looks_crashed() {
    grep -qE 'Fatal error|Crash|Backtrace|Segmentation fault|Illegal instruction|core dumped' "$@" 2>/dev/null
}

# Makes a real save in its own data directory ($data/NAME-home) and keeps a copy of it as
# $data/NAME.save: the game started with the arguments after the screen text to wait for, the
# keys in $keys played, then SIGTERM (which saves).
make_save() {
    local name="$1" ready="$2"
    shift 2
    local pid
    pid="$(start_game "$name" --data-dir "$data/$name-home" "$@")"
    shows "$name" "$ready" 20 || { fail "$name never showed '$ready'"; return; }
    for key in "${keys[@]}"; do tmux -L "$socket" send-keys -t "$name" "$key"; sleep 0.1; done
    listening_within "$pid" 10 || true
    kill -TERM "$pid"
    ended_within "$pid" 10 || fail "$name did not stop on SIGTERM"
    cp "$data/$name-home/state/current-game.clearfield-save" "$data/$name.save" || fail "$name saved nothing"
}

# The two saves the save tortures damage: Tiles level 44 after some moves, Mines expert after a
# reveal and some flags.
make_saves() {
    keys=(Right Enter Down Enter Left Left Enter u Up Enter)
    make_save tiles "(par " play tiles --level 44
    keys=(Space Right Right f Down Down f Left f)
    make_save mines "Mines left" play mines --board expert --seed 7
}
