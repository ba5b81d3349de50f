import Foundation
import Synchronization

/// Deals from the shared board, fetched ahead by the outbox's background pass so a game never
/// waits for one: the input loop takes a ready deal (or none) at once, and the pass tops the pool
/// up again. A Mines game is dealt the deal's seed; a Tiles game (a level is the same board for
/// everyone) is bound, when it is sent, to a deal that was in hand before it started, for the
/// board's time bound. A game that found no deal is ranked on this computer only.
public final class DealPool: Sendable {
    /// A deal and when this computer received it (on its own clock, to compare with a game's start).
    struct Held: Sendable {
        var deal: ServerDeal
        var receivedAt: Date
    }

    private struct State {
        var ready: [String: [Held]] = [:]
        /// Mines seeds handed to games, until their run is sent.
        var dealtSeeds: [UInt64: ServerDeal] = [:]
        /// Ranked daily deals handed to games, by their daily board, until their run is sent.
        var dailyDeals: [String: ServerDeal] = [:]
    }

    /// The games deals are kept for, and how many of each.
    public let games: [String]
    public let depth: Int
    private let state = Mutex(State())

    public init(games: [String] = ["mines", "tiles"], depth: Int = 2) {
        self.games = games
        self.depth = depth
    }

    /// A seed for a new game of `game`, from a ready deal; nil when none is ready (never waits).
    public func takeSeed(game: String) -> UInt64? {
        state.withLock { state in
            guard var ready = state.ready[game], !ready.isEmpty else { return nil }
            let held = ready.removeFirst()
            state.ready[game] = ready
            state.dealtSeeds[held.deal.seed] = held.deal
            return held.deal.seed
        }
    }

    /// The deal a finished game was played from: for Mines the one whose seed it was dealt; for
    /// Tiles a ready deal received before the game started. Nil: the game had none (it is not sent).
    public func claimDeal(game: String, seed: UInt64?, startedAt: Date) -> ServerDeal? {
        state.withLock { state in
            if game == "mines" {
                guard let seed else { return nil }
                return state.dealtSeeds.removeValue(forKey: seed)
            }
            guard var ready = state.ready[game],
                  let index = ready.firstIndex(where: { $0.receivedAt <= startedAt }) else { return nil }
            let held = ready.remove(at: index)
            state.ready[game] = ready
            return held.deal
        }
    }

    /// Keeps a ranked daily deal for the run of its board (`mines.daily.2026-11-26`).
    public func holdDaily(_ deal: ServerDeal, board: String) {
        state.withLock { $0.dailyDeals[board] = deal }
    }

    /// The ranked daily deal a finished daily of `board` was played from, nil when it had none
    /// (practice, or started while the board could not deal it).
    public func claimDailyDeal(board: String) -> ServerDeal? {
        state.withLock { $0.dailyDeals.removeValue(forKey: board) }
    }

    /// The games short of deals, one entry per deal missing.
    func missing() -> [String] {
        state.withLock { state in
            games.flatMap { game in Array(repeating: game, count: max(0, depth - (state.ready[game]?.count ?? 0))) }
        }
    }

    func add(_ deal: ServerDeal, receivedAt: Date) {
        state.withLock { $0.ready[deal.game, default: []].append(Held(deal: deal, receivedAt: receivedAt)) }
    }
}
