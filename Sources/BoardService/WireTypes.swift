import BoardAPI

/// The wire's row of a board, named apart from the Leaderboards module's own `BoardRow`
/// (files that import both modules use this name).
typealias WireBoardRow = BoardRow
