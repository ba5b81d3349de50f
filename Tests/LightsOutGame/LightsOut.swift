import GameCore
import GameRules
import Progress

/// A third game, defined only for the tests (a target of its own, shared by MidendTests and
/// ProgressTests): 3×3 lights-out. Pressing a light toggles it and its
/// orthogonal neighbours; the game is won when every light is off. It exists to show that a game
/// plugs into the midend and the registry with no change to App, Progress or Storage.
public struct LightsOutMove: PackableMove, Hashable {
    /// The cell pressed, 0...8, row by row.
    public var cell: Int

    public init(_ cell: Int) {
        self.cell = cell
    }

    public func pack(into writer: inout PackWriter) {
        writer.write(cell)
    }

    public init(unpacking reader: inout PackReader) throws {
        cell = try reader.read(in: 0...8)
    }
}

public struct LightsOutState: GameState, Hashable {
    /// Bit `cell` set: that light is on.
    public var lights: UInt16
    public var presses = 0

    public init(lights: UInt16, presses: Int = 0) {
        self.lights = lights
        self.presses = presses
    }

    /// The lights a press of `cell` toggles.
    public static func mask(for cell: Int) -> UInt16 {
        let (row, column) = (cell / 3, cell % 3)
        var mask: UInt16 = 1 << cell
        if row > 0 { mask |= 1 << (cell - 3) }
        if row < 2 { mask |= 1 << (cell + 3) }
        if column > 0 { mask |= 1 << (cell - 1) }
        if column < 2 { mask |= 1 << (cell + 1) }
        return mask
    }

    public func applying(_ move: LightsOutMove) -> (state: LightsOutState, events: [GameEvent])? {
        guard (0...8).contains(move.cell), lights != 0 else { return nil }
        let mask = Self.mask(for: move.cell)
        let next = LightsOutState(lights: lights ^ mask, presses: presses + 1)
        var events = [GameEvent.lightsToggled(count: mask.nonzeroBitCount)]
        if next.lights == 0 { events.append(.lightsOut(moves: next.presses)) }
        return (next, events)
    }

    public var isOver: Bool { lights == 0 }
}

public struct LightsOutParams: Codable, Hashable, Sendable {
    /// How many random presses scramble the board.
    public var scramble: Int
    /// The date ("YYYY-MM-DD") of the daily challenge this game is; nil for any other game
    /// (`LightsOutDaily`). Not written when nil, so older setups read and write as before.
    public var daily: String?

    public init(scramble: Int, daily: String? = nil) {
        self.scramble = scramble
        self.daily = daily
    }
}

public struct LightsOutInterface: Codable, Hashable, Sendable {
    public var cursor: Int
}

public enum LightsOutBackEnd: StatsKeepingBackEnd {
    public typealias State = LightsOutState

    public static var kind: GameKind { .lightsOut }
    public static var title: String { "Lights Out" }

    /// The board the seed scrambles: `scramble` presses of seeded cells (so it can always be
    /// solved), never all off.
    public static func newGame(_ setup: GameSetup<LightsOutParams>) throws -> LightsOutState {
        guard (1...50).contains(setup.params.scramble) else { throw GameSetupError("scramble must be 1...50") }
        var generator = SeededGenerator(seed: setup.seed)
        var lights: UInt16 = 0
        for _ in 0..<setup.params.scramble { lights ^= LightsOutState.mask(for: Int(generator.next() % 9)) }
        return LightsOutState(lights: lights == 0 ? LightsOutState.mask(for: 4) : lights)
    }

    public static func status(of state: LightsOutState) -> GameStatus {
        state.lights == 0 ? .won : .playing
    }

    public static func initialInterface(for state: LightsOutState) -> LightsOutInterface {
        LightsOutInterface(cursor: 4)
    }

    public static func statsCatalog() throws -> GameStatsCatalog {
        try LightsOutStats.catalog()
    }

