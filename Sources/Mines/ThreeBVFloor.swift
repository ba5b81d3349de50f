/// The least 3BV (clicks a board needs without flags) a board must have to count as a board
/// cleared: below it a board is all but solved by its first reveal. Such a board still counts
/// in the stats as a game, but it earns no achievement progress and sets no best time.
///
/// Classic boards use the leaderboards' floors (`MinesRanking.threeBVFloor`); a custom board
/// the floor of the largest classic board it is at least as big as (by cells), and 2 when it is
/// smaller than all of them. Endless boards have none: each is laid out for its level.
public enum ThreeBVFloor {
    /// The floor of a board of `mode`; nil for endless boards.
    public static func floor(for mode: MinesMode) -> Int? {
        switch mode {
        case .classic(let difficulty): MinesRanking.threeBVFloor(difficulty)
        case .custom(let params): floor(cells: params.width * params.height)
        case .endless: nil
        }
    }

    /// A custom board's floor by its number of cells.
    public static func floor(cells: Int) -> Int {
        let classic = MinesDifficulty.allCases.sorted { $0.params.cellCount < $1.params.cellCount }
        let reached = classic.last { $0.params.cellCount <= cells }
        return reached.map(MinesRanking.threeBVFloor) ?? MinesRanking.threeBVFloor(.beginner)
    }

    /// Whether a board of `mode` with this 3BV is below its floor.
    public static func isBelow(_ threeBV: Int, for mode: MinesMode) -> Bool {
        guard let floor = floor(for: mode) else { return false }
        return threeBV < floor
    }

    /// The floors in words, for the help screen (the tests check it against `floor`).
    public static let explanation = "A board below its 3BV floor (Beginner 2, Intermediate 30, Expert 100; "
        + "custom: 2 under 256 cells, 30 under 480, else 100) counts as a game, not for achievements or bests."
}
