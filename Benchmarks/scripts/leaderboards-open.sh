#!/usr/bin/env bash
# Opening the Leaderboards screen: the time from pressing `l` at the main menu until the first
# board's rows are on the terminal, in a release build, over a database of 1,000,000 ranked runs
# of 10,000 players (target: under 50 ms).
#
#   Benchmarks/scripts/leaderboards-open.sh [runs] [database]
#
# The database is the one the LeaderboardBenchmarks target builds once in the temporary
# directory (run `swift package benchmark --target LeaderboardBenchmarks` in Benchmarks/ first),
# or any clearfield.sqlite given as the second argument. It is copied into a temporary
# --data-dir, so the original is never changed. Method as launch-to-menu.sh: a pseudo-terminal
# of 100x30; the clock starts when `l` is written and stops when a row's nickname ("player" and
# digits, the names the benchmark database gives its players; the menu's own "players" does not
# count) has arrived. The screen reads the board off the input loop, so this counts the read and
# the frame that shows it.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

runs="${1:-10}"
database="${2:-${TMPDIR:-/tmp}/clearfield-leaderboard-benchmark-v1/clearfield.sqlite}"
require python3
[ -f "$database" ] || { echo "no database at $database (see the comment at the top)" >&2; exit 2; }
binary="$(release_binary)"
echo "clearfield: $binary"
echo "machine: $(machine_line)"

home="$(mktemp -d)"
trap 'rm -rf "$home"' EXIT
mkdir -p "$home/data"
cp "$database" "$home/data/clearfield.sqlite"

python3 - "$binary" "$runs" "$home" <<'PYTHON'
import fcntl, os, pty, re, select, statistics, struct, sys, termios, time

binary, runs, home = sys.argv[1], int(sys.argv[2]), sys.argv[3]
COLUMNS, ROWS = 100, 30

def read_until(master, mark, received=b"", limit=30):
    deadline = time.perf_counter() + limit
    while not re.search(mark, received):
        ready, _, _ = select.select([master], [], [], max(0, deadline - time.perf_counter()))
        if not ready:
            raise SystemExit("no %r within %d s; the screen so far: %r" % (mark, limit, received[-400:]))
        received += os.read(master, 65536)
    return received

def open_board():
    environment = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8")
    pid, master = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
        os.execve(binary, [binary, "--data-dir", home], environment)
    read_until(master, rb"shortcuts")
    time.sleep(0.3)  # let the menu settle (and any start-up notice) before the clock starts
    os.read(master, 65536) if select.select([master], [], [], 0)[0] else None
    start = time.perf_counter()
    os.write(master, b"l")
    read_until(master, rb"player[0-9]")
    elapsed = time.perf_counter() - start
    os.write(master, b"qq")
    try:
        while os.read(master, 65536):
            pass
    except OSError:
        pass
    os.waitpid(pid, 0)
    return elapsed

open_board()  # the first start migrates and imports the levels: not counted
times = sorted(open_board() * 1000 for _ in range(runs))
print("Leaderboards screen open, %d runs: p50 %.1f ms, min %.1f ms, max %.1f ms"
      % (runs, statistics.median(times), times[0], times[-1]))
PYTHON
