#!/usr/bin/env bash
# Writes the golden save archives of the current format version that do not exist yet. Run by
# hand, once per new format version or new golden file, never by CI: the committed files are what
# old saves look like, and the tests only ever decode them. A file already there is never
# rewritten (its bytes are the point).
#
#   Tests/StorageTests/Golden/regenerate.sh            (from anywhere)
#
# It compiles GameCore, Tiles, Mines, Progress and Storage's archive and save sources with swiftc
# (they need Foundation only, so GRDB is not built), plus the test-only fixtures
# TestGames.swift, GoldenTilesSave.swift, GoldenSavedGame.swift and GoldenMinesSavedGame.swift, and runs a tiny
# program that writes them with SaveArchive.
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
library Progress $(find "$root/Sources/Progress" -name '*.swift' | sort)
library Tiles $(find "$root/Sources/Tiles" -name '*.swift' | sort)
library Mines "$root"/Sources/Mines/*.swift
library Storage "$root"/Sources/Storage/Archive/*.swift "$root"/Sources/Storage/Saves/*.swift

cat > "$work/main.swift" <<'SWIFT'
import Foundation
import SaveFiles

let folder = URL(fileURLWithPath: CommandLine.arguments[1])
let version = SaveArchive<GoldenTilesSave>.formatVersion

/// Writes a golden file unless it exists (old bytes are never replaced).
func golden(_ name: String, _ write: (URL) throws -> Void) throws {
    let file = folder.appendingPathComponent("\(name)-format\(version).clearfield-save")
    if FileManager.default.fileExists(atPath: file.path) {
        print("kept \(file.path)")
        return
    }
    try write(file)
    print("wrote \(file.path)")
}

try golden("tiles") {
    try SaveArchive<GoldenTilesSave>().write(GoldenTilesSave.sample, kind: GoldenTilesSave.kindName,
                                             summary: GoldenTilesSave.summary, to: $0)
}
try golden("tiles-packed") {
    try SaveArchive<GoldenPackedTilesSave>().write(GoldenPackedTilesSave.sample, kind: "tiles",
                                                   summary: GoldenPackedTilesSave.summary, to: $0)
}
try golden("tiles-game") {
    try TestGames.archive().write(try GoldenSavedGame.sample(), kind: GoldenSavedGame.kind,
                                       summary: GoldenSavedGame.summary, to: $0)
}
try golden("mines-game") {
    try TestGames.archive().write(try GoldenMinesSavedGame.sample(), kind: GoldenMinesSavedGame.kind,
                                       summary: GoldenMinesSavedGame.summary, to: $0)
}
SWIFT

swiftc -swift-version 5 -I "$work" -L "$work" -lStorage -lMines -lTiles -lProgress -lGameCore \
    "$root/Tests/StorageTests/TestGames.swift" "$root/Tests/StorageTests/Archive/GoldenTilesSave.swift" "$root/Tests/StorageTests/Archive/GoldenSavedGame.swift" \
    "$root/Tests/StorageTests/Archive/GoldenMinesSavedGame.swift" "$work/main.swift" -o "$work/generate"
"$work/generate" "$out"
