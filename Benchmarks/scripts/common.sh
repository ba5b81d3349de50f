# Shared by the whole-program measures in this folder (sourced, not run).
#
# CLEARFIELD: the binary to measure; by default the release build of the repository this
# folder belongs to (built with `swift build -c release --product clearfield` if missing).

repository_root() {
    (cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
}

# Prints the path of a release `clearfield`, building it first when needed.
release_binary() {
    if [[ -n "${CLEARFIELD:-}" ]]; then
        printf '%s\n' "$CLEARFIELD"
        return
    fi
    local root
    root="$(repository_root)"
    local binary="$root/.build/release/clearfield"
    if [[ ! -x "$binary" ]]; then
        echo "building $binary (release)..." >&2
        (cd "$root" && swift build -c release --product clearfield >&2) || return 1
    fi
    printf '%s\n' "$binary"
}

require() {
    local tool
    for tool in "$@"; do
        if ! command -v "$tool" >/dev/null 2>&1; then
            echo "$tool is needed (apt-get install -y ${APT_HINT[$tool]:-$tool})" >&2
            exit 2
        fi
    done
}

declare -A APT_HINT=([hyperfine]=hyperfine [tmux]=tmux [python3]=python3 [/usr/games/sgt-mines]=sgt-puzzles)

# One line about the machine, for the record.
machine_line() {
    local cpu
    cpu="$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')"
    printf '%s, %s cores, load average %s\n' "$cpu" "$(nproc)" "$(cut -d' ' -f1-3 /proc/loadavg)"
}

# Starts a command in a new detached 100x30 session on the tmux socket named by $socket, in a
# UTF-8 locale (VAR=value words before the command set more of its environment); prints its PID
# (the command is exec'd, so the PID is the program's own).
start_session() {
    local session="$1"
    shift
    tmux -L "$socket" new-session -d -s "$session" -x 100 -y 30 "exec env LANG=C.UTF-8 LC_ALL=C.UTF-8 $*"
    tmux -L "$socket" display-message -p -t "$session" '#{pane_pid}'
}

# Waits until a session's screen shows the text (at most 10 s); shows the screen and stops the
# script if it never does.
wait_for() {
    local session="$1" text="$2"
    for _ in $(seq 1 200); do
        if tmux -L "$socket" capture-pane -p -t "$session" | grep -qF -- "$text"; then
            return 0
        fi
        sleep 0.05
    done
    echo "timed out waiting for '$text' in $session:" >&2
    tmux -L "$socket" capture-pane -p -t "$session" >&2
    exit 1
}

# A private tmux socket ($socket) and a scratch folder ($data) for one measure, both removed when
# the script exits.
open_scratch() {
    socket="clearfield-$1-$$"
    data="$(mktemp -d "/tmp/clearfield-$1-XXXXXX")"
    trap close_scratch EXIT
}

close_scratch() {
    tmux -L "$socket" kill-server 2>/dev/null || true
    # The server leaves its socket file behind.
    rm -f "${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$socket"
    rm -rf "$data"
}
