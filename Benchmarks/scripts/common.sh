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
