import BoardAPI
import Foundation
import Synchronization

/// The deals of this session's ranked games, from the service's answer to the game's first
/// action (its seed, and its start on the service's clock) to the finish the game reported.
/// A finished run is sent only when its deal is here, started and finished: a game the service
/// did not deal or did not hear start or end is ranked on this computer only, and its panel
/// says why instead of "sending…".
public final class ServiceDeals: Sendable {
    /// A deal as this computer follows it.
    public struct Followed: Equatable, Sendable {
        public var deal: Deal
        public var seed: UInt64?
        public var startedAt: Date?
        public var finishedAt: Date?
        /// Why the game will not be sent, once that is known (the start or the finish not heard).
        public var notSent: String?
    }

    private let followed = Mutex<[UInt64: Followed]>([:])
    /// Daily deals by their board ("mines.daily.2026-11-28"): the ranked attempt of the day.
    private let daily = Mutex<[String: Followed]>([:])

    public init() {}

    /// The service started `deal`: the game is played on `answer.seed` from now on.
    public func started(_ deal: Deal, answer: StartAnswer) {
        let entry = Followed(deal: deal, seed: answer.seed, startedAt: answer.startedAt)
        followed.withLock { $0[answer.seed] = entry }
    }

    /// The finish was heard (`finishedAt` from the service) or not (`why`).
    public func finished(seed: UInt64, at finishedAt: Date?, notSent why: String? = nil) {
        followed.withLock { all in
            all[seed]?.finishedAt = finishedAt
            if let why { all[seed]?.notSent = why }
        }
    }

    /// The deal a game on `seed` was played from, nil for a game the service did not deal.
    public func deal(seed: UInt64) -> Followed? {
        followed.withLock { $0[seed] }
    }

    /// Takes the deal of a finished game (it is sent once).
    public func claim(seed: UInt64) -> Followed? {
        followed.withLock { $0.removeValue(forKey: seed) }
    }

    /// Keeps the day's ranked daily deal for the run of `board`.
    public func holdDaily(_ deal: Deal, board: String) {
        daily.withLock { $0[board] = Followed(deal: deal) }
    }

    public func claimDaily(board: String) -> Followed? {
        daily.withLock { $0.removeValue(forKey: board) }
    }
}
