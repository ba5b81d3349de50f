/// Why a replayed game cannot be believed. Each case says where and why, and `reason` puts it
/// in a sentence for a person (a leaderboard's rejection notice, a damaged save's message).
public enum VerificationFailure: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// No registered game has this kind.
    case unknownGame(kind: String)
    /// The setup cannot start a game: unknown or odd params, a level whose map changed.
    case badSetup(String)
    /// The log's bytes do not decode.
    case unreadableLog(String)
    /// The action at `index` is not legal at that point of the game.
    case illegalAction(index: Int)
    /// The action at `index` comes after the game was decided.
    case actionAfterEnd(index: Int, status: GameStatus)
    /// The offset of the action at `index` is below zero.
    case negativeOffset(index: Int, offset: Int)
    /// The offset of the action at `index` is earlier than the action before it.
    case offsetWentBack(index: Int, offset: Int, previous: Int)
    /// The action at `index` has no offset although an earlier one has: only a log that began
    /// untimed (a format-1 save played on) may lack offsets, and then only at its start.
    case missingOffset(index: Int)
    /// The claimed play time ends before the log's last action.
    case claimedTimeTooShort(claimed: Int, lastOffset: Int)
    /// The claimed play time is below zero.
    case negativeClaimedTime(Int)

    public var reason: String {
        switch self {
        case .unknownGame(let kind): "there is no game called \"\(kind)\""
        case .badSetup(let problem): "the game cannot be set up: \(problem)"
        case .unreadableLog(let problem): "the move log cannot be read: \(problem)"
        case .illegalAction(let index): "action \(index + 1) is not a legal move at that point of the game"
        case .actionAfterEnd(let index, let status):
            "action \(index + 1) comes after the game was already \(status.rawValue)"
        case .negativeOffset(let index, let offset):
            "action \(index + 1) is timed at \(offset) ms, before the game started"
        case .offsetWentBack(let index, let offset, let previous):
            "action \(index + 1) is timed at \(offset) ms, earlier than the action before it (\(previous) ms)"
        case .missingOffset(let index): "action \(index + 1) has no time although earlier actions have one"
        case .claimedTimeTooShort(let claimed, let lastOffset):
            "the claimed play time (\(claimed) ms) ends before the last action (\(lastOffset) ms)"
        case .negativeClaimedTime(let claimed): "the claimed play time (\(claimed) ms) is below zero"
        }
    }

    public var description: String { reason }
}
