import Foundation
import GameCore
import GameRules
import Players

/// Every game's ranking rules with the games that verify their logs: what turns a finished game
/// into a ranked run (or the reason it is not one) and checks a kept run again.
public struct RankingRegistry: Sendable {
    public let games: GameRegistry
    public let rules: [any RankingRules]

    public init(games: GameRegistry, rules: [any RankingRules]) {
        self.games = games
        self.rules = rules
    }

    public func rules(for kind: GameKind) -> (any RankingRules)? {
        rules.first { $0.kind == kind }
    }

    /// Every listed board, game by game.
    public var boards: [BoardDefinition] { rules.flatMap(\.boards) }

    public func definition(of board: BoardID) -> BoardDefinition? {
        rules.lazy.compactMap { $0.definition(of: board) }.first
    }

    /// The board `typed` names: a board's id, or a name one of the games gives it.
    public func definition(named typed: String) -> BoardDefinition? {
        definition(of: BoardID(typed)) ?? rules.lazy.compactMap { $0.definition(named: typed) }.first
    }

    /// The aggregate boards (what a store sums from others).
    public var aggregates: [BoardID: BoardAggregate] {
        var result: [BoardID: BoardAggregate] = [:]
        for board in boards { if let aggregate = board.aggregate { result[board.id] = aggregate } }
        return result
    }

    /// At a game's end: replays its log, decides whether it ranks and, if so, the run to submit
    /// (verified: the replay is what it claims). Pure but not instant (an expert replay): run
    /// it off the main thread. `stoppedClockMilliseconds`: what a board service's clock ran on
    /// while the game's clock stood still, added to its times (`VerifiedGame.timed(withStoppedClock:)`).
    public func assess(_ game: FinishedGame, stoppedClockMilliseconds: Int = 0) -> RankingDecision {
        guard let rules = rules(for: game.kind) else { return .notRanked(.unknownSetup) }
        let verification = games.verify(kind: game.kind.rawValue, encodedSetup: game.setup, packedLog: game.log,
                                        claimedPlayMilliseconds: game.claimedPlayMilliseconds)
            .map { $0.timed(withStoppedClock: stoppedClockMilliseconds) }
        let eligibility = rules.eligibility(encodedSetup: game.setup, verification: verification, origin: game.origin)
        guard case .ranked(let board) = eligibility, case .success(let verified) = verification else {
            return .notRanked(eligibility.reason ?? .unknownSetup)
        }
        let score = rules.score(of: verified, on: board, finishedAt: game.finishedAt)
        return .ranked(RankedRun(id: game.id, board: board, playerID: game.playerID, kind: game.kind, setup: game.setup,
                                 log: game.log, claimed: verified, sortKey: score.sortKey, figures: score.figures,
                                 finishedAt: game.finishedAt, verification: .verified))
    }

    /// Checks a kept run again: its log must replay to exactly what it claims, rank on the board
    /// it is on, and give the order and figures it is kept with. A seed's origin is not kept
    /// (the run was only accepted as dealt), so it is taken as dealt.
    public func reverify(_ run: RankedRun) -> VerificationState {
        guard let rules = rules(for: run.kind) else { return .unverified("there is no game called \"\(run.kind)\"") }
        let verification = games.verify(kind: run.kind.rawValue, encodedSetup: run.setup, packedLog: run.log,
                                        claimedPlayMilliseconds: run.claimedPlayClockMilliseconds)
            .map { $0.timed(withStoppedClock: run.claimed.stoppedClockMilliseconds ?? 0) }
        if case .success(let verified) = verification, verified != run.claimed {
            return .unverified("its replay does not reach the result it claims")
        }
        switch rules.eligibility(encodedSetup: run.setup, verification: verification, origin: .dealt) {
        case .notRanked(let reason):
            return .unverified(reason.description)
        case .ranked(let board) where board != run.board:
            return .unverified("its game belongs on \(board), not on \(run.board)")
        case .ranked(let board):
            let score = rules.score(of: run.claimed, on: board, finishedAt: run.finishedAt)
            if RankedScore.padded(score.sortKey) != run.paddedSortKey || score.figures != run.figures {
                return .unverified("its order or figures are not the replay's")
            }
            return .verified
        }
    }
}

/// A finished game as its end hands it to the ranking: the id it was counted under, who played
/// it, how to replay it and where its seed came from.
public struct FinishedGame: Hashable, Sendable {
    public var id: String
    public var playerID: PlayerID
    public var kind: GameKind
    /// The `GameSetup` as JSON (`GameBackEnd.encode`).
    public var setup: Data
    /// The packed timed log.
    public var log: Data
    /// The play clock's reading at the end, on the log's clock.
    public var claimedPlayMilliseconds: Int?
    /// Nil when unknown (not ranked).
    public var origin: SeedOrigin?
    public var finishedAt: Date

    public init(id: String, playerID: PlayerID, kind: GameKind, setup: Data, log: Data, claimedPlayMilliseconds: Int?,
                origin: SeedOrigin?, finishedAt: Date) {
        self.id = id
        self.playerID = playerID
        self.kind = kind
        self.setup = setup
        self.log = log
        self.claimedPlayMilliseconds = claimedPlayMilliseconds
        self.origin = origin
        self.finishedAt = finishedAt
    }
}

/// What `RankingRegistry.assess` decided.
public enum RankingDecision: Hashable, Sendable {
    case ranked(RankedRun)
    case notRanked(NotRankedReason)

    public var run: RankedRun? {
        if case .ranked(let run) = self { return run }
        return nil
    }

    public var reason: NotRankedReason? {
        if case .notRanked(let reason) = self { return reason }
        return nil
    }
}
