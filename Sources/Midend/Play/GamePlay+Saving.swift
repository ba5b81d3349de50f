import Foundation
import GameCore
import GameRules
import Leaderboards
import Progress
import SaveFiles

extension GamePlay {
    /// This game's own values for a format-2 save: params and interface as the back end's JSON,
    /// the seed, and the timed log packed.
    public func savedPlay() throws -> SavedPlay {
        SavedPlay(params: try SavedValues.encode(setup.params), seed: setup.seed, log: log.packed(),
                  interface: try SavedValues.encode(interface), origin: origin)
    }

    /// Rebuilds a format-2 save's game: its values decoded with this back end's types, then the
    /// log replayed through the rules (`GamePlay.resume`). The reason, in words, when it fails.
    public static func resume(_ saved: SavedPlay, playMilliseconds: Int64,
                              paused: Bool) -> Result<GamePlay, SavedPlayProblem> {
        let decoded: DecodedPlay<BackEnd>
        do {
            decoded = try DecodedPlay(saved)
        } catch {
            return .failure(error)
        }
        return resume(decoded.setup, log: decoded.log, interface: decoded.interface,
                      playMilliseconds: Int(playMilliseconds), paused: paused, origin: decoded.origin)
            .mapError { SavedPlayProblem(reason: $0.reason, failure: $0) }
    }
}

/// A format-2 save's values read with a back end's types, before anything is replayed.
public struct DecodedPlay<BackEnd: StatsKeepingBackEnd> {
    public var setup: GameSetup<BackEnd.Params>
    public var log: TimedLog<BackEnd.State.Move>
    public var interface: BackEnd.Interface
    /// Where the seed came from, as the save recorded it; nil when it recorded none.
    public var origin: SeedOrigin?

    public init(_ saved: SavedPlay) throws(SavedPlayProblem) {
        origin = saved.origin
        do {
            setup = GameSetup(params: try JSONDecoder().decode(BackEnd.Params.self, from: saved.params), seed: saved.seed)
        } catch {
            throw SavedPlayProblem(reason: "its \(BackEnd.title) settings cannot be read (\(error))")
        }
        do {
            log = try TimedLog(packed: saved.log)
        } catch {
            throw SavedPlayProblem(reason: "its moves cannot be read (\(error))")
        }
        do {
            interface = try JSONDecoder().decode(BackEnd.Interface.self, from: saved.interface)
        } catch {
            throw SavedPlayProblem(reason: "its cursor and view cannot be read (\(error))")
        }
    }
}

/// Why a saved game cannot be rebuilt, in the words that follow "cannot be resumed"; with the
/// replay's verdict when that was what refused it.
public struct SavedPlayProblem: Error, Equatable, CustomStringConvertible {
    public var reason: String
    public var failure: VerificationFailure?

    public init(reason: String, failure: VerificationFailure? = nil) {
        self.reason = reason
        self.failure = failure
    }

    public var description: String { reason }
}

/// The one way a back end's values are written into a save: JSON with sorted keys, so the same
/// values give the same bytes.
enum SavedValues {
    static func encode<Value: Encodable>(_ value: Value) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try encoder.encode(value)
    }
}

extension DecodedPlay {
    /// Values a caller already has in their types (a format-1 save read by the game's module,
    /// which never recorded an origin).
    public init(setup: GameSetup<BackEnd.Params>, log: TimedLog<BackEnd.State.Move>, interface: BackEnd.Interface,
                origin: SeedOrigin? = nil) {
        self.origin = origin
        self.setup = setup
        self.log = log
        self.interface = interface
    }
}
