import Foundation
import GameCore
import GameRules

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

    /// The frames of a run of `game`, nil when `games` has no such game, its back end cannot
    /// write its boards as text (`GameTextReplay`), or the run does not replay (a stored ranked
    /// run always does).
    init?(game: String, setup: Data, log: Data, games: GameRegistry) {
        guard let backEnd = games.backEnd(forKind: game) as? any GameTextReplay.Type,
              let frames = Self.frames(backEnd, setup: setup, log: log) else { return nil }
        self = frames
    }

    private static func frames<BackEnd: GameTextReplay>(_ backEnd: BackEnd.Type, setup: Data, log: Data) -> ReplayFrames? {
        ReplayFrames(backEnd, setup: setup, log: log, rows: BackEnd.textRows(of:), describe: BackEnd.words(for:))
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
}
