import BoardAPI
import Foundation
import Synchronization

/// The started deals of ranked games, by the seed the service answered to the game's first
/// action (its start on the service's clock), until the game's end takes them. A game whose seed
/// is not here was not dealt by the service: it is ranked on this computer only, and its panel
/// says why instead of "sending…".
///
/// Kept in a file beside the board key (`board-deals.json`) as well as in memory, so a game saved
/// and resumed after the program restarted (a daily) still ends on its deal.
public final class ServiceDeals: Sendable {
    /// A started deal.
    public struct Started: Codable, Equatable, Sendable {
        public var deal: Deal
        public var startedAt: Date
    }

    private let started: Mutex<[UInt64: Started]>
    private let file: URL?

    public static let fileName = "board-deals.json"

    /// `dataDirectory` nil: in memory only (tests, commands).
    public init(dataDirectory: URL? = nil) {
        file = dataDirectory?.appendingPathComponent(Self.fileName)
        let kept = file.flatMap { try? Data(contentsOf: $0) }
            .flatMap { try? APICoding.decoder().decode([String: Started].self, from: $0) } ?? [:]
        started = Mutex(Dictionary(uniqueKeysWithValues: kept.compactMap { key, value in UInt64(key).map { ($0, value) } }))
    }

    /// The service started `deal`: the game is played on `answer.seed` from now on.
    public func start(_ deal: Deal, answer: StartAnswer) {
        started.withLock { all in
            // One open deal per board: a new one forfeits the old (the service counts it lost).
            all = all.filter { $0.value.deal.board != deal.board }
            all[answer.seed] = Started(deal: deal, startedAt: answer.startedAt)
            write(all)
        }
    }

    /// Every started deal kept, by its seed (a daily's seed is learned again from it at start).
    public var kept: [UInt64: Started] {
        started.withLock { $0 }
    }

    /// Takes the deal of a game that ended (it is finished and sent once); nil when the service
    /// did not deal a game on `seed`.
    public func take(seed: UInt64) -> Started? {
        started.withLock { all in
            let taken = all.removeValue(forKey: seed)
            if taken != nil { write(all) }
            return taken
        }
    }

    /// Best effort: a deal not written is only lost if the program stops before the game ends.
    private func write(_ all: [UInt64: Started]) {
        guard let file else { return }
        let keyed = Dictionary(uniqueKeysWithValues: all.map { (String($0.key), $0.value) })
        try? APICoding.encoder().encode(keyed).write(to: file, options: .atomic)
    }
}
