#!/usr/bin/env bash
# `clearfield mines generate --count N` beside Simon Tatham's Mines (`sgt-mines --generate N
# WxHnM`, Debian's sgt-puzzles) at the four sizes of issue 3, whole processes, side by side in
# one hyperfine run per size. Both make no-guess boards; output goes to /dev/null.
#
#   Benchmarks/scripts/mines-generate-vs-sgt.sh [count] [runs]
#
# Needs: apt-get install -y hyperfine sgt-puzzles. Writes a Markdown table per size to
# $OUT (default /tmp/clearfield-mines-vs-sgt) and prints hyperfine's summary.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

count="${1:-100}"
runs="${2:-20}"
sgt=/usr/games/sgt-mines
require hyperfine "$sgt"
binary="$(release_binary)"
out="${OUT:-/tmp/clearfield-mines-vs-sgt}"
mkdir -p "$out"

echo "clearfield: $binary"
echo "machine: $(machine_line)"
for size in 9x9/10 16x16/40 30x16/99 50x50/500; do
    width="${size%%x*}"
    rest="${size#*x}"
    height="${rest%%/*}"
    mines="${size##*/}"
    echo
    echo "== $count boards of ${width}x${height} with $mines mines"
    hyperfine --shell=none --warmup 3 --runs "$runs" \
        --export-markdown "$out/${width}x${height}-${mines}.md" \
        --command-name "clearfield ${width}x${height}/${mines}" \
        "$binary mines generate --width $width --height $height --mines $mines --count $count" \
        --command-name "sgt-mines ${width}x${height}n${mines}" \
        "$sgt --generate $count ${width}x${height}n${mines}" \
        --output=null
done
echo
echo "Markdown tables in $out"
