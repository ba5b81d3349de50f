import Foundation
import GameCore
import GameRules
import Leaderboards
import Players

/// A finished game as the leaderboards are asked to take it: what the midend knows at its end,
/// as values a background job can carry (no screen, no session).
public struct RankingClaim: Hashable, Sendable {
    /// The run's id: the game's id, so a second submission of the same game records nothing new.
    public var runID: String
    public var kind: GameKind
    public var playerID: PlayerID
    /// The game's `GameSetup` as JSON, and its timed log packed: what `verify` and a replay read.
    public var encodedSetup: Data
    public var packedLog: Data
    public var claimedPlayMilliseconds: Int
    public var origin: SeedOrigin?
    public var finishedAt: Date

    public init(runID: String, kind: GameKind, playerID: PlayerID, encodedSetup: Data, packedLog: Data,
                claimedPlayMilliseconds: Int, origin: SeedOrigin?, finishedAt: Date) {
        self.runID = runID
        self.kind = kind
        self.playerID = playerID
        self.encodedSetup = encodedSetup
        self.packedLog = packedLog
        self.claimedPlayMilliseconds = claimedPlayMilliseconds
        self.origin = origin
        self.finishedAt = finishedAt
    }
}

/// What came of offering a finished game to the leaderboards: the results panel's one line.
public enum RankingVerdict: Hashable, Sendable {
    /// Its replay is being verified and the run submitted (a background job).
    case checking
    /// On the board: where it placed.
    case ranked(Placement, runID: String)
    /// Not ranked, and why.
    case notRanked(NotRankedReason)
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

/// Offers a finished game to the leaderboards: the fair-play rules in order. The back end
/// verifies the log (the replay must reach what the game reached), the game's ranking rules say
/// whether it ranks and on which board (the seed's origin, hints, 3BV floors, custom boards, won
/// or not), and only then is the run submitted, as verified, through the store. Pure but for the
/// store; run it off the input loop (a background job): verifying a long log takes a while.
public enum GameRanker {
    public static func rank<BackEnd: GameBackEnd>(_ claim: RankingClaim, backEnd: BackEnd.Type, rules: any RankingRules,
                                                  store: any LeaderboardStore) -> RankingVerdict {
        let verification = BackEnd.verify(encodedSetup: claim.encodedSetup, packedLog: claim.packedLog,
                                           claimedPlayMilliseconds: claim.claimedPlayMilliseconds)
        let board: BoardID
        switch rules.eligibility(encodedSetup: claim.encodedSetup, verification: verification, origin: claim.origin) {
        case .notRanked(let reason): return .notRanked(reason)
        case .ranked(let ranked): board = ranked
        }
        // The rules rank only a verified game; a failure here would be theirs, and still not ranked.
        guard case .success(let verified) = verification else { return .notRanked(.unknownSetup) }
        let score = rules.score(of: verified, on: board, finishedAt: claim.finishedAt)
        let run = RankedRun(id: claim.runID, board: board, playerID: claim.playerID, kind: claim.kind,
                            setup: claim.encodedSetup, log: claim.packedLog, claimed: verified,
                            sortKey: score.sortKey, figures: score.figures, finishedAt: claim.finishedAt,
                            verification: .verified)
        do {
            return .ranked(try store.submit(run), runID: run.id)
        } catch {
            return .notKept(board: board, reason: String(describing: error))
        }
    }
}

extension GamePlay {
    /// This game as a claim for the leaderboards, once the rules have decided it: its setup and
    /// timed log as bytes, its clock, the seed's origin. `runID` is the game's id, so the same
    /// game submitted again is recorded once.
    public func rankingClaim(runID: String, playerID: PlayerID, at moment: GameMoment) throws -> RankingClaim {
        RankingClaim(runID: runID, kind: BackEnd.kind, playerID: playerID, encodedSetup: try BackEnd.encode(setup),
                     packedLog: log.packed(), claimedPlayMilliseconds: playMilliseconds(at: moment.instant),
                     origin: origin, finishedAt: moment.date)
    }
}
