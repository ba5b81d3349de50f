import Crypto
import Foundation
import GameRules

/// What the service reads in a game's packed log without replaying it, through the game's own
/// back end (any registered game, its types opened here).
enum GameLogs {
    /// Whether `firstAction` (a packed one-action log, as the client sends at start) is a
    /// readable action of this game.
    static func isFirstAction(_ firstAction: Data, backEnd: any GameBackEnd.Type) -> Bool {
        func open<B: GameBackEnd>(_ type: B.Type) -> Bool {
            guard let log = try? TimedLog<B.State.Move>(packed: firstAction) else { return false }
            return log.count == 1 && log.playCount == 1
        }
        return open(backEnd)
    }

    /// Whether the log begins with the action recorded at start (its time aside), and that action's
    /// offset on the log's clock.
    static func begins(_ packedLog: Data, with firstAction: Data, backEnd: any GameBackEnd.Type) -> (Bool, Int) {
        func open<B: GameBackEnd>(_ type: B.Type) -> (Bool, Int) {
            // The cursor's way before the first play (traces) is no action: the first play is.
            guard let log = try? TimedLog<B.State.Move>(packed: packedLog), let first = log.plays.entries.first,
                  let recorded = try? TimedLog<B.State.Move>(packed: firstAction), let expected = recorded.plays.entries.first
            else { return (false, 0) }
            return (first.action == expected.action, first.offset ?? 0)
        }
        return open(backEnd)
    }

    /// The SHA-256 of the log's actions with their times removed: two runs with the same moves have
    /// the same digest however they were timed (a copy re-timed is still a copy).
    static func movesDigest(_ packedLog: Data, backEnd: any GameBackEnd.Type) -> String? {
        func open<B: GameBackEnd>(_ type: B.Type) -> String? {
            guard let log = try? TimedLog<B.State.Move>(packed: packedLog) else { return nil }
            // Traces aside too: a copy with the cursor's wandering added is still a copy.
            return hex(SHA256.hash(data: TimedLog<B.State.Move>(untimed: log.plays.actions).packed()))
        }
        return open(backEnd)
    }

    static func digest(_ data: Data) -> String { hex(SHA256.hash(data: data)) }

    static func hex(_ digest: SHA256.Digest) -> String {
        digest.map { String(format: "%02x", $0) }.joined()
    }

    /// The seed a setup names (every game's `GameSetup` has one).
    static func seed(of setup: Data) -> UInt64? {
        struct Probe: Decodable { var seed: UInt64 }
        return (try? JSONDecoder().decode(Probe.self, from: setup))?.seed
    }
}
