import BoardAPI

/// The service's board row under a name of its own: the module `BoardAPI` has a type of the same
/// name, and `Leaderboards` a `BoardRow` of its own.
typealias ServiceRow = BoardRow
