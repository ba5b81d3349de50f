import GameRules

/// A Tiles run as the board service's replay page draws it: the map's rows (as a level file
/// writes them), each move the group it removed.
extension TilesBackEnd: GameTextReplay {
    public static func textRows(of state: TilesState) -> [String] { state.board.mapRows }

    public static func words(for move: TilesMove) -> String {
        "remove the group at \(cellWords(x: move.point.x, y: move.point.y))"
    }
}
