import GameCore
import Testing

/// A hint counts once per position: pressing H again on the same suggestion does not count.
@Suite struct HintCountingTests {
    /// A counter game: a move adds its amount; 0 is refused.
    struct Counter: GameState {
        var total = 0
        func applying(_ move: Int) -> (state: Counter, events: [GameEvent])? {
            move == 0 ? nil : (Counter(total: total + move), [])
        }
        var isOver: Bool { false }
    }

    @Test func aHintAgainOnTheSamePositionIsNotCountedOrLogged() {
        var session = GameSession(initial: Counter())
        #expect(session.countsHint)
        #expect(session.recordHint() == [.hintUsed])
        #expect(!session.countsHint)
        #expect(session.recordHint() == nil)
        #expect(session.perform(.hint) == nil, "live play refuses it, so the midend neither logs nor reports it")
        #expect(session.hintsUsed == 1 && session.log == [.hint])
        session.apply(2)
        #expect(session.recordHint() == [.hintUsed], "a move gives a new position to hint on")
        session.undo()
        #expect(session.recordHint() == [.hintUsed], "so does an undo")
        #expect(session.recordHint() == nil)
        #expect(session.hintsUsed == 3)
    }

    @Test func aLogWithRepeatedHintsStillReplays() throws {
        // Written before hints counted once: the repeats are passed over, the rest replays.
        let log: [SessionAction<Int>] = [.hint, .hint, .hint, .move(3), .hint, .hint, .move(4)]
        let session = try #require(GameSession.replaying(log, from: Counter()))
        #expect(session.current.total == 7)
        #expect(session.hintsUsed == 2)
        #expect(GameSession.replaying([.move(0)], from: Counter()) == nil, "an illegal move still refuses the log")
    }
}
