#!/usr/bin/env bash
# Builds the optimised game and installs it under PREFIX (default ~/.local):
#   PREFIX/bin/clearfield                 the binary, stripped of its debug information and symbol
#                                         tables (the release build carries ~90 MB of them)
#   PREFIX/share/clearfield/levels/       the shipped levels   } where the binary looks for them
#   PREFIX/share/clearfield/assets/       the shipped assets   } beside PREFIX/bin (README)
#   PREFIX/share/clearfield/confusables.txt  the Unicode confusables data names are compared by
# Any other executable of the package that the build made (the board service, once it exists) is
# installed beside it the same way. A second run replaces the first; players' data is not touched
# (it lives in the XDG directories, never under PREFIX).
# Usage: scripts/install.sh [PREFIX]
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=${1:-$HOME/.local}
command -v strip >/dev/null || { echo "install: strip is missing (apt-get install binutils)" >&2; exit 1; }

swift build -c release </dev/null
built=$(swift build -c release --show-bin-path)

install -d "$prefix/bin" "$prefix/share/clearfield"
for program in clearfield clearfield-board; do
    [ -x "$built/$program" ] || continue
    # Strip into a temporary file and move it in place, so a running copy is never overwritten.
    strip --strip-all -o "$prefix/bin/.$program.new" "$built/$program"
    chmod 755 "$prefix/bin/.$program.new"
    mv -f "$prefix/bin/.$program.new" "$prefix/bin/$program"
    echo "installed $prefix/bin/$program ($(du -h "$built/$program" | cut -f1) built, $(du -h "$prefix/bin/$program" | cut -f1) stripped)"
done

share="$prefix/share/clearfield"
rm -rf "$share/levels" "$share/assets"
cp -R levels assets "$share/"
install -m 644 Sources/Players/Resources/confusables.txt "$share/confusables.txt"
echo "installed $share/{levels,assets,confusables.txt}"

# The installed binary finds its files: the levels, and the confusables data a nickname is checked
# against (an error here names where it looked); in a throwaway data directory, with no shared board
# and no resource override from the environment.
check=$(mktemp -d)
trap 'rm -rf "$check"' EXIT
env -u CLEARFIELD_SHARED_BOARD -u CLEARFIELD_RESOURCES "$prefix/bin/clearfield" --data-dir "$check" levels list >/dev/null
env -u CLEARFIELD_SHARED_BOARD -u CLEARFIELD_RESOURCES "$prefix/bin/clearfield" --data-dir "$check" profile --nickname Installed >/dev/null
echo "checked: the installed game reads its levels and its confusables data"
