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

/// Plays Mines to the end: the first reveal in the middle, then safe cells (now and then the
/// hint's, asked for and logged), flags on mines (taken off again at times) and chords; every
/// action at a later offset than the one before. It knows the layout once the board is laid
/// out, so it never hits a mine unless told to (`endless` runs end on one after `levels`
/// boards).
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
                if let cleared = event.boardCleared { game.threeBVCleared += cleared.threeBV }
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
        if cells.board != board.seed || cells.level != state.level {
            cells = CellLists(layout: layout, seed: board.seed, level: state.level)
        }
        switch random.uniform(below: 16) {
        case 0:
            if let mine = cells.pick(from: \.mines, using: &random, where: { board.mark(at: $0) == .covered }) {
                return .flag(mine)
            }
        case 1:
            if let flag = cells.pick(from: \.mines, using: &random, where: { board.mark(at: $0) == .flagged }) {
                return .flag(flag)
            }
        case 2:
            // A chord on a number next to a flag, when one has its flags complete.
            if let flag = cells.pick(from: \.mines, using: &random, where: { board.mark(at: $0) == .flagged }) {
                for dy in -1...1 {
                    for dx in -1...1 where board.chording(Point(x: flag.x + dx, y: flag.y + dy)) != nil {
                        return .chord(Point(x: flag.x + dx, y: flag.y + dy))
                    }
                }
            }
        case 3:
            // The hint (the solver's proof) only now and then: it is the slowest step by far.
            if case .safe(let point)? = state.hint() {
                hint(&game, at: &offset)
                return .reveal(point)
            }
        default:
            break
        }
        // Safe cells still covered; those found revealed are dropped from the list for good.
        while true {
            let index = random.uniform(below: cells.safe.count)
            let point = cells.safe[index]
            if [.covered, .questioned].contains(board.mark(at: point)) { return .reveal(point) }
            cells.safe.swapAt(index, cells.safe.count - 1)
            cells.safe.removeLast()
        }
    }

    private var cells = CellLists()

    /// The current board's mines and the safe cells not yet seen revealed.
    private struct CellLists {
        var board: UInt64?
        var level = 0
        var mines: [Point] = []
        var safe: [Point] = []

        init() {}

        init(layout: MineLayout, seed: UInt64, level: Int) {
            board = seed
            self.level = level
            for y in 0..<layout.height {
                for x in 0..<layout.width {
                    let point = Point(x: x, y: y)
                    if layout.isMine(at: point) { mines.append(point) } else { safe.append(point) }
                }
            }
        }

        /// A random cell of a list that passes `test`, trying a few.
        func pick(from list: KeyPath<CellLists, [Point]>, using random: inout SeededGenerator,
                  where test: (Point) -> Bool) -> Point? {
            let points = self[keyPath: list]
            guard !points.isEmpty else { return nil }
            for _ in 0..<8 {
                let point = points[random.uniform(below: points.count)]
                if test(point) { return point }
            }
            return nil
        }
    }
}
