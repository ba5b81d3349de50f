import Foundation
import GameCore
import GameRules
import Mines
import Tiles

/// A run's replay as the `/runs/ID` page draws it (issue 30.5): the board before the first play and
/// after each play of its log, replayed through the game's own back end (the service's replay, no
/// second implementation of the rules), each board a grid of text. Traces (the cursor's way) are
/// no plays and draw no frame.
struct ReplayFrames: Sendable {
    struct Frame: Equatable, Sendable {
        /// 0 for the board before the first play.
        var step: Int
        /// When the play was made, on the game's clock; nil for the start.
        var milliseconds: Int?
        /// The play in words ("reveal 5,3"; cells one-based, column then row, as the game shows them).
        var action: String
        /// The board, top row first.
        var rows: [String]
    }

    /// The most frames a page draws: the first ones and the last (a long endless Mines run would
    /// make a page of megabytes).
    static let maximumFrames = 300

    var frames: [Frame]
    /// Plays in the whole log (more than the frames drawn when it was cut).
    var plays: Int

    /// The frames of a run of `game`, nil when the game is not one the pages draw or the run does
    /// not replay (a stored ranked run always does).
    init?(game: String, setup: Data, log: Data) {
        switch game {
        case MinesBackEnd.kind.rawValue:
            self.init(MinesBackEnd.self, setup: setup, log: log, rows: Self.rows(of:), describe: Self.words(for:))
        case TilesBackEnd.kind.rawValue:
            self.init(TilesBackEnd.self, setup: setup, log: log, rows: { $0.board.mapRows },
                      describe: { "remove the group at \(Self.cell($0.point))" })
        default:
            return nil
        }
    }

    private init?<BackEnd: GameBackEnd>(_: BackEnd.Type, setup: Data, log: Data, rows: (BackEnd.State) -> [String],
                                       describe: (BackEnd.State.Move) -> String) {
        guard let decoded = try? JSONDecoder().decode(GameSetup<BackEnd.Params>.self, from: setup),
              let timed = try? TimedLog<BackEnd.State.Move>(packed: log),
              let initial = try? BackEnd.newGame(decoded) else { return nil }
        var session = GameSession(initial: initial)
        var frames = [Frame(step: 0, milliseconds: nil, action: "the board at the start", rows: rows(initial))]
        var plays = 0
        var last: Frame?
        for entry in timed.entries where !entry.action.isTrace {
            guard session.perform(entry.action) != nil else { return nil }
            plays += 1
            let words: String = switch entry.action {
            case .move(let move): describe(move)
            case .undo: "undo"
            case .redo: "redo"
            case .restart: "restart"
            case .hint: "a hint"
            }
            let frame = Frame(step: plays, milliseconds: entry.offset, action: words, rows: rows(session.current))
            if frames.count < Self.maximumFrames - 1 { frames.append(frame) } else { last = frame }
        }
        if let last { frames.append(last) }
        self.frames = frames
        self.plays = plays
    }

    /// A Mines board as text: `#` covered, `F` a flag, `?` a question mark, `.` an opened empty
    /// cell, its count otherwise; after a loss `*` a mine, `X` the one that went off, `x` a wrong flag.
    static func rows(of state: MinesState) -> [String] {
        let board = state.board
        return (0..<board.height).map { y in
            String((0..<board.width).map { x -> Character in
                switch board.appearance(at: Point(x: x, y: y)) {
                case .covered: "#"
                case .flagged: "F"
                case .questioned: "?"
                case .revealed(let count): count == 0 ? "." : Character(String(count))
                case .mine: "*"
                case .explodedMine: "X"
                case .wrongFlag: "x"
                }
            })
        }
    }

    static func words(for move: MinesMove) -> String {
        switch move {
        case .reveal(let point): "reveal \(cell(point))"
        case .flag(let point): "flag \(cell(point))"
        case .chord(let point): "chord \(cell(point))"
        case .nextBoard: "the next board"
        case .cursor(let point): "cursor to \(cell(point))"
        }
    }

    static func cell(_ point: Point) -> String { "\(point.x + 1),\(point.y + 1)" }
}
