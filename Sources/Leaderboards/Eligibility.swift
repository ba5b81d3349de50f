import GameRules

/// Whether a finished game goes on a board, and which, or why not.
public enum Eligibility: Hashable, Sendable {
    case ranked(BoardID)
    case notRanked(NotRankedReason)

    public var board: BoardID? {
        if case .ranked(let board) = self { return board }
        return nil
    }

    /// The results panel's line: "Ranked on …" is the caller's; this says why not.
    public var reason: NotRankedReason? {
        if case .notRanked(let reason) = self { return reason }
        return nil
    }
}

/// Where a game's seed came from. Only a seed the game dealt itself can rank: a chosen seed
/// (`--seed`) or a game continued from another copy of a save is a board known in advance.
public enum SeedOrigin: String, Hashable, Codable, Sendable {
    /// The game chose the seed at random.
    case dealt
    /// The player chose it (`--seed`, a replayed seed).
    case chosen
    /// Continued from another copy of a save (the board was seen before).
    case continued
}

/// Why a finished game is not ranked, in one line for the results panel.
public enum NotRankedReason: Hashable, Sendable, CustomStringConvertible {
    case chosenSeed
    case continuedFromAnotherCopy
    /// The seed's origin is not known (a save written before origins were kept).
    case unknownOrigin
    case assisted
    case belowThreeBVFloor(floor: Int, actual: Int)
    case customBoard
    /// The game was left before it was decided (or is still under way).
    case notFinished
    case lost
    /// An endless run that ended before its first board was cleared.
    case nothingCleared
    case unverified(VerificationFailure)
    /// The replay reached something other than what the game claims.
    case claimMismatch(String)
    /// The setup is not one a board exists for (odd params, an unknown game).
    case unknownSetup
    /// A daily challenge played again that day, or a past day's: practice, never ranked.
    case dailyPractice

    public var description: String {
        switch self {
        case .chosenSeed: "a chosen seed (--seed) is never ranked"
        case .continuedFromAnotherCopy: "a game continued from another copy of a save is never ranked"
        case .unknownOrigin: "this game's seed may have been seen before (an older save), so it is not ranked"
        case .assisted: "a hint was used"
        case .belowThreeBVFloor(let floor, let actual):
            "the board was too easy to rank (3BV \(actual), below \(floor))"
        case .customBoard: "custom boards are not ranked"
        case .notFinished: "the game was not finished"
        case .lost: "only won games are ranked"
        case .nothingCleared: "an endless run ranks once a board is cleared"
        case .unverified(let failure): "its replay does not verify: \(failure.reason)"
        case .claimMismatch(let what): "its replay does not match its result: \(what)"
        case .unknownSetup: "there is no board for this game's setup"
        case .dailyPractice: "practice: a daily ranks only its first attempt, made on its own day"
        }
    }
}
