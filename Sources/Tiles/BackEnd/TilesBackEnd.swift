import GameCore
import GameRules
import Progress

/// Tiles as a game back end: a level's board, cleared group by group.
///
/// A level's seed is not used (a level is the same board every time); a free-play game's board
/// is its seed's deal (`FreePlayDeal`), and it ends when no group of two is left. A game is won the moment the
/// board is cleared and stuck when no group can be removed; undo and restart may still follow a
/// stuck board.
public enum TilesBackEnd: StatsKeepingBackEnd {
    public typealias State = TilesState

    public static var kind: GameKind { .tiles }
    public static var title: String { "Tiles" }

    public static func newGame(_ setup: GameSetup<TilesParams>) throws -> TilesState {
        let params = setup.params
        guard params.level >= 1 else { throw GameSetupError("level \(params.level) is not a level number") }
        // A free-play board may have no known clearing: par 0 says so (`FreePlayDeal.par`).
        guard params.par >= (params.free == nil ? 1 : 0) else { throw GameSetupError("level \(params.level) has par \(params.par), below 1") }
        let board: TileBoard
        do {
            board = try TileMap.parse(params.mapRows.joined(separator: "\n"))
        } catch {
            throw GameSetupError("the map of level \(params.level) cannot be read: \(error)")
        }
        guard board.mapRows == params.mapRows else {
            throw GameSetupError("the map of level \(params.level) is not written the way the game writes it")
        }
        guard TilesParams.mapHash(of: board) == params.mapHash else {
            throw GameSetupError("the map of level \(params.level) does not match its fingerprint")
        }
        guard !board.isEmpty else { throw GameSetupError("the map of level \(params.level) has no tiles") }
        // A free-play board is the seed's deal: a map that is not cannot be ranked or replayed as one.
        if let shape = params.free,
           FreePlayDeal(shape: shape, seed: setup.seed, improvingPar: false).board != board {
            throw GameSetupError("the free-play map is not the deal of seed \(setup.seed) for \(shape)")
        }
        return TilesState(level: params.level, par: params.par, board: board, rules: params.rules)
    }

    /// A free-play game is over when no group of two is left (lost, as Tatham's Same Game calls
    /// it, with the tiles left paid for); a level's stuck board may still be undone.
    public static func status(of state: TilesState) -> GameStatus {
        if state.isCleared { return .won }
        guard state.isStuck else { return .playing }
        return state.rules == .sameGame ? .lost : .stuck
    }

    /// The bottom-left cell: levels rest on the bottom and close to the left, so a tile is there.
    public static func initialInterface(for state: TilesState) -> TilesInterface {
        TilesInterface(cursor: Point(x: 0, y: max(0, state.board.height - 1)))
    }

    public static func statsCatalog() throws -> GameStatsCatalog {
        try TilesStats.catalog()
    }

    public static var eventDeclarations: [EventDeclaration] { EventDeclaration.tilesEvents }

    public static func statsContext(for params: TilesParams) -> StatsContext {
        if let shape = params.free { return .tilesFree(shape) }
        let context = StatsContext.tiles(level: params.level, pack: params.pack, map: FNV1a.hex(params.mapHash))
        // A daily game says which date's: its attempt's outcome is read from its finished row.
        return params.daily.map(context.daily) ?? context
    }

    public static func replay(_ setup: GameSetup<TilesParams>, log: TimedLog<TilesMove>,
                              claimedPlayMilliseconds: Int?) -> Result<ReplayedGame<TilesState>, VerificationFailure> {
        checkedNewGame(setup).flatMap { initial in
            LogReplay.run(log, from: initial, claimedPlayMilliseconds: claimedPlayMilliseconds, status: status(of:))
        }.map { session, timing in
            let state = session.current
            let verified = VerifiedGame(
                kind: kind, status: status(of: state), score: state.score, level: state.level,
                boardsCleared: state.isCleared ? 1 : 0, moves: state.moves, hintsUsed: session.hintsUsed,
                undosUsed: session.undosUsed, actionCount: log.count, timingStartOffset: 0,
                lastOffset: timing.lastOffset, playMilliseconds: timing.playMilliseconds(from: 0))
            return ReplayedGame(session: session, verified: verified)
        }
    }
}
