#!/usr/bin/env bash
# The Tiles daily's build time over 365 consecutive dates (issue 23): the pure modules compiled
# with -O and whole-module optimisation by swiftc alone (no SwiftPM, so no server libraries), and
# a small program timing DailyTilesChallenge for each date, thread CPU time and wall time.
# Usage: Benchmarks/scripts/daily-tiles-figures.sh [FIRST-DATE]   (default 2026-11-23, a Monday)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/out"
for module in GameCore Progress GameRules Players Leaderboards Mines Tiles Daily; do
    swiftc -O -wmo -parse-as-library -module-name "$module" -emit-module \
        -emit-module-path "$work/out/$module.swiftmodule" -emit-library -static -o "$work/out/lib$module.a" \
        -I "$work/out" $(find "$root/Sources/$module" -name '*.swift')
done
cat > "$work/main.swift" <<SWIFT
import Daily
import Glibc

func cpu() -> Double { var t = timespec(); clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t); return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9 }
let first = DailyDate("${1:-2026-11-23}")!
var slowestCPU = (first, 0.0), slowestWall = (first, 0.0), totalCPU = 0.0
for offset in 0..<365 {
    let date = first.adding(days: offset)
    let c0 = cpu(), w0 = ContinuousClock.now
    let challenge = DailyTilesChallenge(date: date)
    let c = cpu() - c0, w = ContinuousClock.now - w0
    let wall = Double(w.components.seconds) + Double(w.components.attoseconds) / 1e18
    totalCPU += c
    if c > slowestCPU.1 { slowestCPU = (date, c) }
    if wall > slowestWall.1 { slowestWall = (date, wall) }
    precondition(challenge.par >= 1)
}
print("365 dates: total CPU \(totalCPU) s; slowest CPU \(slowestCPU.0) \(slowestCPU.1 * 1000) ms; slowest wall \(slowestWall.0) \(slowestWall.1 * 1000) ms")
SWIFT
swiftc -O -I "$work/out" "$work/main.swift" -L "$work/out" -lDaily -lTiles -lMines -lLeaderboards -lPlayers \
    -lGameRules -lProgress -lGameCore -o "$work/daily-tiles-figures"
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
"$work/daily-tiles-figures"
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
