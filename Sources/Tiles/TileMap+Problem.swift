extension TileMap {
    /// Why a level's map cannot be played, in words for a level author, or nil when it can.
    /// Importers that keep maps as text (Storage knows no game) check rows with this.
    public static func problem(in map: String) -> String? {
        do {
            return try parse(map).isEmpty ? "the map has no tiles" : nil
        } catch {
            return "bad map: \(error)"
        }
    }
}
