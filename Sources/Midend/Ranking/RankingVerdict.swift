import Foundation
import GameCore
import GameRules
import Leaderboards
import Players

/// What came of offering a finished game to the leaderboards: the results panel's one line.
public enum RankingVerdict: Hashable, Sendable {
    /// Its replay is being verified and the run submitted (a background job).
    case checking
    /// On the board: where it placed.
    case ranked(Placement, runID: String)
    /// Not ranked, and why.
    case notRanked(NotRankedReason)
    /// Kept but faster than any recorded game: it ranks once a moderator approves it.
    case held(board: BoardID, runID: String)
    /// It ranks, but the board could not be written: the game itself is counted all the same.
    case notKept(board: BoardID, reason: String)
    /// No leaderboards in this run (no database, no player).
    case unavailable

    /// "Ranked: 3rd this week, personal best", "Not ranked: a hint was used".
    public var line: String {
        switch self {
        case .checking:
            "Ranking: checking the replay..."
        case let .ranked(placement, _):
            "Ranked: " + (placement.summary ?? "kept, not your best on this board")
        case .notRanked(let reason):
            "Not ranked: \(reason)"
        case .held:
            "Not ranked yet: " + HeldReason.playerLine
        case .notKept(_, let reason):
            "Not ranked: the board could not be written (\(reason)); the game is counted"
        case .unavailable:
            "Not ranked: no leaderboards are kept in this run"
        }
    }

    /// The window the line names (the board opens on it): the placement's headline.
    public var window: RankWindow? {
        if case let .ranked(placement, _) = self { return placement.headline?.window }
        return nil
    }

    /// The board and the row to open from the results panel, once the run is on a board.
    public var focus: (board: BoardID, runID: String)? {
        if case let .ranked(placement, runID) = self { return (placement.board, runID) }
        return nil
    }
}

/// Offers a finished game to the leaderboards: the fair-play rules in order. The registry
/// verifies the log through the game's back end and asks the game's ranking rules whether it
/// ranks and where (the seed's origin, hints, 3BV floors, custom boards, won or not); only a run
/// they accept is submitted, as verified, through the store. Run it off the input loop (a
/// background job): replaying a long log takes a while.
public enum GameRanker {
    public static func rank(_ game: FinishedGame, registry: RankingRegistry, store: any LeaderboardStore) -> RankingVerdict {
        switch registry.assess(game) {
        case .notRanked(let reason):
            return .notRanked(reason)
        case .ranked(let run):
            do {
                let placement = try store.submit(run)
                // Faster than people play (the human envelope): kept, and it waits for a moderator,
                // unless one approved it already. A store that keeps reviews says where it stands.
                let review = try (store as? any RunReviewing)?.reviewState(runID: run.id)
                if review.map({ !$0.mayRank }) ?? registry.envelopeVerdict(of: run).isHeld {
                    return .held(board: run.board, runID: run.id)
                }
                return .ranked(placement, runID: run.id)
            } catch {
                return .notKept(board: run.board, reason: String(describing: error))
            }
        }
    }
}

extension GamePlay {
    /// This game as the leaderboards take it at its end: its setup and timed log as bytes, its
    /// clock, the seed's origin. `id` is the game's id, so the same game submitted again is
    /// recorded once.
    public func finishedGame(id: String, playerID: PlayerID, at moment: GameMoment) throws -> FinishedGame {
        FinishedGame(id: id, playerID: playerID, kind: BackEnd.kind, setup: try BackEnd.encode(setup), log: log.packed(),
                     claimedPlayMilliseconds: playMilliseconds(at: moment.instant), origin: origin,
                     finishedAt: moment.date)
    }
}
