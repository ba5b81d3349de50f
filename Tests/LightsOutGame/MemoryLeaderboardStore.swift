import Foundation
import GameCore
import GameRules
import Leaderboards
import Players

/// A leaderboard store in memory for tests, over the pure reference `Ranking`: it counts what
/// was submitted and can be told to fail, like a database that cannot be written.
public final class MemoryLeaderboardStore: LeaderboardStore, @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [RankedRun] = []
    private var calls: [String] = []
    /// When set, every write throws it.
    public var failure: LeaderboardStoreError?
    private let periods = RankPeriods.fixed(secondsFromGMT: 0)

    public init(runs: [RankedRun] = []) {
        kept = runs
    }

    /// Every run kept, in the order submitted.
    public var runs: [RankedRun] { lock.withLock { kept } }
    /// The id of every submission made, repeats included.
    public var submissions: [String] { lock.withLock { calls } }

    private var ranking: Ranking { Ranking(runs: kept, periods: periods) }

    public func submit(_ run: RankedRun) throws -> Placement {
        try lock.withLock {
            calls.append(run.id)
            if let failure { throw failure }
            let stored = kept.first { $0.id == run.id } ?? run
            if !kept.contains(where: { $0.id == run.id }) { kept.append(run) }
            var ranks: [RankWindow: Int] = [:]
            for window in RankWindow.allCases {
                if let row = ranking.rank(of: stored.playerID, board: stored.board, window: window, now: stored.finishedAt),
                   row.runID == stored.id {
                    ranks[window] = row.rank
                }
            }
            return Placement(board: stored.board, ranks: ranks, isPersonalBest: ranks[.allTime] != nil)
        }
    }

    public func rows(board: BoardID, window: RankWindow, now: Date, offset: Int, limit: Int,
                     viewer: PlayerID?) throws -> [BoardRow] {
        lock.withLock { Array(ranking.rows(board: board, window: window, now: now, viewer: viewer).dropFirst(offset).prefix(limit)) }
    }

    public func rowCount(board: BoardID, window: RankWindow, now: Date, viewer: PlayerID?) throws -> Int {
        lock.withLock { ranking.rows(board: board, window: window, now: now, viewer: viewer).count }
    }

    public func rank(of player: PlayerID, board: BoardID, window: RankWindow, now: Date) throws -> BoardRow? {
        lock.withLock { ranking.rank(of: player, board: board, window: window, now: now) }
    }

    public func around(player: PlayerID, board: BoardID, window: RankWindow, now: Date, radius: Int) throws -> [BoardRow] {
        lock.withLock { ranking.around(player: player, board: board, window: window, now: now, radius: radius) }
    }

    public func run(id: String) throws -> RankedRun? {
        lock.withLock { kept.first { $0.id == id } }
    }

    public func allRuns() throws -> [RankedRun] { runs }

    public func runIDs() throws -> [String] { runs.map(\.id) }

    public func markVerification(runID: String, state: VerificationState) throws {
        try lock.withLock {
            if let failure { throw failure }
            for index in kept.indices where kept[index].id == runID { kept[index].verification = state }
        }
    }
}

/// Plain ranking rules for tests, for any game: one board, won games only, unassisted, dealt
/// seeds, fewer moves first, then less time.
public struct DealtWinRankingRules: RankingRules {
    public static let lightsOutBoard = BoardID("lights-out.classic")

    public let kind: GameKind
    public let board: BoardID
    /// The board's name on the Leaderboards screen.
    public let title: String

    public init(kind: GameKind = .lightsOut, board: BoardID = Self.lightsOutBoard, title: String = "Lights Out: classic") {
        self.kind = kind
        self.board = board
        self.title = title
    }

    /// The one board, listed, so the Leaderboards screen shows it with its two figures.
    public var boards: [BoardDefinition] {
        [BoardDefinition(id: board, title: title,
                         columns: [BoardColumn(figure: "moves", title: "Moves", format: .count),
                                   BoardColumn(figure: "timeMs", title: "Time", format: .hundredths)],
                         sortKeysDescription: "moves, then time", howToEnter: "Win a dealt game without hints")]
    }

    public func eligibility(encodedSetup: Data, verification: Result<VerifiedGame, VerificationFailure>,
                            origin: SeedOrigin?) -> Eligibility {
        switch origin {
        case nil: return .notRanked(.unknownOrigin)
        case .chosen?: return .notRanked(.chosenSeed)
        case .continued?: return .notRanked(.continuedFromAnotherCopy)
        case .dealt?: break
        }
        guard case .success(let verified) = verification else {
            if case .failure(let failure) = verification { return .notRanked(.unverified(failure)) }
            return .notRanked(.unknownSetup)
        }
        if verified.hintsUsed > 0 { return .notRanked(.assisted) }
        if verified.status != .won { return .notRanked(.lost) }
        return .ranked(board)
    }

    public func score(of verified: VerifiedGame, on board: BoardID, finishedAt: Date) -> RankedScore {
        RankedScore(sortKey: [Int64(verified.moves), Int64(verified.playMilliseconds ?? 0)],
                    figures: ["moves": Int64(verified.moves), "timeMs": Int64(verified.playMilliseconds ?? 0)])
    }
}
