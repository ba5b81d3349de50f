import Foundation
import GameCore
import GameRules
import Leaderboards
import Progress

/// The payload of a save file: one game in progress, as little as rebuilds it, the same for every
/// game. Storage knows no game: a game's own values (its params, its interface state) are kept
/// as the bytes its back end encoded, under its kind, and the midend decodes them with the back
/// end the registry names for that kind.
///
/// Only what cannot be derived is kept. The board, the score, the undo history and the counts of
/// hints and undos are not stored: resuming replays the log through the game's rules (the replay
/// `verify` makes), as a new game would be built, and checks the outcome before installing it.
///
/// Format 2 layout (keys of a binary property list dictionary; they are part of the format):
///
///     kind       the game's stable id ("tiles", "mines", ...)
///     params     the back end's `Params` as JSON (level, board, mode...)
///     seed       the seed the game was dealt
///     log        the session's actions with their play-clock offsets (`TimedLog`, packed)
///     interface  the back end's `Interface` as JSON: what Undo does not restore (the cursor...)
///     clockMs    play time in milliseconds (the play clock, stopped when saved)
///     paused     whether the player had paused the game
///     origin     where the seed came from (`SeedOrigin`: "dealt", "chosen", "continued"), optional:
///                a save without it (or with a value this version does not know) is played on
///                with its origin unknown, never ranked
///     progress   the game's stats and achievement conditions with its id (`SavedGameProgress`),
///                absent when stats were not kept in the run that saved it
///
/// Format 1 (read only): `kind`, `clockMs`, `paused`, `progress` as above, and the game's own
/// section under a key named after its kind ("tiles", "mines"). Storage hands that section on as
/// bytes (`SavedGame.Contents.format1`); the game's module reads it (`SavedTilesGame`,
/// `SavedMinesGame`), with the offsets of its log unknown.
public struct SavedGame: Equatable, Sendable {
    /// A century: more than anyone plays, and far from the point where the play clock's
    /// nanoseconds would overflow. A save claiming more is damaged.
    public static let maximumPlayMilliseconds: Int64 = 100 * 366 * 24 * 3_600_000

    /// The game itself, in the format it was written in.
    public enum Contents: Equatable, Sendable {
        /// Format 2: the back end's values.
        case play(SavedPlay)
        /// Format 1: the game's own section, as a binary property list for its module to decode.
        case format1(section: Data)
    }

    public var kind: String
    public var contents: Contents
    public var playMilliseconds: Int64
    public var paused: Bool
    public var progress: SavedGameProgress?

    public init(kind: String, contents: Contents, playMilliseconds: Int64, paused: Bool,
                progress: SavedGameProgress?) {
        self.kind = kind
        self.contents = contents
        self.playMilliseconds = playMilliseconds
        self.paused = paused
        self.progress = progress
    }

    /// A format-2 save.
    public init(kind: String, play: SavedPlay, playMilliseconds: Int64, paused: Bool, progress: SavedGameProgress?) {
        self.init(kind: kind, contents: .play(play), playMilliseconds: playMilliseconds, paused: paused,
                  progress: progress)
    }

    /// The `kind` the archive's envelope records, so the Continue line can name the game without
    /// decoding this payload.
    public var archiveKind: String { kind }

    /// The format the game is in: 2, or 1 for a save written before logs were timed.
    public var format: Int {
        if case .format1 = contents { 1 } else { 2 }
    }

    /// A format-1 save whose section is `section` encoded (tests write old saves this way).
    public static func format1<Section: Encodable>(kind: String, section: Section, playMilliseconds: Int64,
                                                   paused: Bool, progress: SavedGameProgress?) throws -> SavedGame {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        return SavedGame(kind: kind, contents: .format1(section: try encoder.encode(section)),
                         playMilliseconds: playMilliseconds, paused: paused, progress: progress)
    }
}

/// A game's own values in a format-2 save: encoded by its back end, opaque to Storage.
public struct SavedPlay: Equatable, Sendable {
    /// The back end's `Params`, as JSON.
    public var params: Data
    public var seed: UInt64
    /// The timed log, packed (`TimedLog.packed()`).
    public var log: Data
    /// The back end's `Interface`, as JSON.
    public var interface: Data
    /// Where the seed came from, nil when the save does not say (written before origins were kept).
    public var origin: SeedOrigin?

    public init(params: Data, seed: UInt64, log: Data, interface: Data, origin: SeedOrigin? = nil) {
        self.params = params
        self.seed = seed
        self.log = log
        self.interface = interface
        self.origin = origin
    }
}

extension SavedGame: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, params, seed, log, interface, origin
        case playMilliseconds = "clockMs"
        case paused, progress
    }

    private struct SectionKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try container.decode(String.self, forKey: .kind)
        if container.contains(.log) {
            contents = .play(SavedPlay(params: try container.decode(Data.self, forKey: .params),
                                       seed: try container.decode(UInt64.self, forKey: .seed),
                                       log: try container.decode(Data.self, forKey: .log),
                                       interface: try container.decode(Data.self, forKey: .interface),
                                       // An origin this version does not know is no origin at all.
                                       origin: (try? container.decodeIfPresent(String.self, forKey: .origin))
                                           .flatMap { $0 }.flatMap(SeedOrigin.init(rawValue:))))
        } else {
            let sections = try decoder.container(keyedBy: SectionKey.self)
            let key = SectionKey(stringValue: kind)
            guard sections.contains(key) else {
                throw DecodingError.dataCorruptedError(
                    forKey: CodingKeys.kind, in: container, debugDescription: "this version cannot resume a \(kind) game")
            }
            let section = try sections.decode(PropertyListValue.self, forKey: key)
            let encoder = PropertyListEncoder()
            encoder.outputFormat = .binary
            contents = .format1(section: try encoder.encode(section))
        }
        playMilliseconds = try container.decode(Int64.self, forKey: .playMilliseconds)
        guard (0...Self.maximumPlayMilliseconds).contains(playMilliseconds) else {
            throw DecodingError.dataCorruptedError(forKey: .playMilliseconds, in: container,
                                                   debugDescription: "play time \(playMilliseconds) ms is out of range")
        }
        paused = try container.decode(Bool.self, forKey: .paused)
        progress = try container.decodeIfPresent(SavedGameProgress.self, forKey: .progress)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        switch contents {
        case .play(let play):
            try container.encode(play.params, forKey: .params)
            try container.encode(play.seed, forKey: .seed)
            try container.encode(play.log, forKey: .log)
            try container.encode(play.interface, forKey: .interface)
            try container.encodeIfPresent(play.origin?.rawValue, forKey: .origin)
        case .format1(let section):
            var sections = encoder.container(keyedBy: SectionKey.self)
            try sections.encode(try PropertyListDecoder().decode(PropertyListValue.self, from: section),
                                forKey: SectionKey(stringValue: kind))
        }
        try container.encode(playMilliseconds, forKey: .playMilliseconds)
        try container.encode(paused, forKey: .paused)
        try container.encodeIfPresent(progress, forKey: .progress)
    }
}

/// A game's stats as Progress keeps them while it is played, with the id it is rolled over
/// under: resuming hands both back, so the game is counted once, whenever it really ends.
public struct SavedGameProgress: Equatable, Sendable, Codable {
    public var gameID: String
    public var game: GameProgress

    public init(gameID: String, game: GameProgress) {
        self.gameID = gameID
        self.game = game
    }

    private enum CodingKeys: String, CodingKey {
        case gameID = "gameId"
        case game = "game"
    }
}
