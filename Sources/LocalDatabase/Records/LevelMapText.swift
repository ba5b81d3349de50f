import GameCore

/// A level map as text, written the one way the game writes it, and its fingerprint.
///
/// Storage keeps maps as text and knows no game, but a level's identity across imports is its
/// map's content: the rows with the spaces around them and blank lines dropped, letters in upper
/// case, joined by line breaks. That is exactly how Tiles writes a parsed board back
/// (`TileBoard.mapRows`), so the fingerprint here equals the one saves keep
/// (`TilesParams.mapHash`), as 16 hex digits.
public enum LevelMapText {
    public static func canonical(_ map: String) -> String {
        map.split(whereSeparator: \.isNewline)
            .map { row in String(row.drop(while: isBlank).reversed().drop(while: isBlank).reversed()).uppercased() }
            .filter { !$0.isEmpty }
            .joined(separator: "\n")
    }

    /// FNV-1a of the canonical map, as 16 hex digits.
    public static func hash(_ map: String) -> String {
        FNV1a.hex(FNV1a.hash(canonical(map).utf8))
    }

    /// Spaces and tabs, as `TileMap.parse` trims them (line breaks already split the rows).
    private static func isBlank(_ character: Character) -> Bool {
        character.isWhitespace && !character.isNewline
    }
}
