import Foundation
import GameCore
import GameRules

/// The Mines section of a format-1 save (read only: saves are written in format 2 since move logs
/// are timed; see Storage's `SavedGame`): how the game was set up (mode, seed, settings), every action
/// of its session, and the few things about its boards that the log cannot tell: when the board
/// on screen began in play time, and how long each board cleared before it took.
///
/// The boards themselves are not stored. The generator lays out the same board for the same
/// seed, size and first cell, and an endless run derives each level's seed from the run's, so
/// replaying the log rebuilds every board, and the boards still to come, exactly.
///
/// Version 1 keys:
///
///     mode           "beginner", "intermediate", "expert", "custom" or "endless"
///     width, height, mines   the board's size, present only for "custom"
///     seed           the board's seed (classic, custom) or the run's seed (endless)
///     noGuess        whether classic and custom boards are laid out to need no guess
///     questionMarks  whether flagging a flag leaves a question mark
///     log            the session's actions, packed (`PackedActionLog`)
///     level          the endless level the log reaches (0 for classic and custom): a check
///     boardStartMs   play time when the board on screen began (0, or when the level before it
///                    was cleared)
///     clearedMs      the play time each board cleared in this game took, in order (an endless
///                    run's levels); the rest of what the results show is rebuilt by the replay
///     cursorX, cursorY  the cursor cell
public struct SavedMinesGame: Equatable, Sendable {
    /// A century, as for the whole save: a board time past it is damage.
    static let maximumPlayMilliseconds: Int64 = 100 * 366 * 24 * 3_600_000

    public var setup: MinesSetup
    public var log: PackedActionLog<MinesMove>
    public var level: Int
    public var boardStartMilliseconds: Int64
    public var clearedMilliseconds: [Int64]
    public var cursor: Point

    public init(setup: MinesSetup, log: [SessionAction<MinesMove>], level: Int, boardStartMilliseconds: Int64,
                clearedMilliseconds: [Int64], cursor: Point) {
        self.setup = setup
        self.log = PackedActionLog(log)
        self.level = level
        self.boardStartMilliseconds = boardStartMilliseconds
        self.clearedMilliseconds = clearedMilliseconds
        self.cursor = cursor
    }

    /// The mode as the file names it; the inverse of `mode(named:params:)`.
    static func name(of mode: MinesMode) -> String {
        switch mode {
        case .classic(.beginner): "beginner"
        case .classic(.intermediate): "intermediate"
        case .classic(.expert): "expert"
        case .custom: "custom"
        case .endless: "endless"
        }
    }
}

extension SavedMinesGame: Codable {
    private enum CodingKeys: String, CodingKey {
        case mode = "mode"
        case width = "width"
        case height = "height"
        case mines = "mines"
        case seed = "seed"
        case noGuess = "noGuess"
        case questionMarks = "questionMarks"
        case log = "log"
        case level = "level"
        case boardStartMilliseconds = "boardStartMs"
        case clearedMilliseconds = "clearedMs"
        case cursorX = "cursorX"
        case cursorY = "cursorY"
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let mode: MinesMode
        let modeName = try container.decode(String.self, forKey: .mode)
        switch modeName {
        case "beginner": mode = .classic(.beginner)
        case "intermediate": mode = .classic(.intermediate)
        case "expert": mode = .classic(.expert)
        case "endless": mode = .endless
        case "custom":
            do {
                mode = .custom(try MinesParams(width: try container.decode(Int.self, forKey: .width),
                                               height: try container.decode(Int.self, forKey: .height),
                                               mines: try container.decode(Int.self, forKey: .mines)))
            } catch let error as MinesParamsError {
                throw DecodingError.dataCorruptedError(forKey: .mode, in: container,
                                                       debugDescription: "a custom board's \(error.description)")
            }
        default:
            throw DecodingError.dataCorruptedError(forKey: .mode, in: container,
                                                   debugDescription: "unknown Mines mode \"\(modeName)\"")
        }
        let settings = MinesSettings(style: try container.decode(Bool.self, forKey: .noGuess) ? .noGuess : .random,
                                     questionMarks: try container.decode(Bool.self, forKey: .questionMarks))
        setup = MinesSetup(mode: mode, seed: try container.decode(UInt64.self, forKey: .seed), settings: settings)
        log = try container.decode(PackedActionLog<MinesMove>.self, forKey: .log)
        level = try container.decode(Int.self, forKey: .level)
        guard level == 0 && !mode.isEndless || level >= 1 && mode.isEndless else {
            throw DecodingError.dataCorruptedError(forKey: .level, in: container,
                                                   debugDescription: "level \(level) does not fit the mode \"\(modeName)\"")
        }
        let playRange = 0...Self.maximumPlayMilliseconds
        boardStartMilliseconds = try container.decode(Int64.self, forKey: .boardStartMilliseconds)
        guard playRange.contains(boardStartMilliseconds) else {
            throw DecodingError.dataCorruptedError(forKey: .boardStartMilliseconds, in: container,
                                                   debugDescription: "\(boardStartMilliseconds) ms is out of range")
        }
        clearedMilliseconds = try container.decode([Int64].self, forKey: .clearedMilliseconds)
        if let wrong = clearedMilliseconds.first(where: { !playRange.contains($0) }) {
            throw DecodingError.dataCorruptedError(forKey: .clearedMilliseconds, in: container,
                                                   debugDescription: "\(wrong) ms is out of range")
        }
        cursor = Point(x: try container.decode(Int.self, forKey: .cursorX),
                       y: try container.decode(Int.self, forKey: .cursorY))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.name(of: setup.mode), forKey: .mode)
        if case .custom(let params) = setup.mode {
            try container.encode(params.width, forKey: .width)
            try container.encode(params.height, forKey: .height)
            try container.encode(params.mines, forKey: .mines)
        }
        try container.encode(setup.seed, forKey: .seed)
        try container.encode(setup.settings.style == .noGuess, forKey: .noGuess)
        try container.encode(setup.settings.questionMarks, forKey: .questionMarks)
        try container.encode(log, forKey: .log)
        try container.encode(level, forKey: .level)
        try container.encode(boardStartMilliseconds, forKey: .boardStartMilliseconds)
        try container.encode(clearedMilliseconds, forKey: .clearedMilliseconds)
        try container.encode(cursor.x, forKey: .cursorX)
        try container.encode(cursor.y, forKey: .cursorY)
    }
}
