#!/usr/bin/env bash
# Fuzzed inputs: COUNT runs of the release binary, a sixth on each kind of input from outside:
# - level files: a shipped levels/*.sql (run through CLEARFIELD_RESOURCES) or the example pack
#   (`levels import`) with hostile names, huge or negative numbers, broken maps, bytes changed,
#   or a hostile statement added (DELETE, DROP, a never-ending WITH RECURSIVE, a 400 MB
#   zeroblob, ATTACH...), then `levels list [--json]`, `levels validate`, `levels packs`;
# - settings: config/settings.json with wrong types, hostile text, deep nesting, huge numbers or
#   random bytes, read by the start-up of `clearfield --continue`;
# - achievements files: assets/achievements.json with fields of the wrong type or value,
#   hostile titles, another version, bytes changed, then `achievements validate FILE`;
# - saves: the Tiles and Mines saves of corrupt-saves.sh with fields of the payload and the
#   envelope changed and the checksum made right again (so the resume's own checks are
#   reached: replay, level, clock, stats), then `clearfield --continue`;
# - command-line arguments: 1-6 words from the commands, options and hostile values;
# - hostile names: the login name (USER, LOGNAME), a nickname or the data directory's path
#   holding escape sequences, BEL, CR, BS, C1 controls or bidi overrides, then `stats`,
#   `achievements`, `profile`, `players list`, `leaderboard show`, `levels packs` (text and
#   JSON).
# Every run must end within 30 s with an exit status below 128 and no crash report, and write
# no raw control byte (C0 but newline and tab, DEL, C1) to standard output or standard error.
# Usage: fuzz-inputs.sh [count, 4000]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
source "$(dirname "${BASH_SOURCE[0]}")/torture-common.sh"
require tmux python3
binary="$(release_binary)"
count="${1:-4000}"
open_torture fuzz-inputs
echo "clearfield: $binary"
echo "machine: $(machine_line)"
started=$(date +%s)
make_saves

python3 "$(dirname "${BASH_SOURCE[0]}")/fuzz-inputs.py" "$binary" "$data" "$(repository_root)" "$count" >"$data/result"
grep -v '^RESULT' "$data/result" || true
read -r inputs runs crashed hung leaked < <(grep '^RESULT' "$data/result" | cut -d' ' -f2-)
failures=$((failures + crashed + hung + leaked))
echo "($(($(date +%s) - started)) s)"
echo "$inputs fuzzed inputs ($runs runs): $crashed crashes, $hung hangs, $leaked with a raw control byte on stdout or stderr"
((failures == 0))
