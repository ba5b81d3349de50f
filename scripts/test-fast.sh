#!/usr/bin/env bash
# The developer's loop: every test except those tagged `tmux` (they drive the real program in tmux)
# or `postgres` (they need the server scripts/with-postgres.sh starts). CI runs them all with the
# README's full command.
#
# Swift 6.3's `swift test` cannot select tests by tag yet (`--skip tag:NAME` comes with a later
# Swift Testing), so the tags are read from the sources: each suite or test declared with
# `.tags(...)` naming `.tmux` or `.postgres` is skipped by its name, its nested tests with it.
# Usage: scripts/test-fast.sh [more swift test arguments, e.g. --filter PlayersTests]
set -euo pipefail
cd "$(dirname "$0")/.."
names=$(find Tests -name '*.swift' -print0 | xargs -0 perl -0777 -ne '
    while (/\.tags\(([^()]*)\)[^{]*?\b(?:struct|class|enum|actor|func)\s+(\w+)/g) {
        my ($tags, $name) = ($1, $2);
        print "$name\n" if $tags =~ /\.(?:tmux|postgres)\b/;
    }' | sort -u | paste -sd'|')
[ -n "$names" ] || { echo "test-fast: found no tagged tests under Tests/" >&2; exit 1; }
# Whole names only (a test ID reads Module.Suite/test()); `\b` does not work in a skip pattern here.
exec swift test --skip "(?:^|\\W)($names)(?:\\W|\$)" "$@"
