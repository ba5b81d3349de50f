import Foundation
import GameCore
import PropertyBased
import Testing
@testable import Mines

@Suite struct GameStateTests {
    /// Plays `state` to the end of its board with the hint alone (H then Space), failing the
    /// test if the hint ever has no safe cell while the board is in play.
    private func playWithHints(_ state: MinesState, into session: inout GameSession<MinesState>,
                               sourceLocation: SourceLocation = #_sourceLocation) -> [GameEvent] {
        var events: [GameEvent] = []
        var steps = 0
        while session.current.board.outcome == .playing && steps < 10_000 {
            steps += 1
            guard case .safe(let point)? = session.current.hint() else {
                Issue.record("no safe hint on a no-guess board in play", sourceLocation: sourceLocation)
                return events
            }
            guard let step = session.apply(.reveal(point)) else {
                Issue.record("the hinted cell \(point) could not be revealed", sourceLocation: sourceLocation)
                return events
            }
            events += step
        }
        return events
    }

    @Test func hintThenRevealWinsEveryNoGuessBoard() async {
        let setups = zip(Gen.int(in: 0...3), Gen.uint64())
        await propertyCheck(count: 40, input: setups) { kind, seed in
            let mode: MinesMode = switch kind {
            case 0: .classic(.beginner)
            case 1: .classic(.intermediate)
            case 2: .custom(try MinesParams(width: 12, height: 7, mines: 20))
            default: .endless
            }
            let state = MinesState(mode: mode, seed: seed)
            var session = GameSession(initial: state)
            let events = playWithHints(state, into: &session)
            let board = session.current.board
            #expect(board.outcome == .won)
            #expect(events.last == .boardCleared(level: session.current.level, threeBV: board.threeBV ?? -1,
                                                 clicks: board.clicks))
            #expect(!events.contains(.mineHit))
        }
    }

    @Test func hintsKeepWorkingAfterTheirOwnOrderIsLeft() async {
        // The player reveals other safe cells now and then; the hint must still find one.
        await propertyCheck(count: 30, input: Gen.uint64()) { seed in
            var state = MinesState(mode: .classic(.intermediate), seed: seed)
            var random = SeededGenerator(seed: seed)
            var steps = 0
            while state.board.outcome == .playing && steps < 2000 {
                steps += 1
                guard case .safe(let hinted)? = state.hint(near: Point(x: random.uniform(below: 16), y: 0)) else {
                    Issue.record("no safe hint at step \(steps) for seed \(seed)")
                    return
                }
                var target = hinted
                if let layout = state.board.layout, random.uniform(below: 3) == 0 {
                    let safeCovered = (0..<256).map { Point(x: $0 % 16, y: $0 / 16) }
                        .filter { state.board.mark(at: $0) == .covered && !layout.isMine(at: $0) }
                    if !safeCovered.isEmpty { target = safeCovered[random.uniform(below: safeCovered.count)] }
                }
                state = try playing(state, .reveal(target)).0
            }
            #expect(state.board.outcome == .won)
        }
    }

    @Test func theHintShowsASafeCellEvenUnderAWrongFlag() throws {
        // Mines at (0,1) and (2,1): the top row reads 1 2 1, which proves (1,1) safe.
        var board = MinesBoard(layout: layout("...", "*.*"))
        for x in 0..<3 { board = try applied(board.revealing(Point(x: x, y: 0))).0 }
        #expect(MinesSolver.hint(for: board) == .safe(Point(x: 1, y: 1)))
        board = try applied(board.flagging(Point(x: 0, y: 1))).0
        board = try applied(board.flagging(Point(x: 1, y: 1))).0
        #expect(MinesSolver.hint(for: board) == .safe(Point(x: 1, y: 1)), "the flag on it is wrong")
        board = try applied(board.flagging(Point(x: 1, y: 1))).0
        board = try applied(board.revealing(Point(x: 1, y: 1))).0
        #expect(board.outcome == .won)
        #expect(MinesSolver.hint(for: board) == nil, "nothing to hint once the board is over")
    }

    @Test func theHintNamesAProvenMineWhenNoSafeCellIsProven() throws {
        // A strip with mines at x = 2 and x = 4. Revealing the left end opens x = 0 and 1;
        // the 1 at x = 1 proves x = 2 a mine, and the last mine may be at x = 3 or x = 4.
        var board = MinesBoard(layout: layout("..*.*"))
        board = try applied(board.revealing(Point(x: 0, y: 0))).0
        #expect(board.revealedCount == 2)
        #expect(MinesSolver.hint(for: board) == .mine(Point(x: 2, y: 0)))
        board = try applied(board.flagging(Point(x: 2, y: 0))).0
        // The proven mine is flagged and nothing else is proven: the last mine is at x = 3 or
        // x = 4, even odds, and the hint names the nearer to the centre as least risky.
        guard case .leastRisky(let point, let chance) = MinesSolver.hint(for: board) else {
            Issue.record("no least risky cell named")
            return
        }
        #expect(point == Point(x: 3, y: 0))
        #expect(abs(chance - 0.5) < 1e-12)
    }

    @Test func beforeTheFirstRevealTheHintIsTheCentre() {
        let state = MinesState(mode: .classic(.expert), seed: 1)
        #expect(state.hint() == .safe(Point(x: 15, y: 8)))
    }

    @Test func aClassicGameEndsWhenItsBoardIsWonOrLost() throws {
        var session = GameSession(initial: MinesState(mode: .classic(.beginner), seed: 11))
        _ = playWithHints(session.current, into: &session)
        #expect(session.current.isOver)
        #expect(session.current.boardsCleared == 1)
        #expect(session.current.level == 0)
        #expect(session.apply(.nextBoard) == nil, "classic games have no next board")

        var losing = MinesState(mode: .classic(.beginner), seed: 11)
        losing = try playing(losing, .reveal(Point(x: 4, y: 4))).0
        let mine = try #require(losing.board.layout?.minePoints.first)
        let (lost, events) = try playing(losing, .reveal(mine))
        #expect(events == [.mineHit])
        #expect(lost.isOver)
        #expect(lost.boardsCleared == 0)
    }

    @Test func anEndlessRunGoesOnLevelByLevelUntilAMine() throws {
        var session = GameSession(initial: MinesState(mode: .endless, seed: 7))
        #expect(session.current.level == 1)
        #expect(session.current.board.params == EndlessSchedule.params(forLevel: 1))
        #expect(session.apply(.nextBoard) == nil, "level 1 is not cleared yet")

        let events = playWithHints(session.current, into: &session)
        #expect(events.last?.boardCleared?.level == 1)
        #expect(!session.current.isOver, "a cleared board does not end a run")
        #expect(session.current.canAdvance)
        #expect(session.current.boardsCleared == 1)

        #expect(session.apply(.nextBoard) == [])
        #expect(session.current.level == 2)
        #expect(session.current.board.params == EndlessSchedule.params(forLevel: 2))
        #expect(!session.current.board.isStarted)
        #expect(session.current.boardsCleared == 1)

        session.apply(.reveal(Point(x: 4, y: 4)))
        let mine = try #require(session.current.board.layout?.minePoints.first)
        #expect(session.apply(.reveal(mine)) == [.mineHit])
        #expect(session.current.isOver, "one mine ends the run")
        #expect(session.current.boardsCleared == 1)
        #expect(session.apply(.nextBoard) == nil)
    }

    @Test func aRunsSeedFixesEveryBoardAndAReplayRebuildsIt() throws {
        func playTwoLevels(seed: UInt64) -> GameSession<MinesState> {
            var session = GameSession(initial: MinesState(mode: .endless, seed: seed))
            _ = playWithHints(session.current, into: &session)
            session.apply(.nextBoard)
            _ = playWithHints(session.current, into: &session)
            session.apply(.nextBoard)
            session.apply(.reveal(Point(x: 0, y: 0)))
            return session
        }
        let first = playTwoLevels(seed: 99)
        let again = playTwoLevels(seed: 99)
        #expect(first.current == again.current)
        #expect(first.current.level == 3)
        #expect(first.current.board.seed == EndlessSchedule.boardSeed(runSeed: 99, level: 3))

        let replayed = try #require(GameSession.replaying(first.log, from: MinesState(mode: .endless, seed: 99)))
        #expect(replayed == first)

        let other = playTwoLevels(seed: 100)
        #expect(other.current.board.layout != first.current.board.layout)
    }

    @Test func levelSeedsDependOnTheRunSeedAndTheLevelOnly() {
        let seeds = (1...20).map { EndlessSchedule.boardSeed(runSeed: 5, level: $0) }
        #expect(Set(seeds).count == 20)
        #expect(seeds == (1...20).map { EndlessSchedule.boardSeed(runSeed: 5, level: $0) })
        #expect(EndlessSchedule.boardSeed(runSeed: 6, level: 1) != seeds[0])
    }

    @Test func settingsReachTheBoard() throws {
        let classic = MinesState(mode: .classic(.beginner), seed: 3,
                                 settings: MinesSettings(style: .random, questionMarks: true))
        #expect(classic.board.style == .random)
        #expect(classic.board.questionMarks)
        let endless = MinesState(mode: .endless, seed: 3, settings: MinesSettings(style: .random))
        #expect(endless.board.style == .noGuess, "endless boards are always no-guess")
    }

    @Test func thePrimaryActionRevealsOrChords() throws {
        var state = MinesState(mode: .classic(.beginner), seed: 4)
        #expect(state.primaryMove(at: Point(x: 4, y: 4)) == .reveal(Point(x: 4, y: 4)))
        state = try playing(state, .reveal(Point(x: 4, y: 4))).0
        #expect(state.primaryMove(at: Point(x: 4, y: 4)) == .chord(Point(x: 4, y: 4)))
        #expect(state.primaryMove(at: Point(x: 20, y: 4)) == nil)
    }

    @Test func movesModesAndSetupsSurviveCoding() throws {
        let moves: [MinesMove] = [.reveal(Point(x: 3, y: 4)), .flag(Point(x: 0, y: 9)), .chord(Point(x: 29, y: 15)),
                                  .nextBoard]
        let data = try JSONEncoder().encode(moves)
        #expect(try JSONDecoder().decode([MinesMove].self, from: data) == moves)

        let setups = [
            MinesSetup(mode: .classic(.expert), seed: 1),
            MinesSetup(mode: .custom(try MinesParams(width: 40, height: 20, mines: 150)), seed: 2,
                       settings: MinesSettings(style: .random, questionMarks: true)),
            MinesSetup(mode: .endless, seed: UInt64.max),
        ]
        let encoded = try JSONEncoder().encode(setups)
        #expect(try JSONDecoder().decode([MinesSetup].self, from: encoded) == setups)
    }

    @Test func aSaveWithImpossibleCustomParamsIsRefused() {
        let json = #"{"kind":"custom","params":{"width":3,"height":9,"mines":4}}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(MinesMode.self, from: Data(json.utf8)) }
        let move = #"{"k":"z","x":1,"y":1}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(MinesMove.self, from: Data(move.utf8)) }
    }
}
