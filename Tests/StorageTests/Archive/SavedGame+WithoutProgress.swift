import SaveFiles

extension SavedGame {
    /// The save with its progress left out. A format-1 golden's game stats are the file's, counted
    /// by the build that wrote it (undo and hints counted differently then), so the goldens
    /// compare everything else with the sample and check the stats were read.
    var withoutProgress: SavedGame {
        var copy = self
        copy.progress = nil
        return copy
    }
}
