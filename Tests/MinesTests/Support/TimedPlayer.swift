import GameCore
import GameRules
@testable import Mines

/// A Mines game played to its end outside any session, with what the test expects `verify` to
/// find in its log.
struct PlayedMinesGame {
    var setup: GameSetup<MinesGameParams>
    var log: TimedLog<MinesMove>
    /// The state the moves reached, applied one by one with `MinesState.applying`.
    var final: MinesState
    var firstRevealOffset: Int
    /// The offset of the action that decided the game (the last one).
    var endOffset: Int
    var moves = 0
    var hints = 0
    /// The 3BV of each board cleared, as its `boardCleared` event reported it.
    var threeBVCleared = 0
}

/// Plays Mines the way a careful player does: the first reveal in the middle, then mostly the
/// hint's safe cell, now and then a flag on a mine (taken off again at times), a chord, or a
/// covered safe cell elsewhere; every action at a later offset than the one before. It knows
/// the layout once the board is laid out, so it never hits a mine unless told to (`endless`
/// runs end on one after `levels` boards).
struct TimedPlayer {
    var random: SeededGenerator

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    mutating func play(_ params: MinesGameParams, seed: UInt64, endlessLevels levels: Int = 2) -> PlayedMinesGame {
        let setup = GameSetup(params: params, seed: seed)
        var state = MinesState(setup: params.setup(seed: seed))
        var game = PlayedMinesGame(setup: setup, log: TimedLog(), final: state, firstRevealOffset: 0, endOffset: 0)
        var offset = random.uniform(below: 4_000)
        var revealed = false
        func perform(_ move: MinesMove) {
            guard let (next, events) = state.applying(move) else {
                preconditionFailure("the player made an illegal move \(move)")
            }
            offset += 20 + random.uniform(below: 1_500)
            game.log.append(.move(move), at: offset)
            if move != .nextBoard { game.moves += 1 }
            if case .reveal = move, !revealed {
                revealed = true
                game.firstRevealOffset = offset
            }
            for event in events {
                if case .boardCleared(_, let threeBV, _) = event { game.threeBVCleared += threeBV }
            }
            state = next
        }
        if random.uniform(below: 4) == 0 { hint(&game, at: &offset) }
        while true {
            if !state.board.isStarted { perform(.reveal(Point(x: state.board.width / 2, y: state.board.height / 2))) }
            if state.mode.isEndless, state.level > levels, state.board.outcome == .playing, let layout = state.board.layout {
                // The run ends on a mine, one board after the last one the player clears.
                perform(.reveal(layout.minePoints[random.uniform(below: layout.mineCount)]))
                break
            }
            while state.board.outcome == .playing { perform(nextMove(in: state, game: &game, offset: &offset)) }
            guard state.canAdvance else { break }
            perform(.nextBoard)
        }
        game.final = state
        game.endOffset = offset
        return game
    }

    private mutating func hint(_ game: inout PlayedMinesGame, at offset: inout Int) {
        offset += 20 + random.uniform(below: 3_000)
        game.log.append(.hint, at: offset)
        game.hints += 1
    }

    /// One move on a laid-out board in play.
    private mutating func nextMove(in state: MinesState, game: inout PlayedMinesGame, offset: inout Int) -> MinesMove {
        let board = state.board
        guard let layout = board.layout else { preconditionFailure("the board is laid out first") }
        let cells = (0..<board.height).flatMap { y in (0..<board.width).map { Point(x: $0, y: y) } }
        switch random.uniform(below: 12) {
        case 0:
            let unflagged = cells.filter { layout.isMine(at: $0) && board.mark(at: $0) == .covered }
            if let mine = unflagged.randomElement(using: &random) { return .flag(mine) }
        case 1:
            let flagged = cells.filter { board.mark(at: $0) == .flagged }
            if let flag = flagged.randomElement(using: &random) { return .flag(flag) }
        case 2:
            if let number = cells.first(where: { state.board.chording($0) != nil }) { return .chord(number) }
        case 3:
            let covered = cells.filter { !layout.isMine(at: $0) && [.covered, .questioned].contains(board.mark(at: $0)) }
            if let safe = covered.randomElement(using: &random) { return .reveal(safe) }
        default:
            break
        }
        if case .safe(let point)? = state.hint() {
            hint(&game, at: &offset)
            return .reveal(point)
        }
        // A random board can need a guess; this player knows where the mines are.
        let covered = cells.filter { !layout.isMine(at: $0) && [.covered, .questioned].contains(board.mark(at: $0)) }
        return .reveal(covered[random.uniform(below: covered.count)])
    }
}