    public static var eventDeclarations: [EventDeclaration] { LightsOutStats.events }

    public static func statsContext(for params: LightsOutParams) -> StatsContext {
        StatsContext(kind: kind, detail: ["scramble": .number(params.scramble)])
    }

    public static func replay(_ setup: GameSetup<LightsOutParams>, log: TimedLog<LightsOutMove>,
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
    public static func solution(from state: LightsOutState) -> [Int] {
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
    public static let lightsOut = GameKind(rawValue: "lights-out")
}

extension GameEvent.Name {
    public static let lightsToggled = GameEvent.Name("lightsToggled")
    public static let lightsOut = GameEvent.Name("lightsOut")
}

extension GameEvent {
    public static func lightsToggled(count: Int) -> GameEvent { GameEvent(.lightsToggled, count) }
    public static func lightsOut(moves: Int) -> GameEvent { GameEvent(.lightsOut, moves) }
}

/// The test game's stats, declared as a game module declares its own: what Progress counts and
/// rolls over for it, with no line of Progress knowing the game.
public enum LightsOutStats {
    public static let events = [
        EventDeclaration(.lightsToggled, fields: [.init("count")]),
        EventDeclaration(.lightsOut, fields: [.init("moves")]),
    ]

    struct Recorder: GameStatsRecorder {
        struct State: Codable, Equatable, Sendable {
            var presses = 0
        }

        let toggles, presses, solvedIn: StatHandle
        var state = State()

        mutating func record(_ events: [GameEvent], playTimeMilliseconds: Int64, into stats: inout Stats) {
            for event in events {
                if event.name == .lightsToggled {
                    stats.add(Int64(event.values[0]), to: toggles)
                    state.presses += 1
                    stats.set(Int64(state.presses), for: presses)
                } else if event.name == .lightsOut {
                    stats.set(Int64(event.values[0]), for: solvedIn)
                }
            }
        }
    }

    public static func catalog() throws -> GameStatsCatalog {
        var game = StatRegistry(schemaName: "lights-out.game")
        var totals = StatRegistry(schemaName: "lights-out.totals")
        try OutcomeStats.register(prefix: "lights-out.", in: &totals)
        let toggles = try game.register("lights-out.toggles", kind: .counter, label: "Lights toggled")
        try totals.register("lights-out.toggles", kind: .counter, label: "Lights toggled")
        let presses = try game.register("lights-out.presses", kind: .counter, label: "Presses")
        let solvedIn = try game.register("lights-out.solvedIn", kind: .minimum, label: "Solved in")
        try totals.register("lights-out.fewestMoves", kind: .minimum, label: "Fewest moves")
        let playTime = try game.register("lights-out.playTime", kind: .counter, unit: .milliseconds, label: "Play time")
        var rollover = Rollover(game: game.freeze(), totals: totals.freeze())
        try rollover.sum("lights-out.toggles")
        try rollover.combine("lights-out.solvedIn", into: "lights-out.fewestMoves", by: .minimum)
        try OutcomeStats.addRules(prefix: "lights-out.", to: &rollover)
        return GameStatsCatalog(
            kind: .lightsOut, title: "Lights Out", rollover: rollover, playTime: playTime,
            describe: { "Lights Out, scrambled \($0.number("scramble") ?? 0) times" },
            makeRecorder: { (_, state: Recorder.State?) -> Recorder in
                Recorder(toggles: toggles, presses: presses, solvedIn: solvedIn, state: state ?? .init())
            })
    }
}

/// The registry of the tests: the test game alone, as a program with one game would list it.
public enum TestRegistry {
    public static let registry: GameRegistry = {
        do { return try GameRegistry([LightsOutBackEnd.self]) } catch { preconditionFailure("\(error)") }
    }()
    public static let catalogs: GameCatalogs = {
        do { return try registry.gameCatalogs() } catch { preconditionFailure("\(error)") }
    }()
}
