import GameCore
import PropertyBased
import Testing

/// A tiny game for testing the session layer: a counter that accepts steps of 1...3 and is
/// over at 10.
private struct Counter: GameState {
    var value = 0

    func applying(_ move: Int) -> (state: Counter, events: [GameEvent])? {
        guard (1...3).contains(move), value + move <= 10 else { return nil }
        return (Counter(value: value + move), [GameEvent(.counted, move)])
    }

    var isOver: Bool { value == 10 }
}

/// The same counter in a game that offers no undo.
private struct OneWayCounter: GameState {
    static var offersUndo: Bool { false }
    var value = 0

    func applying(_ move: Int) -> (state: OneWayCounter, events: [GameEvent])? {
        Counter(value: value).applying(move).map { (OneWayCounter(value: $0.state.value), $0.events) }
    }

    var isOver: Bool { value == 10 }
}

@Suite struct GameSessionTests {
    @Test func aGameWithoutUndoKeepsOnlyItsCurrentStateAndItsLog() {
        var session = GameSession(initial: OneWayCounter())
        session.apply(2)
        session.apply(3)
        session.recordHint()
        #expect(session.current.value == 5)
        #expect(session.history == [OneWayCounter(value: 5)], "no history: one state")
        #expect(session.log == [.move(2), .move(3), .hint])
        #expect(!session.canUndo && session.undo() == nil && session.redo() == nil)
        #expect(session.restart() == [.restarted])
        #expect(session.current.value == 0 && session.history.count == 1)
        let replayed = GameSession.replaying(session.log, from: OneWayCounter())
        #expect(replayed == session)
        #expect(GameSession.replaying([.move(2), .undo], from: OneWayCounter()) == nil, "an undo does not replay")
        #expect(Counter.offersUndo, "games offer undo unless they say otherwise")
    }

    @Test func illegalMoveChangesNothing() {
        var session = GameSession(initial: Counter())
        #expect(session.apply(7) == nil)
        #expect(session.current.value == 0)
        #expect(session.log.isEmpty)
    }

    @Test func undoRedoRestoreExactStates() {
        var session = GameSession(initial: Counter())
        session.apply(2)
        session.apply(3)
        #expect(session.undo() == [.undone])
        #expect(session.current.value == 2)
        #expect(session.redo() == [.redone])
        #expect(session.current.value == 5)
        #expect(session.redo() == nil)
    }

    @Test func aMoveAfterUndoDropsTheRedoBranch() {
        var session = GameSession(initial: Counter())
        session.apply(2)
        session.apply(3)
        session.undo()
        session.apply(1)
        #expect(session.current.value == 3)
        #expect(!session.canRedo)
    }

    @Test func restartIsUndoable() {
        var session = GameSession(initial: Counter())
        session.apply(3)
        #expect(session.restart() == [.restarted])
        #expect(session.current.value == 0)
        session.undo()
        #expect(session.current.value == 3)
        var fresh = GameSession(initial: Counter())
        #expect(fresh.restart() == nil, "restarting an untouched game is not a step")
    }

    @Test func replayingTheLogRebuildsTheSession() async {
        let actions = Gen.int(in: 0...5).array(of: 0...40)
        await propertyCheck(input: actions) { choices in
            var session = GameSession(initial: Counter())
            for choice in choices {
                switch choice {
                case 0: session.undo()
                case 1: session.redo()
                case 2: session.restart()
                case 3: session.recordHint()
                default: session.apply(choice - 3)
                }
            }
            let replayed = GameSession.replaying(session.log, from: Counter())
            #expect(replayed == session)
        }
    }

    @Test func replayRejectsALogThatDoesNotFit() {
        #expect(GameSession.replaying([.move(3), .move(3), .move(3), .move(3)], from: Counter()) == nil)
    }
}

@Suite struct PlayClockTests {
    @Test func countsOnlyWhileRunning() {
        let clock = ManualClock()
        var play = PlayClock()
        clock.advance(milliseconds: 500)
        play.resume(at: clock.now())
        clock.advance(milliseconds: 1200)
        play.pause(at: clock.now())
        clock.advance(milliseconds: 9000)
        #expect(play.elapsedMilliseconds(at: clock.now()) == 1200)
        play.resume(at: clock.now())
        clock.advance(milliseconds: 300)
        #expect(play.elapsedMilliseconds(at: clock.now()) == 1500)
    }

    @Test func wakesAtTheNextWholeSecondOnlyWhileRunning() {
        let clock = ManualClock()
        var play = PlayClock(accumulatedNanoseconds: 2_300_000_000)
        #expect(play.nextWholeSecond(after: clock.now()) == nil)
        play.resume(at: clock.now())
        clock.advance(milliseconds: 100)
        #expect(play.nextWholeSecond(after: clock.now()) == clock.now().adding(milliseconds: 600))
    }

    @Test func formatsMinutesAndHours() {
        #expect(PlayClock.format(milliseconds: 65_000) == "1:05")
        #expect(PlayClock.format(milliseconds: 3_725_000) == "1:02:05")
    }
}

@Suite struct SeededGeneratorTests {
    @Test func sameSeedSameStream() async {
        await propertyCheck(input: Gen.uint64()) { seed in
            var a = SeededGenerator(seed: seed)
            var b = SeededGenerator(seed: seed)
            #expect((0..<8).map { _ in a.next() } == (0..<8).map { _ in b.next() })
        }
    }

    @Test func derivedStreamsDiffer() {
        var first = SeededGenerator.derived(from: 42, stream: 1)
        var second = SeededGenerator.derived(from: 42, stream: 2)
        #expect(first.next() != second.next())
    }
}

extension GameEvent.Name {
    /// The test counters' one event: how much a move added.
    static let counted = GameEvent.Name("counted")
}
