#!/usr/bin/env bash
# Every board read on the indexes at 10 million runs (issue 30, point 3): a throwaway PostgreSQL
# (scripts/with-postgres.sh), a board migrated by the release `clearfield-board migrate` and filled
# with RUNS runs of PLAYERS players (board-service-fill.sql: runs spread over a year, one partition
# of `run` per month), then the test QueryPlanTests run against that board instead of its own small
# one (CLEARFIELD_PLAN_BOARD_URL): each read of BoardQueries EXPLAINed, no sequential scan of a
# month of runs, of the bests or of their bands. Needs the debug test build (swift build --build-tests)
# and about 3 GB of disk per million runs (29 GB at 10 M, and the WAL), and 48 min to fill on 2 cores.
#
# Usage: Benchmarks/scripts/board-service-explain.sh     (PLAYERS=1000000 RUNS=10000000 by default)
set -euo pipefail
source "$(dirname "$0")/board-service-common.sh"
require psql
board_binary >/dev/null
inside_postgres "$0" "$@"

players=${PLAYERS:-1000000}
runs=${RUNS:-10000000}
echo "machine: $(machine_line)"
url="$(fresh_board)"
echo "filling: $runs runs of $players players..."
start=$(date +%s)
psql -q "$url" -v players="$players" -v runs="$runs" -v board=mines.expert.noguess \
    -f "$scripts/board-service-fill.sql" | sed 's/^/  /'
echo "filled in $(( $(date +%s) - start )) s"
cd "$root"
SWIFT_BACKTRACE=interactive=no CLEARFIELD_PLAN_BOARD_URL="$url" swift test --skip-build --filter QueryPlanTests
