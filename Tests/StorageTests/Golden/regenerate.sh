#!/usr/bin/env bash
# Writes the golden save archives of the current format version. Run by hand, once per new
# format version, never by CI: the committed files are what old saves look like, and the tests
# only ever decode them.
#
#   Tests/StorageTests/Golden/regenerate.sh            (from anywhere)
#
# It compiles GameCore, Tiles and Storage's archive sources with swiftc (the archive code needs
# Foundation only, so GRDB is not built), plus the test-only fixture GoldenTilesSave.swift, and
# runs a tiny program that writes the fixture with SaveArchive.
set -euo pipefail
root="$(cd "$(dirname "$0")/../../.." && pwd)"
out="$root/Tests/StorageTests/Golden"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

library() {
    local name="$1"; shift
    swiftc -swift-version 5 -parse-as-library -emit-library -static -module-name "$name" \
        -emit-module -emit-module-path "$work/$name.swiftmodule" -I "$work" \
        -o "$work/lib$name.a" "$@"
}
library GameCore "$root"/Sources/GameCore/*.swift
library Tiles "$root"/Sources/Tiles/*.swift
library Storage "$root"/Sources/Storage/Archive/*.swift

cat > "$work/main.swift" <<'SWIFT'
import Foundation
import Storage

let folder = URL(fileURLWithPath: CommandLine.arguments[1])
let version = SaveArchive<GoldenTilesSave>.formatVersion
let tiles = folder.appendingPathComponent("tiles-format\(version).clearfield-save")
try SaveArchive<GoldenTilesSave>().write(GoldenTilesSave.sample, kind: GoldenTilesSave.kindName,
                                         summary: GoldenTilesSave.summary, to: tiles)
let packed = folder.appendingPathComponent("tiles-packed-format\(version).clearfield-save")
try SaveArchive<GoldenPackedTilesSave>().write(GoldenPackedTilesSave.sample, kind: "tiles",
                                               summary: GoldenPackedTilesSave.summary, to: packed)
print("wrote \(tiles.path) and \(packed.path)")
SWIFT

swiftc -swift-version 5 -I "$work" -L "$work" -lStorage -lTiles -lGameCore \
    "$root/Tests/StorageTests/Archive/GoldenTilesSave.swift" "$work/main.swift" -o "$work/generate"
"$work/generate" "$out"
