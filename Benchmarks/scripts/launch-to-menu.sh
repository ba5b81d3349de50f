#!/usr/bin/env bash
# Launch to menu: the time from starting `clearfield` until the main menu has been written to
# the terminal, in a release build.
#
#   Benchmarks/scripts/launch-to-menu.sh [runs]
#
# Method: a small Python helper opens a pseudo-terminal of 100x30 (TERM=xterm-256color,
# UTF-8), starts the clearfield binary in it with a temporary --data-dir, and reads what the
# game writes until the menu's last line (the key help ending in "shortcuts") has arrived:
# ncurses writes a frame with one doupdate(), so that is the moment the first frame is on the
# terminal. The clock starts just before fork, so exec, dynamic loading, the database and the
# first frame are all counted. Then it sends `q` and waits for the exit, and reports the CPU
# time the process used from start to exit (user + system, from wait4), which the load of other
# processes on a shared machine does not inflate as it does the wall clock.
#
# Two cases: "cold" is a new data directory each run (the database is created and the levels
# imported); "warm" reuses one (the levels are checked against the database and left alone),
# which is every launch after the first. For context, hyperfine also times `--version` (process
# start and argument parsing only) and `levels list` (start-up with the database, no terminal).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

runs="${1:-20}"
require python3 hyperfine
binary="$(release_binary)"
echo "clearfield: $binary"
echo "machine: $(machine_line)"

python3 - "$binary" "$runs" <<'PYTHON'
import fcntl, os, pty, select, shutil, statistics, struct, sys, tempfile, termios, time

binary, runs = sys.argv[1], int(sys.argv[2])
MARK = b"shortcuts"          # the last line of the main menu's frame
COLUMNS, ROWS = 100, 30

def launch(data_dir):
    """Seconds until the menu is on the terminal, until the process has exited after q, and of
    CPU (user + system) the process used in all, which the neighbours' load does not inflate."""
    environment = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8")
    environment.pop("NO_COLOR", None)
    start = time.perf_counter()
    pid, master = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
        os.execve(binary, [binary, "--data-dir", data_dir], environment)
    received = b""
    menu = None
    while menu is None:
        ready, _, _ = select.select([master], [], [], 10)
        if not ready:
            raise SystemExit("no menu within 10 s; the screen so far: %r" % received[-400:])
        try:
            chunk = os.read(master, 65536)
        except OSError:
            raise SystemExit("clearfield ended before the menu: %r" % received[-400:])
        received += chunk
        if MARK in received:
            menu = time.perf_counter() - start
    os.write(master, b"q")
    while True:
        try:
            if not os.read(master, 65536):
                break
        except OSError:
            break
    _, status, usage = os.wait4(pid, 0)
    os.close(master)
    if status != 0:
        raise SystemExit("clearfield exited with status %d" % status)
    return menu, time.perf_counter() - start, usage.ru_utime + usage.ru_stime

def report(name, samples):
    menu = sorted(s[0] * 1000 for s in samples)
    total = sorted(s[1] * 1000 for s in samples)
    cpu = sorted(s[2] * 1000 for s in samples)
    def p(values, q):
        return values[min(len(values) - 1, int(q * len(values)))]
    print("%-5s launch to menu: min %6.1f  p50 %6.1f  p90 %6.1f  max %6.1f ms   to exit after q: p50 %6.1f ms   "
          "CPU (launch, menu and exit): p50 %5.1f ms  n=%d"
          % (name, menu[0], p(menu, 0.5), p(menu, 0.9), menu[-1], p(total, 0.5), p(cpu, 0.5), len(menu)))

root = tempfile.mkdtemp(prefix="clearfield-launch-")
try:
    cold = []
    for index in range(runs):
        cold.append(launch(os.path.join(root, "cold-%d" % index)))
    warm_dir = os.path.join(root, "warm")
    launch(warm_dir)                       # the first launch creates the database
    warm = [launch(warm_dir) for _ in range(runs)]
    report("cold", cold)
    report("warm", warm)
finally:
    shutil.rmtree(root, ignore_errors=True)
PYTHON

data="$(mktemp -d /tmp/clearfield-launch-XXXXXX)"
trap 'rm -rf "$data"' EXIT
"$binary" --data-dir "$data" levels list >/dev/null
echo
hyperfine --shell=none --warmup 3 --runs "$runs" \
    "$binary --version" \
    "$binary --data-dir $data levels list"
