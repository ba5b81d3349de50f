#!/usr/bin/env bash
# How often following the hint alone wins random Mines boards (issue 32), and how long the
# hint's choices take: `clearfield mines autoplay` on the three classic sizes, each from an
# opening at column 3, row 3 (counted from 0), boards from seed 1 on. Prints each run's
# figures: wins, losses, the win rate with its 95% Wilson interval, the mean time per board,
# the guesses per won game and the hint's CPU time per choice (p50, p99, max; p99 of the guesses).
# The hint-time target is p99 under 100 ms on expert.
#
#   Benchmarks/scripts/mines-autoplay-figures.sh [boards per size] [jobs]
#
# Defaults: 10,000 boards, 2 boards played at once. CLEARFIELD names the binary (by default
# the release build, made when missing).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
boards="${1:-10000}"
jobs="${2:-2}"
binary="$(release_binary)"
machine_line
for size in "9 9 10" "16 16 40" "30 16 99"; do
    read -r width height mines <<<"$size"
    echo "\$ clearfield mines autoplay --width $width --height $height --mines $mines --first 3,3 --count $boards --seed 1 --jobs $jobs"
    "$binary" mines autoplay --width "$width" --height "$height" --mines "$mines" --first 3,3 \
        --count "$boards" --seed 1 --jobs "$jobs"
    echo
done
