import Foundation
import GameCore
import Mines
import Progress
import Storage
import Tiles

// The save payloads measured here are shaped after issue 6 ("what is archived"): the game's
// parameters, the move log packed with `PackedActionLog` and the undo position, the play
// clock, the per-game stats and the UI state worth keeping. The game's own payload types
// (with the app's save and resume wiring) are not on main yet; when they are, these should
// give way to them.

/// A Mines move as a packed log stores it: a tag and the cell.
struct LoggedMinesMove: PackableMove {
    var move: MinesMove

    func pack(into writer: inout PackWriter) {
        switch move {
        case .reveal(let point): writer.write(0); writer.write(point.x); writer.write(point.y)
        case .flag(let point): writer.write(1); writer.write(point.x); writer.write(point.y)
        case .chord(let point): writer.write(2); writer.write(point.x); writer.write(point.y)
        case .nextBoard: writer.write(3)
        }
    }

    init(_ move: MinesMove) {
        self.move = move
    }

    init(unpacking reader: inout PackReader) throws {
        let tag = try reader.read(in: 0...3)
        if tag == 3 {
            move = .nextBoard
            return
        }
        let point = Point(x: try reader.read(in: 0...MinesParams.widthRange.upperBound),
                          y: try reader.read(in: 0...MinesParams.heightRange.upperBound))
        move = tag == 0 ? .reveal(point) : tag == 1 ? .flag(point) : .chord(point)
    }

    init(from decoder: Decoder) throws {
        move = try MinesMove(from: decoder)
    }

    func encode(to encoder: Encoder) throws {
        try move.encode(to: encoder)
    }
}

/// A Mines game in progress.
struct MinesGameSave: Codable, Equatable {
    static let kind = "mines"

    var setup: MinesSetup
    var log: PackedActionLog<LoggedMinesMove>
    /// Where the session stands in its history (what undo and redo move).
    var position: Int
    var clock: PlayClock
    var stats: GameStatsTracker
    var cursor: Point
    var paused: Bool

    private enum CodingKeys: String, CodingKey {
        case setup = "setup"
        case log = "log"
        case position = "position"
        case clock = "clock"
        case stats = "stats"
        case cursor = "cursor"
        case paused = "paused"
    }

    init(session: GameSession<MinesState>, stats: GameStatsTracker, playMilliseconds: UInt64) {
        setup = session.current.setup
        log = PackedActionLog(session.log.map(Self.packed))
        position = session.position
        clock = PlayClock(accumulatedNanoseconds: playMilliseconds * 1_000_000)
        self.stats = stats
        cursor = Point(x: 50, y: 50)
        paused = false
    }

    /// The game rebuilt as resuming does: the board laid out again from the seed by the
    /// normal code, every logged action replayed through the rules. Nil if the log does not
    /// replay, or ends elsewhere than the saved position.
    func resumed() -> GameSession<MinesState>? {
        let actions = log.actions.map(Self.unpacked)
        guard let session = GameSession.replaying(actions, from: setup.initialState),
              session.position == position else { return nil }
        return session
    }

    private static func packed(_ action: SessionAction<MinesMove>) -> SessionAction<LoggedMinesMove> {
        switch action {
        case .move(let move): .move(LoggedMinesMove(move))
        case .undo: .undo
        case .redo: .redo
        case .restart: .restart
        case .hint: .hint
        }
    }

    private static func unpacked(_ action: SessionAction<LoggedMinesMove>) -> SessionAction<MinesMove> {
        switch action {
        case .move(let logged): .move(logged.move)
        case .undo: .undo
        case .redo: .redo
        case .restart: .restart
        case .hint: .hint
        }
    }
}

/// A Tiles level in progress.
struct TilesGameSave: Codable, Equatable {
    static let kind = "tiles"

    var level: Int
    /// Resuming refuses a save whose level map changed since.
    var mapHash: UInt64
    var log: PackedActionLog<TilesMove>
    var position: Int
    var clock: PlayClock
    var stats: GameStatsTracker
    var cursor: Point

    private enum CodingKeys: String, CodingKey {
        case level = "level"
        case mapHash = "mapHash"
        case log = "log"
        case position = "position"
        case clock = "clock"
        case stats = "stats"
        case cursor = "cursor"
    }

    init(level: Level, session: GameSession<TilesState>, stats: GameStatsTracker, playMilliseconds: UInt64) {
        self.level = level.ix
        mapHash = Self.hash(of: level.board)
        log = PackedActionLog(session.log)
        position = session.position
        clock = PlayClock(accumulatedNanoseconds: playMilliseconds * 1_000_000)
        self.stats = stats
        cursor = Point(x: 0, y: level.board.height - 1)
    }

    /// The level checked against the saved hash, and the log replayed through the rules.
    func resumed(from levels: [Level]) -> GameSession<TilesState>? {
        guard let level = levels.first(where: { $0.ix == self.level }), Self.hash(of: level.board) == mapHash,
              let session = GameSession.replaying(log.actions, from: level.startState),
              session.position == position else { return nil }
        return session
    }

    /// FNV-1a over the cells: stable across runs (unlike `Hasher`).
    static func hash(of board: TileBoard) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for value in [UInt8(board.width), UInt8(board.height)] + board.grid.cells {
            hash = (hash ^ UInt64(value)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
