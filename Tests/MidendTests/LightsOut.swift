import GameCore
import GameRules
import Progress

/// A third game, defined only in the tests: 3×3 lights-out. Pressing a light toggles it and its
/// orthogonal neighbours; the game is won when every light is off. It exists to show that a game
/// plugs into the midend and the registry with no change to App, Progress or Storage.
struct LightsOutMove: PackableMove, Hashable {
    /// The cell pressed, 0...8, row by row.
    var cell: Int

    init(_ cell: Int) {
        self.cell = cell
    }

    func pack(into writer: inout PackWriter) {
        writer.write(cell)
    }

    init(unpacking reader: inout PackReader) throws {
        cell = try reader.read(in: 0...8)
    }
}

struct LightsOutState: GameState, Hashable {
    /// Bit `cell` set: that light is on.
    var lights: UInt16
    var presses = 0

    static let all: UInt16 = 0b1_1111_1111

    /// The lights a press of `cell` toggles.
    static func mask(for cell: Int) -> UInt16 {
        let (row, column) = (cell / 3, cell % 3)
        var mask: UInt16 = 1 << cell
        if row > 0 { mask |= 1 << (cell - 3) }
        if row < 2 { mask |= 1 << (cell + 3) }
        if column > 0 { mask |= 1 << (cell - 1) }
        if column < 2 { mask |= 1 << (cell + 1) }
        return mask
    }

    func applying(_ move: LightsOutMove) -> (state: LightsOutState, events: [GameEvent])? {
        guard (0...8).contains(move.cell), lights != 0 else { return nil }
        return (LightsOutState(lights: lights ^ Self.mask(for: move.cell), presses: presses + 1), [])
    }

    var isOver: Bool { lights == 0 }
}

struct LightsOutParams: Codable, Hashable, Sendable {
    /// How many random presses scramble the board.
    var scramble: Int
}

struct LightsOutInterface: Codable, Hashable, Sendable {
    var cursor: Int
}

enum LightsOutBackEnd: GameBackEnd {
    typealias State = LightsOutState

    static var kind: GameKind { .lightsOut }
    static var title: String { "Lights Out" }

    /// The board the seed scrambles: `scramble` presses of seeded cells (so it can always be
    /// solved), never all off.
    static func newGame(_ setup: GameSetup<LightsOutParams>) throws -> LightsOutState {
        guard (1...50).contains(setup.params.scramble) else { throw GameSetupError("scramble must be 1...50") }
        var generator = SeededGenerator(seed: setup.seed)
        var lights: UInt16 = 0
        for _ in 0..<setup.params.scramble { lights ^= LightsOutState.mask(for: Int(generator.next() % 9)) }
        return LightsOutState(lights: lights == 0 ? LightsOutState.mask(for: 4) : lights)
    }

    static func status(of state: LightsOutState) -> GameStatus {
        state.lights == 0 ? .won : .playing
    }

    static func initialInterface(for state: LightsOutState) -> LightsOutInterface {
        LightsOutInterface(cursor: 4)
    }

    static func statsCatalog() throws -> GameStatsCatalog {
        try GameStatsCatalog.catalog(for: kind)
    }

    static func statsContext(for params: LightsOutParams) -> StatsContext {
        .tiles(level: params.scramble)
    }

    static func replay(_ setup: GameSetup<LightsOutParams>, log: TimedLog<LightsOutMove>,
                       claimedPlayMilliseconds: Int?) -> Result<ReplayedGame<LightsOutState>, VerificationFailure> {
        checkedNewGame(setup).flatMap { initial in
            LogReplay.run(log, from: initial, claimedPlayMilliseconds: claimedPlayMilliseconds, status: status(of:))
        }.map { session, timing in
            let verified = VerifiedGame(
                kind: kind, status: status(of: session.current), boardsCleared: session.current.lights == 0 ? 1 : 0,
                moves: session.current.presses, hintsUsed: session.hintsUsed, undosUsed: session.undosUsed,
                actionCount: log.count, timingStartOffset: 0, lastOffset: timing.lastOffset,
                playMilliseconds: timing.playMilliseconds(from: 0))
            return ReplayedGame(session: session, verified: verified)
        }
    }

    /// Presses that switch every light off from `state` (each cell pressed at most once: 512
    /// choices, tried in order).
    static func solution(from state: LightsOutState) -> [Int] {
        for choice in 0..<512 {
            var lights = state.lights
            let cells = (0..<9).filter { choice & (1 << $0) != 0 }
            for cell in cells { lights ^= LightsOutState.mask(for: cell) }
            if lights == 0 { return cells }
        }
        return []
    }
}

extension GameKind {
    /// Until game kinds are open values, the test game borrows a shipped kind.
    static var lightsOut: GameKind { .tiles }
}
