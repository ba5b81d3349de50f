/// What the solver says about a level's map.
public enum LevelProof: Equatable, Sendable {
    /// Proven clearable; `par` is the fewest moves the solver found.
    case clearable(par: Int)
    case unclearable
    /// The solver gave up within its budget (`reason` says which).
    case undecided(reason: String)
}

/// The game's rules for a level, which Storage (knowing no game) is handed: whether a map can be
/// played, and the solver's proof that it can be cleared with its par. Both are plain functions
/// of the map text, so the level editor can run `prove` in a background job.
public struct LevelRules: Sendable {
    /// Why the map cannot be played (format, colours, shape), or nil when it can.
    public var mapProblem: @Sendable (String) -> String?
    /// The solver's verdict on a map that can be played, within its budget.
    public var prove: @Sendable (String) -> LevelProof

    public init(mapProblem: @escaping @Sendable (String) -> String?,
                prove: @escaping @Sendable (String) -> LevelProof) {
        self.mapProblem = mapProblem
        self.prove = prove
    }
}
