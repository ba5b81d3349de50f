import Tiles

/// What makes a pack's saved level the one an editor opened: its board, name and background
/// (par is the solver's, worked out again). Two editors on one level compare it before saving,
/// so the later save sees the earlier one (issue 34, B5).
package struct SavedLevelFingerprint: Equatable {
    let board: TileBoard
    let name: String
    let background: String

    /// Nil for no level.
    init?(_ level: Level?) {
        guard let level else { return nil }
        board = level.board
        name = level.name
        background = level.background
    }
}
