import GameCore

/// A timed log played back through a game's normal rules (`GameSession`), checking on the way
/// everything that does not depend on the game: each action legal where it stands, nothing
/// after the game was decided, offsets that never go back, a claimed time no shorter than the
/// log. Back ends build their `replay` on it and add what only they know.
public enum LogReplay {
    /// Replays `log` from `initial`. `status` says where a state stands (the back end's
    /// `status(of:)`); `observe` sees every action's index with the states before and after it,
    /// for facts a back end gathers on the way (the first reveal, each cleared board's 3BV).
    @inlinable
    public static func run<State: GameState>(
        _ log: TimedLog<State.Move>, from initial: State, claimedPlayMilliseconds claimed: Int?,
        status: (State) -> GameStatus, observe: (_ index: Int, _ before: State, _ after: State) -> Void = { _, _, _ in }
    ) -> Result<(session: GameSession<State>, timing: ReplayTiming), VerificationFailure> {
        if let claimed, claimed < 0 { return .failure(.negativeClaimedTime(claimed)) }
        var session = GameSession(initial: initial)
        var lastOffset: Int?
        var decidingOffset: Int?
        for (index, entry) in log.entries.enumerated() {
            // A trace (the cursor's way between plays) is no play: the rules never see it.
            if entry.action.isTrace { continue }
            let before = status(session.current)
            if before.isFinal { return .failure(.actionAfterEnd(index: index, status: before)) }
            if let offset = entry.offset {
                if offset < 0 { return .failure(.negativeOffset(index: index, offset: offset)) }
                if let previous = lastOffset, offset < previous {
                    return .failure(.offsetWentBack(index: index, offset: offset, previous: previous))
                }
                lastOffset = offset
            } else if lastOffset != nil {
                return .failure(.missingOffset(index: index))
            }
            let previous = session.current
            guard session.perform(entry.action) != nil || entry.action.isRepeatableHint else { return .failure(.illegalAction(index: index)) }
            observe(index, previous, session.current)
            if status(session.current).isFinal { decidingOffset = entry.offset }
        }
        if let claimed, let lastOffset, claimed < lastOffset {
            return .failure(.claimedTimeTooShort(claimed: claimed, lastOffset: lastOffset))
        }
        let timing = ReplayTiming(lastOffset: lastOffset, decidingOffset: decidingOffset,
                                  isDecided: status(session.current).isFinal, claimed: claimed)
        return .success((session, timing))
    }
}

/// The times a replay found in its log.
public struct ReplayTiming: Hashable, Sendable {
    /// The offset of the last action, when known.
    public var lastOffset: Int?
    /// The offset of the action that decided the game (won or lost), when known.
    public var decidingOffset: Int?
    /// Whether the game was decided (won or lost) by the end of the log.
    public var isDecided: Bool
    /// The play time the caller claimed (already checked: not before the last action).
    public var claimed: Int?

    public init(lastOffset: Int?, decidingOffset: Int?, isDecided: Bool, claimed: Int?) {
        self.lastOffset = lastOffset
        self.decidingOffset = decidingOffset
        self.isDecided = isDecided
        self.claimed = claimed
    }

    /// Play time counted from `start`: to the deciding action of a decided game, otherwise to
    /// the claimed time or the last action. Where the log has no offset for it, the claimed time
    /// stands in (a format-1 save knows only its total). Nil when neither tells.
    public func playMilliseconds(from start: Int?) -> Int? {
        guard let start else { return nil }
        let end = isDecided ? (decidingOffset ?? claimed) : (claimed ?? lastOffset)
        guard let end else { return nil }
        return max(0, end - start)
    }
}

/// A log replayed through a back end: the session it rebuilds (for a resume) and what it
/// reached (for a ranking).
public struct ReplayedGame<State: GameState>: Sendable {
    public var session: GameSession<State>
    public var verified: VerifiedGame

    public init(session: GameSession<State>, verified: VerifiedGame) {
        self.session = session
        self.verified = verified
    }
}
